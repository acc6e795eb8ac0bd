import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormError } from "../forms/fields";
import type { ValidatedForm } from "../forms/use-validated-form";

/**
 * One of a console page's forms that post to the same action, told apart by `intent` (save
 * and delete), with its refusal above it.
 */
export function IntentForm({
  intent,
  message,
  formProps,
  children,
}: {
  intent: string;
  message?: string;
  /** The validated form's props, when the form checks its fields in the browser. */
  formProps?: ValidatedForm["formProps"];
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={message} />
      <Form method="post" className="console-form" {...formProps}>
        <input type="hidden" name="intent" value={intent} />
        {children}
      </Form>
    </>
  );
}
