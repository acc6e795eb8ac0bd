import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Rank } from "../../app/lib/enums";
import { RANKS } from "../../app/lib/enums";
import { id, instant, json } from "../columns";
import { applications } from "./applications";
import { rounds } from "./rounds";

/** Where a round's draw stands: its seed committed, or drawn and published. */
export const DRAW_STATES = ["COMMITTED", "PUBLISHED"] as const;
export type DrawState = (typeof DRAW_STATES)[number];

/** An application's outcome in a draw. */
export const DRAW_OUTCOMES = ["SELECTED", "WAITING", "NOT_SELECTED"] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];

/**
 * A round's draw (docs/product.md §18): the commitment (SHA-256 of a secret seed, published
 * before the round closes), then at the draw the seed itself, checked against it, and the
 * audit file anyone can re-run. One per round; the seed is stored only once revealed.
 */
export const roundDraws = sqliteTable("round_draws", {
  roundId: text("round_id")
    .primaryKey()
    .references(() => rounds.id, { onDelete: "cascade" }),
  /** Lowercase hex SHA-256 of the seed's 32 bytes. */
  commitment: text("commitment").notNull(),
  committedBy: text("committed_by").notNull(),
  committedAt: instant("committed_at").notNull(),
  /** The waiting list's length per group, as a multiple of the group's households. */
  waitingMultiple: integer("waiting_multiple").notNull().default(3),
  /** The announced result date (YYYYMMDD), shown with the commitment; results show from publishing on. */
  resultDate: text("result_date"),
  /** The algorithm the draw runs (its version is in the audit file). */
  algorithm: text("algorithm").notNull(),
  state: text("state", { enum: DRAW_STATES }).$type<DrawState>().notNull().default("COMMITTED"),
  /** The seed (hex), stored only once revealed at the draw. */
  seed: text("seed"),
  publishedBy: text("published_by"),
  publishedAt: instant("published_at"),
  /**
   * The supply groups and their households as drawn; with draw_results and the seed, what
   * rebuilds the audit file (no personal data) that `npm run draw:verify` re-runs.
   */
  groups: json<{ key: string; households: number }[]>("groups"),
});

/**
 * Each drawn application's place in its round's draw: its group, ranks and lot as the draw
 * saw them, its outcome and waiting number (which never change), and whether it was promoted
 * from the waiting list afterwards. Written when the draw is published, never before.
 */
export const drawResults = sqliteTable(
  "draw_results",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => roundDraws.roundId, { onDelete: "cascade" }),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    receiptNo: text("receipt_no").notNull(),
    groupKey: text("group_key").notNull(),
    regionRank: text("region_rank", { enum: RANKS }).$type<Rank>(),
    earningRank: text("earning_rank", { enum: RANKS }).$type<Rank>(),
    /** HMAC-SHA-256(seed, receipt number), hex. */
    lot: text("lot").notNull(),
    /** 1-based place in the group's order. */
    position: integer("position").notNull(),
    outcome: text("outcome", { enum: DRAW_OUTCOMES }).$type<DrawOutcome>().notNull(),
    /** 1-based within the group, for WAITING only. */
    waitingNumber: integer("waiting_number"),
    promotedAt: instant("promoted_at"),
    promotedBy: text("promoted_by"),
  },
  (t) => [
    uniqueIndex("draw_results_application_uq").on(t.applicationId),
    index("draw_results_round_group_idx").on(t.roundId, t.groupKey, t.position),
  ],
);
