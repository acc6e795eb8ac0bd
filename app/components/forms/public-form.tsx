import type { ReactNode } from "react";
import { Form } from "react-router";
import { ErrorSummary, FieldError } from "./fields";
import type { ValidatedForm } from "./use-validated-form";

/**
 * A public form posting to its page: the summary of its errors above it, then the note on
 * required fields and the form-wide error (a refusal naming no field) before its fields.
 */
export function PublicForm({
  form,
  labels,
  requiredNote,
  children,
}: {
  form: ValidatedForm;
  /** The label of each field, for the summary's links. */
  labels: Record<string, string>;
  requiredNote: string;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <p className="form-note">{requiredNote}</p>
        <FieldError id={form.idOf("_")} message={form.errors._} />
        {children}
      </Form>
    </>
  );
}
