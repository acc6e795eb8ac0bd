import { and, desc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { publishingOverrides } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { can } from "../auth/scopes";
import { verifySubPassword } from "../managers/sub-password.server";
import { OVERRIDE_APPROVAL_MS, PUBLISH_TARGET_AREAS, type PublishTarget } from "./publishing-targets";

/*
 * Overrides of the leak scan (docs/product/publishing.md): the requests refused writes left,
 * and their approval by a second manager, who gives their sub-password and must be allowed to
 * publish that kind of content themselves. Audited; the approval is used up by one write.
 */

export type PublishingOverride = typeof publishingOverrides.$inferSelect;

/** Requests still open (unused, unexpired), newest first: approved ones until their day is up. */
export function listOpenOverrides(db: Db, now: Date): Promise<PublishingOverride[]> {
  return db
    .select()
    .from(publishingOverrides)
    .where(and(isNull(publishingOverrides.usedAt), gt(publishingOverrides.expiresAt, now)))
    .orderBy(desc(publishingOverrides.requestedAt))
    .limit(100);
}

/**
 * Approves a request: not one's own (403), only for a manager who may publish that content
 * (403), with the sub-password (403/429, audited by its check). The requester may use it once
 * within a day.
 */
export async function approveOverride(
  db: Db,
  id: string,
  subPassword: string,
  by: AuditActor,
): Promise<PublishingOverride> {
  const row = await db
    .select()
    .from(publishingOverrides)
    .where(
      and(
        eq(publishingOverrides.id, id),
        isNull(publishingOverrides.approvedBy),
        isNull(publishingOverrides.usedAt),
        gt(publishingOverrides.expiresAt, by.now),
      ),
    )
    .get();
  if (!row) throw new DomainError(404, "publishing.overrideNotFound");
  if (row.requestedBy === by.principal.username) throw new DomainError(403, "publishing.approverIsRequester");
  const area = PUBLISH_TARGET_AREAS[row.targetType as PublishTarget];
  if (!area || !can(by.principal, area, by.developerUsername)) throw new DomainError(403, "publishing.approverScope");
  await verifySubPassword(db, by.principal, subPassword, by.origin, by.now);
  const expiresAt = new Date(by.now.getTime() + OVERRIDE_APPROVAL_MS);
  const [[approved]] = await db.batch([
    db
      .update(publishingOverrides)
      .set({ approvedBy: by.principal.username, approvedAt: by.now, expiresAt })
      .where(and(eq(publishingOverrides.id, id), isNull(publishingOverrides.approvedBy)))
      .returning(),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "publishing.override_approved",
        targetType: row.targetType,
        targetId: row.id,
        detail: { requestedBy: row.requestedBy, findings: row.findings },
      },
      by.origin,
    ),
  ]);
  if (!approved) throw new DomainError(404, "publishing.overrideNotFound");
  return approved;
}

export function overrideJson(o: PublishingOverride) {
  return {
    id: o.id,
    targetType: o.targetType,
    findings: o.findings,
    requestedBy: o.requestedBy,
    requestedAt: o.requestedAt.toISOString(),
    approvedBy: o.approvedBy,
    approvedAt: o.approvedAt?.toISOString() ?? null,
    expiresAt: o.expiresAt.toISOString(),
  };
}
