import { and, asc, count, eq, exists, inArray, isNotNull, isNull, ne, not, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client";
import {
  afterDrawSettings,
  applicationDocuments,
  applications,
  contractBookings,
  drawResults,
  promotionOffers,
  rounds,
  unitAssignments,
  winnerChecks,
} from "../../../db/schema";
import type { WinnerCheckStage } from "../../../db/schema/after-draw";
import { DomainError } from "../../lib/domain-error";
import { isWinnerKind, WINNER_DOCUMENT_KINDS } from "../applications/documents";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { drawOf } from "../selection/draw-store.server";
import { type AfterDrawList, type AfterDrawSettings, afterDrawSettingsSchema } from "./after-draw-schema";
import { afterDrawSettingsOf } from "./after-draw-store.server";

/*
 * The console's after-draw screen (/console/application/after-draw/:roundId): the round's
 * periods, the count at each stage (each a link to its list), the winners at a stage, the
 * appeal queue, and one winner's documents to review and decide. Applicants appear by receipt
 * number; a winner's documents are personal data, so opening them writes `personal.view`.
 */

export type AfterDrawLine = {
  applicationId: string;
  receiptNo: string;
  stage: WinnerCheckStage | null;
  documentsDue: Date | null;
  refusalReason: string | null;
  appealState: string | null;
  offerState: string | null;
  offerDue: Date | null;
  waitingNumber: number | null;
};

export async function afterDrawOverview(db: Db, roundId: string, list: AfterDrawList | null) {
  const round = await db
    .select({ id: rounds.id, round: rounds.round, title: rounds.title })
    .from(rounds)
    .where(eq(rounds.id, roundId))
    .get();
  if (!round) throw new DomainError(404, "afterDraw.notFound");
  const published = (await drawOf(db, roundId))?.state === "PUBLISHED";
  const [settings, stages, underReview, appeals, offers, promoted, units, bookings] = await Promise.all([
    afterDrawSettingsOf(db, roundId),
    db
      .select({ stage: winnerChecks.stage, released: isNotNull(winnerChecks.releasedAt), n: count() })
      .from(winnerChecks)
      .where(eq(winnerChecks.roundId, roundId))
      .groupBy(winnerChecks.stage, isNotNull(winnerChecks.releasedAt)),
    db
      .select({ n: count() })
      .from(winnerChecks)
      .where(and(eq(winnerChecks.roundId, roundId), listFilter(db, roundId, "UNDER_REVIEW"))),
    db
      .select({ n: count() })
      .from(winnerChecks)
      .where(and(eq(winnerChecks.roundId, roundId), eq(winnerChecks.appealState, "OPEN"))),
    db.select({ n: count() }).from(promotionOffers).where(eq(promotionOffers.roundId, roundId)),
    db
      .select({ n: count() })
      .from(drawResults)
      .where(and(eq(drawResults.roundId, roundId), isNotNull(drawResults.promotedAt))),
    db
      .select({ n: count() })
      .from(unitAssignments)
      .where(and(eq(unitAssignments.roundId, roundId), isNotNull(unitAssignments.unit))),
    db
      .select({ contracted: isNotNull(contractBookings.completedAt), n: count() })
      .from(contractBookings)
      .where(eq(contractBookings.roundId, roundId))
      .groupBy(isNotNull(contractBookings.completedAt)),
  ]);
  const counts: Record<AfterDrawList | "PROMOTED", number> = {
    INVITED: 0,
    SUBMITTED: -(underReview[0]?.n ?? 0),
    UNDER_REVIEW: underReview[0]?.n ?? 0,
    PASSED: 0,
    REFUSED: 0,
    GAVE_UP: 0,
    APPEALS: appeals[0]?.n ?? 0,
    OFFERS: offers[0]?.n ?? 0,
    PROMOTED: promoted[0]?.n ?? 0,
    RELEASED: 0,
    UNIT_ASSIGNED: units[0]?.n ?? 0,
    BOOKED: 0,
    CONTRACTED: 0,
  };
  for (const b of bookings) counts[b.contracted ? "CONTRACTED" : "BOOKED"] = b.n;
  // A refusal that stands and a give-up keep their stage; a seat given back before the check
  // ended (a manager's withdrawal) counts apart from the stage it stopped at. The stage
  // SUBMITTED holds both SUBMITTED and UNDER_REVIEW: the latter is taken out above.
  for (const s of stages) {
    const list = s.released && !RELEASE_KEEPS_STAGE.has(s.stage) ? "RELEASED" : s.stage;
    counts[list] += s.n;
  }
  return { round, published, settings, counts, lines: list ? await linesOf(db, roundId, list) : [] };
}

async function linesOf(db: Db, roundId: string, list: AfterDrawList): Promise<AfterDrawLine[]> {
  if (list === "OFFERS") {
    const rows = await db
      .select({
        applicationId: promotionOffers.applicationId,
        receiptNo: applications.receiptNo,
        offerState: promotionOffers.state,
        offerDue: promotionOffers.due,
        waitingNumber: drawResults.waitingNumber,
      })
      .from(promotionOffers)
      .innerJoin(applications, eq(applications.id, promotionOffers.applicationId))
      .leftJoin(drawResults, eq(drawResults.applicationId, promotionOffers.applicationId))
      .where(eq(promotionOffers.roundId, roundId))
      .orderBy(asc(promotionOffers.createdAt));
    return rows.map((r) => ({
      ...r,
      receiptNo: r.receiptNo ?? "",
      stage: null,
      documentsDue: null,
      refusalReason: null,
      appealState: null,
    }));
  }
  const rows = await db
    .select({
      applicationId: winnerChecks.applicationId,
      receiptNo: applications.receiptNo,
      stage: winnerChecks.stage,
      documentsDue: winnerChecks.documentsDue,
      refusalReason: winnerChecks.refusalReason,
      appealState: winnerChecks.appealState,
    })
    .from(winnerChecks)
    .innerJoin(applications, eq(applications.id, winnerChecks.applicationId))
    .where(and(eq(winnerChecks.roundId, roundId), listFilter(db, roundId, list)))
    .orderBy(asc(applications.receiptNo));
  return rows.map((r) => ({
    ...r,
    receiptNo: r.receiptNo ?? "",
    offerState: null,
    offerDue: null,
    waitingNumber: null,
  }));
}

/** The stages a released seat keeps (its own ending); any other released check counts as RELEASED. */
const RELEASE_KEEPS_STAGE: ReadonlySet<WinnerCheckStage> = new Set(["REFUSED", "GAVE_UP"]);
const STILL_HELD: WinnerCheckStage[] = ["INVITED", "SUBMITTED", "PASSED"];

/** Which winners' checks a list (other than the offers) shows. */
function listFilter(db: Db, roundId: string, list: Exclude<AfterDrawList, "OFFERS">): SQL {
  switch (list) {
    case "APPEALS":
      return eq(winnerChecks.appealState, "OPEN");
    case "RELEASED":
      return and(isNotNull(winnerChecks.releasedAt), inArray(winnerChecks.stage, STILL_HELD)) as SQL;
    case "INVITED":
    case "PASSED":
      return and(eq(winnerChecks.stage, list), isNull(winnerChecks.releasedAt)) as SQL;
    case "SUBMITTED":
    case "UNDER_REVIEW":
      return and(
        eq(winnerChecks.stage, "SUBMITTED"),
        isNull(winnerChecks.releasedAt),
        list === "UNDER_REVIEW" ? hasReviewedDocument(db) : not(hasReviewedDocument(db)),
      ) as SQL;
    case "UNIT_ASSIGNED":
      return inArray(
        winnerChecks.applicationId,
        db
          .select({ id: unitAssignments.applicationId })
          .from(unitAssignments)
          .where(and(eq(unitAssignments.roundId, roundId), isNotNull(unitAssignments.unit))),
      );
    case "BOOKED":
    case "CONTRACTED":
      return inArray(
        winnerChecks.applicationId,
        db
          .select({ id: contractBookings.applicationId })
          .from(contractBookings)
          .where(
            and(
              eq(contractBookings.roundId, roundId),
              list === "BOOKED" ? isNull(contractBookings.completedAt) : isNotNull(contractBookings.completedAt),
            ),
          ),
      );
    default:
      return eq(winnerChecks.stage, list);
  }
}

/** Whether the winner has a winners' document a manager has reviewed (적격 or 부적격). */
function hasReviewedDocument(db: Db): SQL {
  return exists(
    db
      .select({ id: applicationDocuments.id })
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, winnerChecks.applicationId),
          inArray(applicationDocuments.kind, WINNER_DOCUMENT_KINDS),
          ne(applicationDocuments.reviewState, "PENDING"),
        ),
      ),
  );
}

