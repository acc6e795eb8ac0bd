import { Form } from "react-router";
import { ErrorSummary, FieldError, GuardPasswordField, TextField } from "../../components/forms/fields";
import { BodyField, TitleAndBodyFields } from "../../components/forms/post-fields";
import { useValidatedForm, type ValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";

// The checks load on a form's first use: the board pages' first visit carries no zod.
const postCreateSchema = () => import("./board-schema").then((m) => m.postCreateSchema);
const postUpdateSchema = () => import("./board-schema").then((m) => m.postUpdateSchema);
const passwordCheckSchema = () => import("./board-schema").then((m) => m.passwordCheckSchema);
const commentCreateSchema = () => import("./board-schema").then((m) => m.commentCreateSchema);

/** A board form's answer from its action (a refusal: its errors, the values to show again). */
type FormResult = ActionResult<FormValues>;

/** The writer's name, asked when writing something new. */
function AuthorField({ form, values }: { form: ValidatedForm; values?: FormValues }) {
  const t = useT();
  return (
    <TextField
      form={form}
      name="authorName"
      label={t("forms.board.authorName")}
      required
      maxLength={20}
      autoComplete="nickname"
      defaultValue={keptValue(values, "authorName")}
    />
  );
}

/** The password of a post or comment: chosen when writing it, asked when changing or deleting it. */
function PasswordField({ form, choose }: { form: ValidatedForm; choose: boolean }) {
  const t = useT();
  return (
    <GuardPasswordField
      form={form}
      choose={choose}
      label={t("forms.board.password")}
      hint={t("forms.board.passwordHint")}
    />
  );
}

/** Writing a new post, or editing one (then the author's password is asked instead of set). */
export function PostForm({
  mode,
  result,
  initial,
  cancelTo,
}: {
  mode: "create" | "edit";
  result?: FormResult;
  initial?: { title: string; body: string };
  cancelTo: string;
}) {
  const t = useT();
  const schema = mode === "create" ? postCreateSchema : postUpdateSchema;
  const form = useValidatedForm({ schema, result: result });
  const labels = {
    authorName: t("forms.board.authorName"),
    password: t("forms.board.password"),
    title: t("forms.board.postTitle"),
    body: t("forms.board.body"),
  };
  const value = (name: "title" | "body") => (result?.values ? keptValue(result.values, name) : (initial?.[name] ?? ""));
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <input type="hidden" name="intent" value={mode === "create" ? "create" : "update"} />
        <FieldError id={form.idOf("_")} message={form.errors._} />
        {mode === "create" && <AuthorField form={form} values={result?.values} />}
        <PasswordField form={form} choose={mode === "create"} />
        <TitleAndBodyFields form={form} labels={labels} values={{ title: value("title"), body: value("body") }} />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t(mode === "create" ? "forms.board.submitPost" : "forms.board.submitEdit")}
          </button>
          <a className="button" href={cancelTo}>
            {t("forms.board.cancel")}
          </a>
        </div>
      </Form>
    </>
  );
}

/** A password and one button: deleting a post or a comment. */
export function PasswordForm({
  intent,
  result,
  submitLabel,
  hidden = {},
}: {
  intent: string;
  result?: FormResult;
  submitLabel: string;
  hidden?: Record<string, string>;
}) {
  const form = useValidatedForm({ schema: passwordCheckSchema, result: result });
  return (
    <Form method="post" className="form form--inline" {...form.formProps}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FieldError id={form.idOf("_")} message={form.errors._} />
      <PasswordField form={form} choose={false} />
      <button type="submit" className="button button--danger">
        {submitLabel}
      </button>
    </Form>
  );
}

export function CommentForm({ result }: { result?: FormResult }) {
  const t = useT();
  const form = useValidatedForm({ schema: commentCreateSchema, result: result });
  const labels = {
    authorName: t("forms.board.authorName"),
    password: t("forms.board.password"),
    body: t("forms.board.commentBody"),
  };
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <input type="hidden" name="intent" value="comment" />
        <FieldError id={form.idOf("_")} message={form.errors._} />
        <div className="form-row">
          <AuthorField form={form} values={result?.values} />
          <PasswordField form={form} choose />
        </div>
        <BodyField
          form={form}
          label={labels.body}
          rows={3}
          maxLength={1000}
          defaultValue={keptValue(result?.values, "body")}
        />
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("forms.board.commentSubmit")}
          </button>
        </div>
      </Form>
    </>
  );
}
