import type { IdentityProvider } from "./provider";
import { SANDBOX_CANCEL, SANDBOX_OK, sandboxIdentitySchema } from "./sandbox-identity";
import { SANDBOX_PATH } from "./verification-input";

/**
 * The local stand-in for KCP (never in production: app/lib/env.ts refuses it there). Its
 * "provider page" is our own sandbox page, marked as a test, where the tester picks who they
 * are; the page posts to the same response route as KCP does.
 */
export const sandboxProvider: IdentityProvider = {
  name: "sandbox",
  formOrigins: [],
  answerOrigins: [],
  async start({ orderId }) {
    return { action: SANDBOX_PATH, method: "get", fields: { ordr_idxx: orderId } };
  },
  async finish(_orderId, posted) {
    if (posted.res_cd === SANDBOX_CANCEL) return { ok: false, code: "cancelled" };
    if (posted.res_cd !== SANDBOX_OK) return { ok: false, code: "refused" };
    const parsed = sandboxIdentitySchema.safeParse(posted);
    if (!parsed.success) return { ok: false, code: "unreadable" };
    const { personId, ...person } = parsed.data;
    return { ok: true, identity: { ...person, ci: `sandbox-ci:${personId}`, di: `sandbox-di:${personId}` } };
  },
};
