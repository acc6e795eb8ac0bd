import { Form } from "react-router";
import { FieldError, TextField } from "../../components/forms/fields";
import { useValidatedForm, type ValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { type TranslationSection, useT } from "../../lib/i18n/client";

/** The strings the new-password fields render; a page using them asks for these. */
export const NEW_PASSWORD_FORM_SECTIONS = [
  "members.join",
  "members.password",
  "members.recovery",
  "errors.validation",
] as const satisfies readonly TranslationSection[];

/** The check loads on the form's first use: the page's first visit carries no zod. */
const newPasswordSchema = () => import("./member-schema").then((m) => m.newPasswordSchema);

/** Recovery's second step: a new password (twice), after verifying again. */
export function NewPasswordForm({ result }: { result?: ActionResult }) {
  const t = useT();
  const form = useValidatedForm({ schema: newPasswordSchema, result: result });
  return (
    <Form method="post" className="form" {...form.formProps}>
      <fieldset className="form-section">
        <legend>{t("members.recovery.newPasswordLegend")}</legend>
        <FieldError id={form.idOf("_")} message={form.errors._} />
        <NewPasswordFields form={form} />
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t("members.recovery.submit")}
        </button>
      </div>
    </Form>
  );
}

/**
 * A new password and its confirmation, as joining, recovery and the password change ask for
 * them; `labels` names them otherwise (joining says "비밀번호", there being no old one).
 */
export function NewPasswordFields({
  form,
  labels,
}: {
  form: ValidatedForm;
  labels?: { password: string; passwordConfirm: string };
}) {
  const t = useT();
  return (
    <>
      <TextField
        form={form}
        name="password"
        type="password"
        label={labels?.password ?? t("members.password.password")}
        hint={t("members.join.passwordHint")}
        autoComplete="new-password"
        required
      />
      <TextField
        form={form}
        name="passwordConfirm"
        type="password"
        label={labels?.passwordConfirm ?? t("members.password.passwordConfirm")}
        autoComplete="new-password"
        required
      />
    </>
  );
}
