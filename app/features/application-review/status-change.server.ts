import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";

import {
  applicationDocuments,
  applicationStatusHistory,
  applications,
  roundDraws,
  winnerChecks,
} from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { ApplicationStatus } from "../../lib/enums";
import { offerOpenSeats } from "../after-draw/promotion.server";
import { FIX_PATH, inquiryPath, RESULT_PATH, WINNER_PATH } from "../applications/paths";
import { type AuditActor, type AuditOrigin, auditStatement } from "../audit/audit.server";
import type { MessageTemplates } from "./message-templates";
import { statusChangeSchema, statusIdsSchema } from "./status-change-schema";
import { loadMessageTemplates, type MessageRecipient, statusMessageStatements } from "./status-messages.server";
import {
  allowedWhenFrozen,
  canTransition,
  isMessageStatus,
  type MessageStatus,
  type TargetStatus,
} from "./status-workflow";

/*
 * Status changes by managers (docs/product.md §4.2): one application or many with one
 * confirmation, all or none. Each change is checked against the workflow, lands only if the
 * application still has the status it was checked in (a change made meanwhile elsewhere is a
 * conflict, never overwritten), and writes its history row with the note, the applicant's
 * notice when it concerns them, and its audit row, all in one D1 batch.
 */

/** An application as a status change sees it. */
export type StatusTarget = {
  id: string;
  roundId: string;
  receiptNo: string | null;
  name: string;
  status: ApplicationStatus;
  email: string | null;
  phone: string;
  lang: (typeof applications.$inferSelect)["lang"];
  /** Where the draw of the application's round stands: null before its list is frozen. */
  drawState: (typeof roundDraws.$inferSelect)["state"] | null;
};

/** The submitted applications `ids`, in that order; 404 when one is unknown or still a draft. */
export async function loadStatusTargets(db: Db, ids: readonly string[]): Promise<StatusTarget[]> {
  const rows = await db
    .select({
      id: applications.id,
      roundId: applications.roundId,
      receiptNo: applications.receiptNo,
      name: applications.name,
      status: applications.status,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
      drawState: roundDraws.state,
    })
    .from(applications)
    .leftJoin(roundDraws, eq(roundDraws.roundId, applications.roundId))
    .where(and(inArray(applications.id, [...ids]), ne(applications.status, "DRAFT")));
  return ids.map((id) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw new DomainError(404, "applicationFlow.notFound");
    return row;
  });
}

/** The link a notice carries: the fix page for a fix request, else the application's lookup page. */
export function messageUrl(status: MessageStatus, applicationId: string, origin: string): string {
  const path =
    status === "FIX_REQUESTED"
      ? FIX_PATH
      : status === "WAITING_MOVED"
        ? RESULT_PATH
        : status.startsWith("WINNER_") || status === "PROMOTION_OFFER"
          ? WINNER_PATH
          : inquiryPath(applicationId);
  return new URL(path, origin).href;
}

type Step = {
  id: string;
  from: ApplicationStatus;
  to: ApplicationStatus;
  note: string | null;
  actor: string;
  now: Date;
  /** When given, the update lands only at this version too (a change made meanwhile fails it). */
  version?: number;
  /**
   * Whether the step may land in a round whose entrant list is frozen (a withdrawal, a
   * promotion, a winner's refusal: `allowedWhenFrozen`). Any other step lands only while the
   * round has no draw, so a freeze committed meanwhile fails it.
   */
  whenFrozen?: boolean;
};

/** Whether any of the applications' rounds has its entrant list frozen (a failed batch may have lost to a freeze). */
export async function frozenSince(db: Db, ids: readonly string[]): Promise<boolean> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .innerJoin(roundDraws, eq(roundDraws.roundId, applications.roundId))
    .where(inArray(applications.id, [...ids]))
    .get();
  return (row?.n ?? 0) > 0;
}

