import { type Context, Hono } from "hono";
import { AdminError } from "../../../app/features/admin/admin-error";
import { auditOrigin } from "../../../app/features/audit/audit.server";
import { createI18n } from "../../../app/lib/i18n";
import { errorBody, onApiError } from "../errors";
import type { ApiEnv } from "../types";

/**
 * A console sub-app: a broken console rule (AdminError) answers its status with the message
 * in the caller's language (the x-language header), next to its field when it has one;
 * every other error goes to the API's one error handler.
 */
export function consoleApp() {
  return new Hono<ApiEnv>().onError((err, c) => {
    if (!(err instanceof AdminError)) return onApiError(err, c);
    const message = createI18n(c.var.scope.lang).t(`console.errors.${err.code}`);
    return c.json(errorBody(message, err.field ? { [err.field]: message } : undefined), err.status);
  });
}

/** Who acts, from where and when, for the audit row of a change. */
export function actorOf(c: Context<ApiEnv>) {
  return { actor: c.var.principal.username, origin: auditOrigin(c.req.raw), now: c.var.scope.now() };
}
