import { data } from "react-router";
import { z } from "zod";
import type { ActionRefusal } from "./action-result";
import { DomainError, type DomainStatus, detailMessage, type ErrorTranslator, errorMessage } from "./domain-error";
import { fieldErrors } from "./field-errors";
import { createI18n } from "./i18n/i18n.server";
import type { Language } from "./i18n/languages";

/** A refusal as a page or the API shows it: the status, a message, and messages by field (an ActionResult's refusal). */
export type FormFailure = Omit<ActionRefusal, "values" | "intent"> & {
  status: DomainStatus;
  message: string;
};

/** `t` of the `errors` namespace in one language, for server code. */
export function errorTranslator(lang: Language): ErrorTranslator {
  const i18n = createI18n(lang);
  return (key, values) => i18n.t(key, values ?? {});
}

/**
 * What a page action (and the API's one error handler) answers for a refused request, in
 * the request's language: a DomainError's message, also next to its field; a ZodError's
 * "입력값을 확인해주세요" with the first message of each field. Anything else is a bug, not
 * a refusal, and is thrown on.
 */
export function formFailure(error: unknown, lang: Language): FormFailure {
  const t = errorTranslator(lang);
  if (error instanceof DomainError) {
    const message = errorMessage(t, error.code, error.values);
    if (error.details?.length) return withDetails(error.status, message, error.details, t);
    return { ok: false, status: error.status, message, errors: error.field ? { [error.field]: message } : {} };
  }
  // The core class: public forms' schemas are zod/mini, whose errors are no classic ZodError.
  if (error instanceof z.core.$ZodError) {
    return { ok: false, status: 400, message: t("errors.validation.invalidInput"), errors: fieldErrors(error, t) };
  }
  throw error;
}

/**
 * A refusal with several messages (a scan's findings): each beside its field, joined when a
 * field has more than one; the whole message names them all after the refusal's own.
 */
function withDetails(
  status: DomainStatus,
  message: string,
  details: NonNullable<DomainError["details"]>,
  t: ErrorTranslator,
): FormFailure {
  const errors: Record<string, string> = {};
  const texts = details.map((d) => {
    const text = detailMessage(t, d);
    if (d.field) errors[d.field] = errors[d.field] ? `${errors[d.field]} / ${text}` : text;
    return text;
  });
  return { ok: false, status, message: `${message} ${texts.join(" / ")}`, errors };
}

/**
 * The errors a form shows for a failure: by field, or, when no field has one (a form-wide
 * refusal such as a rate limit), the message under "_" for the form as a whole.
 */
export function formErrors(failure: FormFailure): Record<string, string> {
  return Object.keys(failure.errors).length ? failure.errors : { _: failure.message };
}

/**
 * A form's refusal as its action answers it (an ActionResult, `ok: false`): the failure's
 * errors and message, and what the form needs to show it again (`intent`, `values`). Public
 * forms show a field-less refusal under "_" (`formErrors`); the console shows `message`.
 */
export function refusal<Values = Record<string, unknown>>(
  failure: FormFailure,
  more: { intent?: string; values?: Values; wholeFormUnder?: "_" } = {},
): ActionRefusal<Values> {
  const { wholeFormUnder, ...rest } = more;
  const errors = wholeFormUnder ? formErrors(failure) : failure.errors;
  return { ok: false, errors, message: failure.message, ...rest };
}

/**
 * A refused sign-in, for the login form: messages by field when the input was wrong, else one
 * message for the whole form (a wrong password or a lock never tells which field was wrong);
 * the username typed is kept, the password never.
 */
export function loginRefusal(failure: FormFailure, username: string) {
  const fieldErrors = Object.keys(failure.errors).length > 0;
  const result: ActionRefusal<{ username: string }> = {
    ok: false,
    errors: failure.errors,
    message: fieldErrors ? undefined : failure.message,
    values: { username },
  };
  return data(result, failure.status);
}
