import { Form } from "react-router";
import { ChoiceGroup, ErrorSummary, FieldError, GuardPasswordField, TextField } from "../../components/forms/fields";
import { TitleAndBodyFields } from "../../components/forms/post-fields";
import { useValidatedForm, type ValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { keptValue } from "../../lib/form-values";
import { type TranslationSection, useT } from "../../lib/i18n/client";
import { askQuestionFromForm, editQuestionFromForm } from "./question-field-names";

/** The strings these forms render (with the form fields' and their checks'); a page using them asks for these. */
export const QUESTION_FORM_SECTIONS = [
  "qna.form",
  "qna.detail",
  "forms.common",
  "errors.validation",
] as const satisfies readonly TranslationSection[];

// The checks load on a form's first use: the pages' first visit carries no zod.
const askSchema = () => import("./question-schema").then((m) => m.askQuestionSchema);
const editSchema = () => import("./question-schema").then((m) => m.editQuestionSchema);
const passwordSchema = () => import("./question-schema").then((m) => m.questionPasswordSchema);

/** What a Q&A form's action answered: errors by field (or "_") and the values to show again. */
type FormResult = ActionResult<Record<string, string>>;

function PasswordField({ form, choose }: { form: ValidatedForm; choose: boolean }) {
  const t = useT();
  return (
    <GuardPasswordField form={form} choose={choose} label={t("qna.form.password")} hint={t("qna.form.passwordHint")} />
  );
}

/**
 * Asking a question, or changing one (after the password check: then neither the name nor the
 * password is asked). Private is chosen unless the asker says otherwise.
 */
export function QuestionForm({
  mode,
  result,
  initial,
  cancelTo,
}: {
  mode: "ask" | "edit";
  result?: FormResult;
  initial?: { title: string; body: string; secret: boolean };
  cancelTo: string;
}) {
  const t = useT();
  const form = useValidatedForm(
    mode === "ask"
      ? { schema: askSchema, read: askQuestionFromForm, result: result }
      : { schema: editSchema, read: editQuestionFromForm, result: result },
  );
  const labels = {
    authorName: t("qna.form.authorName"),
    password: t("qna.form.password"),
    title: t("qna.form.title"),
    body: t("qna.form.body"),
    secret: t("qna.form.visibility"),
  };
  const value = (name: "title" | "body") => (result?.values ? keptValue(result.values, name) : (initial?.[name] ?? ""));
  const secret = result?.values?.secret ?? (initial?.secret === false ? "public" : "private");
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <input type="hidden" name="intent" value={mode} />
        <FieldError id={form.idOf("_")} message={form.errors._} />
        {mode === "ask" && (
          <div className="form-row">
            <TextField
              form={form}
              name="authorName"
              label={labels.authorName}
              required
              maxLength={20}
              autoComplete="name"
              defaultValue={keptValue(result?.values, "authorName")}
            />
            <PasswordField form={form} choose />
          </div>
        )}
        <TitleAndBodyFields
          form={form}
          labels={labels}
          bodyHint={t("qna.form.bodyHint")}
          values={{ title: value("title"), body: value("body") }}
        />
        <ChoiceGroup
          form={form}
          name="secret"
          type="radio"
          label={labels.secret}
          required
          options={[
            { value: "private", label: t("qna.form.private") },
            { value: "public", label: t("qna.form.public") },
          ]}
          checked={[secret]}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t(mode === "ask" ? "qna.form.submit" : "qna.form.save")}
          </button>
          <a className="button" href={cancelTo}>
            {t("qna.form.cancel")}
          </a>
        </div>
      </Form>
    </>
  );
}

/** The password check: it opens a private question and allows changing or deleting it. */
export function PasswordCheckForm({ result }: { result?: FormResult }) {
  const t = useT();
  const form = useValidatedForm({ schema: passwordSchema, result: result });
  return (
    <Form method="post" className="form form--inline" {...form.formProps}>
      <input type="hidden" name="intent" value="check" />
      <FieldError id={form.idOf("_")} message={form.errors._} />
      <PasswordField form={form} choose={false} />
      <button type="submit" className="button button--primary">
        {t("qna.detail.check")}
      </button>
    </Form>
  );
}

/** Deleting, once the password was checked: one button. */
export function DeleteQuestionForm({ result }: { result?: FormResult }) {
  const t = useT();
  const refused = result && !result.ok ? result.errors._ : undefined;
  return (
    <Form method="post" className="form form--inline">
      <input type="hidden" name="intent" value="delete" />
      {refused && (
        <p role="alert" className="field-error">
          {refused}
        </p>
      )}
      <button type="submit" className="button button--danger">
        {t("qna.detail.deleteSubmit")}
      </button>
    </Form>
  );
}
