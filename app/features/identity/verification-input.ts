import { z } from "zod";
import type { ErrorCode } from "../../lib/domain-error";
import { VERIFICATION_PURPOSES, type VerificationPurpose } from "../../lib/enums";
import { REQUEST_PATH, VERIFICATION_PARAM } from "./paths";

export { REQUEST_PATH, RESPONSE_PATH, SANDBOX_PATH, VERIFICATION_PARAM } from "./paths";

/** Error codes of the start form (texts in the `errors.identity` locale group). */
const startMessages = {
  purpose: "identity.purpose",
  returnTo: "identity.returnTo",
} as const satisfies Record<string, ErrorCode>;

const BASE = "https://return-path.invalid";

/** URL characters only (anything else percent-encoded): no spaces, controls or backslashes. */
const PATH_CHARS = /^[\w\-.~!$&'()*+,;=:@/?#%]*$/;

/**
 * A same-site path: one leading "/" (never "//", which browsers read as another host; "\\"
 * counts as "/" to them, so it is refused anywhere), and still on our origin once resolved.
 */
export function isSafeReturnPath(path: string): boolean {
  if (path.length > 512 || !path.startsWith("/") || path.startsWith("//") || !PATH_CHARS.test(path)) return false;
  try {
    return new URL(path, BASE).origin === BASE;
  } catch {
    return false;
  }
}

export const purposeSchema = z.enum(VERIFICATION_PURPOSES, { error: startMessages.purpose });

export const returnPathSchema = z
  .string({ error: startMessages.returnTo })
  .refine(isSafeReturnPath, startMessages.returnTo);

/** What starts a verification: why, and where to come back to (client-safe, shared by form and action). */
export const startSchema = z.object({ purpose: purposeSchema, returnTo: returnPathSchema });
export type StartInput = z.infer<typeof startSchema>;

/** Where a visitor can start again: the purpose and return path of the verification at hand. */
export type Retry = { purpose: VerificationPurpose; returnTo: string };

/** The start page for a purpose and return path, e.g. for a link from another page. */
export function startPath(purpose: VerificationPurpose, returnTo: string): string {
  return `${REQUEST_PATH}?${new URLSearchParams({ purpose, returnTo })}`;
}

/** The return path with the verification id added to its query. */
export function returnUrl(returnPath: string, verificationId: string): string {
  const url = new URL(returnPath, BASE);
  url.searchParams.set(VERIFICATION_PARAM, verificationId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Verification and order ids: 32 lowercase hex characters (db/columns newId). */
export const ID_PATTERN = /^[0-9a-f]{32}$/;
