import { data, redirect } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { openDocument } from "../../features/application-review/document-file.server";
import { applicationDocumentUnlockPath } from "../../features/application-review/review-paths";
import { DomainError } from "../../lib/domain-error";
import { throwIfNotFound } from "../../lib/not-found.server";
import type { Route } from "./+types/application-document";

/**
 * GET /console/application/:applicationId/documents/:documentId (a resource route: the answer
 * is the file). The document must be the application's; each download is audited. `?file=`
 * (the review page's link) names the file expected: 409 when the applicant has replaced it.
 * Without a sub-password grant in this session it leads to the sub-password page, which comes
 * back here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, scope, actor } = consolePage(context, "application");
  try {
    const expected = new URL(request.url).searchParams.get("file") ?? undefined;
    return await openDocument(db, scope.files, params.applicationId, params.documentId, actor(request), expected);
  } catch (error) {
    if (error instanceof DomainError && error.code === "console.subPasswordGrantRequired") {
      const file = new URL(request.url).searchParams.get("file");
      throw redirect(applicationDocumentUnlockPath(params.applicationId, params.documentId, file));
    }
    // Not there (404), or replaced since the review page named it (409).
    throwIfNotFound(error);
    if (error instanceof DomainError && error.status === 409) throw data(null, { status: 409 });
    throw error;
  }
}
