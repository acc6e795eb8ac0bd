/**
 * The Worker's environment as the app sees it: the schema its bindings and variables must
 * pass and the checked type (`AppEnv`). Here, in app/lib, so that the app, the Worker
 * (worker/env.ts checks it once per env object) and its API all name one type.
 */
import { z } from "zod";
import { templateCodesSchema } from "./alimtalk";

/** Secrets used only where APP_ENV is local or test; production must set its own. */
const LOCAL_SECRET = "local-only-secret-do-not-use-in-production-0123456789";

/**
 * The key new identity hashes are made with: IDENTITY_HMAC_KEY, or where it is unset (local and
 * test only; production must set it) the local secret. The local seed keys its sample people
 * with it too (scripts/seed.ts), so the sandbox finds them.
 */
export function identityHmacKey(value: string | undefined): string {
  return value ?? LOCAL_SECRET;
}

const binding = <T>(name: string) =>
  z.custom<T>((v) => typeof v === "object" && v !== null, `${name} binding is missing`);

const KCP_KEYS = ["KCP_SITE_CD", "KCP_CERT_INFO", "KCP_PRIVATE_KEY", "KCP_API_URL", "KCP_CERT_PAGE_URL"] as const;

type KcpVars = Partial<Record<(typeof KCP_KEYS)[number], string>> & { APP_ENV: string };

/**
 * KCP needs all five settings. WebCrypto imports only an unencrypted PKCS#8 key (KCP delivers
 * it encrypted: decrypt it once offline), and production talks to KCP over https only.
 */
function checkKcp(env: KcpVars, ctx: z.RefinementCtx) {
  const issue = (key: string, message: string) => ctx.addIssue({ code: "custom", path: [key], message });
  for (const key of KCP_KEYS) if (!env[key]) issue(key, `${key} must be set when IDENTITY_PROVIDER is kcp`);
  if (env.KCP_PRIVATE_KEY && !env.KCP_PRIVATE_KEY.includes("-----BEGIN PRIVATE KEY-----")) {
    issue("KCP_PRIVATE_KEY", "KCP_PRIVATE_KEY must be an unencrypted PKCS#8 PEM key (BEGIN PRIVATE KEY)");
  }
  if (env.APP_ENV !== "production") return;
  for (const key of ["KCP_API_URL", "KCP_CERT_PAGE_URL"] as const) {
    if (env[key] && !env[key].startsWith("https://")) issue(key, `${key} must be an https URL in production`);
  }
}

