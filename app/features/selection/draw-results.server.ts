import { eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { applications } from "../../../db/schema";

/** A drawn application's outcome. */
export type DrawOutcome = "SELECTED" | "WAITING" | "NOT_SELECTED";

/**
 * An application's draw result as its applicant may see it: nothing but `published: false`
 * until the round's result is published; then the outcome, the waiting-list number for
 * WAITING, and when the result is announced (YYYYMMDD) when known; the outcome is absent for an
 * application that took no part in a published draw.
 */
export type DrawResultView = {
  published: boolean;
  outcome?: DrawOutcome;
  waitingNumber?: number;
  resultDate?: string;
};

const OUTCOMES: readonly string[] = ["SELECTED", "WAITING", "NOT_SELECTED"] satisfies DrawOutcome[];

/**
 * The result of application `applicationId`, read from the status a manager set: an
 * application in SELECTED, WAITING or NOT_SELECTED has a published result (that status);
 * any other has none yet. No waiting-list number or result date is known this way.
 */
export async function drawResultFor(db: Db, applicationId: string): Promise<DrawResultView> {
  const row = await db
    .select({ status: applications.status })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!row || !OUTCOMES.includes(row.status)) return { published: false };
  return { published: true, outcome: row.status as DrawOutcome };
}
