import { Form, Link } from "react-router";
import { FormError } from "../../../components/forms/fields";
import { formatNumber, formatPhone } from "../../../lib/format";
import { type TFunction, useT } from "../../../lib/i18n/client";
import { type Answers, type FormStep, isFormStep, readDraft } from "../application-form";
import type { ApplicationView, JourneyMode, StepState } from "../views";
import { EligibilityPanel } from "./eligibility-panel";

type Row = { label: string; value: string };

function rowsOf(t: TFunction, step: FormStep, a: Partial<Answers>): Row[] {
  const yes = (v: boolean | null | undefined) =>
    v == null ? t("application.review.notAnswered") : t(v ? "application.review.yes" : "application.review.no");
  const text = (v: string | null | undefined) => v || t("application.review.notAnswered");
  switch (step) {
    case "details":
      return [
        { label: t("application.details.email"), value: text(a.email) },
        {
          label: t("application.details.qualificationType"),
          value: a.qualificationType ? t(`application.details.${a.qualificationType}`) : text(null),
        },
        { label: t("application.details.unitType"), value: text(a.unitType) },
      ];
    case "supply":
      return [
        {
          label: t("application.supply.supplyType"),
          value: a.supplyType ? t(`application.supply.${a.supplyType}`) : text(null),
        },
        {
          label: t("application.supply.supplyCategory"),
          value: a.supplyCategory ? t(`application.supply.${a.supplyCategory}`) : text(null),
        },
        {
          label: t("application.supply.earningRank"),
          value: a.earningRank ? t(`application.supply.${a.earningRank}`) : t("application.review.none"),
        },
        {
          label: t("application.supply.regionRank"),
          value: a.regionRank ? t(`application.supply.${a.regionRank}`) : t("application.review.none"),
        },
      ];
    case "answers":
      return [
        { label: t("application.answers.isHomeless"), value: yes(a.isHomeless) },
        { label: t("application.answers.isAsset"), value: yes(a.isAsset) },
        { label: t("application.answers.isCar"), value: yes(a.isCar) },
        {
          label: t("application.answers.carValue"),
          value: a.carValue
            ? t("application.review.carValue", { value: formatNumber(a.carValue / 10_000) })
            : t("application.review.none"),
        },
      ];
    case "spouse":
      return [
        { label: t("application.spouse.spouseName"), value: text(a.spouseName) },
        { label: t("application.spouse.spousePhone"), value: text(formatPhone(a.spousePhone)) },
        { label: t("application.spouse.spouseBirth"), value: text(a.spouseBirth) },
        {
          label: t("application.spouse.marriage"),
          value: t(a.marriagePlanned ? "application.spouse.planned" : "application.spouse.married"),
        },
        { label: t("application.spouse.marriageDate"), value: a.marriageDate ?? t("application.review.none") },
      ];
  }
}

/**
 * Everything written, step by step with a way back to each, the eligibility and the
 * documents, then the one button that submits (or saves the edit) with this attempt's token:
 * a double click or a retried post carries the same token and stores one application.
 */
export function ReviewStep({
  application,
  steps,
  mode,
  base,
  token,
  error,
}: {
  application: ApplicationView;
  steps: StepState[];
  mode: JourneyMode;
  base: string;
  token: string;
  error?: string;
}) {
  const t = useT();
  const answers = readDraft(application.draft ?? {}).answers;
  const shown = application.draft ? answers : (application.answers ?? {});
  const open = steps.filter((s) => !s.done && s.name !== "review");
  const formSteps = steps.map((s) => s.name).filter(isFormStep);
  return (
    <>
      <p>{t(mode === "apply" ? "application.review.intro" : "application.review.editIntro")}</p>
      {mode === "edit" && application.draft && <p className="notice">{t("application.review.editing")}</p>}
      {formSteps.map((step) => (
        <div key={step} className="review-section">
          <h3 id={`review-${step}`}>{t(`application.steps.${step}`)}</h3>
          <dl className="facts">
            {rowsOf(t, step, shown).map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
          <Link to={`${base}?step=${step}`}>
            {t("application.review.change")}
            <span className="visually-hidden">: {t(`application.steps.${step}`)}</span>
          </Link>
        </div>
      ))}
      <div className="review-section">
        <h3 id="review-documents">{t("application.steps.documents")}</h3>
        <p>{t("application.review.documentsCount", { count: application.documents.length })}</p>
        <Link to={`${base}?step=documents`}>
          {t("application.review.change")}
          <span className="visually-hidden">: {t("application.steps.documents")}</span>
        </Link>
      </div>
      <EligibilityPanel eligibility={application.eligibility} id="review-eligibility" />
      {open.length > 0 && (
        <p className="notice">
          {t("application.review.unfinished", {
            steps: open.map((s) => t(`application.steps.${s.name}`)).join(", "),
          })}
        </p>
      )}
      <FormError message={error} />
      <Form method="post" className="form-actions step-actions">
        <input type="hidden" name="applicationId" value={application.id} />
        <input type="hidden" name="step" value="review" />
        <input type="hidden" name="token" value={token} />
        {mode === "edit" && application.draft && (
          <button type="submit" name="intent" value="discard" className="button">
            {t("application.review.discardEdit")}
          </button>
        )}
        <button type="submit" name="intent" value="submit" className="button button--primary">
          {t(mode === "apply" ? "application.review.submit" : "application.review.saveEdit")}
        </button>
      </Form>
    </>
  );
}
