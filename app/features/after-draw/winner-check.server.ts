import { and, eq, gt, isNull, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { applicationDocuments, applications, winnerChecks } from "../../../db/schema";
import type { WinnerCheckStage } from "../../../db/schema/after-draw";
import { DomainError } from "../../lib/domain-error";
import type { RefusalReason } from "../../lib/enums";
import { messageUrl, statusStepStatements } from "../application-review/status-change.server";
import { loadMessageTemplates, statusMessageStatements } from "../application-review/status-messages.server";
import { isWinnerKind, missingDocuments, winnerChecklist } from "../applications/documents";
import type { WinnerDecision } from "./after-draw-schema";
import {
  type AfterDrawActor,
  afterDrawSettingsOf,
  batchAll,
  deadlineAfterDays,
  guardedAudit,
  linkOrigin,
  partyOf,
} from "./after-draw-store.server";
import { offerOpenSeats } from "./promotion.server";

/*
 * The winners' document check (서류심사) and what follows it (docs/product/after-draw.md):
 * the applicant hands in the documents by the deadline; a manager reviews each and decides
 * 적격 (PASSED) or 부적격 (REFUSED, with a coded reason and an appeal period); an appeal
 * (이의신청) holds the seat until decided; a refusal that stands, or one not appealed by the end
 * of its period, releases the seat (the application becomes INELIGIBLE) and it is offered to
 * the next 예비. A winner may give the place up (GAVE_UP: the application is WITHDRAWN).
 * Every change is one batch with its audit row, and lands only from the stage it was decided in.
 */

export type WinnerCheckRow = typeof winnerChecks.$inferSelect;

export async function winnerCheckOf(db: Db, applicationId: string): Promise<WinnerCheckRow | undefined> {
  return db.select().from(winnerChecks).where(eq(winnerChecks.applicationId, applicationId)).get();
}

async function requireCheck(db: Db, applicationId: string) {
  const check = await winnerCheckOf(db, applicationId);
  const party = check && (await partyOf(db, applicationId));
  if (!check || !party) throw new DomainError(404, "afterDraw.notFound");
  return { check, party };
}

/** Whether a refusal still holds the seat: not released, and its appeal open or its period running. */
export function seatHeld(check: WinnerCheckRow, now: Date): boolean {
  if (check.stage !== "REFUSED") return check.stage !== "GAVE_UP";
  if (check.releasedAt) return false;
  return check.appealState === "OPEN" || (check.appealState === null && !!check.appealDue && now < check.appealDue);
}

/** The required winners' documents the application has no file for yet. */
export async function missingWinnerDocuments(db: Db, applicationId: string) {
  const party = await partyOf(db, applicationId);
  if (!party) return [];
  const names = await db
    .select({ name: applicationDocuments.name, kind: applicationDocuments.kind })
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, applicationId));
  return missingDocuments(
    winnerChecklist(party),
    names.filter((n) => isWinnerKind(n.kind)).map((n) => n.name),
  );
}

/** The applicant hands the documents in (INVITED → SUBMITTED): every required one present, before the deadline. */
export async function handIn(db: Db, applicationId: string, by: AfterDrawActor): Promise<void> {
  const { check, party } = await requireCheck(db, applicationId);
  if (check.stage !== "INVITED" || by.now >= check.documentsDue || party.status !== "SELECTED")
    throw new DomainError(409, "afterDraw.documentsClosed");
  if ((await missingWinnerDocuments(db, applicationId)).length > 0) {
    throw new DomainError(409, "afterDraw.missingDocuments");
  }
  try {
    await batchAll(db, [
      db
        .update(winnerChecks)
        .set({ stage: "SUBMITTED", updatedAt: by.now })
        .where(
          and(
            eq(winnerChecks.applicationId, applicationId),
            eq(winnerChecks.stage, "INVITED"),
            gt(winnerChecks.documentsDue, by.now),
          ),
        ),
      guardedAudit(
        db,
        { actor: by.username, targetType: "winnerCheck", targetId: applicationId, detail: { stage: "SUBMITTED" } },
        by.origin,
      ),
    ]);
  } catch {
    throw new DomainError(409, "afterDraw.stageChanged");
  }
}

