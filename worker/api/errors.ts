import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import { BoardError } from "../../app/features/boards/board-error";
import { RateLimitError } from "../../app/features/rate-limit/rate-limit.server";
import type { RequestScope } from "../../app/lib/context";
import { DomainError } from "../../app/lib/domain-error";
import { createI18n } from "../../app/lib/i18n";
import { fieldErrors } from "../../app/lib/validation";
import { EnvError } from "../env";

/** The one error shape of the API. */
export type ApiErrorBody = { message: string; errors?: Record<string, string> };

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const INVALID_INPUT = "입력값을 확인해주세요";

export function errorBody(message: string, errors?: Record<string, string>): ApiErrorBody {
  return errors && Object.keys(errors).length ? { message, errors } : { message };
}

/** A DomainError's text in the caller's language: code "identity.expired" reads `identity.errors.expired`. */
function domainMessage(c: Context, err: DomainError): string {
  const scope = c.get("scope") as RequestScope | undefined;
  const [namespace, ...rest] = err.code.split(".");
  const key = `${namespace}.errors.${rest.join(".")}`;
  const text = createI18n(scope?.lang ?? "ko").t(key as never) as string;
  return text === key ? err.code : text;
}

export function onApiError(err: Error, c: Context): Response {
  if (err instanceof ApiError) return c.json(errorBody(err.message, err.errors), err.status);
  if (err instanceof DomainError) {
    const message = domainMessage(c, err);
    return c.json(errorBody(message, err.field ? { [err.field]: message } : undefined), err.status);
  }
  if (err instanceof RateLimitError || err instanceof BoardError) return c.json(errorBody(err.message), err.status);
  if (err instanceof EnvError) {
    // The variable names only (checkEnv never puts values in the message).
    console.error(err.message);
    return c.json(errorBody("서비스를 준비하고 있습니다. 잠시 후 다시 시도해주세요."), 503);
  }
  if (err instanceof ZodError) return c.json(errorBody(INVALID_INPUT, fieldErrors(err)), 400);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json(errorBody(status === 400 ? INVALID_INPUT : err.message || "요청을 처리할 수 없습니다"), status);
  }
  // Unexpected: log the kind of error only; messages may hold personal data.
  console.error("api error", err.name);
  return c.json(errorBody("일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요."), 500);
}