export const envSchema = z
  .object({
    APP_ENV: z.enum(["local", "test", "production"]).default("local"),
    IDENTITY_PROVIDER: z.enum(["kcp", "sandbox"]).default("sandbox"),
    SENDER: z.enum(["outbox", "provider"]).default("outbox"),
    DEVELOPER_USERNAME: z.string().min(1).default("developer"),
    /**
     * Where the draw's randomness comes from: drand's public quicknet beacon, or a local
     * stand-in with its own key (marked as a test everywhere; production refuses it).
     * Default: drand in production, local elsewhere.
     */
    BEACON: z.enum(["drand", "local"]).optional(),
    /** Seconds from a freeze to the beacon round that draws it (default 600; a few seconds locally). */
    DRAW_BEACON_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    JWT_SECRET: z.string().min(32).optional(),
    IDENTITY_HMAC_KEY: z.string().min(32).optional(),
    /** During a rotation: the secret before JWT_SECRET; tokens it signed still verify. */
    JWT_SECRET_PREVIOUS: z.string().min(32).optional(),
    /** During a rotation: the key before IDENTITY_HMAC_KEY; people keyed under it are still found. */
    IDENTITY_HMAC_KEY_PREVIOUS: z.string().min(32).optional(),
    KCP_SITE_CD: z.string().optional(),
    KCP_CERT_INFO: z.string().optional(),
    KCP_PRIVATE_KEY: z.string().optional(),
    KCP_API_URL: z.url().optional(),
    KCP_CERT_PAGE_URL: z.url().optional(),
    SENDER_PROVIDER_URL: z.url({ protocol: /^https$/ }).optional(),
    SENDER_API_KEY: z.string().min(1).optional(),
    /** KakaoTalk 알림톡 through the same provider: its endpoint, the channel's sender key, the template codes. */
    KAKAO_PROVIDER_URL: z.url({ protocol: /^https$/ }).optional(),
    KAKAO_SENDER_KEY: z.string().min(1).optional(),
    KAKAO_TEMPLATE_CODES: templateCodesSchema.optional(),
    DB: binding<D1Database>("DB"),
    FILES: binding<R2Bucket>("FILES"),
    /** One Durable Object per round: the waiting room's queue (docs/waiting-room.md); without it no one waits. */
    WAITING_ROOM: binding<DurableObjectNamespace>("WAITING_ROOM").optional(),
    /** The built client files; only used to inline stylesheets (app/lib/inline-css.server.ts). */
    ASSETS: binding<Fetcher>("ASSETS").optional(),
    /** The outbox queue: notices are handed to it once stored; without it the cron alone delivers. */
    OUTBOX_QUEUE: binding<Queue<{ id: string }>>("OUTBOX_QUEUE").optional(),
  })
  .superRefine((env, ctx) => {
    if (env.SENDER === "provider") {
      const keys = [
        "SENDER_PROVIDER_URL",
        "SENDER_API_KEY",
        "KAKAO_PROVIDER_URL",
        "KAKAO_SENDER_KEY",
        "KAKAO_TEMPLATE_CODES",
      ] as const;
      for (const key of keys) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: `${key} must be set when SENDER is provider` });
      }
    }
    if (env.IDENTITY_PROVIDER === "kcp") checkKcp(env, ctx);
    if (env.APP_ENV !== "production") return;
    for (const key of ["JWT_SECRET", "IDENTITY_HMAC_KEY"] as const) {
      if (!env[key] || env[key] === LOCAL_SECRET) {
        ctx.addIssue({ code: "custom", path: [key], message: `${key} must be set in production` });
      }
    }
    if (env.BEACON === "local") {
      ctx.addIssue({ code: "custom", path: ["BEACON"], message: "the local beacon is not allowed in production" });
    }
    if (env.DRAW_BEACON_DELAY_SECONDS !== undefined && env.DRAW_BEACON_DELAY_SECONDS < 60) {
      ctx.addIssue({
        code: "custom",
        path: ["DRAW_BEACON_DELAY_SECONDS"],
        message: "DRAW_BEACON_DELAY_SECONDS must be at least 60 in production",
      });
    }
    if (env.IDENTITY_PROVIDER === "sandbox") {
      ctx.addIssue({
        code: "custom",
        path: ["IDENTITY_PROVIDER"],
        message: "the sandbox identity provider is not allowed in production",
      });
    }
  })
  .transform((env) => {
    const jwtSecret = env.JWT_SECRET ?? LOCAL_SECRET;
    const identityKey = identityHmacKey(env.IDENTITY_HMAC_KEY);
    const production = env.APP_ENV === "production";
    return {
      ...env,
      BEACON: env.BEACON ?? (production ? "drand" : "local"),
      DRAW_BEACON_DELAY_SECONDS: env.DRAW_BEACON_DELAY_SECONDS ?? (production ? 600 : 6),
      /** Signs every new token. */
      JWT_SECRET: jwtSecret,
      /** Verify tokens: the current secret, then the previous one during a rotation. */
      JWT_SECRETS: withPrevious(jwtSecret, env.JWT_SECRET_PREVIOUS),
      /** Keys every new identity hash. */
      IDENTITY_HMAC_KEY: identityKey,
      /** Look people up: the current key, then the previous one during a rotation. */
      IDENTITY_HMAC_KEYS: withPrevious(identityKey, env.IDENTITY_HMAC_KEY_PREVIOUS),
    };
  });

function withPrevious(current: string, previous: string | undefined): readonly [string, ...string[]] {
  return previous && previous !== current ? [current, previous] : [current];
}

export type AppEnv = z.output<typeof envSchema>;
