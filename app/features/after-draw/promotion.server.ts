import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, drawResults, promotionOffers } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { messageUrl, statusStepStatements } from "../application-review/status-change.server";
import { loadMessageTemplates, statusMessageStatements } from "../application-review/status-messages.server";
import { auditStatement } from "../audit/audit.server";
import { publishedGroups } from "../selection/draw.server";
import {
  type AfterDrawActor,
  afterDrawSettingsOf,
  batchAll,
  deadlineAfterDays,
  guardedAudit,
  hoursLater,
  linkOrigin,
  type Party,
  partyOf,
  rememberOrigin,
} from "./after-draw-store.server";
import { promotionInviteStatements } from "./winner-invite.server";

/*
 * Promotion without phone calls (docs/product/after-draw.md §4). When a seat the draw selected
 * is no longer held (given up, refused for good, no answer), the next 예비 of its group is
 * offered it with a deadline; accepting promotes them (WAITING → SELECTED) and invites them to
 * the document check; declining or letting the deadline pass withdraws them from the waiting
 * list, and the seat is offered to the next. Every 예비 left behind is told their new place.
 */

/** A live 예비: still WAITING, never promoted; their place is their order among those. */
async function liveQueue(db: Db, roundId: string, groupKey: string) {
  return db
    .select({
      id: drawResults.applicationId,
      receiptNo: drawResults.receiptNo,
      waitingNumber: drawResults.waitingNumber,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
    })
    .from(drawResults)
    .innerJoin(applications, eq(applications.id, drawResults.applicationId))
    .where(
      and(
        eq(drawResults.roundId, roundId),
        eq(drawResults.groupKey, groupKey),
        eq(drawResults.outcome, "WAITING"),
        isNull(drawResults.promotedAt),
        eq(applications.status, "WAITING"),
      ),
    )
    .orderBy(asc(drawResults.waitingNumber));
}

/** A 예비's live place: their waiting number and how many live 예비 are ahead of them. */
export type WaitingPlace = { waitingNumber: number; ahead: number };

export async function waitingPlace(db: Db, applicationId: string): Promise<WaitingPlace | null> {
  const party = await partyOf(db, applicationId);
  if (!party?.groupKey || party.status !== "WAITING" || party.waitingNumber === null) return null;
  const queue = await liveQueue(db, party.roundId, party.groupKey);
  const index = queue.findIndex((q) => q.id === applicationId);
  return index < 0 ? null : { waitingNumber: party.waitingNumber, ahead: index };
}

/**
 * Offers every open seat of the round's groups to the next live 예비 without an open offer:
 * each offer (at most one per application, ever: the unique key refuses a second) with its
 * PROMOTION_OFFER notice and audit row. Answers the notices' ids.
 */
export async function offerOpenSeats(db: Db, roundId: string, by: AfterDrawActor): Promise<string[]> {
  const groups = (await publishedGroups(db, roundId)).filter((g) => g.open > 0);
  if (groups.length === 0) return [];
  const settings = await afterDrawSettingsOf(db, roundId);
  const templates = await loadMessageTemplates(db);
  const queued: string[] = [];
  const origin = linkOrigin(settings, by);
  // The request's origin kept for the sweep's later notices of this round.
  const statements: BatchItem<"sqlite">[] =
    !settings.origin && origin ? [rememberOrigin(db, roundId, origin, by.now)] : [];
  for (const group of groups) {
    const pending = await db
      .select({ id: promotionOffers.applicationId })
      .from(promotionOffers)
      .where(
        and(
          eq(promotionOffers.roundId, roundId),
          eq(promotionOffers.groupKey, group.key),
          eq(promotionOffers.state, "OFFERED"),
        ),
      );
    const wanted = group.open - pending.length;
    if (wanted <= 0) continue;
    const offered = new Set(pending.map((p) => p.id));
    const queue = (await liveQueue(db, roundId, group.key)).filter((q) => !offered.has(q.id)).slice(0, wanted);
    const due = hoursLater(by.now, settings.offerHours);
    for (const next of queue) {
      statements.push(
        db
          .insert(promotionOffers)
          .values({
            id: newId(),
            applicationId: next.id,
            roundId,
            groupKey: group.key,
            state: "OFFERED",
            due,
            createdAt: by.now,
            updatedAt: by.now,
          })
          .onConflictDoNothing(),
        ...statusMessageStatements(
          db,
          templates,
          next,
          "PROMOTION_OFFER",
          { receipt: next.receiptNo, url: messageUrl("PROMOTION_OFFER", next.id, origin), deadline: due },
          by.now,
          queued,
        ),
        auditStatement(
          db,
          {
            actor: by.username,
            action: "record.create",
            targetType: "promotionOffer",
            targetId: next.id,
            subject: next.id,
            detail: { round: roundId, group: group.key, waitingNumber: next.waitingNumber, due: due.toISOString() },
          },
          by.origin,
        ),
      );
    }
  }
  await batchAll(db, statements);
  return queued;
}

/** WAITING_MOVED to every live 예비 of the group from `fromPlace` on (their place moved up by one). */
async function movedNotices(db: Db, party: Party, origin: string, now: Date, queued: string[]) {
  if (!party.groupKey) return [];
  const templates = await loadMessageTemplates(db);
  const queue = await liveQueue(db, party.roundId, party.groupKey);
  return queue.flatMap((q, index) =>
    statusMessageStatements(
      db,
      templates,
      q,
      "WAITING_MOVED",
      { receipt: q.receiptNo, url: messageUrl("WAITING_MOVED", q.id, origin), number: index + 1 },
      now,
      queued,
    ),
  );
}

