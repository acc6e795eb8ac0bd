import { formatDateTime, formatNumber, formatPhone } from "../../lib/format";
import type { ShownApplication } from "./review-detail";
import type { ApplicationReview } from "./review-detail.server";
import {
  answerRows,
  changeRow,
  eligibilityLines,
  fieldLabel,
  statusLabel,
  type Translate,
} from "./review-format.server";

/** The detail as the page shows it: every value put into words in the manager's language. */
export function shownApplication(t: Translate, review: ApplicationReview): ShownApplication {
  const { application: a, round } = review;
  const summary = [
    { label: fieldLabel(t, "receiptNo"), value: a.receiptNo ?? "-" },
    { label: t("console.applicationList.fields.status"), value: statusLabel(t, a.status) },
    { label: t("console.applicationList.fields.submittedAt"), value: formatDateTime(a.submittedAt) || "-" },
    { label: t("console.applicationList.fields.round"), value: round.title },
    { label: t("console.applicationList.fields.channel"), value: t(`console.applicationList.channels.${a.channel}`) },
    { label: t("console.applicationList.lang"), value: t(`common.languages.${a.lang}`) },
    ...(a.createdBy ? [{ label: t("console.applicationList.createdBy"), value: a.createdBy }] : []),
    { label: fieldLabel(t, "name"), value: a.name },
    { label: fieldLabel(t, "phone"), value: formatPhone(a.phone) },
    { label: fieldLabel(t, "birth"), value: a.birth },
  ];
  const actorName = (actor: string) => (actor === "applicant" ? t("console.applicationList.applicant") : actor);
  return {
    id: a.id,
    receiptNo: a.receiptNo ?? "-",
    summary,
    answers: answerRows(t, review.answers).map(({ label, value }) => ({ label, value })),
    eligibility: eligibilityLines(t, review.eligibility),
    documents: review.documents.map((d) => ({
      id: d.id,
      slot: d.name,
      originalName: d.originalName,
      type: d.contentType,
      size: `${formatNumber(Math.max(1, Math.round(d.size / 1024)))} KB`,
      reviewState: t(`console.applicationList.reviewStates.${d.reviewState}`),
      reviewReason: d.reviewReason ?? "-",
      fixDeadline: d.fixDeadline ? formatDateTime(d.fixDeadline) : "-",
    })),
    versions: review.versions.map((v, i) => ({
      version: v.version,
      caption: t("console.applicationList.versionsCaption", {
        version: v.version,
        date: formatDateTime(v.createdAt),
        actor: actorName(v.actor),
      }),
      first: i === review.versions.length - 1,
      changes: v.changes.map((c) => changeRow(t, c)),
    })),
    history: review.history.map((h) => ({
      id: h.id,
      at: formatDateTime(h.createdAt),
      from: h.fromStatus ? statusLabel(t, h.fromStatus) : "-",
      to: statusLabel(t, h.toStatus),
      actor: actorName(h.actor),
      note: h.note ?? "-",
    })),
    duplicates: review.duplicates.map((d) => ({
      id: d.id,
      receiptNo: d.receiptNo ?? "-",
      reasons: [
        d.samePhone ? t("console.applicationList.duplicatePhone") : "",
        d.sameNameBirth ? t("console.applicationList.duplicateNameBirth") : "",
      ]
        .filter(Boolean)
        .join(", "),
    })),
  };
}