/** A manager's review of one winners' document: ACCEPTED (적격) or FLAGGED (부적격, with why). Audited. */
export async function reviewWinnerDocument(
  db: Db,
  applicationId: string,
  input: { documentId: string; state: "ACCEPTED" | "FLAGGED"; reasonText?: string },
  by: AfterDrawActor,
): Promise<void> {
  const { check } = await requireCheck(db, applicationId);
  if (check.stage !== "INVITED" && check.stage !== "SUBMITTED") throw new DomainError(409, "afterDraw.stageChanged");
  const doc = await db
    .select({ id: applicationDocuments.id, kind: applicationDocuments.kind })
    .from(applicationDocuments)
    .where(and(eq(applicationDocuments.id, input.documentId), eq(applicationDocuments.applicationId, applicationId)))
    .get();
  if (!doc || !isWinnerKind(doc.kind)) throw new DomainError(404, "applicationFlow.documentNotFound");
  await batchAll(db, [
    db
      .update(applicationDocuments)
      .set({
        reviewState: input.state,
        reviewReason: input.state === "FLAGGED" ? (input.reasonText ?? null) : null,
        reviewedAt: by.now,
        reviewedBy: by.username,
        updatedAt: by.now,
      })
      .where(eq(applicationDocuments.id, doc.id)),
    guardedAudit(
      db,
      {
        actor: by.username,
        targetType: "winnerDocument",
        targetId: applicationId,
        detail: { document: doc.id, kind: doc.kind, state: input.state },
      },
      by.origin,
    ),
  ]);
}

/** The statements that release a refused winner's seat: INELIGIBLE, the history row, released. */
function releaseStatements(db: Db, applicationId: string, reason: RefusalReason | null, by: AfterDrawActor) {
  return [
    ...statusStepStatements(db, {
      id: applicationId,
      from: "SELECTED",
      to: "INELIGIBLE",
      note: `winners' check refused (${reason ?? "OTHER"})`,
      actor: by.username,
      now: by.now,
      whenFrozen: true,
    }),
    db
      .update(winnerChecks)
      .set({ releasedAt: by.now, updatedAt: by.now })
      .where(and(eq(winnerChecks.applicationId, applicationId), isNull(winnerChecks.releasedAt))),
  ];
}

/**
 * A manager decides the check: PASSED (적격), or REFUSED (부적격) with its coded reason and the
 * round's appeal period; the applicant is told (e-mail and 알림톡). Only from INVITED or
 * SUBMITTED. The seat stays held through the appeal period.
 */
export async function decideWinner(
  db: Db,
  applicationId: string,
  input: WinnerDecision,
  by: AfterDrawActor,
): Promise<string[]> {
  const { check, party } = await requireCheck(db, applicationId);
  // A winner withdrawn or refused by a status change holds no seat to decide on.
  if ((check.stage !== "INVITED" && check.stage !== "SUBMITTED") || party.status !== "SELECTED") {
    throw new DomainError(409, "afterDraw.stageChanged");
  }
  return settle(db, party, check.stage, input, by);
}

async function settle(
  db: Db,
  party: NonNullable<Awaited<ReturnType<typeof partyOf>>>,
  from: WinnerCheckStage,
  input: WinnerDecision,
  by: AfterDrawActor,
): Promise<string[]> {
  const settings = await afterDrawSettingsOf(db, party.roundId);
  const templates = await loadMessageTemplates(db);
  const queued: string[] = [];
  const refused = input.decision === "REFUSED";
  const appealDue = refused ? deadlineAfterDays(by.now, settings.appealDays) : null;
  const reason = refused ? (input.reason ?? "OTHER") : null;
  const notice = refused ? "WINNER_REFUSED" : "WINNER_PASSED";
  try {
    await batchAll(db, [
      db
        .update(winnerChecks)
        .set({
          stage: input.decision,
          refusalReason: reason,
          refusalText: reason === "OTHER" ? (input.reasonText ?? null) : null,
          appealDue,
          decidedAt: by.now,
          decidedBy: by.username,
          updatedAt: by.now,
        })
        .where(and(eq(winnerChecks.applicationId, party.id), eq(winnerChecks.stage, from))),
      guardedAudit(
        db,
        {
          actor: by.username,
          targetType: "winnerCheck",
          targetId: party.id,
          detail: { from, to: input.decision, reason, appealDue: appealDue?.toISOString() ?? null },
        },
        by.origin,
      ),
      ...statusMessageStatements(
        db,
        templates,
        party,
        notice,
        { receipt: party.receiptNo, url: messageUrl(notice, party.id, linkOrigin(settings, by)), deadline: appealDue },
        by.now,
        queued,
      ),
    ]);
  } catch {
    throw new DomainError(409, "afterDraw.stageChanged");
  }
  return queued;
}

