import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments, applicationStatusHistory, applicationVersions } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { Answers } from "../applications/application-form";
import {
  type ApplicationRow,
  answersOf,
  type DocumentRow,
  loadApplication,
  loadRound,
  referenceDateOf,
} from "../applications/application-records.server";
import { checkEligibility, type Eligibility } from "../applications/eligibility";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { type DuplicatePartner, duplicatePartners } from "./duplicates.server";
import { type FieldChange, snapshotChanges } from "./review-diff";

/*
 * One application as a reviewer sees it: the answers, the eligibility verdict with
 * its reasons, every version with what changed from the one before, the status history with
 * notes and actors, the documents with their review state, and the other applications it is
 * flagged against. Opening it is a personal-data view: audited in the same batch as the reads,
 * with the application's id and receipt number (never the person's data).
 */

/** The row without what no reviewer needs: the identity's key and a staged edit. */
export type ReviewedApplication = Omit<ApplicationRow, "personKey" | "draft" | "verificationId">;
export type ReviewedDocument = Omit<DocumentRow, "r2Key">;
export type VersionEntry = { version: number; actor: string; createdAt: Date; changes: FieldChange[] };
export type StatusEntry = typeof applicationStatusHistory.$inferSelect;

export type ApplicationReview = {
  application: ReviewedApplication;
  round: { id: string; round: number; title: string; referenceDate: string };
  answers: Answers | null;
  eligibility: Eligibility;
  documents: ReviewedDocument[];
  /** Newest first; the first version's changes are empty (nothing before it). */
  versions: VersionEntry[];
  /** Oldest first. */
  history: StatusEntry[];
  duplicates: DuplicatePartner[];
};

/** A submitted application or 404: drafts are the applicant's alone. */
export async function submittedApplication(db: Db, id: string): Promise<ApplicationRow> {
  const row = await loadApplication(db, id);
  if (!row || row.status === "DRAFT") throw new DomainError(404, "application.notFound");
  return row;
}

export async function viewApplication(db: Db, id: string, actor: AuditActor): Promise<ApplicationReview> {
  const row = await submittedApplication(db, id);
  const round = await loadRound(db, row.roundId);
  if (!round) throw new DomainError(404, "application.notFound");
  const [documents, versions, history] = await db.batch([
    db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      .orderBy(asc(applicationDocuments.kind), asc(applicationDocuments.name)),
    db
      .select()
      .from(applicationVersions)
      .where(eq(applicationVersions.applicationId, id))
      .orderBy(desc(applicationVersions.version)),
    db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id))
      .orderBy(asc(applicationStatusHistory.createdAt), asc(applicationStatusHistory.id)),
    auditStatement(
      db,
      {
        actor: actor.principal.username,
        action: "personal.view",
        targetType: "application",
        targetId: id,
        subject: id,
        detail: { receiptNo: row.receiptNo },
      },
      actor.origin,
    ),
  ]);
  const answers = answersOf(row);
  const referenceDate = referenceDateOf(round);
  const { personKey: _key, draft: _draft, verificationId: _verification, ...application } = row;
  return {
    application,
    round: { id: round.id, round: round.round, title: round.title, referenceDate },
    answers,
    eligibility: checkEligibility({ ...(answers ?? {}), birth: row.birth, referenceDate }),
    documents: documents.map(({ r2Key: _r2, ...d }) => d),
    versions: versions.map((v, i) => ({
      version: v.version,
      actor: v.actor,
      createdAt: v.createdAt,
      changes: versions[i + 1] ? snapshotChanges(versions[i + 1]?.snapshot ?? {}, v.snapshot) : [],
    })),
    history,
    duplicates: await duplicatePartners(db, row),
  };
}
