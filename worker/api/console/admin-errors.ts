import { type Context, Hono } from "hono";
import { AdminError } from "../../../app/features/admin/admin-error";
import { adminFailure } from "../../../app/features/admin/admin-form.server";
import { type AuditActor, auditActor } from "../../../app/features/audit/audit.server";
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
    const { status, failure } = adminFailure(err, c.var.scope.lang);
    return c.json(errorBody(failure.message, failure.errors), status);
  });
}

/** Who acts, from where and when, for the audit row of a change. */
export function actorOf(c: Context<ApiEnv>): AuditActor {
  return auditActor(c.var.scope, c.req.raw, c.var.principal);
}
