import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod/mini";
import { fieldErrors } from "../../lib/validation";
import { formValues } from "./form-values";

export type FieldErrors = Record<string, string>;

type Options = {
  /** Classic or mini zod: both parse with safeParse and fail with a core error. */
  schema: { safeParse(data: unknown): { success: true } | { success: false; error: z.core.$ZodError } };
  /** Repeated fields (checkbox groups). */
  listFields?: readonly string[];
  /** Errors the action answered with (also on a page rendered without JavaScript). */
  serverErrors?: FieldErrors;
  /** Error keys in the order their fields appear, to autofocus the first on a server render. */
  order: readonly string[];
};

const rootOf = (key: string) => key.split(".")[0] ?? key;

function elementFor(form: HTMLFormElement, id: string): HTMLElement | null {
  const el = form.ownerDocument.getElementById(id);
  if (el instanceof HTMLFieldSetElement) return el.querySelector<HTMLElement>("input, select, textarea");
  return el;
}

/**
 * Validation as you go with the same zod schema as the action: a field is checked once it
 * has been left (or already shows an error); on submit every field is checked, the summary
 * shows and focus moves to the first invalid field. Without JavaScript the action's errors
 * render the same way and the first invalid field gets `autofocus`.
 */
export function useValidatedForm({ schema, listFields = [], serverErrors, order }: Options) {
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [summary, setSummary] = useState(Boolean(serverErrors && Object.keys(serverErrors).length));

  const idOf = (key: string) => `${prefix}-${key.replace(/\./g, "-")}`;

  function check(form: HTMLFormElement): FieldErrors {
    const parsed = schema.safeParse(formValues(new FormData(form), listFields));
    return parsed.success ? {} : fieldErrors(parsed.error);
  }

  function focusFirst(form: HTMLFormElement, errs: FieldErrors) {
    const ids = new Set(Object.keys(errs).map(idOf));
    const first = [...form.querySelectorAll<HTMLElement>("[id]")].find((el) => ids.has(el.id));
    const target = first ? elementFor(form, first.id) : null;
    (target ?? form.ownerDocument.getElementById(`${prefix}-summary`))?.focus();
  }

  // A new answer from the action (submitted with JavaScript): show it and focus as on submit.
  // focusFirst only reads the DOM; depending on its identity would refocus on every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer of the action
  useEffect(() => {
    const errs = serverErrors ?? {};
    setErrors(errs);
    setSummary(Object.keys(errs).length > 0);
    if (formRef.current && Object.keys(errs).length) focusFirst(formRef.current, errs);
  }, [serverErrors]);

  function refresh(target: EventTarget) {
    const form = formRef.current;
    if (!form || !(target instanceof HTMLElement) || !("name" in target)) return;
    const name = String((target as HTMLInputElement).name);
    if (!name) return;
    touched.current.add(name);
    const next = check(form);
    setErrors((prev) => {
      const out: FieldErrors = {};
      for (const [key, message] of Object.entries(next)) {
        if (touched.current.has(rootOf(key)) || key in prev) out[key] = message;
      }
      return out;
    });
  }

  const formProps = {
    ref: formRef,
    noValidate: true,
    onBlur: (event: FormEvent) => refresh(event.target),
    onChange: (event: FormEvent) => {
      const target = event.target as HTMLInputElement;
      // Text fields are checked when left; choices as soon as they change.
      const choice = target.type === "checkbox" || target.type === "radio";
      if (choice || Object.keys(errors).some((k) => rootOf(k) === target.name)) refresh(target);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const errs = check(event.currentTarget);
      if (Object.keys(errs).length === 0) return;
      event.preventDefault();
      for (const key of Object.keys(errs)) touched.current.add(rootOf(key));
      setErrors(errs);
      setSummary(true);
      focusFirst(event.currentTarget, errs);
    },
  };

  const firstServerError = order.find((key) => serverErrors && key in serverErrors);

  return {
    errors,
    summary: summary && Object.keys(errors).length > 0,
    summaryId: `${prefix}-summary`,
    idOf,
    /** Whether this field should carry `autofocus` in the server render. */
    autoFocus: (key: string) => key === firstServerError,
    formProps,
  };
}

export type ValidatedForm = ReturnType<typeof useValidatedForm>;
