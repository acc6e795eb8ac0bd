/*
 * Every cookie of the site is declared once, in SITE_COOKIES below, and every `Set-Cookie`
 * header is written by this file (tests/unit/lib/cookie-writes.test.ts fails on one written
 * anywhere else in app/ or worker/, and on a `document.cookie` write). The rules
 * (docs/product/security.md, "Cookies"):
 *
 * - Every cookie is `Secure` (browsers accept that on http://localhost and http://127.0.0.1
 *   too, so every environment is the same) and has an explicit SameSite; none sets `Domain`.
 * - A cookie the page's script need not read is `HttpOnly`, and an HttpOnly cookie carries a
 *   prefix so no sibling subdomain or plain-http page can plant or overwrite it: `__Host-`
 *   (Secure, Path=/, no Domain) for a site-wide cookie, `__Secure-` for one with a narrower
 *   Path. A `__Host-` cookie with another Path, or a prefixed cookie without Secure, is one the
 *   browser refuses: defineCookie throws on it.
 * - No Max-Age is a session cookie, ending with the browser; clearing is Max-Age=0 with the
 *   same Path, which is the only way a browser replaces it.
 */

export type SameSite = "Lax" | "Strict" | "None";

export type CookieSpec = {
  /** The full name, prefix included. */
  readonly name: string;
  /** Why the site keeps it (the table in docs/product/security.md says the same). */
  readonly purpose: string;
  readonly httpOnly: boolean;
  readonly sameSite: SameSite;
  /** "/" unless the cookie belongs to one area only (then it cannot be `__Host-`). */
  readonly path?: string;
  /** In seconds; none makes a session cookie. */
  readonly maxAge?: number;
};

export type Cookie<S extends CookieSpec = CookieSpec> = S & {
  readonly path: string;
  /** The `Set-Cookie` value storing `value`. */
  set(value: string): string;
  /** The `Set-Cookie` value that removes the cookie. */
  clear(): string;
  /** The request's value, decoded; null when absent or malformed. */
  read(request: Request): string | null;
};

/** RFC 6265 token: what a cookie name may be. */
const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** RFC 6265 cookie-octets: what a value may hold without quoting or encoding. */
const VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/** Why a cookie's declaration breaks the rules above, or null when it keeps them. */
export function cookieRuleBroken(spec: CookieSpec): string | null {
  const path = spec.path ?? "/";
  if (!NAME.test(spec.name)) return `${spec.name}: not a cookie name`;
  if (!path.startsWith("/") || /[;\s]/.test(path)) return `${spec.name}: the path must be an absolute path`;
  if (spec.name.startsWith("__Host-") && path !== "/") return `${spec.name}: a __Host- cookie must have Path=/`;
  const prefixed = spec.name.startsWith("__Host-") || spec.name.startsWith("__Secure-");
  if (spec.httpOnly && !prefixed) return `${spec.name}: an HttpOnly cookie takes the __Host- or __Secure- prefix`;
  if (spec.name.startsWith("__Secure-") && path === "/") return `${spec.name}: a site-wide cookie takes __Host-`;
  if (spec.maxAge !== undefined && (!Number.isInteger(spec.maxAge) || spec.maxAge <= 0)) {
    return `${spec.name}: Max-Age must be a positive whole number of seconds`;
  }
  return null;
}

function attributes(spec: CookieSpec, path: string, maxAge: number | undefined): string {
  const parts = [spec.httpOnly ? "HttpOnly" : null, "Secure", `SameSite=${spec.sameSite}`, `Path=${path}`];
  if (maxAge !== undefined) parts.push(`Max-Age=${maxAge}`);
  return parts.filter((p) => p !== null).join("; ");
}

