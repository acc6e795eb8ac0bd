import { data, Form, Link } from "react-router";
import { DoneMessage, ErrorSummary, FieldError, TextField } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { memberContextFrom, requireMemberPage } from "../../../controllers/member-guard.server";
import { sitePage } from "../../../controllers/site-page.server";
import { changeMemberPassword } from "../../../features/members/account.server";
import { passwordChangeSchema } from "../../../features/members/member-schema";
import { memberCookies } from "../../../features/members/member-session.server";
import { NEW_PASSWORD_FORM_SECTIONS, NewPasswordFields } from "../../../features/members/new-password-form";
import { MEMBER_PATHS } from "../../../features/members/paths";
import type { ActionResult } from "../../../lib/action-result";
import { appendCookies } from "../../../lib/cookies";
import { formFailure, refusal } from "../../../lib/form-failure.server";
import { formValues } from "../../../lib/form-values";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/password";
import "../site-pages.css";
import "./members.css";

/** The check loads on the form's first use: the page's first visit carries no zod. */
const schema = () => import("../../../features/members/member-schema").then((m) => m.passwordChangeSchema);

/**
 * A signed-in member's own password change (docs/product.md §15); PUT /api/v1/me/password
 * calls the same function. Every other session ends; this browser gets a new one.
 */
export function loader({ context }: Route.LoaderArgs) {
  const member = requireMemberPage(context);
  const { t, i18n, meta } = sitePage(context, [...NEW_PASSWORD_FORM_SECTIONS, "forms.common", "errors.validation"]);
  return {
    i18n,
    meta: meta(t("members.password.title"), t("members.password.description")),
    username: member.username,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMemberPage(context);
  const { lang } = sitePage(context, []);
  try {
    const input = passwordChangeSchema.parse(formValues(await readForm(request)));
    const tokens = await changeMemberPassword(memberContextFrom(context, request), member.memberId, input);
    const done: ActionResult = { ok: true };
    return data(done, { headers: appendCookies(new Headers(), memberCookies(tokens)) });
  } catch (error) {
    const failure = formFailure(error, lang);
    return data(refusal(failure, { wholeFormUnder: "_" }), failure.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ schema, result: actionData });
  if (actionData?.ok) {
    return (
      <div className="page page--narrow">
        <h1>{t("members.password.title")}</h1>
        <DoneMessage>{t("members.password.done")}</DoneMessage>
        <p>
          <Link to={MEMBER_PATHS.myPage}>{t("members.password.myPage")}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="page page--narrow">
      <h1>{t("members.password.title")}</h1>
      <p className="page-lead">{t("members.password.intro")}</p>
      <ErrorSummary
        form={form}
        labels={{
          currentPassword: t("members.password.current"),
          password: t("members.password.password"),
          passwordConfirm: t("members.password.passwordConfirm"),
        }}
      />
      <Form method="post" className="form" {...form.formProps}>
        <p className="form-note">{t("forms.common.requiredNote")}</p>
        <fieldset className="form-section">
          <legend>{t("members.password.legend")}</legend>
          <FieldError id={form.idOf("_")} message={form.errors._} />
          {/* For password managers: which account the new password is for. */}
          <input type="text" name="username" autoComplete="username" value={loaderData.username} readOnly hidden />
          <TextField
            form={form}
            name="currentPassword"
            type="password"
            label={t("members.password.current")}
            autoComplete="current-password"
            required
          />
          <NewPasswordFields form={form} />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("members.password.submit")}
          </button>
        </div>
      </Form>
      <p>
        {t("members.password.forgot")} <Link to={MEMBER_PATHS.recovery}>{t("members.password.recovery")}</Link>
      </p>
    </div>
  );
}
