import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { seoulDayStart } from "../../lib/format";
import { type Page, paginate } from "../../lib/pagination";
import { AUDIT_RETENTION_MS, auditStatement } from "../audit/audit.server";
import { LOG_PAGE_SIZE, type LogFilter } from "./log-filters";

export type AuditRow = typeof auditLog.$inferSelect;

function conditions(filter: Omit<LogFilter, "page">): SQL | undefined {
  const where: SQL[] = [];
  if (filter.actor) where.push(eq(auditLog.actor, filter.actor));
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  if (filter.from) where.push(gte(auditLog.at, seoulDayStart(filter.from)));
  // `to` is inclusive: everything before the next Seoul midnight.
  if (filter.to) where.push(lt(auditLog.at, seoulDayStart(filter.to, 1)));
  return where.length ? and(...where) : undefined;
}

/** The audit log, newest first, one page of the filter. */
export function listAuditLog(db: Db, filter: LogFilter, pageSize = LOG_PAGE_SIZE): Promise<Page<AuditRow>> {
  const where = conditions(filter);
  return paginate(
    db,
    { page: filter.page, pageSize },
    ({ limit, offset }) =>
      db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  );
}

export function recentAuditLog(db: Db, limit = 10): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}

/** JSON for the API: the instant as an ISO string; the user agent stays in the database. */
export function auditJson(row: AuditRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    subject: row.subject,
    ip: row.ip,
    detail: row.detail,
  };
}

/**
 * Deletes audit rows older than the two-year retention and records that it did, in one
 * batch. Run daily by the worker's scheduled handler. Returns how many rows went.
 */
export async function purgeExpiredAuditLog(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AUDIT_RETENTION_MS);
  const expired = await db.select({ n: count() }).from(auditLog).where(lt(auditLog.at, cutoff)).get();
  const n = expired?.n ?? 0;
  if (n === 0) return 0;
  await db.batch([
    db.delete(auditLog).where(lt(auditLog.at, cutoff)),
    auditStatement(
      db,
      {
        actor: "system",
        action: "record.delete",
        targetType: "audit_log",
        detail: { before: cutoff.toISOString(), count: n },
      },
      { ip: undefined, userAgent: null },
    ),
  ]);
  return n;
}
