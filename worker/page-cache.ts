import type { RequestScope } from "../app/lib/context";
import { SITE_COOKIES } from "../app/lib/cookies";
import { rememberLanguageChoice } from "../app/lib/i18n/language-cookie.server";
import { nextPublicContentChange, publicContentVersion } from "../app/lib/public-content.server";
import { withHeaders } from "../app/lib/response-headers";
import { findPage, forgetPage, type KeptPage, keepPage } from "./page-store";
import { isPrivatePath } from "./security-headers";

/**
 * The shared page cache: anonymous visitors of a public page get one rendering, kept with the
 * Workers Cache API (per data centre) and keyed by path, language, content version and build.
 * The rules, in one place (docs/architecture.md, "Page cache"):
 * - only a GET with no cookie but `lng`, no query but `?lng=`, no Authorization, for a
 *   document (not a `.data` request) outside the private paths (the console, identity
 *   verification: isPrivatePath) may be served from or fill the cache;
 * - only a 200 HTML page whose route allows it (`Cache-Control: s-maxage`, app/lib/shared-page.ts)
 *   and that sets no cookie but the language one is kept;
 * - a kept page is valid from the moment it was rendered until the next scheduled change of
 *   public content (a round opening or closing, a term coming into force), by the request's
 *   clock (which `x-test-now` pins under APP_ENV=test), and never longer than its s-maxage;
 * - a console write gives public content a new version, so the next request misses.
 * Each response says what happened in `x-page-cache: hit | miss | bypass`.
 */

const LANGUAGE_COOKIE = SITE_COOKIES.language.name;

export const PAGE_CACHE_HEADER = "x-page-cache";
export type PageCacheStatus = "hit" | "miss" | "bypass";

/** Why this request may not use the shared cache, or null when it may. */
export function bypassReason(request: Request, url: URL): string | null {
  if (request.method !== "GET") return "method";
  // Session and verification pages are the visitor's own, and answered no-store.
  if (isPrivatePath(url.pathname)) return "private";
  if (url.pathname.endsWith(".data")) return "data request";
  if ([...url.searchParams.keys()].some((key) => key !== "lng")) return "query";
  if (request.headers.has("authorization")) return "authorization";
  // Any cookie but the language one may mean a session (console, member): that visitor may
  // see something of their own, so they neither read nor fill the shared copy.
  const cookies = (request.headers.get("cookie") ?? "").split(";").map((c) => c.split("=")[0]?.trim());
  if (cookies.some((name) => name && name !== LANGUAGE_COOKIE)) return "cookie";
  return null;
}

/** The s-maxage a rendered page allows the shared cache, or 0 when it may not be kept. */
export function sharedMaxAge(response: Response): number {
  if (response.status !== 200) return 0;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return 0;
  const cacheControl = response.headers.get("cache-control") ?? "";
  if (/\b(private|no-store)\b/.test(cacheControl)) return 0;
  // The language cookie of `?lng=` is the only one a shared page may set; it is not stored.
  if (response.headers.getSetCookie().some((c) => !c.startsWith(`${LANGUAGE_COOKIE}=`))) return 0;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

function cacheKey(url: URL, scope: RequestScope, version: string, build: string): string {
  const key = new URL(url.pathname, url.origin);
  key.searchParams.set("lang", scope.lang);
  key.searchParams.set("content", version);
  key.searchParams.set("build", build);
  return key.toString();
}

/** The invalidation is ours (version, clock): no browser or proxy may keep the page itself. */
function forBrowser(response: Response, status: PageCacheStatus): Response {
  return withHeaders(response, (h) => {
    if (/\bs-maxage=/.test(h.get("cache-control") ?? "")) h.set("Cache-Control", "private, no-cache");
    h.set(PAGE_CACHE_HEADER, status);
  });
}

const encoder = new TextEncoder();
/** A kept page's HTML as UTF-8 pieces around its nonce attributes, encoded once per kept page. */
const pieces = new WeakMap<KeptPage, Uint8Array[]>();

function piecesOf(page: KeptPage): Uint8Array[] {
  let found = pieces.get(page);
  if (!found) {
    // The nonce is 24 random characters and appears only in nonce attributes (React and React
    // Router put it there): splitting at the attribute is exact and costs far less than a parse.
    found = (page.nonce ? page.html.split(`nonce="${page.nonce}"`) : [page.html]).map((p) => encoder.encode(p));
    pieces.set(page, found);
  }
  return found;
}

/**
 * A kept page as this response, with this response's nonce where the rendering had its own:
 * the encoded pieces joined around the new attribute (a copy of bytes; a hit encodes no HTML).
 */
function fromKept(page: KeptPage, nonce: string, status: PageCacheStatus): Response {
  const parts = piecesOf(page);
  const attribute = encoder.encode(`nonce="${nonce}"`);
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, attribute.length * (parts.length - 1)));
  let at = 0;
  for (const [i, part] of parts.entries()) {
    if (i > 0) {
      body.set(attribute, at);
      at += attribute.length;
    }
    body.set(part, at);
    at += part.length;
  }
  return new Response(body, {
    headers: { "Content-Type": page.contentType, "Cache-Control": "private, no-cache", [PAGE_CACHE_HEADER]: status },
  });
}

type PageCacheOptions = {
  scope: RequestScope;
  waitUntil: (promise: Promise<unknown>) => void;
  /** The build's version (client assets and server code): a deploy never serves pages kept before it. */
  build: () => Promise<string>;
  dev?: boolean;
};

/** Answers a page request from the shared cache, or renders it (and keeps it when allowed). */
export async function servePage(
  request: Request,
  render: () => Promise<Response>,
  { scope, waitUntil, build, dev }: PageCacheOptions,
): Promise<Response> {
  const url = new URL(request.url);
  if (dev || bypassReason(request, url)) return forBrowser(await render(), "bypass");

  // The version is read before rendering: a change committed meanwhile gives the next
  // request a new key, so a rendering can never be kept under a version newer than its data.
  const [version, buildVersion] = await Promise.all([publicContentVersion(scope.db), build()]);
  const key = cacheKey(url, scope, version, buildVersion);
  const now = scope.now().getTime();
  const kept = await findPage(key);
  if (kept && now >= kept.from && now < kept.until) {
    return rememberLanguageChoice(request, fromKept(kept, scope.nonce, "hit"));
  }
  if (kept) forgetPage(key);

  const response = await render();
  const maxAge = sharedMaxAge(response);
  if (maxAge > 0) waitUntil(keep(key, response.clone(), { now, maxAge, scope }));
  return forBrowser(response, "miss");
}

async function keep(
  key: string,
  response: Response,
  { now, maxAge, scope }: { now: number; maxAge: number; scope: RequestScope },
) {
  const [html, change] = await Promise.all([response.text(), nextPublicContentChange(scope.db, new Date(now))]);
  const until = Math.min(now + maxAge * 1000, change?.getTime() ?? Number.POSITIVE_INFINITY);
  // Rendering took long enough to cross the change: what it shows may be either side of it.
  if (scope.now().getTime() >= until) return;
  const contentType = response.headers.get("content-type") ?? "text/html; charset=utf-8";
  await keepPage(key, { html, contentType, nonce: scope.nonce, from: now, until }, (until - now) / 1000);
}
