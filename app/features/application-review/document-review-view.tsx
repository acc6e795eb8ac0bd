import { Fragment } from "react";
import { Form } from "react-router";
import { FormError, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ApplicationStatus, DocumentReviewState } from "../../lib/enums";
import { type FormValues, keptValue } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { flagSchema, REVIEW_REASON_MAX } from "./document-review-schema";
import { applicationDocumentPath } from "./review-paths";

export type ReviewedDocument = {
  id: string;
  applicationId: string;
  receiptNo: string | null;
  applicationStatus: ApplicationStatus;
  slot: string;
  kindLabel: string;
  originalName: string;
  contentType: string;
  size: string;
  uploadedAt: string;
  reviewState: DocumentReviewState;
  reviewReason: string | null;
  fixDeadline: string;
  reviewedAt: string;
  reviewedBy: string | null;
  /** The SHA-256 of the file the page offers: the link asks for it, the decisions name it. */
  file: string;
};

/** What the manager decides on: the document's facts and its review so far. */
export function DocumentFacts({ doc }: { doc: ReviewedDocument }) {
  const t = useT();
  const rows: [string, string][] = [
    [t("console.applicationFlow.receiptNo"), doc.receiptNo ?? "-"],
    [t("console.applicationFlow.currentStatus"), t(`console.applicationStatus.${doc.applicationStatus}`)],
    [t("console.applicationFlow.document.kind"), `${doc.kindLabel} (${doc.slot})`],
    [t("console.applicationFlow.document.originalName"), doc.originalName],
    [t("console.applicationFlow.document.type"), doc.contentType],
    [t("console.applicationFlow.document.size"), doc.size],
    [t("console.applicationFlow.document.uploadedAt"), doc.uploadedAt],
    [t("console.applicationFlow.document.reviewState"), t(`console.applicationFlow.reviewStates.${doc.reviewState}`)],
  ];
  if (doc.reviewReason) rows.push([t("console.applicationFlow.document.reason"), doc.reviewReason]);
  if (doc.fixDeadline) rows.push([t("console.applicationFlow.document.fixDeadline"), doc.fixDeadline]);
  if (doc.reviewedBy)
    rows.push([t("console.applicationFlow.document.reviewedBy"), `${doc.reviewedBy} (${doc.reviewedAt})`]);
  return (
    <>
      <dl className="console-dl">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <p>
        {/*
         * The file route answers as an attachment (a download, never a page of its own), or,
         * without a sub-password grant, leads to the sub-password page: no `download`
         * attribute, which would save that page as the file.
         */}
        <a href={`${applicationDocumentPath(doc.applicationId, doc.id)}?file=${doc.file}`}>
          {t("console.applicationFlow.document.open", { name: doc.originalName })}
        </a>
      </p>
    </>
  );
}

type Answer = { intent: string; values?: FormValues; message?: string; errors?: Record<string, string> };

/** Accept, or flag with a reason and a fix deadline (Asia/Seoul); two forms, one decision each. */
export function ReviewForms({
  here,
  file,
  defaultDeadline,
  answer,
}: {
  here: string;
  /** The SHA-256 of the file offered for download: each decision is about that file. */
  file: string;
  defaultDeadline: string;
  answer?: Answer;
}) {
  const t = useT();
  const flagAnswer = answer?.intent === "flag" ? answer : undefined;
  const form = useValidatedForm({ schema: flagSchema, serverErrors: flagAnswer?.errors, checkedIntents: ["flag"] });
  return (
    <>
      <section className="console-section" aria-labelledby="review-accept">
        <h2 id="review-accept">{t("console.applicationFlow.document.acceptHeading")}</h2>
        <p>{t("console.applicationFlow.document.acceptIntro")}</p>
        <Form method="post" action={here}>
          <FormError message={answer?.intent === "accept" ? answer.message : undefined} />
          <input type="hidden" name="file" value={file} />
          <button type="submit" name="intent" value="accept" className="console-button console-button--primary">
            {t("console.applicationFlow.document.accept")}
          </button>
        </Form>
      </section>
      <section className="console-section" aria-labelledby="review-flag">
        <h2 id="review-flag">{t("console.applicationFlow.document.flagHeading")}</h2>
        <p>{t("console.applicationFlow.document.flagIntro")}</p>
        <Form method="post" action={here} {...form.formProps}>
          <FormError message={flagAnswer?.message} />
          <input type="hidden" name="file" value={file} />
          <TextField
            form={form}
            name="reason"
            multiline
            rows={4}
            required
            maxLength={REVIEW_REASON_MAX}
            label={t("console.applicationFlow.document.reasonLabel")}
            hint={t("console.applicationFlow.document.reasonHint")}
            defaultValue={keptValue(flagAnswer?.values, "reason")}
          />
          <TextField
            form={form}
            name="fixDeadline"
            type="datetime-local"
            required
            label={t("console.applicationFlow.document.deadlineLabel")}
            hint={t("console.applicationFlow.document.deadlineHint")}
            defaultValue={keptValue(flagAnswer?.values, "fixDeadline") || defaultDeadline}
          />
          <button type="submit" name="intent" value="flag" className="console-button console-button--danger">
            {t("console.applicationFlow.document.flag")}
          </button>
        </Form>
      </section>
    </>
  );
}

/**
 * A registered paper application's flagged document: the manager uploads the applicant's new
 * file into its slot (the slot's name first, then the file: the order the streaming upload
 * reads). Works without JavaScript.
 */
export function PaperReplaceForm({ here, slot, message }: { here: string; slot: string; message?: string }) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby="review-replace">
      <h2 id="review-replace">{t("console.applicationFlow.document.replaceHeading")}</h2>
      <p>{t("console.applicationFlow.document.replaceIntro")}</p>
      <Form method="post" action={here} encType="multipart/form-data" className="console-form">
        <FormError message={message} />
        <input type="hidden" name="name" value={slot} />
        <div className="field">
          <label htmlFor="replace-upload">{t("console.applicationFlow.document.replaceFile")}</label>
          <input
            id="replace-upload"
            type="file"
            name="upload"
            required
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          />
        </div>
        <p>
          <button type="submit" className="console-button">
            {t("console.applicationFlow.document.replace")}
          </button>
        </p>
      </Form>
    </section>
  );
}
