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
/** "." or "..", raw or percent-encoded: URL parsers resolve both ("%2e%2e" is ".."). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/** An encoded "/" or "\\": whatever decodes it on the way would see another path. */
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/**
 * The return path as browsers will resolve it, or null unless it is a same-site path: one
 * leading "/" (never "//", which browsers read as another host; "\\" counts as "/" to them, so
 * it is refused anywhere), no dot segment and no encoded separator in its path (so nothing can
 * resolve it to "//host"), and still on our origin, not starting with "//", once resolved.
 */
export function normalReturnPath(path: string): string | null {
  if (path.length > 512 || !path.startsWith("/") || path.startsWith("//") || !PATH_CHARS.test(path)) return null;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  if (ENCODED_SEPARATOR.test(pathname) || pathname.split("/").some((s) => DOT_SEGMENT.test(s))) return null;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return null;
  }
  const normal = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === BASE && !normal.startsWith("//") ? normal : null;
}

export function isSafeReturnPath(path: string): boolean {
  return normalReturnPath(path) !== null;
}

export const purposeSchema = z.enum(VERIFICATION_PURPOSES, { error: startMessages.purpose });

/** A return path, kept in the form browsers resolve it to (normalReturnPath). */
export const returnPathSchema = z.string({ error: startMessages.returnTo }).transform((path, ctx) => {
  const normal = normalReturnPath(path);
  if (normal === null) ctx.addIssue({ code: "custom", message: startMessages.returnTo });
  return normal ?? z.NEVER;
});

/** What starts a verification: why, and where to come back to (client-safe, shared by form and action). */
export const startSchema = z.object({ purpose: purposeSchema, returnTo: returnPathSchema });
export type StartInput = z.infer<typeof startSchema>;

/** Where a visitor can start again: the purpose and return path of the verification at hand. */
export type Retry = { purpose: VerificationPurpose; returnTo: string };

/** The start page for a purpose and return path, e.g. for a link from another page. */
export function startPath(purpose: VerificationPurpose, returnTo: string): string {
  return `${REQUEST_PATH}?${new URLSearchParams({ purpose, returnTo })}`;
}

/**
 * The return path with the verification id added to its query; home instead when the path
 * would not stay on this site (a row written before the return path rules were this strict).
 */
export function returnUrl(returnPath: string, verificationId: string): string {
  const url = new URL(normalReturnPath(returnPath) ?? "/", BASE);
  url.searchParams.set(VERIFICATION_PARAM, verificationId);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Verification and order ids: 32 lowercase hex characters (db/columns newId). */
export const ID_PATTERN = /^[0-9a-f]{32}$/;
