import { describe, expect, it } from "vitest";
import { ALIMTALK_KINDS } from "../../../app/lib/alimtalk";
import { assertServableHost, checkEnv, EnvError } from "../../../worker/env";

/** Stand-ins for the D1 and R2 bindings: checkEnv only checks that they are objects. */
const bindings = () => ({ DB: {}, FILES: {} });
const STRONG = "a-production-secret-that-is-long-enough-0123456789";
/** KCP settings of the right shape (not a real key: checkEnv checks presence and form only). */
const KCP = {
  KCP_SITE_CD: "AO0QE",
  KCP_CERT_INFO: "-----BEGIN CERTIFICATE-----MIIB-----END CERTIFICATE-----",
  KCP_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----",
  KCP_API_URL: "https://stg-spl.kcp.co.kr/std/certpass",
  KCP_CERT_PAGE_URL: "https://testcert.kcp.co.kr/kcp_cert/cert_view.jsp",
};

function envError(raw: object): string {
  try {
    checkEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error("checkEnv accepted the environment");
}

describe("checkEnv", () => {
  it("accepts a local env with the bindings and fills local secrets and defaults", () => {
    const raw = { ...bindings(), APP_ENV: "local", IDENTITY_PROVIDER: "sandbox" };
    const env = checkEnv(raw);
    expect(env.APP_ENV).toBe("local");
    expect(env.IDENTITY_PROVIDER).toBe("sandbox");
    expect(env.SENDER).toBe("outbox");
    expect(env.DEVELOPER_USERNAME).toBe("developer");
    expect(env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.IDENTITY_HMAC_KEY.length).toBeGreaterThanOrEqual(32);
    expect(env.DB).toBe(raw.DB);
    expect(env.FILES).toBe(raw.FILES);
  });

  it("defaults APP_ENV to local", () => {
    expect(checkEnv(bindings()).APP_ENV).toBe("local");
  });

  it("keeps secrets that are set", () => {
    const env = checkEnv({ ...bindings(), APP_ENV: "test", JWT_SECRET: STRONG, IDENTITY_HMAC_KEY: `${STRONG}x` });
    expect(env.JWT_SECRET).toBe(STRONG);
    expect(env.IDENTITY_HMAC_KEY).toBe(`${STRONG}x`);
  });

  it("rejects a missing DB or FILES binding", () => {
    expect(envError({ FILES: {} })).toContain("DB");
    expect(envError({ DB: {} })).toContain("FILES");
    expect(envError({ DB: "not a binding", FILES: {} })).toContain("DB");
  });

  it("rejects an unknown APP_ENV or identity provider", () => {
    expect(envError({ ...bindings(), APP_ENV: "staging" })).toContain("APP_ENV");
    expect(envError({ ...bindings(), IDENTITY_PROVIDER: "other" })).toContain("IDENTITY_PROVIDER");
  });

  it("in production requires JWT_SECRET and IDENTITY_HMAC_KEY", () => {
    const base = { ...bindings(), ...KCP, APP_ENV: "production", IDENTITY_PROVIDER: "kcp" };
    const missingBoth = envError(base);
    expect(missingBoth).toContain("JWT_SECRET");
    expect(missingBoth).toContain("IDENTITY_HMAC_KEY");
    expect(envError({ ...base, JWT_SECRET: STRONG })).toContain("IDENTITY_HMAC_KEY");
    expect(envError({ ...base, IDENTITY_HMAC_KEY: STRONG })).toContain("JWT_SECRET");
    const env = checkEnv({ ...base, JWT_SECRET: STRONG, IDENTITY_HMAC_KEY: STRONG });
    expect(env.APP_ENV).toBe("production");
  });

  it("in production refuses the built-in local secret", () => {
    const local = checkEnv(bindings()).JWT_SECRET;
    const message = envError({
      ...bindings(),
      ...KCP,
      APP_ENV: "production",
      IDENTITY_PROVIDER: "kcp",
      JWT_SECRET: local,
      IDENTITY_HMAC_KEY: STRONG,
    });
    expect(message).toContain("JWT_SECRET");
  });

  it("in production refuses the sandbox identity provider", () => {
    const message = envError({
      ...bindings(),
      APP_ENV: "production",
      IDENTITY_PROVIDER: "sandbox",
      JWT_SECRET: STRONG,
      IDENTITY_HMAC_KEY: STRONG,
    });
    expect(message).toContain("IDENTITY_PROVIDER");
    // The default provider is the sandbox, so production must name kcp explicitly.
    expect(envError({ ...bindings(), APP_ENV: "production", JWT_SECRET: STRONG, IDENTITY_HMAC_KEY: STRONG })).toContain(
      "IDENTITY_PROVIDER",
    );
  });

  it("requires every KCP setting when the provider is kcp, in any APP_ENV", () => {
    const message = envError({ ...bindings(), APP_ENV: "local", IDENTITY_PROVIDER: "kcp" });
    for (const key of Object.keys(KCP)) expect(message).toContain(key);
    const { KCP_PRIVATE_KEY: _key, ...withoutKey } = KCP;
    expect(envError({ ...bindings(), ...withoutKey, IDENTITY_PROVIDER: "kcp" })).toContain("KCP_PRIVATE_KEY");
    expect(checkEnv({ ...bindings(), ...KCP, IDENTITY_PROVIDER: "kcp" }).IDENTITY_PROVIDER).toBe("kcp");
    // The sandbox needs none of them.
    expect(checkEnv({ ...bindings(), IDENTITY_PROVIDER: "sandbox" }).KCP_SITE_CD).toBeUndefined();
  });

  it("refuses a KCP key that WebCrypto cannot import (encrypted or PKCS#1), naming only the variable", () => {
    for (const pem of ["-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIE", "-----BEGIN RSA PRIVATE KEY-----\nMIIE"]) {
      const message = envError({ ...bindings(), ...KCP, IDENTITY_PROVIDER: "kcp", KCP_PRIVATE_KEY: pem });
      expect(message).toContain("KCP_PRIVATE_KEY");
      expect(message).not.toContain("MIIE");
    }
  });

  it("in production talks to KCP over https only", () => {
    const message = envError({
      ...bindings(),
      ...KCP,
      APP_ENV: "production",
      IDENTITY_PROVIDER: "kcp",
      JWT_SECRET: STRONG,
      IDENTITY_HMAC_KEY: STRONG,
      KCP_API_URL: "http://stg-spl.kcp.co.kr/std/certpass",
    });
    expect(message).toContain("KCP_API_URL");
    expect(message).not.toContain("KCP_CERT_PAGE_URL");
  });

  it("requires the provider URL and key when messages go to a provider", () => {
    const message = envError({ ...bindings(), SENDER: "provider" });
    expect(message).toContain("SENDER_PROVIDER_URL");
    expect(message).toContain("SENDER_API_KEY");
    const env = checkEnv({
      ...bindings(),
      SENDER: "provider",
      SENDER_PROVIDER_URL: "https://sender.example.com/send",
      SENDER_API_KEY: "key",
      KAKAO_PROVIDER_URL: "https://sender.example.com/alimtalk",
      KAKAO_SENDER_KEY: "sender-key",
      KAKAO_TEMPLATE_CODES: JSON.stringify(Object.fromEntries(ALIMTALK_KINDS.map((k) => [k, `T_${k}`]))),
    });
    expect(env.SENDER).toBe("provider");
  });

  it("names the variables in its error but never their values", () => {
    const secret = "short-secret-value";
    const url = "not-a-url-with-private-part";
    const message = envError({
      ...bindings(),
      APP_ENV: "production",
      IDENTITY_PROVIDER: "kcp",
      JWT_SECRET: secret,
      IDENTITY_HMAC_KEY: secret,
      KCP_API_URL: url,
      SENDER: "provider",
      SENDER_PROVIDER_URL: `http://${url}.example.com`,
      SENDER_API_KEY: "",
    });
    expect(message).toContain("JWT_SECRET");
    expect(message).toContain("IDENTITY_HMAC_KEY");
    expect(message).toContain("KCP_API_URL");
    expect(message).toContain("SENDER_PROVIDER_URL");
    expect(message).not.toContain(secret);
    expect(message).not.toContain(url);
  });

  it("checks each env object once and caches the result", () => {
    const raw: Record<string, unknown> = { ...bindings(), APP_ENV: "test" };
    const first = checkEnv(raw);
    raw.APP_ENV = "not-valid-any-more";
    expect(checkEnv(raw)).toBe(first);
    const other = { ...bindings(), APP_ENV: "local" };
    expect(checkEnv(other)).not.toBe(first);
    expect(checkEnv(other).APP_ENV).toBe("local");
  });

  it("does not cache a failed check", () => {
    const raw: Record<string, unknown> = { FILES: {} };
    expect(() => checkEnv(raw)).toThrow(EnvError);
    raw.DB = {};
    expect(checkEnv(raw).APP_ENV).toBe("local");
  });
});

describe("assertServableHost", () => {
  const url = (u: string) => new URL(u);
  const production = () =>
    checkEnv({
      ...bindings(),
      ...KCP,
      APP_ENV: "production",
      IDENTITY_PROVIDER: "kcp",
      JWT_SECRET: STRONG,
      IDENTITY_HMAC_KEY: STRONG,
    });

  it("lets a local or test configuration answer only requests to the machine itself", () => {
    for (const appEnv of ["local", "test"]) {
      const env = checkEnv({ ...bindings(), APP_ENV: appEnv });
      for (const ok of ["http://localhost:5173/", "http://127.0.0.1:8787/api/health", "http://[::1]:8787/"]) {
        expect(() => assertServableHost(env, url(ok))).not.toThrow();
      }
      for (const foreign of [
        "https://haneul-rental.example.workers.dev/",
        "https://www.example.com/console/login",
        "http://192.168.0.10:5173/",
        "http://localhost.example.com/",
      ]) {
        expect(() => assertServableHost(env, url(foreign))).toThrow(EnvError);
      }
    }
  });

  it("fails closed for a plain deploy, whose wrangler.toml says local", () => {
    // No APP_ENV at all defaults to local, which must not serve a public host either.
    expect(() => assertServableHost(checkEnv(bindings()), url("https://example.com/"))).toThrow(/production/);
  });

  it("lets production answer any host", () => {
    expect(() => assertServableHost(production(), url("https://www.example.com/"))).not.toThrow();
  });
});