/**
 * The applicant gives the place up (당첨 포기), after the confirmation's POST: the check goes to
 * GAVE_UP and the application to WITHDRAWN, and the seat is offered to the next 예비. Refused
 * once the seat is no longer theirs (given up, or a refusal released).
 */
export async function giveUp(db: Db, applicationId: string, by: AfterDrawActor): Promise<string[]> {
  const { check, party } = await requireCheck(db, applicationId);
  if (check.stage === "GAVE_UP" || check.releasedAt || party.status !== "SELECTED") {
    throw new DomainError(409, "afterDraw.giveUpClosed");
  }
  try {
    await batchAll(db, [
      db
        .update(winnerChecks)
        .set({
          stage: "GAVE_UP",
          appealState: check.appealState === "OPEN" ? null : check.appealState,
          updatedAt: by.now,
        })
        .where(and(eq(winnerChecks.applicationId, applicationId), eq(winnerChecks.stage, check.stage))),
      guardedAudit(
        db,
        {
          actor: by.username,
          targetType: "winnerCheck",
          targetId: applicationId,
          detail: { from: check.stage, to: "GAVE_UP" },
        },
        by.origin,
      ),
      ...statusStepStatements(db, {
        id: applicationId,
        from: "SELECTED",
        to: "WITHDRAWN",
        note: "winner gave up",
        actor: by.username,
        now: by.now,
        whenFrozen: true,
      }),
    ]);
  } catch {
    throw new DomainError(409, "afterDraw.giveUpClosed");
  }
  return offerOpenSeats(db, party.roundId, by);
}

/**
 * The applicant's appeal (이의신청) against a refusal: within its period, once. Its files are
 * winners' documents of the `winAppeal` kind, uploaded while the appeal may be made.
 */
export async function appeal(db: Db, applicationId: string, text: string, by: AfterDrawActor): Promise<void> {
  const { check } = await requireCheck(db, applicationId);
  if (check.stage !== "REFUSED" || check.appealState !== null || !check.appealDue || by.now >= check.appealDue) {
    throw new DomainError(409, "afterDraw.appealClosed");
  }
  try {
    await batchAll(db, [
      db
        .update(winnerChecks)
        .set({ appealState: "OPEN", appealText: text, appealedAt: by.now, updatedAt: by.now })
        .where(
          and(
            eq(winnerChecks.applicationId, applicationId),
            eq(winnerChecks.stage, "REFUSED"),
            isNull(winnerChecks.appealState),
            isNull(winnerChecks.releasedAt),
            gt(winnerChecks.appealDue, by.now),
          ),
        ),
      guardedAudit(
        db,
        { actor: by.username, targetType: "winnerAppeal", targetId: applicationId, detail: { appeal: "OPEN" } },
        by.origin,
      ),
    ]);
  } catch {
    throw new DomainError(409, "afterDraw.appealClosed");
  }
}

/**
 * A manager decides an open appeal: UPHELD (the refusal withdrawn: PASSED, the applicant told)
 * or DISMISSED (the refusal stands: the seat is released and offered to the next 예비).
 */
