import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import type { z } from "zod";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { formValues } from "../../lib/form-values";
import { consoleApi } from "./console-api";

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
  server?: ActionResult;
};

/**
 * One password form of /console/password. Without JavaScript it posts to the page action;
 * with it, the same zod schema checks it here and the console API wrapper sends it (so an
 * expired access token is refreshed and the call retried once).
 */
export function PasswordForm(props: Props) {
  const { intent, fields, schema, endpoint, server } = props;
  const form = useValidatedForm({ schema, result: server });
  const [status, setStatus] = useState<"done" | null>(server?.ok ? "done" : null);
  const [failed, setFailed] = useState(server?.message);
  const [busy, setBusy] = useState(false);
  const headingId = `${intent}-heading`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    setStatus(null);
    setFailed(undefined);
    form.formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const element = event.currentTarget;
    const { intent: _intent, ...values } = formValues(new FormData(element));
    setBusy(true);
    const result = await consoleApi.put(endpoint, values);
    setBusy(false);
    if (result.ok) {
      element.reset();
      setStatus("done");
    } else if (result.status === 400) {
      const errors = result.error.errors ?? {};
      // A message that sits at its field is not said twice.
      setFailed(Object.keys(errors).length ? undefined : result.error.message);
      form.showErrors(errors);
    }
  }

  return (
    <section className="console-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.heading}</h2>
      {props.intro && <p>{props.intro}</p>}
      <StatusMessage>{status === "done" && props.doneMessage}</StatusMessage>
      <FormError message={failed} />
      <Form method="post" className="console-form" {...form.formProps} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={intent} />
        {fields.map((f) => (
          <TextField
            key={f.name}
            form={form}
            name={f.name}
            type="password"
            label={f.label}
            autoComplete={f.autoComplete}
            required
            hint={f.hint}
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