/** The applicant's open offer (OFFERED, before its deadline), or null. */
export async function openOffer(db: Db, applicationId: string, now: Date) {
  const offer = await db.select().from(promotionOffers).where(eq(promotionOffers.applicationId, applicationId)).get();
  return offer?.state === "OFFERED" && now < offer.due ? offer : null;
}

export async function offerOf(db: Db, applicationId: string) {
  return (
    (await db.select().from(promotionOffers).where(eq(promotionOffers.applicationId, applicationId)).get()) ?? null
  );
}

/**
 * The 예비's answer to their offer (a POST of their page, after verification): ACCEPT promotes
 * them and invites them to the document check; DECLINE withdraws them from the waiting list.
 * Either way the 예비 behind them are told their new place, and a declined seat is offered on.
 * Refused once the offer is answered or past its deadline.
 */
export async function answerOffer(
  db: Db,
  applicationId: string,
  answer: "ACCEPT" | "DECLINE",
  by: AfterDrawActor,
): Promise<string[]> {
  const offer = await openOffer(db, applicationId, by.now);
  const party = await partyOf(db, applicationId);
  if (!offer || !party || party.status !== "WAITING") throw new DomainError(409, "afterDraw.offerClosed");
  const settings = await afterDrawSettingsOf(db, party.roundId);
  const templates = await loadMessageTemplates(db);
  const queued: string[] = [];
  // First the offer's answer, only while it is open; then the audit row, whose actor is null
  // (failing the whole batch) unless that answer landed.
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(promotionOffers)
      .set({ state: answer === "ACCEPT" ? "ACCEPTED" : "DECLINED", answeredAt: by.now, updatedAt: by.now })
      .where(
        and(
          eq(promotionOffers.applicationId, applicationId),
          eq(promotionOffers.state, "OFFERED"),
          gt(promotionOffers.due, by.now),
        ),
      ),
    guardedAudit(
      db,
      {
        actor: by.username,
        targetType: "promotionOffer",
        targetId: applicationId,
        detail: { answer, round: party.roundId },
      },
      by.origin,
    ),
  ];
  if (answer === "ACCEPT") {
    const due = deadlineAfterDays(by.now, settings.documentDays);
    statements.push(
      ...statusStepStatements(db, {
        id: applicationId,
        from: "WAITING",
        to: "SELECTED",
        note: `offer accepted (waiting #${party.waitingNumber})`,
        actor: by.username,
        now: by.now,
        whenFrozen: true,
      }),
      db
        .update(drawResults)
        .set({ promotedAt: by.now, promotedBy: by.username })
        .where(and(eq(drawResults.applicationId, applicationId), isNull(drawResults.promotedAt))),
      ...promotionInviteStatements(db, party, due, linkOrigin(settings, by), by.now, templates, queued),
    );
  } else {
    statements.push(
      ...statusStepStatements(db, {
        id: applicationId,
        from: "WAITING",
        to: "WITHDRAWN",
        note: "offer declined",
        actor: by.username,
        now: by.now,
        whenFrozen: true,
      }),
    );
  }
  try {
    await batchAll(db, statements);
  } catch {
    throw new DomainError(409, "afterDraw.offerClosed");
  }
  // After the write: the queue read now no longer holds the one who answered.
  const moved: string[] = [];
  const notices = await movedNotices(db, party, linkOrigin(settings, by), by.now, moved);
  await batchAll(db, notices);
  const offered = answer === "DECLINE" ? await offerOpenSeats(db, party.roundId, by) : [];
  return [...queued, ...moved, ...offered];
}

/**
 * Offers past their deadline without an answer: EXPIRED, the 예비 withdrawn from the waiting
 * list (no answer passes the seat on), the others told their new place. Answers the notices.
 */
export async function expireOffers(db: Db, by: AfterDrawActor): Promise<{ rounds: Set<string>; queued: string[] }> {
  const due = await db
    .select()
    .from(promotionOffers)
    .where(and(eq(promotionOffers.state, "OFFERED"), lte(promotionOffers.due, by.now)));
  const rounds = new Set<string>();
  const queued: string[] = [];
  for (const offer of due) {
    const party = await partyOf(db, offer.applicationId);
    if (!party) continue;
    rounds.add(offer.roundId);
    const steps =
      party.status === "WAITING"
        ? statusStepStatements(db, {
            id: offer.applicationId,
            from: "WAITING",
            to: "WITHDRAWN",
            note: "offer expired",
            actor: by.username,
            now: by.now,
            whenFrozen: true,
          })
        : [];
    await db.batch([
      db
        .update(promotionOffers)
        .set({ state: "EXPIRED", updatedAt: by.now })
        .where(and(eq(promotionOffers.id, offer.id), eq(promotionOffers.state, "OFFERED"))),
      ...steps,
      auditStatement(
        db,
        {
          actor: by.username,
          action: "record.update",
          targetType: "promotionOffer",
          targetId: offer.applicationId,
          subject: offer.applicationId,
          detail: { expired: true, round: offer.roundId },
        },
        by.origin,
      ),
    ]);
    const settings = await afterDrawSettingsOf(db, offer.roundId);
    const notices = await movedNotices(db, party, linkOrigin(settings, by), by.now, queued);
    await batchAll(db, notices);
  }
  return { rounds, queued };
}
