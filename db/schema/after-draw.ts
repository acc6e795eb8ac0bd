import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instant, timestamps } from "../columns";
import { applications } from "./applications";
import { rounds } from "./rounds";

/**
 * Where a winner stands in the winners' document check (서류심사) after the draw:
 * INVITED to hand in documents, SUBMITTED them, PASSED (적격: may be assigned a unit and book a
 * contract), REFUSED (부적격), or GAVE_UP (당첨 포기).
 */
export const WINNER_CHECK_STAGES = ["INVITED", "SUBMITTED", "PASSED", "REFUSED", "GAVE_UP"] as const;
export type WinnerCheckStage = (typeof WINNER_CHECK_STAGES)[number];

/**
 * One row per winner of a published draw (SELECTED, or promoted from the waiting list): their
 * stage in the document check and its deadline. Units (동·호) and contract appointments are
 * open only to those at PASSED.
 */
export const winnerChecks = sqliteTable(
  "winner_checks",
  {
    applicationId: text("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: WINNER_CHECK_STAGES }).$type<WinnerCheckStage>().notNull().default("INVITED"),
    /** The deadline to hand in the winners' documents. */
    documentsDue: instant("documents_due").notNull(),
    ...timestamps(),
  },
  (t) => [index("winner_checks_round_stage_idx").on(t.roundId, t.stage)],
);