/**
 * One status step as two statements: the update, only from the status it was checked in, and
 * its history row, whose application id is null (so the NOT NULL column fails the whole batch)
 * unless that update changed exactly one row. SQLite's changes() is the count of the statement
 * just before, in the same transaction.
 */
export function statusStepStatements(db: Db, step: Step) {
  return [
    db
      .update(applications)
      .set({ status: step.to, updatedAt: step.now })
      .where(
        and(
          eq(applications.id, step.id),
          eq(applications.status, step.from),
          step.version === undefined ? undefined : eq(applications.version, step.version),
          step.whenFrozen
            ? undefined
            : sql`not exists (select 1 from ${roundDraws} where ${roundDraws.roundId} = ${applications.roundId})`,
        ),
      ),
    db.insert(applicationStatusHistory).values({
      applicationId: sql`case when changes() = 1 then ${step.id} end`,
      fromStatus: step.from,
      toStatus: step.to,
      actor: step.actor,
      note: step.note,
      createdAt: step.now,
    }),
  ] as const;
}

/** One application's status change: its step, whom it tells and what its audit row adds. */
export type StatusChange = {
  step: Step;
  /** The applicant, told when the new status sends a message (isMessageStatus). */
  recipient: MessageRecipient;
  receipt: string;
  templates: MessageTemplates;
  /** The site's origin, for the message's link, and a fix request's deadline. */
  message: { origin: string; deadline?: Date };
  audit: { origin: AuditOrigin; detail: Record<string, unknown> };
  /** Collects the ids of the messages written, for the outbox queue once the batch lands. */
  queued: string[];
};

/**
 * The statements of one status change, for its caller's batch: the step, the applicant's
 * messages where the new status sends any, and its audit row (record.update of the status,
 * with the caller's detail after the field, from and to).
 */
export function statusChangeStatements(db: Db, change: StatusChange): BatchItem<"sqlite">[] {
  const { step, message } = change;
  return [
    ...statusStepStatements(db, step),
    ...(isMessageStatus(step.to)
      ? statusMessageStatements(
          db,
          change.templates,
          change.recipient,
          step.to,
          { receipt: change.receipt, url: messageUrl(step.to, step.id, message.origin), deadline: message.deadline },
          step.now,
          change.queued,
        )
      : []),
    auditStatement(
      db,
      {
        actor: step.actor,
        action: "record.update",
        targetType: "application",
        targetId: step.id,
        subject: step.id,
        detail: { field: "status", from: step.from, to: step.to, ...change.audit.detail },
      },
      change.audit.origin,
    ),
  ];
}

/** Whether a failed batch lost a race: some application no longer has the status it was checked in. */
export async function lostRace(db: Db, expected: readonly { id: string; status: ApplicationStatus }[]) {
  const now = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(
      inArray(
        applications.id,
        expected.map((e) => e.id),
      ),
    );
  return expected.some((e) => now.find((r) => r.id === e.id)?.status !== e.status);
}

/** The earliest open fix deadline of each application's flagged documents. */
async function fixDeadlines(db: Db, ids: readonly string[], now: Date): Promise<Map<string, Date>> {
  const rows = await db
    .select({ applicationId: applicationDocuments.applicationId, fixDeadline: applicationDocuments.fixDeadline })
    .from(applicationDocuments)
    .where(
      and(
        inArray(applicationDocuments.applicationId, [...ids]),
        eq(applicationDocuments.reviewState, "FLAGGED"),
        gt(applicationDocuments.fixDeadline, now),
      ),
    )
    .orderBy(asc(applicationDocuments.fixDeadline));
  const deadlines = new Map<string, Date>();
  for (const r of rows)
    if (r.fixDeadline && !deadlines.has(r.applicationId)) deadlines.set(r.applicationId, r.fixDeadline);
  return deadlines;
}

export type StatusChangeRequest = {
  ids: readonly string[];
  to: string;
  note?: string;
  actor: AuditActor;
  /** The site's origin, for the absolute link in the notices (the request's). */
  origin: string;
  /** Hands the ids of the notices written to the outbox queue, once the change is stored. */
  enqueue?: (ids: readonly string[]) => void;
};

