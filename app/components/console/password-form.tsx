import { type FormEvent, useRef, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { consoleApi } from "../../lib/console-api";
import { TextInput } from "../../routes/console/ui/fields";
import { type FieldErrors, focusFirst, useFormCheck } from "../../routes/console/ui/use-form-check";
import { formValues } from "../forms/form-values";

type FieldSpec = { name: string; label: string; autoComplete: string; hint?: string };

type Props = {
  intent: "password" | "sub";
  heading: string;
  intro?: string;
  fields: FieldSpec[];
  schema: z.ZodType;
  /** The API endpoint the form uses once JavaScript runs; without it, the page action. */
  endpoint: string;
  submitLabel: string;
  doneMessage: string;
  failedMessage: string;
  server?: { errors?: FieldErrors; done?: boolean };
};

/**
 * One password form of /console/password. Without JavaScript it posts to the page action;
 * with it, the same zod schema checks it here and the console API wrapper sends it (so an
 * expired access token is refreshed and the call retried once).
 */
export function PasswordForm(props: Props) {
  const { intent, fields, schema, endpoint, server } = props;
  const { errors, setErrors, onSubmit: check } = useFormCheck(schema, formValues, server?.errors);
  const [status, setStatus] = useState<"done" | "failed" | null>(server?.done ? "done" : null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = `${intent}-heading`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    setStatus(null);
    if (!check(event)) return;
    event.preventDefault();
    const form = event.currentTarget;
    const { intent: _intent, ...values } = formValues(new FormData(form));
    setBusy(true);
    const result = await consoleApi.put(endpoint, values);
    setBusy(false);
    if (result.ok) {
      form.reset();
      setStatus("done");
    } else if (result.status === 400) {
      const next = result.error.errors ?? {};
      setErrors(next);
      setStatus("failed");
      focusFirst(form, next);
    }
  }

  return (
    <section className="console-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.intro && <p>{props.intro}</p>}
      <div role="status" aria-live="polite">
        {status === "done" && <p className="console-status">{props.doneMessage}</p>}
      </div>
      {status === "failed" && (
        <p role="alert" className="console-form-error">
          {props.failedMessage}
        </p>
      )}
      <Form ref={formRef} method="post" noValidate className="console-form" onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={intent} />
        {fields.map((f) => (
          <TextInput
            key={f.name}
            name={f.name}
            type="password"
            label={f.label}
            autoComplete={f.autoComplete}
            required
            hint={f.hint}
            error={errors[f.name]}
          />
        ))}
        <div>
          <button type="submit" className="console-button console-button--primary" aria-disabled={busy}>
            {props.submitLabel}
          </button>
        </div>
      </Form>
    </section>
  );
}
