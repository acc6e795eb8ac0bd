import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { type AuditActor, auditActor } from "../../../app/features/audit/audit.server";
import { type ConsoleArea, can, type Principal } from "../../../app/features/auth/scopes";
import { bearerToken, sessionCookieValues } from "../../../app/features/auth/session.server";
import { principalFromAccessToken } from "../../../app/features/auth/tokens.server";
import { DomainError } from "../../../app/lib/domain-error";
import { checkOrigin } from "../same-origin";
import type { ApiEnv } from "../types";

/**
 * The principal of an API request: `Authorization: Bearer <access>` or the access cookie.
 * No token, an expired, tampered or revoked one, or a refresh token in its place → 401.
 */
async function principalOf(c: Context<ApiEnv>): Promise<Principal> {
  const { db, env, now } = c.var.scope;
  const bearer = bearerToken(c.req.raw);
  const token = bearer ?? sessionCookieValues(c.req.raw).access;
  if (!token) throw new DomainError(401, "auth.loginRequired");
  // The cookie comes with every request the browser makes: it must come from this site.
  if (!bearer) checkOrigin(c.req.raw, { requireHeader: true });
  const checked = await principalFromAccessToken(db, env.JWT_SECRETS, token, now());
  if (!checked.ok) throw new DomainError(401, "auth.loginRequired");
  return checked.principal;
}

/**
 * The area each guard checks, by the middleware itself: the mounted routes (Hono's app.routes)
 * list their handlers, so the permission matrix finds every guarded endpoint and its area,
 * and an endpoint without one, from the routes alone.
 */
const guardAreas = new WeakMap<object, ConsoleArea>();

/** The area a route handler guards, when it is a `requireArea` guard. */
export function guardedArea(handler: unknown): ConsoleArea | undefined {
  return typeof handler === "function" ? guardAreas.get(handler) : undefined;
}

/** Hono guard of an /api/console area: 401 without a valid token, 403 without the scope. */
export function requireArea(area: ConsoleArea) {
  const guard = createMiddleware<ApiEnv>(async (c, next) => {
    const principal = await principalOf(c);
    if (!can(principal, area, c.var.scope.env.DEVELOPER_USERNAME)) throw new DomainError(403, "auth.accessDenied");
    c.set("principal", principal);
    await next();
  });
  guardAreas.set(guard, area);
  return guard;
}

/** Who acts, from where and when, for the audit row of a change (after `requireArea`). */
export function actorOf(c: Context<ApiEnv>): AuditActor {
  return auditActor(c.var.scope, c.req.raw, c.var.principal);
}
