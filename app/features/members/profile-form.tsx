import { Form } from "react-router";
import { Checkbox, FieldError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { formText } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { profileSchema } from "./member-schema";

/** A posted profile form as profileSchema reads it (the API sends the boolean itself). */
export const readProfileForm = (form: FormData) => ({
  email: formText(form, "email"),
  marketing: form.has("marketing"),
});

/** E-mail and the optional marketing agreement; the rest of the profile comes from the verification. */
export function ProfileForm({
  email,
  marketing,
  result,
}: {
  email: string;
  marketing: boolean;
  /** The action's answer: saved (`ok`), or refused with its errors. */
  result?: ActionResult;
}) {
  const t = useT();
  const form = useValidatedForm({ schema: profileSchema, read: readProfileForm, result: result });
  return (
    <Form method="post" className="form" {...form.formProps}>
      <FieldError id={form.idOf("_")} message={form.errors._} />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t("members.myPage.email")}
        autoComplete="email"
        required
        defaultValue={email}
      />
      <Checkbox form={form} name="marketing" label={t("members.myPage.marketing")} checked={marketing} />
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t("members.myPage.save")}
        </button>
      </div>
      <StatusMessage>{result?.ok ? t("members.myPage.saved") : ""}</StatusMessage>
    </Form>
  );
}
