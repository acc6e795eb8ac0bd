import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { scopeContext } from "../../lib/context";
import { appendCookies, cookieNamesSet } from "../../lib/cookies";
import { CONSOLE_PATHS, consoleLoginPath } from "./console-paths";
import { CONSOLE_AREAS, CONSOLE_EXTRA_PAGES, type ConsoleArea, can, type Principal } from "./scopes";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  resolveSession,
  type SessionContext,
  sessionContextFrom,
} from "./session.server";

/** The manager asking, set once per request by the console layout's middleware. */
export const principalContext = createContext<Principal | null>(null);

/** Console pages anyone may open: they are how one gets in, out, or is told no. */
const OPEN_PATHS = new Set<string>([CONSOLE_PATHS.login, CONSOLE_PATHS.logout, CONSOLE_PATHS.denied]);

/** Where to return after login: only a console path of this site, never another origin. */
export function safeRedirectTo(value: unknown, fallback: string = CONSOLE_PATHS.dashboard): string {
  if (typeof value !== "string" || !value.startsWith(CONSOLE_PATHS.dashboard) || value.startsWith("//"))
    return fallback;
  if (/[\\\s]/.test(value)) return fallback;
  const path = value.split(/[?#]/)[0] ?? "";
  return OPEN_PATHS.has(path) ? fallback : value;
}

export function loginPath(redirectTo: string): string {
  return consoleLoginPath(safeRedirectTo(redirectTo));
}

/**
 * A path as React Router matches it: each segment percent-decoded (a malformed one kept as
 * is, an encoded "/" kept encoded), repeated and trailing slashes dropped, lower case (its
 * matching ignores case). So /CONSOLE/Manager and /console/%6Danager name /console/manager.
 */
export function normalizePath(pathname: string): string {
  const decoded = pathname.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment).replace(/\//g, "%2F");
    } catch {
      return segment;
    }
  });
  return (
    decoded
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/\/+$/, "")
      .toLowerCase() || "/"
  );
}

/** The area a console page path belongs to: the longest area path it starts with. */
export function areaOfPath(pathname: string): ConsoleArea | null {
  const path = normalizePath(pathname);
  const extra = CONSOLE_EXTRA_PAGES.find((p) => path === p.path || path.startsWith(`${p.path}/`));
  if (extra) return extra.area;
  let best: ConsoleArea | null = null;
  for (const area of CONSOLE_AREAS) {
    const base = CONSOLE_PATHS[area];
    const hit = area === "dashboard" ? path === base : path === base || path.startsWith(`${base}/`);
    if (hit && (!best || base.length > CONSOLE_PATHS[best].length)) best = area;
  }
  return best;
}

/** The first console page this principal may open (their console home), if any. */
export function homeOf(principal: Principal | null, developerUsername: string): string | null {
  const area = CONSOLE_AREAS.find((a) => can(principal, a, developerUsername));
  return area ? CONSOLE_PATHS[area] : null;
}

function pagePath(request: Request): { path: string; full: string } {
  const url = new URL(request.url);
  // Single-fetch data requests end in ".data"; the page they load is the same path.
  const raw = url.pathname.replace(/\.data$/, "").replace(/\/_root$/, "") || "/";
  url.searchParams.delete("_routes");
  return { path: normalizePath(raw), full: `${raw}${url.search}` };
}

function redirectWith(location: string, setCookies: string[]): Response {
  return redirect(location, { headers: appendCookies(new Headers(), setCookies) });
}

/**
 * Middleware of the console layout route: reads the session (bearer or cookies, rotating
 * an expired access cookie transparently), sets `principalContext`, and enforces the rule
 * table on every console page by its path, so a page cannot forget it. Loaders still call
 * `requireConsole` to get the principal typed.
 */
export const consoleSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const scope = context.get(scopeContext);
  const session = await resolveSession(sessionContextFrom(scope, request), request);
  context.set(principalContext, session.principal);
  const { path, full } = pagePath(request);
  if (!OPEN_PATHS.has(path)) {
    if (!session.principal) throw redirectWith(loginPath(full), session.setCookies);
    const area = areaOfPath(path);
    if (area && !can(session.principal, area, scope.env.DEVELOPER_USERNAME)) {
      throw redirectWith(CONSOLE_PATHS.denied, session.setCookies);
    }
  }
  const response = await next();
  // An action that set the session cookies itself (a password change revokes every session,
  // the one renewed above included, and starts a new one) has the last word: appending the
  // renewed, now revoked, cookies after its own would log the manager out.
  const set = cookieNamesSet(response.headers);
  if (!set.has(ACCESS_COOKIE) && !set.has(REFRESH_COOKIE)) appendCookies(response.headers, session.setCookies);
  return response;
};

type Ctx = Readonly<RouterContextProvider>;

/** The principal of a console page, or the console login. */
export function requirePrincipal(context: Ctx, returnTo: string = CONSOLE_PATHS.dashboard): Principal {
  const principal = context.get(principalContext);
  if (!principal) throw redirect(loginPath(returnTo));
  return principal;
}

/**
 * Guard for a console loader or action: without a session → the console login; lacking
 * scope or the wrong user → the denial page ("접근권한이 없습니다", then back).
 */
export function requireConsole(context: Ctx, area: ConsoleArea): Principal {
  const principal = requirePrincipal(context, CONSOLE_PATHS[area]);
  if (!can(principal, area, context.get(scopeContext).env.DEVELOPER_USERNAME)) throw redirect(CONSOLE_PATHS.denied);
  return principal;
}

/** What session functions need, from a page's request. */
export function sessionContextOf(context: Ctx, request: Request): SessionContext {
  return sessionContextFrom(context.get(scopeContext), request);
}

/**
 * A same-origin path to go back to (the Referer), unless it is one of `avoid`. A path that
 * starts with "//" is another site to a browser (a link, or a navigation with JavaScript), so
 * it never comes back (issue 9); the URL parser has already turned "\" into "/".
 */
export function refererPath(request: Request, avoid: string[] = []): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return null;
    if (url.pathname.startsWith("//")) return null;
    if (avoid.some((p) => url.pathname === p)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
