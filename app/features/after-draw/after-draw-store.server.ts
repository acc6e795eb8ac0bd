import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { afterDrawSettings, applications, auditLog, drawResults } from "../../../db/schema";
import type { AuditOrigin } from "../audit/audit.server";
import type { AfterDrawSettings } from "./after-draw-schema";

/*
 * What the after-draw steps share (docs/product/after-draw.md): a round's periods, the
 * deadlines made from them, and the applicant facts a notice or a decision needs.
 */

export const DEFAULT_AFTER_DRAW: AfterDrawSettings = { documentDays: 7, appealDays: 7, offerHours: 72 };

/** The round's periods (the defaults until a manager sets them) and the origin its notices link to. */
export async function afterDrawSettingsOf(db: Db, roundId: string): Promise<AfterDrawSettings & { origin: string }> {
  const row = await db.select().from(afterDrawSettings).where(eq(afterDrawSettings.roundId, roundId)).get();
  return row
    ? { documentDays: row.documentDays, appealDays: row.appealDays, offerHours: row.offerHours, origin: row.origin }
    : { ...DEFAULT_AFTER_DRAW, origin: "" };
}

const DAY_MS = 86_400_000;
const SEOUL_MS = 9 * 3_600_000;
/** A deadline in days falls at 18:00 Asia/Seoul, the end of the office's day. */
const DEADLINE_HOUR_SEOUL = 18;

/** 18:00 Asia/Seoul on the day `days` after `now`'s day in Seoul. */
export function deadlineAfterDays(now: Date, days: number): Date {
  const seoul = new Date(now.getTime() + SEOUL_MS);
  return new Date(
    Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate() + days, DEADLINE_HOUR_SEOUL) - SEOUL_MS,
  );
}

export const hoursLater = (now: Date, hours: number) => new Date(now.getTime() + hours * 3_600_000);
export const daysLater = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);

/** The settings row written at the publish: the origin the notices link to, the periods kept. */
export function rememberOrigin(db: Db, roundId: string, origin: string, now: Date): BatchItem<"sqlite"> {
  return db
    .insert(afterDrawSettings)
    .values({ roundId, ...DEFAULT_AFTER_DRAW, origin, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: afterDrawSettings.roundId, set: { origin, updatedAt: now } });
}

/** What a notice and a decision need of an application: contact, receipt, status, group. */
export type Party = {
  id: string;
  roundId: string;
  receiptNo: string;
  email: string | null;
  phone: string;
  lang: (typeof applications.$inferSelect)["lang"];
  status: (typeof applications.$inferSelect)["status"];
  version: number;
  supplyType: (typeof applications.$inferSelect)["supplyType"];
  supplyCategory: (typeof applications.$inferSelect)["supplyCategory"];
  groupKey: string | null;
  waitingNumber: number | null;
};

export async function partyOf(db: Db, applicationId: string): Promise<Party | undefined> {
  const row = await db
    .select({
      id: applications.id,
      roundId: applications.roundId,
      receiptNo: applications.receiptNo,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
      status: applications.status,
      version: applications.version,
      supplyType: applications.supplyType,
      supplyCategory: applications.supplyCategory,
      groupKey: drawResults.groupKey,
      waitingNumber: drawResults.waitingNumber,
    })
    .from(applications)
    .leftJoin(drawResults, eq(drawResults.applicationId, applications.id))
    .where(eq(applications.id, applicationId))
    .get();
  return row ? { ...row, receiptNo: row.receiptNo ?? "" } : undefined;
}

/** Who acts: a manager (their username), the applicant, or the scheduled sweep. */
export type AfterDrawActor = {
  username: string;
  origin: AuditOrigin;
  now: Date;
  /** The site's origin as the acting request saw it (none for the sweep). */
  site?: string;
};

/**
 * The origin a notice links to: the one the round's publish remembered, else the acting
 * request's (a round published before the after-draw steps existed has none remembered).
 */
export const linkOrigin = (settings: { origin: string }, by: AfterDrawActor) => settings.origin || by.site || "";
export const APPLICANT = "applicant";
export const SWEEP = "system";

/** Runs the statements as one D1 batch (one transaction), or nothing when there are none. */
export async function batchAll(db: Db, statements: readonly BatchItem<"sqlite">[]): Promise<void> {
  if (statements.length === 0) return;
  await db.batch(statements as unknown as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
}

/**
 * An audit row that lands only if the statement just before it changed exactly one row: its
 * actor is null otherwise (NOT NULL fails the whole batch). Guards a conditional change.
 */
export function guardedAudit(
  db: Db,
  entry: { actor: string; targetType: string; targetId: string; detail: Record<string, unknown> },
  origin: AuditOrigin,
): BatchItem<"sqlite"> {
  return db.insert(auditLog).values({
    actor: sql`case when changes() = 1 then ${entry.actor} end`,
    action: "record.update",
    targetType: entry.targetType,
    targetId: entry.targetId,
    subject: entry.targetId,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
    detail: entry.detail,
  });
}
