import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments, applications, rounds } from "../../../db/schema";
import type { ApplicationStatus } from "../../lib/enums";
import { applicationsOfPerson } from "./application-views.server";

/*
 * A person's applications seen from their member account (my page, withdrawal): found by the
 * verified identity's personKey, so an application made before joining is theirs too.
 */

export type FixRequest = { name: string; kind: string; reason: string | null; deadline: string | null };

export type ApplicationSummary = {
  id: string;
  round: { round: number; title: string; deadAt: string };
  status: ApplicationStatus;
  receiptNo: string | null;
  submittedAt: string | null;
  /** Documents a manager flagged, with the reason and the fix deadline. */
  fixRequests: FixRequest[];
};

/** Every application of the person, newest first, with its round and its flagged documents. */
export async function applicationSummaries(db: Db, personKey: string): Promise<ApplicationSummary[]> {
  const rows = await applicationsOfPerson(db, personKey);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [roundRows, flagged] = await Promise.all([
    db
      .select()
      .from(rounds)
      .where(
        inArray(
          rounds.id,
          rows.map((r) => r.roundId),
        ),
      ),
    db
      .select()
      .from(applicationDocuments)
      .where(and(inArray(applicationDocuments.applicationId, ids), eq(applicationDocuments.reviewState, "FLAGGED"))),
  ]);
  return rows.flatMap((row) => {
    const round = roundRows.find((r) => r.id === row.roundId);
    if (!round) return [];
    return [
      {
        id: row.id,
        round: { round: round.round, title: round.title, deadAt: round.deadAt.toISOString() },
        status: row.status,
        receiptNo: row.receiptNo,
        submittedAt: row.submittedAt?.toISOString() ?? null,
        fixRequests: flagged
          .filter((d) => d.applicationId === row.id)
          .map((d) => ({
            name: d.name,
            kind: d.kind,
            reason: d.reviewReason,
            deadline: d.fixDeadline?.toISOString() ?? null,
          })),
      },
    ];
  });
}

/**
 * The person's unsubmitted drafts, removed (a withdrawing member's): rows (documents follow by
 * cascade) and their files in R2. Submitted applications are not touched: the law keeps them.
 * Answers how many drafts went.
 */
export async function removeDrafts(db: Db, files: R2Bucket, personKey: string): Promise<number> {
  const drafts = (await applicationsOfPerson(db, personKey)).filter((r) => r.status === "DRAFT");
  if (drafts.length === 0) return 0;
  const ids = drafts.map((d) => d.id);
  const keys = await db
    .select({ key: applicationDocuments.r2Key })
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, ids));
  await db.delete(applications).where(and(inArray(applications.id, ids), eq(applications.status, "DRAFT")));
  if (keys.length) await files.delete(keys.map((k) => k.key));
  return drafts.length;
}
