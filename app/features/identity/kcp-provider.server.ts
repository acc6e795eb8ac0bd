import { z } from "zod";
import { isCalendarDate } from "../../lib/format";
import {
  checkRequest,
  decryptRequest,
  hashRequest,
  type KcpAnswer,
  type KcpConfig,
  signingKey,
} from "./kcp-signing.server";
import { type IdentityProvider, type ProviderAnswer, ProviderUnavailable } from "./provider";

export type KcpOptions = {
  /** The HTTP client: global fetch in production, a fake KCP server in tests. */
  fetch?: typeof fetch;
  /** Per certpass call; KCP's own sample waits 5 s. */
  timeoutMs?: number;
};

const OK = "0000";

const replySchema = z.looseObject({ res_cd: z.string() });

const answerSchema = z.object({
  site_cd: z.string().min(1),
  ordr_idxx: z.string().min(1),
  cert_no: z.string().min(1),
  dn_hash: z.string().min(1),
  enc_cert_data2: z.string().min(1),
});

const SEX_CODES = { "01": "MALE", "02": "FEMALE" } as const;

/** The decrypted identity (step 6 of KCP.md); names are as KCP gives them, so no form rule applies. */
const identitySchema = z.object({
  user_name: z.string().trim().min(1).max(100),
  birth_day: z.string().refine(isCalendarDate),
  phone_no: z.string().regex(/^\d{10,11}$/),
  sex_code: z.enum(["01", "02"]),
  ci: z.string().min(1),
  di: z.string().min(1),
});

/**
 * NHN KCP certpass: HAS before the visitor leaves, CHK then DEC when KCP posts the answer
 * back. Failures log KCP's result code only, never its message or any personal data.
 */
export function createKcpProvider(config: KcpConfig, options: KcpOptions = {}): IdentityProvider {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const timeoutMs = options.timeoutMs ?? 5_000;

  async function certpass(body: Record<string, string>): Promise<z.infer<typeof replySchema>> {
    const step = body.ct_type ?? "?";
    let response: Response;
    try {
      response = await send(config.apiUrl, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      console.warn("kcp unreachable", step, error instanceof Error ? error.name : "error");
      throw new ProviderUnavailable(step);
    }
    const reply = response.ok ? replySchema.safeParse(await response.json().catch(() => null)) : null;
    if (!reply?.success) {
      console.warn("kcp bad reply", step, response.status);
      throw new ProviderUnavailable(step);
    }
    if (reply.data.res_cd !== OK) console.warn("kcp refused", step, reply.data.res_cd);
    return reply.data;
  }

  async function verify(answer: KcpAnswer): Promise<ProviderAnswer> {
    const key = await signingKey(config.privateKeyPem);
    const checked = await certpass(await checkRequest(config, key, answer));
    if (checked.res_cd !== OK) return { ok: false, code: "tampered" };
    const decrypted = await certpass(await decryptRequest(config, key, answer));
    if (decrypted.res_cd !== OK) return { ok: false, code: "unreadable" };
    const identity = identitySchema.safeParse(decrypted);
    if (!identity.success) return { ok: false, code: "unreadable" };
    const { user_name, birth_day, phone_no, sex_code, ci, di } = identity.data;
    return {
      ok: true,
      identity: { name: user_name, birth: birth_day, phone: phone_no, gender: SEX_CODES[sex_code], ci, di },
    };
  }

  return {
    name: "kcp",
    formOrigins: [new URL(config.certPageUrl).origin],
    // KCP posts from its page's host; a browser may also send "null" after KCP's own redirects.
    // The answer is trusted for its order id and KCP's dn_hash check, not for its origin.
    answerOrigins: [new URL(config.certPageUrl).host, "null"],

    async start({ orderId, returnUrl }, now) {
      const reply = await certpass(await hashRequest(config, await signingKey(config.privateKeyPem), orderId, now));
      const upHash = typeof reply.up_hash === "string" ? reply.up_hash : "";
      if (reply.res_cd !== OK || !upHash) throw new ProviderUnavailable("HAS");
      const text = (v: unknown) => (typeof v === "string" ? v : "");
      return {
        action: config.certPageUrl,
        method: "post",
        fields: {
          site_cd: config.siteCd,
          ordr_idxx: orderId,
          req_tx: "cert",
          cert_method: "01",
          up_hash: upHash,
          cert_otp_use: "Y",
          cert_enc_use_ext: "Y",
          web_siteid_hashYN: "",
          web_siteid: "",
          param_opt_1: "",
          param_opt_2: "",
          param_opt_3: "",
          Ret_URL: returnUrl,
          kcp_merchant_time: text(reply.kcp_merchant_time),
          kcp_cert_lib_ver: text(reply.kcp_cert_lib_ver),
          // Page-transition mode: the whole window goes to KCP and back (no pop-up), which also
          // works on phones and without JavaScript.
          kcp_page_submit_yn: "Y",
        },
      };
    },

    async finish(orderId, posted) {
      if (posted.res_cd !== OK) {
        console.warn("kcp answer refused", (posted.res_cd ?? "").slice(0, 8));
        return { ok: false, code: "refused" };
      }
      const answer = answerSchema.safeParse(posted);
      // Our own order at our own site, or someone is replaying another site's answer.
      if (!answer.success || answer.data.site_cd !== config.siteCd || answer.data.ordr_idxx !== orderId) {
        return { ok: false, code: "tampered" };
      }
      try {
        return await verify(answer.data);
      } catch (error) {
        if (error instanceof ProviderUnavailable) return { ok: false, code: "unavailable" };
        throw error;
      }
    },
  };
}
