import { identityKeys } from "./identity-keys.server";
import type { IdentityProvider } from "./provider";
import { SANDBOX_CANCEL, SANDBOX_OK, sandboxIdentitySchema } from "./sandbox-identity";
import { SANDBOX_PATH } from "./verification-input";

/** What the sandbox gives for a person id in place of KCP's ci and di: the same id is the same person. */
function sandboxCiDi(personId: string) {
  return { ci: `sandbox-ci:${personId}`, di: `sandbox-di:${personId}` };
}

/**
 * The person key a sandbox verification of `personId` gives under `secret` (IDENTITY_HMAC_KEY):
 * what the local seed keys its sample applications with, so the sandbox finds them.
 */
export async function sandboxPersonKey(secret: string, personId: string): Promise<string> {
  const { ci, di } = sandboxCiDi(personId);
  return (await identityKeys(secret, ci, di)).personKey;
}

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
    return { ok: true, identity: { ...person, ...sandboxCiDi(personId) } };
  },
};
