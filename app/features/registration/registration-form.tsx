import { type InputHTMLAttributes, useCallback } from "react";
import { ChoiceGroup, TextField } from "../../components/forms/fields";
import { PublicForm } from "../../components/forms/public-form";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ActionResult } from "../../lib/action-result";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES, UNIT_TYPES } from "../../lib/enums";
import { type FormValues, keptList, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { bareTitle, type OfferedTerm, TermAgreements } from "../terms/term-agreements";
import { REGISTRATION_LIST_FIELDS } from "./registration-field-names";

/** The applicant's own fields, in the order the schema checks them. */
type PersonField = {
  name: "name" | "phone" | "birth" | "email";
  hint?: "phoneHint" | "birthHint" | "emailHint";
} & Pick<InputHTMLAttributes<HTMLInputElement>, "type" | "inputMode" | "autoComplete" | "maxLength">;

const PERSON_FIELDS: PersonField[] = [
  { name: "name", autoComplete: "name" },
  { name: "phone", hint: "phoneHint", type: "tel", inputMode: "numeric", autoComplete: "tel-national", maxLength: 11 },
  { name: "birth", hint: "birthHint", inputMode: "numeric", autoComplete: "bday", maxLength: 8 },
  { name: "email", hint: "emailHint", type: "email", autoComplete: "email" },
];

export function RegistrationForm({
  terms,
  result,
}: {
  terms: OfferedTerm[];
  /** The action's answer to a refused post: its errors and the values to show again. */
  result?: ActionResult<FormValues>;
}) {
  const values = result?.values;
  const t = useT();
  // The check loads on the first answer: the page's first visit carries no zod.
  const schema = useCallback(() => import("./registration-schema").then((m) => m.registrationSchema(terms)), [terms]);
  const form = useValidatedForm({ schema, listFields: REGISTRATION_LIST_FIELDS, result: result });
  const agreed = keptList(values, "terms");

  const labels: Record<string, string> = {
    terms: t("forms.registration.termsLegend"),
    name: t("forms.registration.name"),
    phone: t("forms.registration.phone"),
    birth: t("forms.registration.birth"),
    email: t("forms.registration.email"),
    qualificationType: t("forms.registration.qualificationType"),
    unitTypes: t("forms.registration.unitTypes"),
  };
  for (const term of terms) labels[`terms.${term.code}`] = bareTitle(term.title);

  if (terms.length === 0) return <p className="notice">{t("forms.registration.noTerms")}</p>;

  return (
    <PublicForm form={form} labels={labels} requiredNote={t("forms.common.requiredNote")}>
      <TermAgreements
        form={form}
        terms={terms}
        agreed={agreed}
        legend={t("forms.registration.termsLegend")}
        agreeText={(title) => t("forms.registration.agree", { title })}
      />

      <fieldset className="form-section">
        <legend>{t("forms.registration.infoLegend")}</legend>
        {PERSON_FIELDS.map(({ name, hint, ...input }) => (
          <TextField
            key={name}
            form={form}
            name={name}
            label={labels[name]}
            hint={hint && t(`forms.registration.${hint}`)}
            required
            defaultValue={keptValue(values, name)}
            {...input}
          />
        ))}
      </fieldset>

      <ChoiceGroup
        form={form}
        name="qualificationType"
        type="radio"
        required
        label={labels.qualificationType}
        checked={[keptValue(values, "qualificationType")]}
        options={QUALIFICATION_TYPES.map((value) => ({ value, label: t(`forms.registration.${value}`) }))}
      />
      <ChoiceGroup
        form={form}
        name="unitTypes"
        type="checkbox"
        required
        label={labels.unitTypes ?? ""}
        checked={keptList(values, "unitTypes")}
        options={UNIT_TYPE_CODES.map((code) => ({
          value: code,
          label: t("forms.registration.unitOption", { code, area: UNIT_TYPES[code].toFixed(2) }),
        }))}
      />
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          {t("forms.registration.submit")}
        </button>
      </div>
    </PublicForm>
  );
}
