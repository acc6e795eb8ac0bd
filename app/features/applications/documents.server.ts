import { and, eq } from "drizzle-orm";
import { applicationDocuments } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import { DomainError } from "../../lib/domain-error";
import { writable } from "./application-draft.server";
import { type ApplicationRow, answersOf, type DocumentRow, listDocuments } from "./application-records.server";
import { recordDocumentVersion } from "./application-submit.server";
import { checklist, missingDocuments } from "./documents";
import type { DocumentView } from "./views";

export function documentView(doc: DocumentRow): DocumentView {
  return {
    name: doc.name,
    kind: doc.kind,
    originalName: doc.originalName,
    contentType: doc.contentType,
    size: doc.size,
    reviewState: doc.reviewState,
    reviewReason: doc.reviewReason,
    fixDeadline: doc.fixDeadline?.toISOString() ?? null,
    uploadedAt: doc.updatedAt.toISOString(),
  };
}

/**
 * Removes a file from its slot (DELETE /api/v1/application/:id/upload/:name, the documents
 * step): while the applicant may still write the application. A submitted application keeps
 * at least one file of each document its submitted answers require (replace one instead).
 * The row goes first, then the object, then (once submitted) a version records the change.
 */
export async function deleteDocument(scope: RequestScope, row: ApplicationRow, name: string): Promise<void> {
  const { mode } = await writable(scope, row);
  const documents = await listDocuments(scope.db, row.id);
  const doc = documents.find((d) => d.name === name);
  if (!doc) throw new DomainError(404, "application.documentNotFound");
  const submitted = answersOf(row);
  if (mode === "edit" && submitted) {
    const left = documents.filter((d) => d.name !== name).map((d) => d.name);
    if (missingDocuments(checklist(submitted), left).length) throw new DomainError(409, "application.requiredDocument");
  }
  const gone = await scope.db
    .delete(applicationDocuments)
    .where(and(eq(applicationDocuments.id, doc.id), eq(applicationDocuments.r2Key, doc.r2Key)))
    .returning({ key: applicationDocuments.r2Key });
  if (!gone[0]) throw new DomainError(404, "application.documentNotFound");
  await scope.files.delete(gone[0].key);
  if (mode === "edit") await recordDocumentVersion(scope, row.id, `${doc.id}-deleted`);
}
