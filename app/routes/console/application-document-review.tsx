import { data, Link, redirect, useSearchParams } from "react-router";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { loadDocumentForReview, reviewDocument } from "../../features/application-review/document-review.server";
import { DEFAULT_FIX_DAYS, reviewPageForms } from "../../features/application-review/document-review-schema";
import { DocumentFacts, PaperReplaceForm, ReviewForms } from "../../features/application-review/document-review-view";
import { loadPaperApplication, replacePaperDocument } from "../../features/application-review/paper-entry.server";
import { applicationDetailPath, applicationDocumentReviewPath } from "../../features/application-review/review-paths";
import { formatSize } from "../../features/applications/components/document-list";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import { formValues } from "../../lib/form-values";
import { formatDateTime, seoulInputValue } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound, throwIfNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-document-review";

/**
 * /console/application/:applicationId/documents/:documentId/review: the document's facts and
 * a link to its file (the authorised file route), then accept, or flag with a reason and a
 * fix deadline, which asks the applicant to replace it (docs/product.md §4.3).
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, now } = consolePage(context, "application");
  const { document: d, application: a } = await orNotFound(
    loadDocumentForReview(db, params.applicationId, params.documentId),
  );
  return {
    i18n,
    meta: meta(t("console.applicationFlow.document.title")),
    doc: {
      id: d.id,
      applicationId: a.id,
      receiptNo: a.receiptNo,
      applicationStatus: a.status,
      slot: d.name,
      kindLabel: t(`application.documents.kinds.${d.kind as "idCard"}`, { defaultValue: d.kind }),
      originalName: d.originalName,
      contentType: d.contentType,
      size: formatSize(d.size),
      uploadedAt: formatDateTime(d.updatedAt),
      reviewState: d.reviewState,
      reviewReason: d.reviewReason,
      fixDeadline: formatDateTime(d.fixDeadline),
      reviewedAt: formatDateTime(d.reviewedAt),
      reviewedBy: d.reviewedBy,
      file: d.sha256,
    },
    // A paper application's applicant has no fix page of their own: the manager replaces the file.
    replaceable: a.channel === "PAPER" && d.reviewState === "FLAGGED" && d.fixDeadline !== null && now < d.fixDeadline,
    // A week from now, to the minute, in Asia/Seoul (the datetime-local field's value).
    defaultDeadline: seoulInputValue(now.getTime() + DEFAULT_FIX_DAYS * 86_400_000).slice(0, 16),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "application");
  const here = applicationDocumentReviewPath(params.applicationId, params.documentId);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    // A paper application's new file: streamed into R2 as it is read (never request.formData()).
    try {
      const { document: d } = await loadDocumentForReview(db, params.applicationId, params.documentId);
      const row = await loadPaperApplication(scope, params.applicationId);
      await replacePaperDocument(scope, request, row, actor(request), d.name);
    } catch (error) {
      await request.body?.cancel().catch(() => {});
      throwIfNotFound(error);
      const refused = failure(error);
      return data({ intent: "replace", values: {}, message: refused.message, errors: refused.errors }, refused.status);
    }
    return redirect(`${here}?reviewed=replace`);
  }
  const form = await readForm(request);
  const intent = form.get("intent") === "flag" ? "flag" : "accept";
  const values = formValues(form);
  const review = { applicationId: params.applicationId, documentId: params.documentId, actor: actor(request) };
  const origin = new URL(request.url).origin;
  try {
    const decision =
      intent === "accept"
        ? { decision: "ACCEPTED" as const, ...reviewPageForms.accept.parse(values) }
        : { decision: "FLAGGED" as const, ...reviewPageForms.flag.parse(values) };
    await reviewDocument(db, { ...review, origin, decision, enqueue: (ids) => enqueueOutbox(scope, ids) });
  } catch (error) {
    throwIfNotFound(error);
    const refused = failure(error);
    return data({ intent, values, message: refused.message, errors: refused.errors }, refused.status);
  }
  return redirect(`${here}?reviewed=${intent}`);
}

export default function ApplicationDocumentReview({ loaderData: d, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const [search] = useSearchParams();
  const reviewed = actionData ? null : search.get("reviewed");
  return (
    <>
      <p>
        <Link to={applicationDetailPath(params.applicationId)}>{t("console.applicationFlow.document.toDetail")}</Link>
      </p>
      <h1>{t("console.applicationFlow.document.title")}</h1>
      <StatusMessage>
        {reviewed === "accept"
          ? t("console.applicationFlow.document.accepted")
          : reviewed === "flag"
            ? t("console.applicationFlow.document.flagged")
            : reviewed === "replace"
              ? t("console.applicationFlow.document.replaced")
              : ""}
      </StatusMessage>
      <section className="console-section" aria-labelledby="review-document">
        <h2 id="review-document">{t("console.applicationFlow.document.factsHeading")}</h2>
        <DocumentFacts doc={d.doc} />
      </section>
      {d.replaceable && (
        <PaperReplaceForm
          here={applicationDocumentReviewPath(params.applicationId, params.documentId)}
          slot={d.doc.slot}
          message={actionData?.intent === "replace" ? actionData.message : undefined}
        />
      )}
      <ReviewForms
        here={applicationDocumentReviewPath(params.applicationId, params.documentId)}
        file={d.doc.file}
        defaultDeadline={d.defaultDeadline}
        answer={actionData}
      />
    </>
  );
}
