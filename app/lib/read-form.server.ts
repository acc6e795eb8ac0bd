import { data } from "react-router";
import { BodyTooLargeError } from "./body-too-large";
import type { ErrorCode } from "./domain-error";
import { errorTranslator } from "./form-failure.server";
import { detectLanguage } from "./i18n/languages";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** `{ message }` in the request's language, thrown as the action's answer. */
function refuse(request: Request, code: ErrorCode, status: number): never {
  throw data({ message: errorTranslator(detectLanguage(request))(`errors.${code}`) }, { status });
}

/**
 * Reads a page action's form body. A body that is not a form (JSON, none, a wrong or broken
 * encoding) is the client's fault: it is answered 415/400 with `{ message }` instead of
 * letting `request.formData()` throw into a 500. A body past its route's limit (cut off by the
 * worker, worker/body-limit.ts) is answered 413 with its message, which the error page shows.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) refuse(request, "api.unsupportedForm", 415);
  try {
    return await request.formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) refuse(request, error.code, 413);
    refuse(request, "api.invalidForm", 400);
  }
}
