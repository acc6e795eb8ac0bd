import { TextField } from "./fields";
import type { ValidatedForm } from "./use-validated-form";

/** The text of a post, a question or a comment: required, several lines, within `maxLength`. */
export function BodyField({
  form,
  label,
  hint,
  rows,
  maxLength,
  defaultValue,
}: {
  form: ValidatedForm;
  label: string;
  hint?: string;
  rows: number;
  maxLength: number;
  defaultValue?: string;
}) {
  return (
    <TextField
      form={form}
      name="body"
      label={label}
      hint={hint}
      required
      multiline
      rows={rows}
      maxLength={maxLength}
      defaultValue={defaultValue}
    />
  );
}

/** The title (up to 100 characters) and text (up to 5,000) of a board post or a question. */
export function TitleAndBodyFields({
  form,
  labels,
  bodyHint,
  values,
}: {
  form: ValidatedForm;
  labels: { title: string; body: string };
  bodyHint?: string;
  values: { title: string; body: string };
}) {
  return (
    <>
      <TextField form={form} name="title" label={labels.title} required maxLength={100} defaultValue={values.title} />
      <BodyField
        form={form}
        label={labels.body}
        hint={bodyHint}
        rows={10}
        maxLength={5000}
        defaultValue={values.body}
      />
    </>
  );
}
