import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { BodyTooLargeError } from "../../app/lib/body-too-large";
import { DomainError, type ErrorCode } from "../../app/lib/domain-error";
import { errorTranslator, formFailure } from "../../app/lib/form-failure.server";
import { detectLanguage, type Language } from "../../app/lib/i18n/languages";
import { bodyRefusal } from "../body-limit";
import { EnvError } from "../env";
import { errorKind } from "../request-log";
import { requestIdOf } from "../request-scope";
import type { ApiEnv } from "./types";

/**
 * The one error shape of the API. A 500 adds the request's id, which the request's log lines
 * carry too (worker/request-log.ts), for a caller to quote.
 */
export type ApiErrorBody = { message: string; errors?: Record<string, string>; requestId?: string };

export function errorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length ? { message, errors } : { message };
}

/** The request's id, also when the error came before its scope was built. */
function requestIdFor(c: Context<ApiEnv>): string {
  return c.var.scope?.requestId ?? requestIdOf(c.req.raw);
}

/** The request's language; also when the error came before its scope was built (a bad env). */
function langOf(c: Context<ApiEnv>): Language {
  return c.var.scope?.lang ?? detectLanguage(c.req.raw);
}

/** `{ message }` of a code in the request's language, for the few answers that are not thrown. */
export function errorJson(c: Context<ApiEnv>, code: ErrorCode, status: ContentfulStatusCode): Response {
  return c.json(errorBody(errorTranslator(langOf(c))(`errors.${code}`)), status);
}

/**
 * The API's one error handler: a body past its limit answers 413, whatever its parser made of
 * the cut (worker/body-limit.ts); a DomainError answers its status and a ZodError 400 (both
 * through formFailure, so pages and the API say the same); a Hono HTTPException (e.g.
 * malformed JSON) its status; EnvError 503; anything else 500. Messages are in the request's
 * language. Only an unexpected error's name is logged, with the request's id (also in the
 * 500's body): messages may hold personal data.
 */
export function onApiError(err: Error, c: Context<ApiEnv>): Response {
  const tooLarge = err instanceof BodyTooLargeError ? err : bodyRefusal(c.req.raw)?.error;
  if (tooLarge) return errorJson(c, tooLarge.code, 413);
  if (err instanceof DomainError || err instanceof z.core.$ZodError) {
    const failure = formFailure(err, langOf(c));
    return c.json(errorBody(failure.message, failure.errors), failure.status);
  }
  if (err instanceof EnvError) {
    // The variable names only (checkEnv never puts values in the message).
    console.error(JSON.stringify({ event: "not configured", requestId: requestIdFor(c), message: err.message }));
    return errorJson(c, "api.notConfigured", 503);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    if (status === 400 || !err.message)
      return errorJson(c, status === 400 ? "validation.invalidInput" : "api.badRequest", status);
    return c.json(errorBody(err.message), status);
  }
  const requestId = requestIdFor(c);
  console.error(JSON.stringify({ event: "api error", requestId, error: errorKind(err) }));
  const message = errorTranslator(langOf(c))("errors.api.internal");
  return c.json({ ...errorBody(message), requestId } satisfies ApiErrorBody, 500);
}
