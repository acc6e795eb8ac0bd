import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applicationDocuments, promotionOffers, rounds, winnerChecks } from "../../../db/schema";
import type { WinnerCheckStage } from "../../../db/schema/after-draw";
import type { AppealState, DocumentReviewState, OfferState, RefusalReason } from "../../lib/enums";
import type { ApplicationRow } from "../applications/application-records.server";
import { isWinnerKind, type WinnerDocumentKind, winnerChecklist } from "../applications/documents";
import { seatHeld } from "./winner-check.server";

/*
 * What the applicant's after-draw page shows (/application/winner, docs/product/after-draw.md):
 * for each of the person's applications with a winners' document check or a promotion offer,
 * where it stands and what they may do now. Only the verified person's applications are read.
 */

export type WinnerFile = {
  id: string;
  name: string;
  originalName: string;
  reviewState: DocumentReviewState;
  reviewReason: string | null;
};

export type WinnerItem = {
  applicationId: string;
  receiptNo: string;
  roundTitle: string;
  check: {
    stage: WinnerCheckStage;
    documentsDue: Date;
    /** Files may be uploaded now (invited or handed in, before the deadline). */
    open: boolean;
    checklist: { kind: WinnerDocumentKind; required: boolean; files: WinnerFile[] }[];
    missing: WinnerDocumentKind[];
    refusal: {
      reason: RefusalReason;
      text: string | null;
      appealDue: Date | null;
      /** An appeal may be made now. */
      appealOpen: boolean;
      appealState: AppealState | null;
      appealText: string | null;
      files: WinnerFile[];
    } | null;
    /** The place is still the applicant's to give up. */
    canGiveUp: boolean;
  } | null;
  offer: { state: OfferState; due: Date; open: boolean } | null;
};

export async function winnerItems(db: Db, rows: readonly ApplicationRow[], now: Date): Promise<WinnerItem[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [checks, offers, docs, roundRows] = await Promise.all([
    db.select().from(winnerChecks).where(inArray(winnerChecks.applicationId, ids)),
    db.select().from(promotionOffers).where(inArray(promotionOffers.applicationId, ids)),
    db.select().from(applicationDocuments).where(inArray(applicationDocuments.applicationId, ids)),
    db
      .select({ id: rounds.id, title: rounds.title })
      .from(rounds)
      .where(inArray(rounds.id, [...new Set(rows.map((r) => r.roundId))])),
  ]);
  return rows.flatMap((row): WinnerItem[] => {
    const check = checks.find((c) => c.applicationId === row.id);
    const offer = offers.find((o) => o.applicationId === row.id);
    if (!check && !offer) return [];
    const files = docs
      .filter((d) => d.applicationId === row.id && isWinnerKind(d.kind))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((d) => ({
        id: d.id,
        kind: d.kind,
        name: d.name,
        originalName: d.originalName,
        reviewState: d.reviewState,
        reviewReason: d.reviewReason,
      }));
    const list = winnerChecklist(row).map((item) => ({
      ...item,
      files: files.filter((f) => f.kind === item.kind).map(({ kind: _, ...f }) => f),
    }));
    const appealOpen =
      check?.stage === "REFUSED" &&
      check.appealState === null &&
      !check.releasedAt &&
      !!check.appealDue &&
      now < check.appealDue;
    return [
      {
        applicationId: row.id,
        receiptNo: row.receiptNo ?? "",
        roundTitle: roundRows.find((r) => r.id === row.roundId)?.title ?? "",
        check: check
          ? {
              stage: check.stage,
              documentsDue: check.documentsDue,
              open: (check.stage === "INVITED" || check.stage === "SUBMITTED") && now < check.documentsDue,
              checklist: list,
              missing: list.filter((i) => i.required && i.files.length === 0).map((i) => i.kind),
              refusal:
                check.stage === "REFUSED" && check.refusalReason
                  ? {
                      reason: check.refusalReason,
                      text: check.refusalText,
                      appealDue: check.appealDue,
                      appealOpen,
                      appealState: check.appealState,
                      appealText: check.appealText,
                      files: files.filter((f) => f.kind === "winAppeal").map(({ kind: _, ...f }) => f),
                    }
                  : null,
              canGiveUp: row.status === "SELECTED" && seatHeld(check, now),
            }
          : null,
        offer: offer
          ? { state: offer.state, due: offer.due, open: offer.state === "OFFERED" && now < offer.due }
          : null,
      },
    ];
  });
}

/** The application of a winners' check or offer, if it is one of `rows` (the session's person's). */
export async function ownWinnerRow(db: Db, rows: readonly ApplicationRow[], applicationId: string) {
  const row = rows.find((r) => r.id === applicationId);
  if (!row) return undefined;
  const [check, offer] = await Promise.all([
    db.select().from(winnerChecks).where(eq(winnerChecks.applicationId, row.id)).get(),
    db.select().from(promotionOffers).where(eq(promotionOffers.applicationId, row.id)).get(),
  ]);
  return check || offer ? row : undefined;
}
