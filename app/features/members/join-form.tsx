import { useCallback } from "react";
import { Form } from "react-router";
import { ErrorSummary, FieldError, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { type FormValues, keptList, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import type { PublicIdentity } from "../identity/verification-claim.server";
import { bareTitle, type OfferedTerm, TermAgreements } from "../terms/term-agreements";
import { MEMBER_LIST_FIELDS } from "./member-field-names";
import { NewPasswordFields } from "./new-password-form";

/** The join form after verifying: the verified identity (read-only), the account and the agreements. */
export function JoinForm({
  identity,
  terms,
  result,
}: {
  identity: Pick<PublicIdentity, "name" | "phone" | "birth">;
  terms: OfferedTerm[];
  /** The action's refusal: its errors and the values to show again (never the passwords). */
  result?: ActionResult<FormValues>;
}) {
  const t = useT();
  // The check loads on the first answer: the page's first visit carries no zod.
  const schema = useCallback(() => import("./member-schema").then((m) => m.joinSchema(terms)), [terms]);
  const form = useValidatedForm({ schema, listFields: MEMBER_LIST_FIELDS, result: result });
  const values = result?.values;
  const labels: Record<string, string> = {
    terms: t("members.join.termsLegend"),
    username: t("members.join.username"),
    password: t("members.join.password"),
    passwordConfirm: t("members.join.passwordConfirm"),
    email: t("members.join.email"),
  };
  for (const term of terms) labels[`terms.${term.code}`] = bareTitle(term.title);
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <p className="form-note">{t("forms.common.requiredNote")}</p>
        <FieldError id={form.idOf("_")} message={form.errors._} />
        <fieldset className="form-section">
          <legend>{t("members.join.verifiedLegend")}</legend>
          <p className="form-note">{t("members.join.verifiedNote")}</p>
          <dl className="member-facts">
            <dt>{t("members.myPage.name")}</dt>
            <dd>{identity.name}</dd>
            <dt>{t("members.myPage.phone")}</dt>
            <dd>{identity.phone}</dd>
            <dt>{t("members.myPage.birth")}</dt>
            <dd>{identity.birth}</dd>
          </dl>
        </fieldset>
        <TermAgreements
          form={form}
          terms={terms}
          agreed={keptList(values, "terms")}
          legend={labels.terms ?? ""}
          agreeText={(title) => t("members.join.agree", { title })}
        />
        <fieldset className="form-section">
          <legend>{t("members.join.accountLegend")}</legend>
          <TextField
            form={form}
            name="username"
            label={labels.username}
            hint={t("members.join.usernameHint")}
            autoComplete="username"
            maxLength={20}
            required
            defaultValue={keptValue(values, "username")}
          />
          <NewPasswordFields
            form={form}
            labels={{ password: t("members.join.password"), passwordConfirm: t("members.join.passwordConfirm") }}
          />
          <TextField
            form={form}
            name="email"
            type="email"
            label={labels.email}
            autoComplete="email"
            required
            defaultValue={keptValue(values, "email")}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("members.join.submit")}
          </button>
        </div>
      </Form>
    </>
  );
}
