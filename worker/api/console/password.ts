import { Hono } from "hono";
import { changePassword, changeSubPassword } from "../../../app/features/auth/password-change.server";
import { changePasswordSchema, changeSubPasswordSchema } from "../../../app/features/auth/password-forms";
import { bearerToken, sessionContextFrom, sessionCookies } from "../../../app/features/auth/session.server";
import { appendCookies } from "../../../app/lib/cookies";
import { ApiError, INVALID_INPUT } from "../errors";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { requireArea } from "./guard";

export const PASSWORD_CHANGED = "비밀번호가 변경되었습니다";
export const SUB_PASSWORD_CHANGED = "2차 비밀번호가 변경되었습니다";

/**
 * /api/console/password: the caller's own password and sub-password. A password change
 * revokes every session of the manager and starts a new one for the caller: cookie clients
 * get new cookies, bearer clients the new tokens in the body.
 */
export const passwordApi = new Hono<ApiEnv>()
  .put("/", requireArea("password"), validate("json", changePasswordSchema), async (c) => {
    const ctx = sessionContextFrom(c.var.scope, c.req.raw);
    const result = await changePassword(ctx, c.var.principal, c.req.valid("json"));
    if (!result.ok) throw new ApiError(400, INVALID_INPUT, result.errors);
    if (bearerToken(c.req.raw)) {
      const { accessToken, refreshToken } = result.value;
      return c.json({ message: PASSWORD_CHANGED, accessToken, refreshToken });
    }
    const res = c.json({ message: PASSWORD_CHANGED });
    appendCookies(res.headers, sessionCookies(result.value));
    return res;
  })
  .put("/sub", requireArea("password"), validate("json", changeSubPasswordSchema), async (c) => {
    const ctx = sessionContextFrom(c.var.scope, c.req.raw);
    const result = await changeSubPassword(ctx, c.var.principal, c.req.valid("json"));
    if (!result.ok) throw new ApiError(400, INVALID_INPUT, result.errors);
    return c.json({ message: SUB_PASSWORD_CHANGED });
  });
