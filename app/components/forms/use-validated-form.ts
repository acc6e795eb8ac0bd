import { type FocusEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { z } from "zod/mini";
import type { ActionResult } from "../../lib/action-result";
import { fieldErrors } from "../../lib/field-errors";
import { formValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";

/** Messages by field key: a field's name, or a dotted path below it ("terms.privacy", "footerInfo.0.title"). */
export type FieldErrors = Record<string, string>;

/** A schema the action checks with: classic or mini zod, both parse with safeParse and fail with a core error. */
type Schema = { safeParse(data: unknown): { success: true } | { success: false; error: z.core.$ZodError } };

/** A schema loaded on demand (a dynamic import); keep it stable (useCallback) while what it builds on is. */
export type SchemaLoader = () => Promise<Schema>;

type Options = {
  /**
   * The schema the action checks with, or its loader; without one, the form only shows what
   * the server answered. A loader keeps zod out of the page's first visit: it starts when the
   * form first gets focus, fields left before it arrives are checked once it has, and a post
   * made before that waits for it (or, should it fail to load, goes to the server's check).
   */
  schema?: Schema | SchemaLoader;
  /** Reads the form into what the schema checks; by default `formValues` (with `listFields`). */
  read?: (data: FormData) => unknown;
  /** Repeated fields (checkbox groups), for the default reader. */
  listFields?: readonly string[];
  /** Errors the action answered with (also on a page rendered without JavaScript), already translated. */
  serverErrors?: FieldErrors;
  /** Or the action's whole answer: its errors when it refused. */
  result?: ActionResult<unknown>;
  /** Only submit buttons named "intent" with one of these values are checked (the others edit a draft). */
  checkedIntents?: readonly string[];
};

/** Whether an error key belongs to the field `name` (the field itself, or a path below it). */
const belongsTo = (key: string, name: string) => key === name || key.startsWith(`${name}.`);

function controlOf(el: HTMLElement): HTMLElement {
  return el instanceof HTMLFieldSetElement ? (el.querySelector<HTMLElement>("input, select, textarea") ?? el) : el;
}

/**
 * One form's validation, for public and console pages alike, with the same zod schema as its
 * action (messages are codes, translated here with the page's `errors.validation` strings):
 * - a field is checked once it has been left (choices as soon as they change), or while it
 *   shows an error;
 * - on submit every field is checked; if one fails, nothing is posted, the error summary
 *   shows and focus moves to the first invalid field;
 * - the action's answer (`serverErrors`) shows the same way; without JavaScript the server
 *   render shows it and the first invalid field carries `autofocus`. Declare a schema's
 *   fields in the order the form shows them: the first error is the first field's.
 */
export function useValidatedForm({
  schema,
  read,
  listFields = [],
  result,
  checkedIntents = [],
  ...given
}: Options = {}) {
  const serverErrors = given.serverErrors ?? (result && !result.ok ? result.errors : undefined);
  const prefix = useId().replace(/[^A-Za-z0-9_-]/g, "");
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const touched = useRef(new Set<string>());
  const [errors, setErrors] = useState<FieldErrors>(serverErrors ?? {});
  const [summary, setSummary] = useState(Boolean(serverErrors && Object.keys(serverErrors).length));

  const idOf = (key: string) => `${prefix}-${key.replace(/\./g, "-")}`;

  // A loader's schema: what it resolved to (null: it failed), for the loader that asked.
  const loader = typeof schema === "function" ? schema : null;
  type Loading = { from: SchemaLoader; schema: Schema | null; settled: boolean; done: Promise<unknown> };
  const loaded = useRef<Loading | null>(null);
  const missed = useRef(false);
  const [arrivals, setArrivals] = useState(0);

  /** This loader's entry, once started (a new loader starts afresh). */
  const entry = () => (loaded.current?.from === loader ? loaded.current : null);

  /** The schema to check with now: null without one (or while a loader's is on its way). */
  function current(): Schema | null {
    if (!loader) return (schema as Schema | undefined) ?? null;
    return entry()?.schema ?? null;
  }

  /** Starts the loader once; resolves when its schema (or its failure) is known. */
  function load(): Promise<unknown> {
    if (!loader) return Promise.resolve();
    const started = entry();
    if (started) return started.done;
    const fresh: Loading = { from: loader, schema: null, settled: false, done: Promise.resolve() };
    fresh.done = loader()
      .then(
        (s) => {
          fresh.schema = s;
        },
        () => undefined,
      )
      .finally(() => {
        fresh.settled = true;
        setArrivals((n) => n + 1);
      });
    loaded.current = fresh;
    return fresh.done;
  }
  /** Whether checks can run now: no loader, or its schema (or its failure) is known. */
  const settled = () => !loader || entry()?.settled === true;

  function check(form: HTMLFormElement): FieldErrors {
    const active = current();
    if (!active) return {};
    const data = new FormData(form);
    const parsed = active.safeParse(read ? read(data) : formValues(data, listFields));
    return parsed.success ? {} : fieldErrors(parsed.error, t);
  }

  /** Focuses the first field, in page order, that has an error (a path's nearest field), else the summary. */
  function focusFirst(form: HTMLFormElement, errs: FieldErrors) {
    const doc = form.ownerDocument;
    const found: HTMLElement[] = [];
    for (const key of Object.keys(errs)) {
      const parts = key.split(".");
      for (let n = parts.length; n > 0; n--) {
        const el = doc.getElementById(idOf(parts.slice(0, n).join(".")));
        if (el && form.contains(el)) {
          found.push(el);
          break;
        }
      }
    }
    found.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    (found[0] ? controlOf(found[0]) : doc.getElementById(`${prefix}-summary`))?.focus();
  }

  function show(errs: FieldErrors) {
    // No messages where there were none keeps the state: the form is not rendered again for
    // nothing (on every form's hydration, for one).
    setErrors((prev) => (isEmpty(prev) && isEmpty(errs) ? prev : errs));
    setSummary(Object.keys(errs).length > 0);
    for (const key of Object.keys(errs)) touched.current.add(key);
    if (formRef.current && Object.keys(errs).length) focusFirst(formRef.current, errs);
  }

  // A new answer from the action (submitted with JavaScript): show it and focus as on submit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per answer of the action
  useEffect(() => show(serverErrors ?? {}), [serverErrors]);

  function refresh(target: EventTarget) {
    const form = formRef.current;
    if (!schema || !form || !(target instanceof HTMLElement) || !("name" in target)) return;
    const name = String((target as HTMLInputElement).name);
    if (!name) return;
    touched.current.add(name);
    if (!settled()) {
      // Checked once the schema arrives (the effect below).
      missed.current = true;
      void load();
      return;
    }
    recheck(form);
  }

  // A loaded schema checks the fields left while it was on its way.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per schema that arrives
  useEffect(() => {
    if (!missed.current || !formRef.current) return;
    missed.current = false;
    recheck(formRef.current);
  }, [arrivals]);

  /** The touched fields' messages (and those already showing), as they stand now. */
  function recheck(form: HTMLFormElement) {
    if (!current()) return;
    const next = check(form);
    setErrors((prev) => {
      const out: FieldErrors = {};
      for (const [key, message] of Object.entries(next)) {
        if (key in prev || [...touched.current].some((n) => belongsTo(key, n))) out[key] = message;
      }
      return out;
    });
  }

  const formProps = {
    ref: formRef,
    noValidate: true,
    onFocus: () => void load(),
    onBlur: (event: FocusEvent) => {
      // Leaving a field for a submit button: the submit checks everything, and a message
      // appearing now would move the button away from under the pointer before the click.
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === formRef.current) return;
      refresh(event.target);
    },
    onChange: (event: FormEvent) => {
      const target = event.target as HTMLInputElement;
      // Text fields are checked when left; choices as soon as they change.
      const choice = target.type === "checkbox" || target.type === "radio";
      if (choice || Object.keys(errors).some((k) => belongsTo(k, target.name))) refresh(target);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const intent = submitter?.getAttribute("name") === "intent" ? submitter.getAttribute("value") : null;
      if (checkedIntents.length && !(intent && checkedIntents.includes(intent))) return;
      if (!settled()) {
        // Posted before the schema arrived: post again once it is here (or failed to come).
        event.preventDefault();
        const form = event.currentTarget;
        const button =
          submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
        void load().then(() => {
          if (form.isConnected) form.requestSubmit(button?.form === form ? button : null);
        });
        return;
      }
      const errs = check(event.currentTarget);
      if (Object.keys(errs).length === 0) {
        setErrors({});
        setSummary(false);
        return;
      }
      event.preventDefault();
      show(errs);
    },
  };

  const firstServerError = Object.keys(serverErrors ?? {})[0];

  return {
    errors,
    /** The message of one field (a group's: its own, else the first below it). */
    errorOf: (key: string) => errors[key] ?? Object.entries(errors).find(([k]) => belongsTo(k, key))?.[1],
    summary: summary && Object.keys(errors).length > 0,
    summaryId: `${prefix}-summary`,
    idOf,
    /** Whether this field should carry `autofocus` in the server render. */
    autoFocus: (key: string) => firstServerError !== undefined && belongsTo(firstServerError, key),
    /** Spread on the <Form>; a caller with its own onSubmit calls this one first and goes on unless it prevented the post. */
    formProps,
    /** Shows errors that came another way (an API answer) as the action's would be shown. */
    showErrors: show,
  };
}

export type ValidatedForm = ReturnType<typeof useValidatedForm>;

const isEmpty = (errors: FieldErrors) => Object.keys(errors).length === 0;
