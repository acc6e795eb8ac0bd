import { useCallback } from "react";
import { PublicForm } from "../../../components/forms/public-form";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { useT } from "../../../lib/i18n/client";
import { bareTitle, type OfferedTerm, TermAgreements } from "../../terms/term-agreements";
import { AGREEMENT_FIELDS } from "../agreement-field-names";

/**
 * The first step, before any personal data: the terms in full, required and optional, then
 * the identity verification. The versions agreed to travel with the verification and are
 * stored with the draft.
 */
export function AgreementsStep({
  terms,
  errors,
  agreed,
}: {
  terms: OfferedTerm[];
  errors?: Record<string, string>;
  agreed: string[];
}) {
  const t = useT();
  // The check loads on the first answer: the page's first visit carries no zod.
  const schema = useCallback(() => import("../agreement-schema").then((m) => m.agreementSchema(terms)), [terms]);
  const form = useValidatedForm({ schema, listFields: AGREEMENT_FIELDS, serverErrors: errors });
  const labels: Record<string, string> = { terms: t("application.agreements.legend") };
  for (const term of terms) labels[`terms.${term.code}`] = bareTitle(term.title);
  if (terms.length === 0) return <p className="notice">{t("application.agreements.noTerms")}</p>;
  return (
    <>
      <p>{t("application.agreements.intro")}</p>
      <PublicForm form={form} labels={labels} requiredNote={t("forms.common.requiredNote")}>
        <TermAgreements
          form={form}
          terms={terms}
          agreed={agreed}
          legend={t("application.agreements.legend")}
          agreeText={(title) => t("application.agreements.agree", { title })}
        />
        <p className="field-hint">{t("application.agreements.resume")}</p>
        <div className="form-actions">
          <button type="submit" name="intent" value="agree" className="button button--primary">
            {t("application.agreements.continue")}
          </button>
        </div>
      </PublicForm>
    </>
  );
}
