import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications, drawResults, roundDraws } from "../../../db/schema";
import type { DrawOutcome } from "../../../db/schema/selection";

/** An application's draw result as its applicant may see it (docs/product.md §18). */
export type DrawResultView = {
  /** Whether the application's round has a published draw; nothing else is told before. */
  published: boolean;
  /**
   * The outcome once published: SELECTED (drawn, or promoted from the waiting list since),
   * WAITING, NOT_SELECTED. Absent when the application did not take part (not eligible at the draw).
   */
  outcome?: DrawOutcome;
  /** The waiting number the draw gave (kept after a promotion). */
  waitingNumber?: number;
  /** Whether it was promoted from the waiting list to SELECTED after the draw. */
  promoted?: boolean;
  /** The round's announced result date (YYYYMMDD), when one was set; shown before publishing too. */
  resultDate?: string;
};

/**
 * The draw's result for one application: `{ published: false }` (with the announced date if
 * any) until its round's draw is published, whatever is stored. The caller checks that the
 * application is the asking applicant's.
 */
export async function drawResultFor(db: Db, applicationId: string): Promise<DrawResultView> {
  const row = await db
    .select({
      state: roundDraws.state,
      resultDate: roundDraws.resultDate,
      outcome: drawResults.outcome,
      waitingNumber: drawResults.waitingNumber,
      promotedAt: drawResults.promotedAt,
    })
    .from(applications)
    .innerJoin(roundDraws, eq(roundDraws.roundId, applications.roundId))
    .leftJoin(
      drawResults,
      and(eq(drawResults.applicationId, applications.id), eq(drawResults.roundId, roundDraws.roundId)),
    )
    .where(eq(applications.id, applicationId))
    .get();
  const resultDate = row?.resultDate ? { resultDate: row.resultDate } : {};
  if (row?.state !== "PUBLISHED") return { published: false, ...resultDate };
  if (!row.outcome) return { published: true, ...resultDate };
  return {
    published: true,
    outcome: row.promotedAt ? "SELECTED" : row.outcome,
    ...(row.waitingNumber === null ? {} : { waitingNumber: row.waitingNumber }),
    promoted: row.promotedAt !== null,
    ...resultDate,
  };
}
