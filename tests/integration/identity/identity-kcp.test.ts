import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { identityKeys } from "../../../app/features/identity/identity-keys.server";
import { createKcpProvider } from "../../../app/features/identity/kcp-provider.server";
import type { IdentityProvider } from "../../../app/features/identity/provider";
import {
  completeVerification,
  providerStep,
  startVerification,
  verificationOutcome,
} from "../../../app/features/identity/verification-flow.server";
import { createDb } from "../../../db/client";
import { identityVerifications, rateLimits } from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import { createFakeKcp, FAKE_CERT_PAGE_URL, type FakeKcp, PERSON, rsaPair } from "../../support/fake-kcp";
import { sandboxAnswer } from "../../support/identity";

const db = createDb(env.DB);
const appEnv = checkEnv(env);
const T0 = new Date("2026-05-10T03:00:00Z"); // 12:00:00 in Seoul
const scope = { db, env: appEnv, now: () => T0, ip: "192.0.2.10" };
const BINDING = "K".repeat(43);
const COOKIE = `__Host-identity=${BINDING}; __Host-identity-answer=${BINDING}`;
const browser = (path = "/common/kcp/cert/request") =>
  new Request(`https://rent.example.kr${path}`, { headers: { cookie: COOKIE } });
/**
 * KCP's answer as the browser posts it from KCP's page: a cross-site POST carries only the
 * SameSite=None answer cookie of the browser posting it (`cookie: null`: a browser without one).
 */
const kcpAnswer = (cookie: string | null = `__Host-identity-answer=${BINDING}`) =>
  new Request("https://rent.example.kr/common/kcp/cert/response", {
    method: "POST",
    headers: { origin: "https://cert.kcp.test", ...(cookie ? { cookie } : {}) },
  });

let fake: FakeKcp;
let kcp: IdentityProvider;
let warned: MockInstance;

/** Starts a KCP verification and takes this browser's form to KCP's page. */
async function toKcpPage() {
  const started = await startVerification(
    scope,
    browser(),
    { purpose: "application", returnTo: "/form/application" },
    kcp,
  );
  if (!started.ok) throw new Error("not started");
  const step = await providerStep(scope, browser(), started.id, kcp);
  return { id: started.id, step };
}

/** As far as KCP's answer: the visitor verified on KCP's page; answers what KCP posts back. */
async function answered() {
  const { id, step } = await toKcpPage();
  if (step.state !== "ready") throw new Error(`not ready: ${step.state}`);
  return { id, posted: fake.certPage(step.form.fields) };
}

const row = async (id: string) => db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).get();
const steps = () => fake.calls.map((c) => c.ct_type);

