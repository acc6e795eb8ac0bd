import { data, Link, redirect, useSearchParams } from "react-router";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { PaperDocuments } from "../../features/application-review/paper-documents";
import {
  loadPaperApplication,
  paperDocuments,
  removePaperDocument,
  submitPaperApplication,
  uploadPaperDocument,
} from "../../features/application-review/paper-entry.server";
import {
  APPLICATION_NEW_PATH,
  applicationDetailPath,
  paperDocumentsPath,
} from "../../features/application-review/review-paths";
import { loadRound } from "../../features/applications/application-records.server";
import { inquiryPath } from "../../features/applications/paths";
import { formText } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound, throwIfNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/application-paper-documents";

/** /console/application/new/:applicationId: a paper draft's documents, then its registration. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { scope, t, i18n, meta } = consolePage(context, "application", ["application.documents"]);
  const row = await orNotFound(loadPaperApplication(scope, params.applicationId));
  if (row.status !== "DRAFT") throw redirect(applicationDetailPath(row.id));
  const { items, documents, missing } = await paperDocuments(scope, row);
  const round = await loadRound(scope.db, row.roundId);
  const receivedAt = (row.draft as { paper?: { receivedAt?: string } } | null)?.paper?.receivedAt;
  return {
    i18n,
    meta: meta(t("console.applicationPaper.documentsTitle")),
    summary: t("console.applicationPaper.summary", {
      name: row.name,
      round: round?.round ?? "",
      receivedAt: formatDateTime(receivedAt ?? row.createdAt),
    }),
    items,
    documents: documents.map((d) => ({ id: d.id, name: d.name, originalName: d.originalName, size: d.size })),
    missing,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context, params }: Route.ActionArgs) {
  const { scope, actor, failure } = consolePage(context, "application");
  const id = params.applicationId;
  const multipart = /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
  const form = multipart ? null : await readForm(request);
  const intent = multipart ? "upload" : form?.get("intent");
  if (intent !== "upload" && intent !== "submit" && intent !== "remove") throw data(null, { status: 400 });
  try {
    if (multipart) {
      // The body streams into R2 as it is read (never request.formData()).
      await uploadPaperDocument(scope, request, await loadPaperApplication(scope, id));
      return redirect(`${paperDocumentsPath(id)}?uploaded=1`);
    }
    if (intent === "remove") {
      await removePaperDocument(scope, await loadPaperApplication(scope, id), formText(form as FormData, "name"));
      return redirect(`${paperDocumentsPath(id)}?removed=1`);
    }
    const url = (x: string) => new URL(inquiryPath(x), request.url).href;
    await submitPaperApplication(scope, id, actor(request), url);
    return redirect(applicationDetailPath(id));
  } catch (error) {
    throwIfNotFound(error);
    const refused = failure(error);
    return data({ intent, ...refused }, refused.status);
  }
}

export default function ApplicationPaperDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  return (
    <>
      <p>
        <Link to={APPLICATION_NEW_PATH}>{t("console.applicationPaper.editAnswers")}</Link>
      </p>
      <h1>{t("console.applicationPaper.documentsTitle")}</h1>
      <p>{loaderData.summary}</p>
      <StatusMessage>
        {!actionData && params.get("uploaded") ? t("console.applicationPaper.uploaded") : ""}
      </StatusMessage>
      <PaperDocuments
        items={loaderData.items}
        documents={loaderData.documents}
        missing={loaderData.missing}
        uploadError={actionData?.intent === "upload" ? actionData : undefined}
        submitError={actionData?.intent === "submit" ? actionData.message : undefined}
        removeError={actionData?.intent === "remove" ? actionData.message : undefined}
      />
    </>
  );
}
