import { type Cookie, SITE_COOKIES } from "../../lib/cookies";
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
const { identityBinding, identityAnswer } = SITE_COOKIES;
export const BINDING_COOKIE = identityBinding.name;
export const ANSWER_COOKIE = identityAnswer.name;
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function cookieValue(request: Request, cookie: Cookie): string | null {
  const value = cookie.read(request);
  return value && VALUE_PATTERN.test(value) ? value : null;
}

/** The request's binding cookie value, when it has a well-formed one. */
export function bindingOf(request: Request): string | null {
  return cookieValue(request, identityBinding);
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
  if (!existing) setCookies.push(identityBinding.set(value));
  if (cookieValue(request, identityAnswer) !== value) setCookies.push(identityAnswer.set(value));
  return { hash: await hashToken(value), setCookies };
}

/** The stored form of the request's binding, or null without a cookie. */
export async function bindingHashOf(request: Request): Promise<string | null> {
  const value = bindingOf(request);
  return value ? hashToken(value) : null;
}

/** The stored form of the binding an answer's request carries (the SameSite=None cookie), or null. */
export async function answerBindingHashOf(request: Request): Promise<string | null> {
  const value = cookieValue(request, identityAnswer);
  return value ? hashToken(value) : null;
}