describe("the KCP provider against a fake KCP", () => {
  beforeEach(async () => {
    await db.delete(identityVerifications);
    await db.delete(rateLimits);
    fake = await createFakeKcp();
    kcp = createKcpProvider(fake.config, { fetch: fake.fetch, timeoutMs: 200 });
    warned = vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  afterEach(() => {
    // Failures are logged by step and KCP's code only: never a person, a ci/di or a key.
    const logged = warned.mock.calls.flat().map(String).join("\n");
    for (const secret of [PERSON.user_name, PERSON.phone_no, PERSON.birth_day, PERSON.ci, PERSON.di, "PRIVATE KEY"]) {
      expect(logged).not.toContain(secret);
    }
    vi.restoreAllMocks();
  });

  it("asks for the up_hash with a signed HAS request and sends the browser to KCP's page with it", async () => {
    const { id, step } = await toKcpPage();
    const orderId = (await row(id))?.orderId;
    expect(fake.calls).toHaveLength(1);
    const [has] = fake.calls;
    expect(has).toMatchObject({ ct_type: "HAS", signatureOk: true, signed: "AO0QE^HAS^260510120000" });
    expect(has?.body).toMatchObject({
      site_cd: "AO0QE",
      ordr_idxx: orderId,
      make_req_dt: "260510120000",
      web_siteid: "",
    });
    expect(has?.body.kcp_cert_info).not.toContain("\n");
    expect(step).toMatchObject({
      state: "ready",
      form: {
        action: FAKE_CERT_PAGE_URL,
        method: "post",
        fields: {
          site_cd: "AO0QE",
          ordr_idxx: orderId,
          req_tx: "cert",
          cert_method: "01",
          cert_otp_use: "Y",
          cert_enc_use_ext: "Y",
          Ret_URL: "https://rent.example.kr/common/kcp/cert/response",
          kcp_merchant_time: "260510120000",
          kcp_cert_lib_ver: "fake-1",
        },
      },
    });
    // The fake's page accepts only the up_hash it issued for this order.
    expect(() => fake.certPage({ ...(step.state === "ready" ? step.form.fields : {}), up_hash: "forged" })).toThrow();
  });

  it("checks dn_hash (CHK), decrypts (DEC) and stores the person with keyed hashes of ci and di", async () => {
    const { id, posted } = await answered();
    expect(await completeVerification(scope, kcpAnswer(), posted, kcp)).toEqual({
      kind: "done",
      id,
      to: `/form/application?verification=${id}`,
    });
    expect(steps()).toEqual(["HAS", "CHK", "DEC"]);
    expect(fake.calls.every((c) => c.signatureOk)).toBe(true);
    expect(fake.calls[1]?.signed).toBe(`AO0QE^CHK^${posted.cert_no}^${posted.dn_hash}`);
    expect(fake.calls[2]?.signed).toBe(`AO0QE^DEC^${posted.cert_no}`);
    expect(fake.calls[2]?.body.enc_cert_Data).toBe(posted.enc_cert_data2);
    const stored = await row(id);
    expect(stored).toMatchObject({
      status: "VERIFIED",
      name: "이서준",
      birth: "19990412",
      phone: "01098765432",
      gender: "MALE",
      verifiedAt: T0,
      ...(await identityKeys(appEnv.IDENTITY_HMAC_KEY, PERSON.ci, PERSON.di)),
    });
    expect(JSON.stringify(stored)).not.toContain(PERSON.ci);
    expect(JSON.stringify(stored)).not.toContain(PERSON.di);
    expect(await verificationOutcome(scope, browser(), id)).toEqual({
      state: "verified",
      to: `/form/application?verification=${id}`,
    });
  });

  it("a genuine KCP answer posted from another browser settles nothing and costs no KCP call", async () => {
    // The phishing relay: A starts and relays KCP's form; B, the victim, verifies at KCP as
    // themselves and B's browser posts KCP's answer, without A's cookie.
    const { id, posted } = await answered();
    for (const other of [null, `__Host-identity-answer=${"V".repeat(43)}`, `__Host-identity=${BINDING}`]) {
      expect(await completeVerification(scope, kcpAnswer(other), posted, kcp), String(other)).toEqual({
        kind: "otherBrowser",
      });
    }
    expect(steps()).toEqual(["HAS"]);
    expect(await row(id)).toMatchObject({ status: "PENDING", name: null, personKey: null, verifiedAt: null });
    expect(await verificationOutcome(scope, browser(), id)).toMatchObject({ state: "failed", code: "refused" });
    // The starting browser's own answer still completes it.
    expect(await completeVerification(scope, kcpAnswer(), posted, kcp)).toEqual({
      kind: "done",
      id,
      to: `/form/application?verification=${id}`,
    });
  });

  it("reads sex_code 02 as female", async () => {
    const { id, step } = await toKcpPage();
    if (step.state !== "ready") throw new Error("not ready");
    await completeVerification(scope, kcpAnswer(), fake.certPage(step.form.fields, { ...PERSON, sex_code: "02" }), kcp);
    expect((await row(id))?.gender).toBe("FEMALE");
  });

  it("a signature KCP cannot verify: HAS is refused and the visitor is told the service is unavailable", async () => {
    fake.verifyWith((await rsaPair()).publicKey);
    const { id, step } = await toKcpPage();
    expect(step).toEqual({ state: "unavailable", retry: { purpose: "application", returnTo: "/form/application" } });
    expect(fake.calls[0]?.signatureOk).toBe(false);
    expect((await row(id))?.status).toBe("PENDING");
  });

  it("a signature KCP cannot verify at CHK fails the verification as not confirmed", async () => {
    const { id, posted } = await answered();
    fake.verifyWith((await rsaPair()).publicKey);
    await completeVerification(scope, kcpAnswer(), posted, kcp);
    expect(await row(id)).toMatchObject({ status: "FAILED", failureCode: "tampered", name: null, personKey: null });
    expect(steps()).toEqual(["HAS", "CHK"]);
  });

  it("a dn_hash that KCP did not issue fails the verification before anything is decrypted", async () => {
    const { id, posted } = await answered();
    await completeVerification(scope, kcpAnswer(), { ...posted, dn_hash: "forged-hash" }, kcp);
    expect(await row(id)).toMatchObject({ status: "FAILED", failureCode: "tampered" });
    expect(steps()).toEqual(["HAS", "CHK"]);
  });

  it("another site's answer, or one missing KCP's fields, is not confirmed and costs no KCP call", async () => {
    const changes: Record<string, string>[] = [{ site_cd: "OTHER" }, { cert_no: "" }, { enc_cert_data2: "" }];
    for (const change of changes) {
      const { id, posted } = await answered();
      const before = fake.calls.length;
      await completeVerification(scope, kcpAnswer(), { ...posted, ...change }, kcp);
      expect(await row(id), JSON.stringify(change)).toMatchObject({ status: "FAILED", failureCode: "tampered" });
      expect(fake.calls.length).toBe(before);
    }
  });

  it("a result code other than 0000 on KCP's answer fails as not completed, without calling KCP", async () => {
    const { id, posted } = await answered();
    await completeVerification(scope, kcpAnswer(), { ...posted, res_cd: "3001" }, kcp);
    expect(await row(id)).toMatchObject({ status: "FAILED", failureCode: "refused" });
    expect(steps()).toEqual(["HAS"]);
    expect(warned).toHaveBeenCalledWith("kcp answer refused", "3001");
  });

  it("a refused or unreadable decryption fails as unreadable", async () => {
    fake.behaviour.DEC = "refuse";
    const first = await answered();
    await completeVerification(scope, kcpAnswer(), first.posted, kcp);
    expect(await row(first.id)).toMatchObject({ status: "FAILED", failureCode: "unreadable" });

    fake.behaviour.DEC = "ok";
    const { id, step } = await toKcpPage();
    if (step.state !== "ready") throw new Error("not ready");
    await completeVerification(
      scope,
      kcpAnswer(),
      fake.certPage(step.form.fields, { ...PERSON, birth_day: "19991332" }),
      kcp,
    );
    expect(await row(id)).toMatchObject({ status: "FAILED", failureCode: "unreadable", name: null });
  });

  it("KCP unreachable, answering garbage or too slowly: the start says so; a pending answer fails as unavailable", async () => {
    for (const how of ["network", "garbage", "hang"] as const) {
      fake.behaviour.HAS = how;
      const started = Date.now();
      const { id, step } = await toKcpPage();
      expect(step.state, how).toBe("unavailable");
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await row(id))?.status).toBe("PENDING");
    }
    fake.behaviour.HAS = "ok";
    for (const [at, how] of [
      ["CHK", "network"],
      ["DEC", "hang"],
      ["CHK", "garbage"],
    ] as const) {
      fake.behaviour[at] = how;
      const { id, posted } = await answered();
      await completeVerification(scope, kcpAnswer(), posted, kcp);
      expect(await row(id), `${at} ${how}`).toMatchObject({ status: "FAILED", failureCode: "unavailable" });
      fake.behaviour[at] = "ok";
    }
  });

  it("an answer is taken once: a replay neither calls KCP nor changes the row", async () => {
    const { id, posted } = await answered();
    await completeVerification(scope, kcpAnswer(), posted, kcp);
    const before = await row(id);
    const calls = fake.calls.length;
    expect(await completeVerification(scope, kcpAnswer(), posted, kcp)).toEqual({ kind: "replayed" });
    expect(fake.calls.length).toBe(calls);
    expect(await row(id)).toEqual(before);
  });

  it("an order of the sandbox is unknown to KCP (and the other way round)", async () => {
    const sandboxStart = await startVerification(scope, browser(), { purpose: "join", returnTo: "/" });
    if (!sandboxStart.ok) throw new Error("not started");
    const sandboxOrder = (await row(sandboxStart.id))?.orderId ?? "";
    expect(await completeVerification(scope, kcpAnswer(), sandboxAnswer(sandboxOrder), kcp)).toEqual({
      kind: "unknown",
    });
    const { posted } = await answered();
    expect(await completeVerification(scope, kcpAnswer(), posted)).toEqual({ kind: "unknown" });
  });
});
