import { type InputHTMLAttributes, useMemo } from "react";
import { Form } from "react-router";
import { Checkbox, ChoiceGroup, ErrorSummary, FieldError, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { QUALIFICATION_TYPES, UNIT_TYPE_CODES, UNIT_TYPES } from "../../lib/enums";
import { type FormValues, keptList, keptValue } from "../../lib/form-values";
import { useLang, useT } from "../../lib/i18n/client";
import { REGISTRATION_LIST_FIELDS, registrationSchema } from "./registration-schema";

export type OfferedTerm = {
  code: string;
  title: string;
  required: boolean;
  version: number;
  body: string;
  effectiveAt: string;
};

/** Term titles may already end in "(선택)"; the form says required/optional itself. */
const bareTitle = (title: string) => title.replace(/\s*\((필수|선택)\)\s*$/, "");

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
  errors,
  values,
}: {
  terms: OfferedTerm[];
  errors?: Record<string, string>;
  values?: FormValues;
}) {
  const t = useT();
  const lang = useLang();
  const contentLang = lang === "ko" ? undefined : "ko";
  const schema = useMemo(() => registrationSchema(terms), [terms]);
  const form = useValidatedForm({ schema, listFields: REGISTRATION_LIST_FIELDS, serverErrors: errors });
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
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form method="post" className="form" {...form.formProps}>
        <p className="form-note">{t("forms.common.requiredNote")}</p>
        <FieldError id={form.idOf("_")} message={form.errors._} />
        <fieldset className="form-section">
          <legend>{t("forms.registration.termsLegend")}</legend>
          {terms.map((term) => (
            <Checkbox
              key={term.code}
              form={form}
              name="terms"
              value={term.code}
              errorKey={`terms.${term.code}`}
              required={term.required}
              checked={agreed.includes(term.code)}
              label={
                <>
                  <span className="badge">{t(term.required ? "forms.common.required" : "forms.common.optional")}</span>{" "}
                  {t("forms.registration.agree", { title: bareTitle(term.title) })}
                </>
              }
            >
              <details className="term-text">
                <summary>
                  {t("forms.common.readFull")}
                  <span className="visually-hidden">: {bareTitle(term.title)}</span>
                </summary>
                {/* A long term scrolls in its box: a named, focusable region, so a keyboard can scroll it. */}
                <section
                  className="term-body"
                  lang={contentLang}
                  aria-label={bareTitle(term.title)}
                  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
                  tabIndex={0}
                >
                  {term.body}
                </section>
                <p className="term-version">
                  {t("forms.common.version", { version: term.version })} ·{" "}
                  {t("forms.common.effectiveAt", { date: term.effectiveAt })}
                </p>
              </details>
            </Checkbox>
          ))}
          <FieldError id={form.idOf("terms")} message={form.errors.terms} />
        </fieldset>

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
      </Form>
    </>
  );
}
