import { and, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments, applications } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { ApplicationStatus } from "../../lib/enums";
import { APPLICANT_EDITABLE } from "../applications/application-access.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import type { DocumentDecision } from "./document-review-schema";
import { frozenSince, lostRace, messageUrl, statusStepStatements } from "./status-change.server";
import { loadMessageTemplates, statusMessageStatements } from "./status-messages.server";

/*
 * Document review (docs/product.md §4.3): a manager accepts a document or flags it with a
 * reason and a fix deadline. Flagging moves the application to FIX_REQUESTED (through
 * UNDER_REVIEW when it was only submitted, each step in the history) and sends the applicant
 * the fix page's link by e-mail and SMS; the applicant replaces the file there until the
 * deadline, which puts it back to PENDING (document-upload.server.ts).
 */

/** A document with what the review page shows of its application (no personal data). */
export async function loadDocumentForReview(db: Db, applicationId: string, documentId: string) {
  const row = await db
    .select({
      document: applicationDocuments,
      application: {
        id: applications.id,
        receiptNo: applications.receiptNo,
        status: applications.status,
        channel: applications.channel,
        email: applications.email,
        phone: applications.phone,
        lang: applications.lang,
      },
    })
    .from(applicationDocuments)
    .innerJoin(applications, eq(applications.id, applicationDocuments.applicationId))
    .where(
      and(
        eq(applicationDocuments.id, documentId),
        eq(applicationDocuments.applicationId, applicationId),
        ne(applications.status, "DRAFT"),
      ),
    )
    .get();
  if (!row) throw new DomainError(404, "applicationFlow.documentNotFound");
  return row;
}

/** The steps a flag takes the application through to FIX_REQUESTED. */
function stepsToFix(status: ApplicationStatus): [ApplicationStatus, ApplicationStatus][] {
  if (status === "SUBMITTED")
    return [
      ["SUBMITTED", "UNDER_REVIEW"],
      ["UNDER_REVIEW", "FIX_REQUESTED"],
    ];
  if (status === "UNDER_REVIEW") return [["UNDER_REVIEW", "FIX_REQUESTED"]];
  return [];
}

export type DocumentReviewRequest = {
  applicationId: string;
  documentId: string;
  /** Checked by the caller with documentReviewSchema (the API) or flagSchema (the page). */
  decision: DocumentDecision;
  actor: AuditActor;
  /** The site's origin, for the fix link. */
  origin: string;
  /** Hands the ids of the fix request's notices to the outbox queue, once stored. */
  enqueue?: (ids: readonly string[]) => void;
};

/** The refusal of a decision on a file the applicant has replaced since it was reviewed. */
const documentChanged = () => new DomainError(409, "applicationFlow.documentChanged");

/** Whether the document's file is no longer `sha256` (replaced, or the document gone). */
async function fileReplaced(db: Db, documentId: string, sha256: string) {
  const row = await db
    .select({ sha256: applicationDocuments.sha256 })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.id, documentId))
    .get();
  return row?.sha256 !== sha256;
}

/**
 * Accepts or flags a document. A flag is refused (409 `applicationFlow.flagNotAllowed`)
 * unless the applicant can still fix it (submitted, under review or fix requested), and its
 * deadline must be in the future (400 on `fixDeadline`). All in one batch with the audit row.
 *
 * The decision is about the file the manager opened (`decision.file`, its SHA-256; without
 * it, the file stored when the request is read): an applicant may replace a document while it
 * is being reviewed, and a decision on the old file must not land on the new one. It is
 * refused (409 `applicationFlow.documentChanged`) when the file is another, also when the
 * replacement lands between this check and the batch.
 */
export async function reviewDocument(db: Db, request: DocumentReviewRequest): Promise<DocumentDecision> {
  const { decision, actor } = request;
  const now = actor.now;
  const username = actor.principal.username;
  const { document, application } = await loadDocumentForReview(db, request.applicationId, request.documentId);
  const reviewed = decision.file ?? document.sha256;
  if (reviewed !== document.sha256) throw documentChanged();
  const audit = auditStatement(
    db,
    {
      actor: username,
      action: "record.update",
      targetType: "application_document",
      targetId: document.id,
      subject: application.id,
      detail: { review: decision.decision, document: document.name, file: reviewed, receiptNo: application.receiptNo },
    },
    actor.origin,
  );
  const whereDocument = and(
    eq(applicationDocuments.id, document.id),
    eq(applicationDocuments.applicationId, application.id),
    eq(applicationDocuments.sha256, reviewed),
  );
  // When the update before it changed nothing, this sets a NOT NULL column to null: the batch
  // fails and nothing of it lands (no decision, no audit row, no notice).
  const nothingChanged = db
    .update(applicationDocuments)
    .set({ name: sql`null` })
    .where(and(eq(applicationDocuments.id, document.id), sql`changes() = 0`));
  if (decision.decision === "ACCEPTED") {
    try {
      await db.batch([
        db
          .update(applicationDocuments)
          .set({
            reviewState: "ACCEPTED",
            reviewReason: null,
            fixDeadline: null,
            reviewedAt: now,
            reviewedBy: username,
            updatedAt: now,
          })
          .where(whereDocument),
        nothingChanged,
        audit,
      ]);
    } catch (error) {
      if (await fileReplaced(db, document.id, reviewed)) throw documentChanged();
      throw error;
    }
    return decision;
  }
  if (decision.fixDeadline.getTime() <= now.getTime()) {
    throw new DomainError(400, "validation.applicationFlow.fixDeadlinePast", "fixDeadline");
  }
  if (!APPLICANT_EDITABLE.includes(application.status)) throw new DomainError(409, "applicationFlow.flagNotAllowed");
  const templates = await loadMessageTemplates(db);
  const notices: string[] = [];
  const steps = stepsToFix(application.status).flatMap(([from, to]) =>
    statusStepStatements(db, {
      id: application.id,
      from,
      to,
      note: to === "FIX_REQUESTED" ? decision.reason : null,
      actor: username,
      now,
    }),
  );
  try {
    await db.batch([
      db
        .update(applicationDocuments)
        .set({
          reviewState: "FLAGGED",
          reviewReason: decision.reason,
          fixDeadline: decision.fixDeadline,
          reviewedAt: now,
          reviewedBy: username,
          updatedAt: now,
        })
        .where(
          and(
            whereDocument,
            sql`exists (select 1 from ${applications} where ${applications.id} = ${application.id} and ${applications.status} = ${application.status})`,
          ),
        ),
      // The flag lands only on the reviewed file and while the application still has the
      // status it was checked in (a decision made meanwhile would leave a document the
      // applicant can no longer fix).
      nothingChanged,
      ...steps,
      ...statusMessageStatements(
        db,
        templates,
        application,
        "FIX_REQUESTED",
        {
          receipt: application.receiptNo ?? "",
          url: messageUrl("FIX_REQUESTED", application.id, request.origin),
          deadline: decision.fixDeadline,
        },
        now,
        notices,
      ),
      audit,
    ]);
  } catch (error) {
    if (await lostRace(db, [application])) throw new DomainError(409, "applicationFlow.conflict");
    if (await fileReplaced(db, document.id, reviewed)) throw documentChanged();
    if (await frozenSince(db, [application.id])) throw new DomainError(409, "applicationFlow.frozen");
    throw error;
  }
  request.enqueue?.(notices);
  return decision;
}
