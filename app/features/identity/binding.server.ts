import { readCookie } from "../../lib/cookies";
import { hashToken } from "../auth/tokens.server";

/**
 * The binding ties a verification to the browser that started it: one random value per
 * browser session, in two cookies, of which only the SHA-256 is stored.
 *
 * - `__Host-identity` (SameSite=Lax) is what every claim and every same-site step checks: it
 *   rides on top-level navigations but never on another site's subrequests.
 * - `__Host-identity-answer` (SameSite=None) holds the same value and is read only by the
 *   provider's answer: KCP posts it from its own site, and a Lax cookie would stay behind. An
 *   answer without it (posted from any other browser) settles nothing.
 *
 * `__Host-` (Secure, Path=/, no Domain) keeps sibling subdomains from planting a known value;
 * no Max-Age, so both end with the browser session. One value serves every verification of
 * the session, so two tabs do not undo each other.
 */
export const BINDING_COOKIE = "__Host-identity";
export const ANSWER_COOKIE = "__Host-identity-answer";
const ATTRIBUTES = "HttpOnly; Secure; SameSite=Lax; Path=/";
const ANSWER_ATTRIBUTES = "HttpOnly; Secure; SameSite=None; Path=/";
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(request: Request, name: string): string | null {
  const value = readCookie(request.headers.get("cookie"), name);
  return value && VALUE_PATTERN.test(value) ? value : null;
}

/** The request's binding cookie value, when it has a well-formed one. */
export function bindingOf(request: Request): string | null {
  return cookieValue(request, BINDING_COOKIE);
}

function newBindingValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/**
 * The browser's binding (a new one when it has none) and the Set-Cookie headers to send: both
 * cookies for a new binding, the answer cookie alone when only it is missing or stale.
 */
export async function ensureBinding(request: Request): Promise<{ hash: string; setCookies: string[] }> {
  const existing = bindingOf(request);
  const value = existing ?? newBindingValue();
  const setCookies: string[] = [];
  if (!existing) setCookies.push(`${BINDING_COOKIE}=${value}; ${ATTRIBUTES}`);
  if (cookieValue(request, ANSWER_COOKIE) !== value) setCookies.push(`${ANSWER_COOKIE}=${value}; ${ANSWER_ATTRIBUTES}`);
  return { hash: await hashToken(value), setCookies };
}

/** The stored form of the request's binding, or null without a cookie. */
export async function bindingHashOf(request: Request): Promise<string | null> {
  const value = bindingOf(request);
  return value ? hashToken(value) : null;
}

/** The stored form of the binding an answer's request carries (the SameSite=None cookie), or null. */
export async function answerBindingHashOf(request: Request): Promise<string | null> {
  const value = cookieValue(request, ANSWER_COOKIE);
  return value ? hashToken(value) : null;
}
