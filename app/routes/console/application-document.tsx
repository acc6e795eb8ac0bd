import { data } from "react-router";
import { openDocument } from "../../features/application-review/document-file.server";
import { DomainError } from "../../lib/domain-error";
import type { Route } from "./+types/application-document";
import { consolePage } from "./page.server";

/**
 * GET /console/application/:applicationId/documents/:documentId (a resource route: the answer
 * is the file). The document must be the application's; each opening is audited.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, scope, actor } = consolePage(context, "application");
  try {
    return await openDocument(db, scope.files, params.applicationId, params.documentId, actor(request));
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
