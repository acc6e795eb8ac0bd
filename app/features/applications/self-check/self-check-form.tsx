import { type FormEvent, useState } from "react";
import { Form } from "react-router";
import { ChoiceGroup, ErrorSummary, TextField } from "../../../components/forms/fields";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { type FormValues, formValues, keptValue } from "../../../lib/form-values";
import { useT } from "../../../lib/i18n/client";
import { EligibilityPanel } from "../components/eligibility-panel";
import { selfCheck } from "../self-check";

/** The field checks, loaded on the first answer (the result needs no zod). */
const loadSchema = () => import("../self-check-schema").then((m) => m.selfCheckSchema);

/**
 * The self-check's questions and result. Without JavaScript the form posts and the page
 * answers with the result (and any field's message); with it the result follows every answer
 * and a post only checks the fields. Nothing is stored either way.
 */
export function SelfCheckForm({
  referenceDate,
  posted,
}: {
  referenceDate: string;
  posted?: { values: FormValues; errors: Record<string, string> };
}) {
  const t = useT();
  const form = useValidatedForm({ schema: loadSchema, serverErrors: posted?.errors });
  const [values, setValues] = useState<FormValues>(posted?.values ?? {});
  const follow = (event: FormEvent<HTMLFormElement>) => setValues(formValues(new FormData(event.currentTarget)));
  const kept = (name: string) => keptValue(posted?.values, name);
  const yesNo = [
    { value: "true", label: t("application.answers.yes") },
    { value: "false", label: t("application.answers.no") },
  ];
  const labels: Record<string, string> = {
    birth: t("application.selfCheck.birth"),
    qualificationType: t("applicant.selfCheck.qualificationType"),
    marriage: t("application.spouse.marriage"),
    marriageDate: t("application.spouse.marriageDate"),
    isHomeless: t("application.answers.isHomeless"),
    isCar: t("application.answers.isCar"),
    carValue: t("application.answers.carValue"),
  };
  const choice = (name: string, options: { value: string; label: string }[], hint?: string) => (
    <ChoiceGroup
      form={form}
      name={name}
      label={labels[name]}
      hint={hint}
      type="radio"
      options={options}
      checked={[kept(name)]}
    />
  );
  return (
    <>
      <ErrorSummary form={form} labels={labels} />
      <Form
        method="post"
        className="form"
        {...form.formProps}
        onInput={follow}
        onChange={(event) => {
          form.formProps.onChange(event);
          follow(event);
        }}
      >
        <fieldset className="form-section">
          <legend>{t("applicant.selfCheck.legend")}</legend>
          <TextField
            form={form}
            name="birth"
            label={labels.birth}
            hint={t("application.selfCheck.birthHint")}
            inputMode="numeric"
            autoComplete="bday"
            defaultValue={kept("birth")}
          />
          {choice("qualificationType", [
            { value: "YOUTH_TYPE", label: t("application.details.YOUTH_TYPE") },
            { value: "MARRIED_TYPE", label: t("application.details.MARRIED_TYPE") },
          ])}
          {choice(
            "marriage",
            [
              { value: "married", label: t("application.spouse.married") },
              { value: "planned", label: t("application.spouse.planned") },
            ],
            t("application.spouse.intro"),
          )}
          <TextField
            form={form}
            name="marriageDate"
            label={labels.marriageDate}
            hint={t("application.spouse.marriageDateHint")}
            inputMode="numeric"
            defaultValue={kept("marriageDate")}
          />
          {choice("isHomeless", yesNo)}
          {choice("isCar", yesNo)}
          <TextField
            form={form}
            name="carValue"
            label={labels.carValue}
            hint={t("application.answers.carValueHint")}
            inputMode="numeric"
            defaultValue={kept("carValue")}
          />
        </fieldset>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("application.selfCheck.check")}
          </button>
        </div>
      </Form>
      <EligibilityPanel
        eligibility={selfCheck(values, referenceDate)}
        id="self-check"
        title={t("applicant.selfCheck.resultTitle")}
      />
    </>
  );
}
