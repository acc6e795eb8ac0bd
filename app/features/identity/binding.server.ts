import { readCookie } from "../../lib/cookies";
import { hashToken } from "../auth/tokens.server";

/**
 * The binding cookie ties a verification to the browser that started it: only its SHA-256 is
 * stored, and a claim must present the cookie. `__Host-` keeps sibling subdomains from
 * planting one; SameSite=Lax lets it ride on the top-level GET that follows the provider's
 * cross-site POST; no Max-Age, so it ends with the browser session. One value serves every
 * verification of the session, so two tabs do not undo each other.
 */
export const BINDING_COOKIE = "__Host-identity";
const ATTRIBUTES = "HttpOnly; Secure; SameSite=Lax; Path=/";
const VALUE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The request's binding cookie value, when it has a well-formed one. */
export function bindingOf(request: Request): string | null {
  const value = readCookie(request.headers.get("cookie"), BINDING_COOKIE);
  return value && VALUE_PATTERN.test(value) ? value : null;
}

function newBindingValue(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The browser's binding (a new one when it has none) and the Set-Cookie to send for a new one. */
export async function ensureBinding(request: Request): Promise<{ hash: string; setCookie: string | null }> {
  const existing = bindingOf(request);
  const value = existing ?? newBindingValue();
  return {
    hash: await hashToken(value),
    setCookie: existing ? null : `${BINDING_COOKIE}=${value}; ${ATTRIBUTES}`,
  };
}

/** The stored form of the request's binding, or null without a cookie. */
export async function bindingHashOf(request: Request): Promise<string | null> {
  const value = bindingOf(request);
  return value ? hashToken(value) : null;
}
