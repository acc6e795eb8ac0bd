import type { ApplicationStatus } from "../../lib/enums";
import { formatNumber, formatPhone } from "../../lib/format";
import type { createI18n } from "../../lib/i18n/i18n.server";
import type { Eligibility } from "../applications/eligibility";
import { ANSWER_FIELDS, type AnswerField, type FieldChange, type PersonField } from "./review-diff";

/*
 * An application's fields as the console shows and exports them: labels and values in the
 * manager's language (Korean first), made on the server so the page carries text, not rules.
 */

export type Translate = ReturnType<typeof createI18n>["t"];
type Value = string | number | boolean | null | undefined;

export const fieldLabel = (t: Translate, field: PersonField | AnswerField | "receiptNo") =>
  t(`console.applicationList.fields.${field}`);

export const statusLabel = (t: Translate, status: ApplicationStatus) => t(`console.applicationStatus.${status}`);

/** One field's value as text ("-" when there is none). */
export function fieldValue(t: Translate, field: PersonField | AnswerField, value: Value): string {
  if (value === null || value === undefined || value === "") return "-";
  switch (field) {
    case "qualificationType":
      return t(`console.registrations.qualification.${value as "YOUTH_TYPE"}`);
    case "supplyType":
    case "supplyCategory":
    case "earningRank":
    case "regionRank":
      return t(`application.supply.${value as "SPECIAL_TYPE"}`);
    case "isHomeless":
    case "isAsset":
    case "isCar":
      return t(value ? "console.common.yes" : "console.common.no");
    case "marriagePlanned":
      return t(value ? "console.applicationList.marriagePlanned" : "console.applicationList.married");
    case "carValue":
      return t("console.applicationList.carValue", { value: formatNumber(Number(value) / 10_000) });
    case "phone":
    case "spousePhone":
      return formatPhone(String(value));
    default:
      return String(value);
  }
}

/** The answers as label/value rows, in the form's order. */
export function answerRows(
  t: Translate,
  answers: Partial<Record<AnswerField, Value>> | null,
): { field: AnswerField; label: string; value: string }[] {
  return ANSWER_FIELDS.map((field) => ({
    field,
    label: fieldLabel(t, field),
    value: fieldValue(t, field, answers?.[field]),
  }));
}

/** A version's change as one line of the history: what, from, to. */
export function changeRow(t: Translate, change: FieldChange) {
  if (change.kind === "document") {
    return {
      label: t("console.applicationList.documentSlot", { slot: change.slot }),
      before: change.before ?? "-",
      after: change.after ?? "-",
    };
  }
  return {
    label: fieldLabel(t, change.field),
    before: fieldValue(t, change.field, change.before),
    after: fieldValue(t, change.field, change.after),
  };
}

/** The verdict and each rule's outcome with its reason, as sentences. */
export function eligibilityLines(t: Translate, eligibility: Eligibility) {
  return {
    verdict: eligibility.verdict,
    label: t(`console.applicationList.verdict.${eligibility.verdict}`),
    checks: eligibility.checks.map((c) => ({
      rule: c.rule,
      status: c.status,
      text: `${t(`application.eligibility.rules.${c.rule}`)}: ${t(`application.eligibility.status.${c.status}`)}`,
      reason: t(`application.eligibility.reasons.${c.reason}`, c.vars),
    })),
  };
}