/**
 * A cookie of the table: its declaration checked against the rules, with set, clear and read.
 * Marked free of side effects so a client bundle that never touches the table leaves it out.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineCookie<const S extends CookieSpec>(spec: S): Cookie<S> {
  const broken = cookieRuleBroken(spec);
  if (broken) throw new Error(broken);
  const path = spec.path ?? "/";
  const kept = attributes(spec, path, spec.maxAge);
  const cleared = `${spec.name}=; ${attributes(spec, path, 0)}`;
  return Object.freeze({
    ...spec,
    path,
    set(value: string) {
      // Values are tokens, JWTs, base64 and codes: anything else is a bug, never sent half-quoted.
      if (!VALUE.test(value)) throw new Error(`${spec.name}: the value holds characters a cookie cannot`);
      return `${spec.name}=${value}; ${kept}`;
    },
    clear: () => cleared,
    read: (request: Request) => readCookie(request.headers.get("cookie"), spec.name),
  });
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

/** The site's cookies. Add one here, never a cookie string elsewhere. */
export const SITE_COOKIES = {
  consoleAccess: defineCookie({
    name: "__Host-console_at",
    purpose: "The console session's access token (a JWT); ends with the browser.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  consoleRefresh: defineCookie({
    name: "__Host-console_rt",
    purpose: "The console session's refresh token, rotated on every use; ends with the browser.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  memberAccess: defineCookie({
    name: "__Host-member_at",
    purpose: "A member's access token; never read as a console one, nor the other way round.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  memberRefresh: defineCookie({
    name: "__Host-member_rt",
    purpose: "A member's refresh token, rotated on every use.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  memberIdentity: defineCookie({
    name: "__Host-member-identity",
    purpose: "The ticket a claimed identity verification leaves for joining or recovery (a 30-minute JWT).",
    httpOnly: true,
    sameSite: "Lax",
  }),
  withdrawalNote: defineCookie({
    name: "__Host-member_withdrawn",
    purpose: "What a withdrawal kept and until when, for the page after it (no account is left to read).",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 10 * MINUTE,
  }),
  identityBinding: defineCookie({
    name: "__Host-identity",
    purpose: "Ties an identity verification to the browser that started it; every claim checks it.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  identityAnswer: defineCookie({
    name: "__Host-identity-answer",
    purpose: "The same binding, for the provider's cross-site answer only (a Lax cookie stays behind).",
    httpOnly: true,
    sameSite: "None",
  }),
  applicant: defineCookie({
    name: "__Host-applicant",
    purpose: "The applicant's session after the verification was claimed (a 30-minute JWT, renewed).",
    httpOnly: true,
    sameSite: "Lax",
  }),
  waitingTicket: defineCookie({
    name: "__Host-waiting",
    purpose: "The waiting room's arrival ticket: the round and the place in its queue (a JWT).",
    httpOnly: true,
    sameSite: "Lax",
    // As long as any round's opening rush; the queue forgets lapsed places sooner.
    maxAge: DAY,
  }),
  d1Bookmark: defineCookie({
    name: "__Host-d1-bookmark",
    purpose: "The D1 session's bookmark, so the next request reads its own writes from a replica.",
    httpOnly: true,
    sameSite: "Lax",
  }),
  questionGrant: defineCookie({
    name: "__Secure-qna_grant",
    purpose: "A right password on a Q&A question: reading, editing or deleting it without typing it again.",
    httpOnly: true,
    sameSite: "Lax",
    path: "/center/inquiry",
    maxAge: 10 * MINUTE,
  }),
  language: defineCookie({
    name: "lng",
    purpose: "The visitor's language choice (not secret; the shared page cache keys on it).",
    httpOnly: false,
    sameSite: "Lax",
    maxAge: 365 * DAY,
  }),
} as const;

/** The value of one cookie in a `Cookie` header, decoded; null when absent or malformed. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join("="));
    } catch {
      // A malformed value sent by the client counts as no cookie, never as a server error.
      return null;
    }
  }
  return null;
}

/** Appends each value as its own `Set-Cookie` header (they must never be joined); nulls are skipped. */
export function appendCookies(headers: Headers, cookies: readonly (string | null)[]): Headers {
  for (const cookie of cookies) if (cookie) headers.append("Set-Cookie", cookie);
  return headers;
}

/** Headers holding just these cookies, for a redirect or a `data()` answer. */
export function cookieHeaders(cookies: readonly (string | null)[]): Headers {
  return appendCookies(new Headers(), cookies);
}

/** What a Hono handler's context offers before its response exists (`c.header`). */
type HeaderSetter = { header(name: string, value: string, options: { append: boolean }): void };

/** Adds the cookies to the response a Hono handler is about to make; nulls are skipped. */
export function setCookiesOn(c: HeaderSetter, cookies: readonly (string | null)[]): void {
  for (const cookie of cookies) if (cookie) c.header("Set-Cookie", cookie, { append: true });
}

/** The cookie names a response already sets. */
export function cookieNamesSet(headers: Headers): Set<string> {
  return new Set(headers.getSetCookie().map((c) => c.slice(0, c.indexOf("=")).trim()));
}