export type StatusChanged = { id: string; receiptNo: string | null; from: ApplicationStatus; to: TargetStatus };

/**
 * Moves every application of `ids` to `to`, or none: 404 for an unknown id, 409 when the
 * workflow does not allow a change (`applicationFlow.notAllowed`), when a fix is requested
 * without a flagged document still open (`applicationFlow.noFlaggedDocument`), or when another
 * change landed first (`applicationFlow.conflict`). A fix request's notice gives the earliest
 * open fix deadline. A winner of a published draw moved off SELECTED (withdrawn, refused)
 * frees their seat: it is offered to the next 예비 of their group at once
 * (docs/product/after-draw.md), as a give-up or a refusal that stands does.
 */
export async function changeStatuses(db: Db, request: StatusChangeRequest): Promise<StatusChanged[]> {
  const ids = statusIdsSchema.parse(request.ids);
  const { to, note } = statusChangeSchema.parse({ to: request.to, note: request.note ?? "" });
  const { actor } = request;
  const targets = await loadStatusTargets(db, ids);
  if (targets.some((t) => !canTransition(t.status, to))) throw new DomainError(409, "applicationFlow.notAllowed", "to");
  if (targets.some((t) => t.drawState && !allowedWhenFrozen(t.status, to, t.drawState === "PUBLISHED"))) {
    throw new DomainError(409, "applicationFlow.frozen", "to");
  }
  const deadlines = to === "FIX_REQUESTED" ? await fixDeadlines(db, ids, actor.now) : new Map<string, Date>();
  if (to === "FIX_REQUESTED" && targets.some((t) => !deadlines.has(t.id))) {
    throw new DomainError(409, "applicationFlow.noFlaggedDocument", "to");
  }
  const templates = isMessageStatus(to) ? await loadMessageTemplates(db) : {};
  const username = actor.principal.username;
  const notices: string[] = [];
  // A published winner moved off SELECTED gives the seat back: their after-draw check is
  // released with it (the console counts it apart, no deadline acts on it).
  const releasing = targets.filter((t) => t.status === "SELECTED" && t.drawState === "PUBLISHED" && to !== "SELECTED");
  const statements = targets.flatMap((t) =>
    statusChangeStatements(db, {
      step: {
        id: t.id,
        from: t.status,
        to,
        note: note || null,
        actor: username,
        now: actor.now,
        whenFrozen: allowedWhenFrozen(t.status, to, t.drawState === "PUBLISHED"),
      },
      recipient: t,
      receipt: t.receiptNo ?? "",
      templates,
      message: { origin: request.origin, deadline: deadlines.get(t.id) },
      audit: { origin: actor.origin, detail: { receiptNo: t.receiptNo, count: targets.length } },
      queued: notices,
    }),
  );
  if (releasing.length) {
    statements.push(
      db
        .update(winnerChecks)
        .set({ releasedAt: actor.now, updatedAt: actor.now })
        .where(
          and(
            inArray(
              winnerChecks.applicationId,
              releasing.map((t) => t.id),
            ),
            isNull(winnerChecks.releasedAt),
          ),
        ),
    );
  }
  try {
    // At least one target: the ids schema asks for one.
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch (error) {
    if (await lostRace(db, targets)) throw new DomainError(409, "applicationFlow.conflict");
    if (await frozenSince(db, ids)) throw new DomainError(409, "applicationFlow.frozen", "to");
    throw error;
  }
  request.enqueue?.(notices);
  const freed = new Set(releasing.map((t) => t.roundId));
  for (const roundId of freed) {
    const offered = await offerOpenSeats(db, roundId, {
      username,
      origin: actor.origin,
      now: actor.now,
      site: request.origin,
    });
    request.enqueue?.(offered);
  }
  return targets.map((t) => ({ id: t.id, receiptNo: t.receiptNo, from: t.status, to }));
}
