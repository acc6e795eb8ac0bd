import { Link, redirect } from "react-router";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { DoneMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { loadDocumentForReview } from "../../features/application-review/document-review.server";
import { APPLICATION_EXPORT_REFUSALS } from "../../features/application-review/review-list";
import {
  applicationDocumentPath,
  applicationDocumentReviewPath,
  applicationDocumentUnlockPath,
} from "../../features/application-review/review-paths";
import { subPasswordCheckSchema } from "../../features/managers/manager-schema";
import { grantSubPassword, subPasswordGrant } from "../../features/managers/sub-password.server";
import { DomainError } from "../../lib/domain-error";
import { formValues } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-document-unlock";

const file = (request: Request) => new URL(request.url).searchParams.get("file");

/**
 * /console/application/:applicationId/documents/:documentId/unlock: downloading applicants'
 * documents is a personal-data export, so the file route sends a manager here without a
 * sub-password grant. The sub-password given again opens every applicant's documents to this
 * session for ten minutes (managers/sub-password.server.ts); the page then offers the file
 * it came for. `?file=` is carried on to the download.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, now, principal } = consolePage(context, "application");
  const { document: d, application: a } = await orNotFound(
    loadDocumentForReview(db, params.applicationId, params.documentId),
  );
  const until = await subPasswordGrant(db, principal, "applicationDocuments", now);
  const why = new URL(request.url).searchParams.get("refused");
  const refusal = APPLICATION_EXPORT_REFUSALS[why as keyof typeof APPLICATION_EXPORT_REFUSALS];
  return {
    i18n,
    meta: meta(t("console.applicationFlow.unlock.title")),
    receiptNo: a.receiptNo,
    originalName: d.originalName,
    file: file(request),
    grantedUntil: until ? formatDateTime(until) : null,
    refused: refusal ? t(`errors.${refusal}`) : "",
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/**
 * A refusal goes back to this page with `?refused=<why>` (as the list's export does), which
 * shows it at the sub-password field.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor } = consolePage(context, "application");
  await orNotFound(loadDocumentForReview(db, params.applicationId, params.documentId));
  const form = await readForm(request);
  const who = actor(request);
  const parsed = subPasswordCheckSchema.safeParse(formValues(form));
  let why: keyof typeof APPLICATION_EXPORT_REFUSALS = "required";
  if (parsed.success) {
    try {
      const until = await grantSubPassword(
        db,
        who.principal,
        parsed.data.subPassword,
        "applicationDocuments",
        who.origin,
        who.now,
      );
      return { grantedUntil: formatDateTime(until) };
    } catch (error) {
      if (!(error instanceof DomainError) || (error.status !== 403 && error.status !== 429)) throw error;
      why = error.status === 429 ? "locked" : "wrong";
    }
  }
  const back = new URL(
    applicationDocumentUnlockPath(params.applicationId, params.documentId, file(request)),
    "http://x",
  );
  back.searchParams.set("refused", why);
  return redirect(`${back.pathname}${back.search}`);
}

export default function ApplicationDocumentUnlock({ loaderData: d, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const { applicationId, documentId } = params;
  const grantedUntil = actionData?.grantedUntil ?? d.grantedUntil;
  const download = `${applicationDocumentPath(applicationId, documentId)}${d.file ? `?file=${encodeURIComponent(d.file)}` : ""}`;
  const granted = t("console.applicationFlow.unlock.granted", { until: grantedUntil ?? "" });
  return (
    <>
      <p>
        <Link to={applicationDocumentReviewPath(applicationId, documentId)}>
          {t("console.applicationFlow.unlock.toReview")}
        </Link>
      </p>
      <h1>{t("console.applicationFlow.unlock.title")}</h1>
      <dl className="console-dl">
        <dt>{t("console.applicationFlow.receiptNo")}</dt>
        <dd>{d.receiptNo}</dd>
        <dt>{t("console.applicationFlow.document.originalName")}</dt>
        <dd>{d.originalName}</dd>
      </dl>
      {grantedUntil ? (
        <section className="console-section" aria-labelledby="unlock-granted">
          <h2 id="unlock-granted">{t("console.applicationFlow.unlock.grantedHeading")}</h2>
          {actionData?.grantedUntil ? <DoneMessage>{granted}</DoneMessage> : <p>{granted}</p>}
          <p>
            {/* The file route answers as an attachment: the browser saves it and stays here. */}
            <a href={download}>{t("console.applicationFlow.document.open", { name: d.originalName })}</a>
          </p>
        </section>
      ) : (
        <SubPasswordExportForm
          id="unlock-sub-password"
          action={applicationDocumentUnlockPath(applicationId, documentId, d.file)}
          filter={{}}
          schema={subPasswordCheckSchema}
          message={d.refused}
          text={{
            heading: t("console.applicationFlow.unlock.heading"),
            intro: t("console.applicationFlow.unlock.intro"),
            subPassword: t("console.applicationFlow.unlock.subPassword"),
            submit: t("console.applicationFlow.unlock.submit"),
          }}
        />
      )}
    </>
  );
}