/** One winner's check and winners' documents, for review; audited as a view of personal data. */
export async function winnerForReview(db: Db, roundId: string, applicationId: string, by: AuditActor) {
  const check = await db
    .select()
    .from(winnerChecks)
    .where(and(eq(winnerChecks.applicationId, applicationId), eq(winnerChecks.roundId, roundId)))
    .get();
  if (!check) throw new DomainError(404, "afterDraw.notFound");
  const [app, docs] = await Promise.all([
    db.select({ receiptNo: applications.receiptNo }).from(applications).where(eq(applications.id, applicationId)).get(),
    db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, applicationId)),
  ]);
  await db.batch([
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "personal.view",
        targetType: "winnerCheck",
        targetId: applicationId,
        subject: applicationId,
      },
      by.origin,
    ),
  ]);
  return {
    check,
    receiptNo: app?.receiptNo ?? "",
    documents: docs
      .filter((d) => isWinnerKind(d.kind))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((d) => ({
        id: d.id,
        name: d.name,
        kind: d.kind,
        originalName: d.originalName,
        reviewState: d.reviewState,
        reviewReason: d.reviewReason,
      })),
  };
}

/** Saves the round's periods (for invitations, refusals and offers made from now on), audited. */
export async function saveAfterDrawSettings(
  db: Db,
  roundId: string,
  input: unknown,
  by: AuditActor,
): Promise<AfterDrawSettings> {
  const value = afterDrawSettingsSchema.parse(input);
  const round = await db.select({ id: rounds.id }).from(rounds).where(eq(rounds.id, roundId)).get();
  if (!round) throw new DomainError(404, "afterDraw.notFound");
  await db.batch([
    db
      .insert(afterDrawSettings)
      .values({ roundId, ...value, createdAt: by.now, updatedAt: by.now })
      .onConflictDoUpdate({ target: afterDrawSettings.roundId, set: { ...value, updatedAt: by.now } }),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.update",
        targetType: "afterDrawSettings",
        targetId: roundId,
        detail: value,
      },
      by.origin,
    ),
  ]);
  return value;
}
