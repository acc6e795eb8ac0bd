import type { ReactNode } from "react";
import { Form } from "react-router";
import { useT } from "../../lib/i18n/client";
import { Checkbox, FormError, TextField } from "../forms/fields";
import type { ValidatedForm } from "../forms/use-validated-form";

/** What the action answered to a refused post: its message and the fields' errors. */
export type Refusal = { message?: string; errors?: Record<string, string> };

/**
 * The frame of a console form that may carry a picture (home banners, popups): posted as
 * multipart, so the file goes with it also without JavaScript, and drawn afresh when the
 * stored values change (after a save). The caller's fields go between the hidden intent and
 * the submit button.
 */
export function ManagedUploadForm({
  form,
  refused,
  values,
  submitLabel,
  children,
}: {
  form: ValidatedForm;
  refused?: Refusal;
  /** The values the fields start from; a new set draws the form again. */
  values: unknown;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError message={refused?.message} />
      <Form
        method="post"
        encType="multipart/form-data"
        className="managed-form"
        {...form.formProps}
        key={JSON.stringify(values)}
      >
        <input type="hidden" name="intent" value="save" />
        {children}
        <p>
          <button type="submit" className="console-button console-button--primary">
            {submitLabel}
          </button>
        </p>
      </Form>
    </>
  );
}

/** The display order (0–9999) and the on/off box of a banner or a popup. */
export function OrderAndActiveFields({
  form,
  sortOrder,
  active,
}: {
  form: ValidatedForm;
  sortOrder: string;
  active: boolean;
}) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="sortOrder"
        type="number"
        inputMode="numeric"
        min={0}
        max={9999}
        label={t("console.common.sortOrder")}
        hint={t("console.common.sortOrderHint")}
        defaultValue={sortOrder}
        required
      />
      <Checkbox form={form} name="active" label={t("console.common.active")} checked={active} />
    </>
  );
}
