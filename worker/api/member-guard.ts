import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { bearerToken, sessionContextFrom } from "../../app/features/auth/session.server";
import { memberCookieValues } from "../../app/features/members/member-session.server";
import { type Member, memberFromAccessToken } from "../../app/features/members/member-tokens.server";
import type { MemberContext } from "../../app/features/members/members.server";
import { DomainError } from "../../app/lib/domain-error";
import { checkOrigin } from "./same-origin";
import type { ApiEnv } from "./types";

const guards = new WeakSet<object>();

/** Whether a route handler is the member guard (the permission matrix finds member endpoints by it). */
export function isMemberGuard(handler: unknown): boolean {
  return typeof handler === "function" && guards.has(handler);
}

/**
 * Guard of the member API (/api/v1/me): a member's access token as bearer or in the member
 * cookie, else 401 "로그인 후 이용가능합니다". A console token fails (its audience is
 * "console"), and so does a refresh token. A write authenticated by the cookie must carry this
 * site's Origin (403 otherwise).
 */
export const requireMember = createMiddleware<ApiEnv>(async (c, next) => {
  const { db, env, now } = c.var.scope;
  const bearer = bearerToken(c.req.raw);
  const token = bearer ?? memberCookieValues(c.req.raw).access;
  if (!token) throw new DomainError(401, "auth.loginRequired");
  if (!bearer) checkOrigin(c.req.raw, { requireHeader: true });
  const checked = await memberFromAccessToken(db, env.JWT_SECRETS, token, now());
  if (!checked.ok) throw new DomainError(401, "auth.loginRequired");
  c.set("member", checked.member);
  await next();
});
guards.add(requireMember);

/**
 * The member behind a request a visitor may make too (asking a question): null without a
 * member token, or when the token fails (a console token, an expired one): the visitor's path.
 */
export async function optionalMember(c: Context<ApiEnv>): Promise<Member | null> {
  const { db, env, now } = c.var.scope;
  const token = bearerToken(c.req.raw) ?? memberCookieValues(c.req.raw).access;
  if (!token) return null;
  const checked = await memberFromAccessToken(db, env.JWT_SECRETS, token, now());
  return checked.ok ? checked.member : null;
}

/** What the member functions need, from an API request. */
export function memberContextOf(c: Context<ApiEnv>): MemberContext {
  return { ...sessionContextFrom(c.var.scope, c.req.raw), ip: c.var.scope.ip, lang: c.var.scope.lang };
}
