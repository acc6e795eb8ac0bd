import { useMemo } from "react";
import { useValidatedForm } from "../../../components/forms/use-validated-form";
import { useT } from "../../../lib/i18n/client";
import { type FormStep, readDraft, stepSchema } from "../application-form";
import type { ApplicationView } from "../views";
import { EligibilityPanel, useLiveEligibility } from "./eligibility-panel";
import { AnswersFields, DetailsFields, SpouseFields, SupplyFields, stepLabels } from "./step-fields";
import { StepForm } from "./step-form";

const FIELDS = { details: DetailsFields, supply: SupplyFields, answers: AnswersFields, spouse: SpouseFields };

/**
 * A step with fields: checked in the browser with the schema the server saves with (given the
 * earlier steps' answers), the eligibility updated while answering on the steps that feed it.
 */
export function FormStepView({
  application,
  step,
  values,
  errors,
  previous,
}: {
  application: ApplicationView;
  step: FormStep;
  values: Record<string, string>;
  errors?: Record<string, string>;
  previous: string | null;
}) {
  const t = useT();
  const answers = useMemo(() => readDraft(application.draft ?? {}).answers, [application.draft]);
  const qualification = answers.qualificationType ?? application.answers?.qualificationType;
  const schema = useMemo(() => stepSchema(step, qualification), [step, qualification]);
  const form = useValidatedForm({ schema, serverErrors: errors });
  const base = useMemo(
    () => ({
      ...answers,
      birth: application.identity.birth,
      referenceDate: application.round.referenceDate,
    }),
    [answers, application.identity.birth, application.round.referenceDate],
  );
  const eligibility = useLiveEligibility(form.formProps.ref, base);
  const Fields = FIELDS[step];
  return (
    <>
      <StepForm form={form} labels={stepLabels(t, step)} applicationId={application.id} step={step} previous={previous}>
        <Fields form={form} values={values} />
      </StepForm>
      {step !== "supply" && <EligibilityPanel eligibility={eligibility} />}
    </>
  );
}
