import { Form } from "react-router";
import { Checkbox, ErrorSummary, FormError, SelectField, TextField } from "../../components/forms/fields";
import type { useValidatedForm } from "../../components/forms/use-validated-form";
import type { FormValues } from "../../lib/form-values";
import { keptList, keptValue } from "../../lib/form-values";
import { type TFunction, useT } from "../../lib/i18n/client";
import { LANGUAGES } from "../../lib/i18n/languages";
import {
  AnswersFields,
  DetailsFields,
  SpouseFields,
  SupplyFields,
  stepLabels,
} from "../applications/components/step-fields";
import { TermCheckbox } from "../terms/term-agreements";

export type PaperFormRound = { id: string; label: string };
export type PaperFormTerm = { code: string; title: string; required: boolean };

/** The labels of every field, for the error summary. */
function paperLabels(t: TFunction): Record<string, string> {
  const p = (key: string) => t(`console.applicationPaper.${key}` as Parameters<TFunction>[0]);
  return {
    roundId: p("round"),
    receivedAt: p("receivedAt"),
    lang: p("lang"),
    name: p("name"),
    birth: p("birth"),
    phone: p("phone"),
    identityConfirmed: p("identityConfirmed"),
    ...stepLabels(t, "details"),
    ...stepLabels(t, "supply"),
    ...stepLabels(t, "answers"),
    ...stepLabels(t, "spouse"),
    terms: p("termsLegend"),
  };
}

/**
 * The paper application form: receipt, applicant, then the journey's own step fields (the
 * same components, labels and hints as the online form), then the signed terms.
 */
export function PaperForm({
  form,
  values,
  rounds,
  terms,
  message,
}: {
  form: ReturnType<typeof useValidatedForm>;
  values: FormValues;
  rounds: PaperFormRound[];
  terms: PaperFormTerm[];
  message?: string;
}) {
  const t = useT();
  const step: Record<string, string> = Object.fromEntries(
    Object.entries(values).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
  const signed = keptList(values, "terms");
  return (
    <>
      <FormError message={message} />
      <ErrorSummary form={form} labels={paperLabels(t)} />
      <Form method="post" className="console-form console-form--wide" {...form.formProps}>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.receiptLegend")}</legend>
          <SelectField
            form={form}
            name="roundId"
            required
            label={t("console.applicationPaper.round")}
            defaultValue={keptValue(values, "roundId")}
            options={rounds.map((r) => ({ value: r.id, label: r.label }))}
          />
          <TextField
            form={form}
            name="receivedAt"
            type="datetime-local"
            required
            label={t("console.applicationPaper.receivedAt")}
            hint={t("console.applicationPaper.receivedAtHint")}
            defaultValue={keptValue(values, "receivedAt")}
          />
          <SelectField
            form={form}
            name="lang"
            required
            label={t("console.applicationPaper.lang")}
            hint={t("console.applicationPaper.langHint")}
            defaultValue={keptValue(values, "lang") || "ko"}
            options={LANGUAGES.map((l) => ({ value: l, label: t(`console.applicationPaper.langs.${l}`) }))}
          />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.applicantLegend")}</legend>
          <TextField
            form={form}
            name="name"
            required
            label={t("console.applicationPaper.name")}
            defaultValue={step.name}
          />
          <TextField
            form={form}
            name="birth"
            inputMode="numeric"
            maxLength={8}
            required
            label={t("console.applicationPaper.birth")}
            defaultValue={step.birth}
          />
          <TextField
            form={form}
            name="phone"
            type="tel"
            inputMode="numeric"
            maxLength={11}
            required
            label={t("console.applicationPaper.phone")}
            defaultValue={step.phone}
          />
          <Checkbox
            form={form}
            name="identityConfirmed"
            value="true"
            required
            checked={keptValue(values, "identityConfirmed") === "true"}
            label={t("console.applicationPaper.identityConfirmed")}
            hint={t("console.applicationPaper.identityConfirmedHint")}
          />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.detailsLegend")}</legend>
          <DetailsFields form={form} values={step} />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.supplyLegend")}</legend>
          <SupplyFields form={form} values={step} />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.answersLegend")}</legend>
          <AnswersFields form={form} values={step} />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.spouseLegend")}</legend>
          <SpouseFields form={form} values={step} />
        </fieldset>
        <fieldset className="console-fieldset">
          <legend>{t("console.applicationPaper.termsLegend")}</legend>
          {terms.map((term) => (
            <TermCheckbox
              key={term.code}
              form={form}
              term={term}
              checked={signed.includes(term.code)}
              label={t("console.applicationPaper.termAgree", {
                title: term.title,
                required: t(term.required ? "console.applicationPaper.required" : "console.applicationPaper.optional"),
              })}
            />
          ))}
        </fieldset>
        <p>
          <button type="submit" className="console-button console-button--primary">
            {t("console.applicationPaper.save")}
          </button>
        </p>
      </Form>
    </>
  );
}
