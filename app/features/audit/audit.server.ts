import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import type { Principal } from "../auth/scopes";
import type { AuditAction } from "./audit-actions";

export type { AuditAction } from "./audit-actions";

export type AuditEntry = {
  actor: string;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  subject?: string;
  detail?: Record<string, unknown>;
};

export type AuditOrigin = { ip?: string; userAgent?: string | null };

/** Where a request came from, for the audit log. */
export function auditOrigin(request: Request): AuditOrigin {
  return {
    ip: request.headers.get("cf-connecting-ip") ?? "127.0.0.1",
    userAgent: request.headers.get("user-agent")?.slice(0, 300) ?? null,
  };
}

/**
 * The manager acting, from where and when: what every console change needs for its audit
 * row and its rules (`developerUsername`: only that account may change itself).
 */
export type AuditActor = { principal: Principal; origin: AuditOrigin; now: Date; developerUsername: string };

/** The one builder of an AuditActor, for a page action and an API handler alike. */
export function auditActor(
  scope: Pick<RequestScope, "now" | "env">,
  request: Request,
  principal: Principal,
): AuditActor {
  return { principal, origin: auditOrigin(request), now: scope.now(), developerUsername: scope.env.DEVELOPER_USERNAME };
}

/** The audit insert as a statement, to put in the same db.batch() as the change it records. */
export function auditStatement(db: Db, entry: AuditEntry, origin: AuditOrigin) {
  return db.insert(auditLog).values({
    actor: entry.actor,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    subject: entry.subject ?? null,
    ip: origin.ip ?? null,
    userAgent: origin.userAgent ?? null,
    detail: entry.detail ?? null,
  });
}

/**
 * The columns of an audit row for `db.insert(auditLog).select(db.select(auditColumns(…))…)`:
 * rows the database writes from what a query finds, in the caller's batch (one transaction),
 * so they are exactly those of the change beside them. `targetId` (and with it `subject`) may
 * be a column of the query, one row each; `detail` is SQL (e.g. a count as `json_object`).
 */
export function auditColumns(
  entry: { actor: string; action: AuditAction; targetType: string; targetId?: SQLWrapper; detail: SQL },
  origin: AuditOrigin,
  at: Date,
) {
  const target = entry.targetId ?? sql`null`;
  return {
    id: sql`lower(hex(randomblob(16)))`.as("id"),
    at: sql`${at.getTime()}`.as("at"),
    actor: sql`${entry.actor}`.as("actor"),
    action: sql`${entry.action}`.as("action"),
    targetType: sql`${entry.targetType}`.as("target_type"),
    targetId: sql`${target}`.as("target_id"),
    subject: sql`${target}`.as("subject"),
    ip: sql`${origin.ip ?? null}`.as("ip"),
    userAgent: sql`${origin.userAgent ?? null}`.as("user_agent"),
    detail: entry.detail.as("detail"),
  };
}

export async function recordAudit(db: Db, entry: AuditEntry, origin: AuditOrigin): Promise<void> {
  await auditStatement(db, entry, origin);
}

/** Audit rows are kept two years. */
export const AUDIT_RETENTION_MS = 2 * 365 * 86_400_000;
