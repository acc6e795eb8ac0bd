import type { Gender, VerificationProvider } from "../../lib/enums";

/**
 * Why a verification did not succeed; each is a key of the `errors.identity` locale group. The first six are
 * stored on the FAILED row; `replayed`, `unknown` and `otherBrowser` (an answer posted from a
 * browser that did not start the verification) refuse an answer without touching a row.
 */
export const FAILURE_CODES = [
  "cancelled",
  "refused",
  "tampered",
  "unreadable",
  "unavailable",
  "expired",
  "replayed",
  "unknown",
  "otherBrowser",
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];

/** What the browser submits to go to the provider (KCP's page, or our sandbox page). */
export type ProviderForm = { action: string; method: "get" | "post"; fields: Record<string, string> };

/** The person as the provider vouches for them; ci/di are only ever kept as keyed hashes. */
export type ProviderIdentity = { name: string; birth: string; phone: string; gender: Gender; ci: string; di: string };

export type ProviderAnswer = { ok: true; identity: ProviderIdentity } | { ok: false; code: FailureCode };

/** The provider's answer posted to the response route, as text fields. */
export type PostedFields = Record<string, string>;

/**
 * One identity provider. `kcp` in production, `sandbox` locally and in tests; both go through
 * the same routes and storage (app/features/identity/verification-*.server.ts).
 */
export interface IdentityProvider {
  readonly name: VerificationProvider;
  /** Origins the request page's form may post to (its CSP form-action). */
  readonly formOrigins: readonly string[];
  /** Origins allowed to post the answer to the response route (besides our own). */
  readonly answerOrigins: readonly string[];
  /** The form that takes the browser to the provider for one pending order. */
  start(order: { orderId: string; returnUrl: string }, now: Date): Promise<ProviderForm>;
  /** Checks the posted answer for our order and reads the identity from it. */
  finish(orderId: string, posted: PostedFields): Promise<ProviderAnswer>;
}

/** The provider could not be reached or refused the request; the visitor may try again later. */
export class ProviderUnavailable extends Error {
  constructor(readonly step: string) {
    super(`identity provider unavailable at ${step}`);
    this.name = "ProviderUnavailable";
  }
}
