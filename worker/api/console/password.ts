import { Hono } from "hono";
import { changePassword, changeSubPassword } from "../../../app/features/auth/password-change.server";
import { changePasswordSchema, changeSubPasswordSchema } from "../../../app/features/auth/password-forms";
import { bearerToken, sessionContextFrom, sessionCookies } from "../../../app/features/auth/session.server";
import { appendCookies } from "../../../app/lib/cookies";
import { createI18n } from "../../../app/lib/i18n/i18n.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { requireArea } from "./guard";

/**
 * /api/console/password: the caller's own password and sub-password. A password change
 * revokes every session of the manager and starts a new one for the caller: cookie clients
 * get new cookies, bearer clients the new tokens in the body.
 */
export const passwordApi = new Hono<ApiEnv>()
  .put("/", requireArea("password"), validate("json", changePasswordSchema), async (c) => {
    const ctx = { ...sessionContextFrom(c.var.scope, c.req.raw), ip: c.var.scope.ip };
    const tokens = await changePassword(ctx, c.var.principal, c.req.valid("json"));
    const message = createI18n(c.var.scope.lang).t("auth.password.changed");
    if (bearerToken(c.req.raw)) {
      const { accessToken, refreshToken } = tokens;
      return c.json({ message, accessToken, refreshToken });
    }
    const res = c.json({ message });
    appendCookies(res.headers, sessionCookies(tokens));
    return res;
  })
  .put("/sub", requireArea("password"), validate("json", changeSubPasswordSchema), async (c) => {
    const ctx = { ...sessionContextFrom(c.var.scope, c.req.raw), ip: c.var.scope.ip };
    await changeSubPassword(ctx, c.var.principal, c.req.valid("json"));
    return c.json({ message: createI18n(c.var.scope.lang).t("auth.password.subChanged") });
  });
