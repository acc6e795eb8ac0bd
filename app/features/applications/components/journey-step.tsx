import { Link } from "react-router";
import { StatusMessage } from "../../../components/forms/fields";
import { formatPhone } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { isFormStep } from "../application-form";
import type { StepPage } from "../journey-steps.server";
import type { StepFailure } from "../views";
import { DocumentsStep } from "./documents-step";
import { FormStepView } from "./form-step";
import { ReviewStep } from "./review-step";
import { StepNav } from "./step-nav";

/**
 * One step of the application (new or edited): where the applicant stands, then the step.
 * A refused post comes back as `failure` (its errors and values, for the step it was made on).
 */
export function JourneyStep({
  page,
  base,
  failure,
  uploaded,
  notice,
}: {
  page: StepPage;
  base: string;
  failure?: StepFailure;
  /** The slot a file was just posted into without JavaScript. */
  uploaded?: string | null;
  notice?: string;
}) {
  const t = useT();
  const { application, step, steps } = page;
  const arrived = uploaded ? application.documents.find((d) => d.name === uploaded) : undefined;
  const index = steps.findIndex((s) => s.name === step);
  const previous = index > 0 ? `${base}?step=${steps[index - 1]?.name}` : null;
  const next = `${base}?step=${steps[index + 1]?.name ?? "review"}`;
  const own = failure?.intent === step ? failure : undefined;
  return (
    <>
      <StepNav steps={steps} current={step} base={base} />
      <StatusMessage>
        {arrived ? t("application.documents.uploaded", { name: arrived.originalName }) : (notice ?? "")}
      </StatusMessage>
      <h2 id="step-title">{t(`application.steps.${step}`)}</h2>
      {step === "identity" && (
        <>
          <p>{t("application.identity.intro")}</p>
          <dl className="facts">
            <div>
              <dt>{t("application.identity.name")}</dt>
              <dd>{application.identity.name}</dd>
            </div>
            <div>
              <dt>{t("application.identity.phone")}</dt>
              <dd>{formatPhone(application.identity.phone)}</dd>
            </div>
            <div>
              <dt>{t("application.identity.birth")}</dt>
              <dd>{application.identity.birth}</dd>
            </div>
          </dl>
          <p className="field-hint">{t("application.steps.savedDraft")}</p>
          <div className="form-actions step-actions">
            <Link className="button button--primary" to={next}>
              {t("application.identity.continue")}
            </Link>
          </div>
        </>
      )}
      {isFormStep(step) && (
        <FormStepView
          key={step}
          application={application}
          step={step}
          values={own ? (own.values ?? {}) : page.values}
          errors={own?.errors}
          previous={previous}
        />
      )}
      {step === "documents" && (
        <>
          {own?.errors._ && (
            <p role="alert" className="form-error">
              {own.errors._}
            </p>
          )}
          <DocumentsStep application={application} base={base} next={next} />
        </>
      )}
      {step === "review" && (
        <ReviewStep
          application={application}
          steps={steps}
          mode={page.mode}
          base={base}
          token={page.token}
          error={own?.errors._ ?? (failure && !own ? Object.values(failure.errors)[0] : undefined)}
        />
      )}
    </>
  );
}
