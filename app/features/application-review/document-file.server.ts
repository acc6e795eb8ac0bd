import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { fileResponse } from "../../lib/file-response";
import { type AuditActor, recordAudit } from "../audit/audit.server";
import { requireSubPasswordGrant } from "../managers/sub-password.server";
import { submittedApplication } from "./review-detail.server";

/*
 * An applicant's document for a reviewer: never a public R2 URL, only this route behind the
 * `application` scope, and only in a session holding a sub-password grant for applicants'
 * documents (managers/sub-password.server.ts: given again, it opens them for ten minutes;
 * 403 `console.subPasswordGrantRequired` without one, before the file is read). The document
 * must belong to the application named in the path (404 otherwise, so ids cannot be mixed to
 * reach another file). Every download is a `personal.download` in the audit log: who
 * and when (the row), which file (its id, slot and SHA-256) and whose application.
 *
 * Always a download (`attachment`), never shown inline: an applicant chose the bytes, and
 * although uploads are checked by content (pdf, jpeg, png), a file rendered from this origin
 * could still run script in a PDF viewer or be sniffed; the reviewer's own viewer opens it
 * outside the console. `nosniff` and `private, no-store` keep browsers and proxies from
 * guessing its type or keeping a copy.
 *
 * The answer's ETag is the file's SHA-256, which a review decision names. `expected` (the
 * review page's link gives the SHA-256 it shows) refuses, 409 `applicationFlow.documentChanged`,
 * a file the applicant has replaced since that page was loaded: the manager would otherwise
 * open one file and decide on the page about another.
 */
export async function openDocument(
  db: Db,
  files: R2Bucket,
  applicationId: string,
  documentId: string,
  actor: AuditActor,
  expected?: string,
): Promise<Response> {
  const application = await submittedApplication(db, applicationId);
  const document = await db
    .select()
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.id, documentId), eq(applicationDocuments.applicationId, applicationId)))
    .get();
  if (!document) throw new DomainError(404, "application.documentNotFound");
  await requireSubPasswordGrant(db, actor.principal, "applicationDocuments", actor.now);
  if (expected !== undefined && expected !== document.sha256) {
    throw new DomainError(409, "applicationFlow.documentChanged");
  }
  const object = await files.get(document.r2Key);
  if (!object) throw new DomainError(404, "application.documentNotFound");
  await recordAudit(
    db,
    {
      actor: actor.principal.username,
      action: "personal.download",
      targetType: "application_document",
      targetId: document.id,
      subject: application.id,
      detail: { receiptNo: application.receiptNo, slot: document.name, sha256: document.sha256 },
    },
    actor.origin,
  );
  return fileResponse(object, {
    kind: "document",
    contentType: document.contentType,
    name: document.originalName,
    etag: `"${document.sha256}"`,
  });
}
