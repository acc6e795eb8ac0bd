import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { CONSOLE_PATHS } from "../features/auth/console-paths";
import { areaOfPath, loginPath, normalizePath, OPEN_PATHS } from "../features/auth/guard.server";
import { type ConsoleArea, can, type Principal } from "../features/auth/scopes";
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  resolveSession,
  type SessionContext,
  sessionContextFrom,
} from "../features/auth/session.server";
import { scopeContext } from "../lib/context";
import { appendCookies, cookieNamesSet } from "../lib/cookies";

/*
 * The console's request-level guard: who asks (principalContext), the layout's middleware
 * that enforces the access table by path, and the loaders' and actions' own checks. Each
 * refusal is a redirect (the login, or the denial page); the rules they apply are
 * features/auth (scopes.ts, guard.server.ts).
 */

/** The manager asking, set once per request by the console layout's middleware. */
export const principalContext = createContext<Principal | null>(null);

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