export async function decideAppeal(
  db: Db,
  applicationId: string,
  decision: "UPHELD" | "DISMISSED",
  by: AfterDrawActor,
): Promise<string[]> {
  const { check, party } = await requireCheck(db, applicationId);
  if (check.stage !== "REFUSED" || check.appealState !== "OPEN") throw new DomainError(409, "afterDraw.noAppeal");
  const settings = await afterDrawSettingsOf(db, party.roundId);
  const templates = await loadMessageTemplates(db);
  const queued: string[] = [];
  const upheld = decision === "UPHELD";
  try {
    await batchAll(db, [
      db
        .update(winnerChecks)
        .set({
          appealState: decision,
          ...(upheld ? { stage: "PASSED" as const, refusalReason: null, refusalText: null } : {}),
          decidedAt: by.now,
          decidedBy: by.username,
          updatedAt: by.now,
        })
        .where(
          and(
            eq(winnerChecks.applicationId, applicationId),
            eq(winnerChecks.stage, "REFUSED"),
            eq(winnerChecks.appealState, "OPEN"),
          ),
        ),
      guardedAudit(
        db,
        { actor: by.username, targetType: "winnerAppeal", targetId: applicationId, detail: { appeal: decision } },
        by.origin,
      ),
      ...(upheld
        ? statusMessageStatements(
            db,
            templates,
            party,
            "WINNER_PASSED",
            { receipt: party.receiptNo, url: messageUrl("WINNER_PASSED", party.id, linkOrigin(settings, by)) },
            by.now,
            queued,
          )
        : releaseStatements(db, applicationId, check.refusalReason, by)),
    ]);
  } catch {
    throw new DomainError(409, "afterDraw.noAppeal");
  }
  return upheld ? queued : offerOpenSeats(db, party.roundId, by);
}

/**
 * The scheduled sweep's part (worker/index.ts, every minute): INVITED winners past their
 * deadline are refused for NO_ANSWER (told, with the appeal period); refusals whose period
 * ended without an appeal are released. Answers the rounds whose seats may have opened and
 * the notices written.
 */
export async function sweepWinnerChecks(
  db: Db,
  by: AfterDrawActor,
): Promise<{ rounds: Set<string>; queued: string[] }> {
  const rounds = new Set<string>();
  const queued: string[] = [];
  // Only winners still holding the seat: one withdrawn meanwhile is told nothing more.
  const lapsed = await db
    .select({ applicationId: winnerChecks.applicationId })
    .from(winnerChecks)
    .innerJoin(applications, eq(applications.id, winnerChecks.applicationId))
    .where(
      and(
        eq(winnerChecks.stage, "INVITED"),
        lte(winnerChecks.documentsDue, by.now),
        eq(applications.status, "SELECTED"),
      ),
    );
  for (const { applicationId } of lapsed) {
    const party = await partyOf(db, applicationId);
    if (!party) continue;
    queued.push(
      ...(await settle(db, party, "INVITED", { decision: "REFUSED", reason: "NO_ANSWER" }, by).catch(() => [])),
    );
  }
  const ended = await db
    .select({
      applicationId: winnerChecks.applicationId,
      roundId: winnerChecks.roundId,
      reason: winnerChecks.refusalReason,
    })
    .from(winnerChecks)
    .where(
      and(
        eq(winnerChecks.stage, "REFUSED"),
        isNull(winnerChecks.releasedAt),
        isNull(winnerChecks.appealState),
        lte(winnerChecks.appealDue, by.now),
      ),
    );
  for (const row of ended) {
    const statements: BatchItem<"sqlite">[] = [
      db
        .update(winnerChecks)
        .set({ updatedAt: by.now })
        .where(
          and(
            eq(winnerChecks.applicationId, row.applicationId),
            isNull(winnerChecks.releasedAt),
            isNull(winnerChecks.appealState),
          ),
        ),
      guardedAudit(
        db,
        {
          actor: by.username,
          targetType: "winnerCheck",
          targetId: row.applicationId,
          detail: { released: true, reason: row.reason },
        },
        by.origin,
      ),
      ...releaseStatements(db, row.applicationId, row.reason, by),
    ];
    await batchAll(db, statements).then(
      () => rounds.add(row.roundId),
      () => undefined,
    );
  }
  return { rounds, queued };
}
