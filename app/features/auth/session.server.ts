import type { Db } from "../../../db/client";
import type { RequestScope } from "../../lib/context";
import { SITE_COOKIES } from "../../lib/cookies";
import { type AuditOrigin, auditOrigin, auditStatement, recordAudit } from "../audit/audit.server";
import type { Principal } from "./scopes";
import {
  familyOfRefreshToken,
  principalFromAccessToken,
  type RotateResult,
  revokeFamily,
  rotateRefreshToken,
  type SessionTokens,
} from "./tokens.server";

/**
 * The browser session: two `__Host-` cookies (app/lib/cookies.ts), HttpOnly, Lax, with no
 * Max-Age, so they end with the browser session (docs/product.md §10); the prefix keeps a
 * sibling subdomain from planting a session.
 */
const { consoleAccess, consoleRefresh } = SITE_COOKIES;
export const ACCESS_COOKIE = consoleAccess.name;
export const REFRESH_COOKIE = consoleRefresh.name;

export function sessionCookies(tokens: Pick<SessionTokens, "accessToken" | "refreshToken">): string[] {
  return [consoleAccess.set(tokens.accessToken), consoleRefresh.set(tokens.refreshToken)];
}

export function clearedSessionCookies(): string[] {
  return [consoleAccess.clear(), consoleRefresh.clear()];
}

/** `secret` signs new tokens; `secrets` (current, then previous) verify them. */
export type SessionContext = { db: Db; secret: string; secrets: readonly string[]; now: Date; origin: AuditOrigin };

/** What session functions need, from the request scope (pages and API alike) and the request. */
export function sessionContextFrom(scope: RequestScope, request: Request): SessionContext {
  const { JWT_SECRET: secret, JWT_SECRETS: secrets } = scope.env;
  return { db: scope.db, secret, secrets, now: scope.now(), origin: auditOrigin(request) };
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

export function sessionCookieValues(request: Request) {
  return { access: consoleAccess.read(request), refresh: consoleRefresh.read(request) };
}

/**
 * Rotates a refresh token; a reused one has already revoked its family in
 * rotateRefreshToken and is written to the audit log here.
 */
export async function refreshSession(ctx: SessionContext, refreshToken: string): Promise<RotateResult> {
  const result = await rotateRefreshToken(ctx.db, ctx.secret, refreshToken, ctx.now);
  if (!result.ok && result.reason === "reused") {
    await recordAudit(ctx.db, { actor: result.username ?? "(unknown)", action: "auth.token_reuse" }, ctx.origin);
  }
  return result;
}

export type ResolvedSession = {
  principal: Principal | null;
  /** How the request proved who it is: a bearer token is never mixed with cookies. */
  via: "bearer" | "cookie" | null;
  /** Set-Cookie values to send: rotated tokens, or clearing a dead session. */
  setCookies: string[];
};

/**
 * Who is asking a page: a bearer access token, else the access cookie, else, when the access
 * cookie is missing or expired, the refresh cookie rotated transparently.
 */
export async function resolveSession(ctx: SessionContext, request: Request): Promise<ResolvedSession> {
  const bearer = bearerToken(request);
  if (bearer) {
    const checked = await principalFromAccessToken(ctx.db, ctx.secrets, bearer, ctx.now);
    return { principal: checked.ok ? checked.principal : null, via: "bearer", setCookies: [] };
  }
  const { access, refresh } = sessionCookieValues(request);
  if (access) {
    const checked = await principalFromAccessToken(ctx.db, ctx.secrets, access, ctx.now);
    if (checked.ok) return { principal: checked.principal, via: "cookie", setCookies: [] };
  }
  if (!refresh) {
    return { principal: null, via: null, setCookies: access ? clearedSessionCookies() : [] };
  }
  const rotated = await refreshSession(ctx, refresh);
  if (!rotated.ok) {
    // A superseded token: a parallel request renewed this session and set its cookies; clearing
    // them here could log the browser out if this response arrived last.
    const setCookies = rotated.reason === "superseded" ? [] : clearedSessionCookies();
    return { principal: null, via: null, setCookies };
  }
  const { manager, tokens } = rotated;
  return {
    principal: { managerId: manager.id, username: manager.username, scope: manager.scope, sessionId: tokens.sessionId },
    via: "cookie",
    setCookies: sessionCookies(tokens),
  };
}

/**
 * Ends one session: revokes the refresh family named by the refresh token or, failing
 * that, by the principal's session, and writes the audit row in the same batch.
 */
export async function logout(
  ctx: SessionContext,
  who: { principal: Principal | null; refreshToken?: string | null },
): Promise<boolean> {
  const byToken = who.refreshToken ? await familyOfRefreshToken(ctx.db, who.refreshToken) : null;
  const family = byToken?.familyId ?? who.principal?.sessionId;
  if (!family) return false;
  const actor = byToken?.username ?? who.principal?.username ?? "(unknown)";
  await ctx.db.batch([
    revokeFamily(ctx.db, family, ctx.now),
    auditStatement(ctx.db, { actor, action: "auth.logout", detail: { session: family } }, ctx.origin),
  ]);
  return true;
}
