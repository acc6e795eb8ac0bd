import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "../../lib/validation";

export type FieldErrors = Record<string, string>;

/** The form's fields as strings, the way the action reads them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") out[key] = value;
  return out;
}

/** Moves focus to the first field named in `errors`, so the first problem is read out. */
export function focusFirstError(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement && element.name in errors) {
      element.focus();
      return;
    }
  }
}

/**
 * Validates a form in the browser with the same zod schema its action uses: on a problem
 * the submission stops and the messages appear next to the fields. Errors the server sent
 * (from a submission without JavaScript) are shown until the next attempt.
 */
export function useClientValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  function validate(event: FormEvent<HTMLFormElement>): boolean {
    const form = event.currentTarget;
    const parsed = schema.safeParse(formValues(form));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    event.preventDefault();
    const next = fieldErrors(parsed.error);
    setErrors(next);
    focusFirstError(form, next);
    return false;
  }
  return { errors, setErrors, validate };
}
