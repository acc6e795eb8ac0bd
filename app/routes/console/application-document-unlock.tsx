import { data, Link } from "react-router";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { DoneMessage } from "../../components/forms/fields";
import { loadDocumentForReview } from "../../features/application-review/document-review.server";
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
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-document-unlock";
import { consolePage } from "./page.server";

const notFound = (error: unknown): never => {
  if (error instanceof DomainError && error.status === 404) throw data(null, { status: 404 });
  throw error;
};

/**
 * /console/application/:applicationId/documents/:documentId/unlock: downloading applicants'
 * documents is a personal-data export, so the file route sends a manager here without a
 * sub-password grant. The sub-password given again opens every applicant's documents to this
 * session for ten minutes (managers/sub-password.server.ts); the page then offers the file
 * it came for. `?file=` is carried on to the download.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, now, principal } = consolePage(context, "application");
  const { document: d, application: a } = await loadDocumentForReview(
    db,
    params.applicationId,
    params.documentId,
  ).catch(notFound);
  const until = await subPasswordGrant(db, principal, "applicationDocuments", now);
  return {
    i18n,
    meta: meta(t("console.applicationFlow.unlock.title")),
    receiptNo: a.receiptNo,
    originalName: d.originalName,
    file: new URL(request.url).searchParams.get("file"),
    grantedUntil: until ? formatDateTime(until) : null,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "application");
  await loadDocumentForReview(db, params.applicationId, params.documentId).catch(notFound);
  const form = await readForm(request);
  const who = actor(request);
  try {
    const { subPassword } = subPasswordCheckSchema.parse(formValues(form));
    const until = await grantSubPassword(db, who.principal, subPassword, "applicationDocuments", who.origin, who.now);
    return { grantedUntil: formatDateTime(until), message: "" };
  } catch (error) {
    const refused = failure(error);
    return data(
      { grantedUntil: null, message: refused.errors?.subPassword ?? refused.message },
      { status: refused.status },
    );
  }
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
          message={actionData?.message ?? ""}
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
