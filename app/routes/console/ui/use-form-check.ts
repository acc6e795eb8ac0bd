import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "../../../lib/validation";

export type FieldErrors = Record<string, string>;

/** Moves focus to the first control named in `errors`, so the first problem is read out. */
export function focusFirst(form: HTMLFormElement, errors: FieldErrors) {
  const names = Object.keys(errors);
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute("name");
    if (!name || !(element instanceof HTMLElement)) continue;
    if (names.some((n) => n === name || n.startsWith(`${name}.`))) {
      element.focus();
      return;
    }
  }
}

/**
 * Checks a form in the browser with the same zod schema and form reader its action uses;
 * on a problem the submission stops and the messages appear next to the fields. Errors the
 * server sent (also after a submission without JavaScript) show until the next attempt.
 * Only the submit buttons listed in `checkedIntents` are checked (others edit a draft).
 * `onSubmit` answers whether the submission may go on.
 */
export function useFormCheck(
  schema: z.ZodType,
  read: (form: FormData) => unknown,
  serverErrors: FieldErrors | undefined,
  checkedIntents: readonly string[] = [],
) {
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  useEffect(() => setErrors(serverErrors ?? {}), [serverErrors]);
  function onSubmit(event: FormEvent<HTMLFormElement>): boolean {
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
    if (checkedIntents.length && (!intent || !checkedIntents.includes(intent))) return true;
    const parsed = schema.safeParse(read(new FormData(form)));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    event.preventDefault();
    const next = fieldErrors(parsed.error);
    setErrors(next);
    focusFirst(form, next);
    return false;
  }
  return { errors, setErrors, onSubmit };
}
