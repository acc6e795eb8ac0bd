import { createContext, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { auditOrigin } from "../features/audit/audit.server";
import { normalizePath } from "../features/auth/guard.server";
import { sessionContextFrom } from "../features/auth/session.server";
import {
  MEMBER_ACCESS_COOKIE,
  MEMBER_REFRESH_COOKIE,
  resolveMemberSession,
} from "../features/members/member-session.server";
import type { Member } from "../features/members/member-tokens.server";
import type { MemberContext } from "../features/members/members.server";
import { MEMBER_ONLY_PAGES, MEMBER_PATHS } from "../features/members/paths";
import { scopeContext } from "../lib/context";
import { appendCookies, cookieNamesSet } from "../lib/cookies";

/** The member asking a public page, set once per request by the site layout's middleware. */
export const memberContext = createContext<Member | null>(null);

/**
 * Middleware of the site layout: reads the member session from its cookies (rotating an
 * expired access cookie), so the header and member pages know who asks. A request without
 * member cookies reads nothing; such a page is the anonymous one the page cache may share.
 * Member-only pages (MEMBER_ONLY_PAGES) are enforced here by path, so a page cannot forget it.
 * A page whose action set the member cookies itself (login, logout) has the last word.
 */
export const memberSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const scope = context.get(scopeContext);
  const session = await resolveMemberSession(sessionContextFrom(scope, request), request);
  context.set(memberContext, session.member);
  // Single-fetch data requests end in ".data"; the page they load is the same path.
  const path = normalizePath(new URL(request.url).pathname.replace(/\.data$/, ""));
  if (!session.member && MEMBER_ONLY_PAGES.includes(path)) {
    throw redirect(MEMBER_PATHS.required, { headers: appendCookies(new Headers(), session.setCookies) });
  }
  const response = await next();
  const set = cookieNamesSet(response.headers);
  if (!set.has(MEMBER_ACCESS_COOKIE) && !set.has(MEMBER_REFRESH_COOKIE))
    appendCookies(response.headers, session.setCookies);
  return response;
};

type Ctx = Readonly<RouterContextProvider>;

/** The member of a member-only page; without one, "로그인 후 이용가능합니다" (then back). */
export function requireMemberPage(context: Ctx): Member {
  const member = context.get(memberContext);
  if (!member) throw redirect(MEMBER_PATHS.required);
  return member;
}

/** What the member functions need, from a page's request. */
export function memberContextFrom(context: Ctx, request: Request): MemberContext {
  const scope = context.get(scopeContext);
  const { JWT_SECRET: secret, JWT_SECRETS: secrets } = scope.env;
  return {
    db: scope.db,
    secret,
    secrets,
    now: scope.now(),
    ip: scope.ip,
    origin: auditOrigin(request),
    lang: scope.lang,
  };
}
