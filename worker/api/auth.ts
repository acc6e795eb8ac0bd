import { type Context, Hono } from "hono";
import { z } from "zod";
import { login } from "../../app/features/auth/login.server";
import {
  bearerToken,
  clearedSessionCookies,
  logout,
  refreshSession,
  type SessionContext,
  sessionContextFrom,
  sessionCookies,
  sessionCookieValues,
} from "../../app/features/auth/session.server";
import { REFRESH_TOKEN_PATTERN, verifyAccessToken } from "../../app/features/auth/tokens.server";
import { appendCookies } from "../../app/lib/cookies";
import { DomainError } from "../../app/lib/domain-error";
import { errorJson } from "./errors";
import { checkOrigin } from "./same-origin";
import type { ApiEnv } from "./types";

/** `Authorization: Basic base64(username:password)`, decoded as UTF-8 and checked by zod. */
const basicCredentials = z
  .string()
  .regex(/^Basic\s+[A-Za-z0-9+/]+=*\s*$/i)
  .transform((header, ctx) => {
    try {
      const bytes = Uint8Array.from(atob(header.trim().split(/\s+/)[1] ?? ""), (ch) => ch.charCodeAt(0));
      const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      const at = text.indexOf(":");
      return { username: text.slice(0, at), password: text.slice(at + 1), ok: at > 0 };
    } catch {
      ctx.addIssue({ code: "custom", message: "auth.badCredentialHeader" });
      return z.NEVER;
    }
  })
  .pipe(z.object({ ok: z.literal(true), username: z.string().min(1).max(100), password: z.string().min(1).max(200) }));

function sessionContext(c: Context<ApiEnv>): SessionContext {
  return sessionContextFrom(c.var.scope, c.req.raw);
}

/**
 * /api/auth (docs/product.md §7.2, §10) for API clients, plus the cookie-session calls of the console's
 * own pages. Every rotation of a refresh token returns its successor: the one presented is
 * spent.
 */
export const auth = new Hono<ApiEnv>()
  /** Basic credentials → `{ refreshToken }` (a new session). */
  .get("/refreshToken", async (c) => {
    const parsed = basicCredentials.safeParse(c.req.header("authorization") ?? "");
    if (!parsed.success) throw new DomainError(400, "auth.badCredentialHeader");
    const result = await login(parsed.data, { ...sessionContext(c), ip: c.var.scope.ip });
    return c.json({ refreshToken: result.tokens.refreshToken });
  })
  /** Refresh token as bearer → `{ accessToken, refreshToken }` (the refresh token rotated). */
  .get("/accessToken", async (c) => {
    const token = bearerToken(c.req.raw);
    if (!token) throw new DomainError(401, "auth.loginRequired");
    const result = await refreshSession(sessionContext(c), token);
    if (!result.ok) throw new DomainError(401, "auth.loginRequired");
    return c.json({ accessToken: result.tokens.accessToken, refreshToken: result.tokens.refreshToken });
  })
  /** Console pages: rotates the session cookies (the API wrapper's refresh after a 401). */
  .post("/session/refresh", async (c) => {
    checkOrigin(c.req.raw, { requireHeader: true });
    const { refresh } = sessionCookieValues(c.req.raw);
    const result = refresh ? await refreshSession(sessionContext(c), refresh) : null;
    // A superseded token: a parallel request already renewed the session and set the successor
    // cookies. Keep them and say so (409), so the caller retries with them instead of logging out.
    if (result && !result.ok && result.reason === "superseded") return errorJson(c, "auth.sessionRenewed", 409);
    if (!result?.ok) {
      const denied = errorJson(c, "auth.loginRequired", 401);
      appendCookies(denied.headers, clearedSessionCookies());
      return denied;
    }
    const res = c.json({ username: result.manager.username, scope: result.manager.scope });
    appendCookies(res.headers, sessionCookies(result.tokens));
    return res;
  })
  /**
   * Ends a session: a refresh or access token as bearer (API clients) or the session cookies (the
   * console, origin-checked). Answers 204 either way, so it never tells whether it existed.
   */
  .post("/logout", async (c) => {
    const ctx = sessionContext(c);
    const bearer = bearerToken(c.req.raw);
    if (bearer && REFRESH_TOKEN_PATTERN.test(bearer)) {
      await logout(ctx, { principal: null, refreshToken: bearer });
    } else if (bearer) {
      const checked = await verifyAccessToken(ctx.secrets, bearer, ctx.now);
      if (checked.ok) await logout(ctx, { principal: checked.principal });
    } else {
      checkOrigin(c.req.raw, { requireHeader: true });
      const { access, refresh } = sessionCookieValues(c.req.raw);
      const checked = access ? await verifyAccessToken(ctx.secrets, access, ctx.now) : null;
      await logout(ctx, { principal: checked?.ok ? checked.principal : null, refreshToken: refresh });
      const res = c.body(null, 204);
      appendCookies(res.headers, clearedSessionCookies());
      return res;
    }
    return c.body(null, 204);
  });
