import { and, eq, gt, inArray, isNull, lt, lte, notExists, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments, applications, auditLog, outbox, registrations, rounds } from "../../../db/schema";
import { auditColumns, auditStatement } from "../audit/audit.server";

/*
 * How long personal data is kept (docs/product.md §16), purged by the daily job.
 * The seeded privacy policy (db/seed/content.ts) states the same periods.
 */

const DAY = 86_400_000;
/** Interest registrations: a year after the last round they were for closed (or after registering). */
export const REGISTRATION_RETENTION_MS = 365 * DAY;
/** Outbox recipients and texts: 30 days after delivery or the final failure. */
export const OUTBOX_CONTENT_RETENTION_MS = 30 * DAY;
/** Applications (drafts included), with their documents: five years after their round's deadline. */
export const APPLICATION_RETENTION_YEARS = 5;
/** Drafts never submitted, with their documents: 30 days after their round's deadline (and their last change). */
export const DRAFT_RETENTION_MS = 30 * DAY;
/**
 * Applications purged per step (their ids are bound parameters: D1 takes at most 100 a query),
 * and steps per daily run: what is left goes the next day.
 */
const APPLICATION_PURGE_BATCH = 50;
const APPLICATION_PURGE_STEPS = 40;

/** The day until which an application of a round closing at `deadAt` is kept. */
export function applicationKeptUntil(deadAt: Date): Date {
  const until = new Date(deadAt);
  until.setUTCFullYear(until.getUTCFullYear() + APPLICATION_RETENTION_YEARS);
  return until;
}

const SYSTEM = { ip: undefined, userAgent: null };

/**
 * Interest registrations whose purpose has passed. A registration is for the rounds that
 * were announced and not yet closed when it was made or last renewed (created then, closing
 * after); it is deleted a year after the last of them closed, or, when there was none, a year
 * after it was made. Returns how many went.
 */
export async function purgeExpiredRegistrations(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - REGISTRATION_RETENTION_MS);
  const roundStillCounts = db
    .select({ one: sql`1` })
    .from(rounds)
    .where(
      and(
        lte(rounds.createdAt, registrations.updatedAt),
        gt(rounds.deadAt, registrations.updatedAt),
        gt(rounds.deadAt, cutoff),
      ),
    );
  const where = and(lt(registrations.updatedAt, cutoff), notExists(roundStillCounts));
  // The purge is recorded by its count, never by whose data went. The count is taken in the
  // same batch (one transaction) as the delete, so a registration renewed meanwhile is neither
  // deleted nor counted; no row is written when nothing goes.
  const detail = sql`json_object('reason', 'retention', 'before', ${cutoff.toISOString()}, 'count', count(*))`;
  const audit = db.insert(auditLog).select(
    db
      .select(
        auditColumns({ actor: "system", action: "record.delete", targetType: "registration", detail }, SYSTEM, now),
      )
      .from(registrations)
      .where(where)
      .having(sql`count(*) > 0`),
  );
  const [, deleted] = await db.batch([audit, db.delete(registrations).where(where)]);
  return deleted.meta.changes;
}

/**
 * Blanks the recipient, subject and body of messages delivered (or finally failed) 30 days
 * ago or more, keeping the delivery record: id, channel, status, attempts, error and times.
 * Returns how many were blanked.
 */
export async function redactDeliveredMessages(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_CONTENT_RETENTION_MS);
  const done = or(
    and(eq(outbox.status, "SENT"), lt(outbox.sentAt, cutoff)),
    // A row failed before failedAt existed counts from its creation.
    and(eq(outbox.status, "FAILED"), lt(sql`coalesce(${outbox.failedAt}, ${outbox.createdAt})`, cutoff.getTime())),
    // A KakaoTalk message that could not be delivered is final too (its SMS is a row of its own).
    and(eq(outbox.status, "UNDELIVERABLE"), lt(outbox.failedAt, cutoff)),
  );
  const result = await db
    .update(outbox)
    .set({ to: "", subject: "", body: "", variables: null, redactedAt: now })
    .where(and(isNull(outbox.redactedAt), done));
  const n = result.meta.changes;
  if (n > 0) {
    await auditStatement(
      db,
      { actor: "system", action: "record.update", targetType: "outbox", detail: { redacted: n, reason: "retention" } },
      SYSTEM,
    );
  }
  return n;
}

/**
 * The files of applications `ids`: the keys their document rows name, and anything else under
 * each one's own prefix (`applications/<id>/`), so no object outlives its application even if
 * no row names it.
 */
async function deleteApplicationFiles(db: Db, files: R2Bucket, ids: string[]) {
  const rows = await db
    .select({ key: applicationDocuments.r2Key })
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, ids));
  const keys = new Set(rows.map((r) => r.key));
  for (const id of ids) {
    let cursor: string | undefined;
    do {
      const listed = await files.list({ prefix: `applications/${id}/`, cursor });
      for (const object of listed.objects) keys.add(object.key);
      cursor = listed.truncated ? listed.cursor : undefined;
    } while (cursor);
  }
  const all = [...keys];
  // R2 deletes at most 1,000 keys a call.
  for (let i = 0; i < all.length; i += 1000) await files.delete(all.slice(i, i + 1000));
}

/**
 * Applications matching `where` (over applications joined with their round), with their
 * versions, status history and documents (rows by cascade, files in R2). Files go first: if
 * the rows then fail to go, the next run finds them again, whereas rows deleted first would
 * leave files nobody can find. In steps of 50, at most 2,000 a day. Returns how many went.
 */
async function purgeApplicationsWhere(db: Db, files: R2Bucket, where: SQL | undefined): Promise<number> {
  let purged = 0;
  for (let step = 0; step < APPLICATION_PURGE_STEPS; step++) {
    const expired = await db
      .select({ id: applications.id })
      .from(applications)
      .innerJoin(rounds, eq(rounds.id, applications.roundId))
      .where(where)
      .limit(APPLICATION_PURGE_BATCH);
    if (expired.length === 0) break;
    const ids = expired.map((a) => a.id);
    await deleteApplicationFiles(db, files, ids);
    await db.delete(applications).where(inArray(applications.id, ids));
    purged += ids.length;
  }
  return purged;
}

/** Applications (drafts included) of rounds whose deadline is five years past (applicationKeptUntil). */
export async function purgeExpiredApplications(db: Db, files: R2Bucket, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - APPLICATION_RETENTION_YEARS);
  const purged = await purgeApplicationsWhere(db, files, lte(rounds.deadAt, cutoff));
  if (purged > 0) {
    // By count only, never whose applications went.
    const detail = { reason: "retention", before: cutoff.toISOString(), count: purged };
    await auditStatement(db, { actor: "system", action: "record.delete", targetType: "application", detail }, SYSTEM);
  }
  return purged;
}

/**
 * Drafts never submitted (the applicant's, or a paper form a manager never registered), with
 * their files, once their round closed 30 days ago and nobody touched them for 30 days: no
 * application came of them, so nothing of them is kept for the five years.
 */
export async function purgeAbandonedDrafts(db: Db, files: R2Bucket, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DRAFT_RETENTION_MS);
  const purged = await purgeApplicationsWhere(
    db,
    files,
    and(eq(applications.status, "DRAFT"), lte(rounds.deadAt, cutoff), lt(applications.updatedAt, cutoff)),
  );
  if (purged > 0) {
    const detail = { reason: "retention", drafts: true, before: cutoff.toISOString(), count: purged };
    await auditStatement(db, { actor: "system", action: "record.delete", targetType: "application", detail }, SYSTEM);
  }
  return purged;
}
