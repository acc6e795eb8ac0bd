import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, drawResults, promotionOffers, rounds, winnerChecks } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { formatDateTime } from "../../lib/format";
import type { XlsxCell, XlsxSheet } from "../../lib/xlsx.server";
import type { Translate } from "../application-review/review-format.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";

/*
 * The xlsx export of a round's after-draw screen (docs/product/after-draw.md): every winner
 * with a document check and every 예비 offered a seat, one row each, under the personal-data
 * export rules of the console's other exports: the acting manager's sub-password first
 * (403/429, nothing exported), then `personal.export` with the round and the row count only.
 * A round's winners and offers are a few hundred rows at most: read at once.
 */

const COLUMNS = [
  "receipt",
  "name",
  "phone",
  "stage",
  "due",
  "reason",
  "appeal",
  "waitingNumber",
  "offer",
  "offerDue",
] as const;

export async function exportAfterDraw(
  db: Db,
  roundId: string,
  subPassword: string,
  actor: AuditActor,
  t: Translate,
): Promise<{ sheet: XlsxSheet; count: number }> {
  const round = await db.select({ round: rounds.round }).from(rounds).where(eq(rounds.id, roundId)).get();
  if (!round) throw new DomainError(404, "afterDraw.notFound");
  await verifySubPassword(db, actor.principal, subPassword, actor.origin, actor.now);
  const rows = await db
    .select({
      receiptNo: applications.receiptNo,
      name: applications.name,
      phone: applications.phone,
      stage: winnerChecks.stage,
      documentsDue: winnerChecks.documentsDue,
      refusalReason: winnerChecks.refusalReason,
      refusalText: winnerChecks.refusalText,
      appealState: winnerChecks.appealState,
      waitingNumber: drawResults.waitingNumber,
      offerState: promotionOffers.state,
      offerDue: promotionOffers.due,
    })
    .from(applications)
    .leftJoin(winnerChecks, eq(winnerChecks.applicationId, applications.id))
    .leftJoin(promotionOffers, eq(promotionOffers.applicationId, applications.id))
    .leftJoin(drawResults, eq(drawResults.applicationId, applications.id))
    .where(
      and(
        eq(applications.roundId, roundId),
        or(isNotNull(winnerChecks.applicationId), isNotNull(promotionOffers.applicationId)),
      ),
    )
    .orderBy(asc(applications.receiptNo));
  await auditStatement(
    db,
    {
      actor: actor.principal.username,
      action: "personal.export",
      targetType: "afterDraw",
      targetId: roundId,
      detail: { round: round.round, count: rows.length },
    },
    actor.origin,
  );
  const cells = rows.map((r): XlsxCell[] => [
    r.receiptNo,
    r.name,
    r.phone,
    r.stage ? t(`console.afterDraw.list.${r.stage}`) : "",
    r.documentsDue ? formatDateTime(r.documentsDue) : "",
    r.refusalReason
      ? `${t(`applicant.winner.reasons.${r.refusalReason}`)}${r.refusalText ? `: ${r.refusalText}` : ""}`
      : "",
    r.appealState ? t(`console.afterDraw.appealStates.${r.appealState}`) : "",
    r.waitingNumber,
    r.offerState ? t(`console.afterDraw.offerStates.${r.offerState}`) : "",
    r.offerDue ? formatDateTime(r.offerDue) : "",
  ]);
  return {
    count: rows.length,
    sheet: {
      name: t("console.afterDraw.sheetName"),
      columns: COLUMNS.map((c) => ({ header: t(`console.afterDraw.columns.${c}`), width: 16 })),
      rows: (async function* () {
        yield* cells;
      })(),
    },
  };
}
