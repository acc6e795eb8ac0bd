import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import {
  APPEAL_STATES,
  type AppealState,
  OFFER_STATES,
  type OfferState,
  REFUSAL_REASONS,
  type RefusalReason,
} from "../../app/lib/enums";
import { id, instant, timestamps } from "../columns";
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
    /** The refusal's coded reason and, for OTHER, its text (REFUSED only). */
    refusalReason: text("refusal_reason", { enum: REFUSAL_REASONS }).$type<RefusalReason>(),
    refusalText: text("refusal_text"),
    /** Until when a REFUSED winner may appeal; the seat is held until then or until the appeal is decided. */
    appealDue: instant("appeal_due"),
    appealState: text("appeal_state", { enum: APPEAL_STATES }).$type<AppealState>(),
    appealText: text("appeal_text"),
    appealedAt: instant("appealed_at"),
    /** Set once the refusal is final and the seat released (the application made INELIGIBLE). */
    releasedAt: instant("released_at"),
    decidedAt: instant("decided_at"),
    decidedBy: text("decided_by"),
    ...timestamps(),
  },
  (t) => [index("winner_checks_round_stage_idx").on(t.roundId, t.stage)],
);

/** The per-round deadlines of the after-draw steps (set in the console before the draw is published). */
export const afterDrawSettings = sqliteTable("after_draw_settings", {
  roundId: text("round_id")
    .primaryKey()
    .references(() => rounds.id, { onDelete: "cascade" }),
  /** Days from the invitation (publish or promotion) to the winners' documents deadline. */
  documentDays: integer("document_days").notNull().default(7),
  /** Days from a refusal to the end of its appeal period. */
  appealDays: integer("appeal_days").notNull().default(7),
  /** Hours a promotion offer stays open for its answer. */
  offerHours: integer("offer_hours").notNull().default(72),
  /**
   * The site's origin as the publishing manager's request saw it: the links in the notices the
   * scheduled sweep writes (deadlines passed, seats offered), which has no request of its own.
   */
  origin: text("origin").notNull().default(""),
  ...timestamps(),
});

/**
 * A seat offered to the next 예비 of a group: OFFERED until answered or `due`, then ACCEPTED
 * (the applicant is promoted and invited to the document check), DECLINED or EXPIRED (the seat
 * passes to the next). One offer per application, ever.
 */
export const promotionOffers = sqliteTable(
  "promotion_offers",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    groupKey: text("group_key").notNull(),
    state: text("state", { enum: OFFER_STATES }).$type<OfferState>().notNull().default("OFFERED"),
    due: instant("due").notNull(),
    answeredAt: instant("answered_at"),
    ...timestamps(),
  },
  (t) => [index("promotion_offers_round_group_idx").on(t.roundId, t.groupKey, t.state)],
);
