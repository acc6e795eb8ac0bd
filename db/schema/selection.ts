import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { Rank } from "../../app/lib/enums";
import { RANKS } from "../../app/lib/enums";
import { id, instant, json } from "../columns";
import { applications } from "./applications";
import { rounds } from "./rounds";

/** Where a round's draw stands: its entrant list frozen (waiting for the beacon), or drawn and published. */
export const DRAW_STATES = ["FROZEN", "PUBLISHED"] as const;
export type DrawState = (typeof DRAW_STATES)[number];

/** An application's outcome in a draw. */
export const DRAW_OUTCOMES = ["SELECTED", "WAITING", "NOT_SELECTED"] as const;
export type DrawOutcome = (typeof DRAW_OUTCOMES)[number];

/** The statuses an entrant can have at the freeze: nothing undecided, no outcome yet. */
export const FROZEN_STATUSES = ["ELIGIBLE", "INELIGIBLE", "WITHDRAWN"] as const;
export type FrozenStatus = (typeof FROZEN_STATUSES)[number];

/** Why an entrant of the frozen list is not drawn (null for the ELIGIBLE, who are). */
export const ENTRANT_REASONS = ["ineligible", "withdrawn"] as const;
export type EntrantReason = (typeof ENTRANT_REASONS)[number];

/** The public beacons a draw can take its randomness from ("local" only outside production). */
export const BEACON_NETWORKS = ["quicknet", "local"] as const;
export type BeaconNetwork = (typeof BEACON_NETWORKS)[number];

/**
 * A round's draw (docs/product/selection.md): the entrant list frozen after the deadline, with
 * its digest and the beacon round fixed then (one that does not exist yet), and at publishing
 * the beacon's signed randomness and the seed derived from it. One per round.
 */
export const roundDraws = sqliteTable("round_draws", {
  roundId: text("round_id")
    .primaryKey()
    .references(() => rounds.id, { onDelete: "cascade" }),
  /** The rule's version (`draw-v2`); it is in the audit file. */
  algorithm: text("algorithm").notNull(),
  /** The round's number (회차) at the freeze: the seed's message names it, whatever the schedule says later. */
  roundNo: integer("round_no").notNull(),
  state: text("state", { enum: DRAW_STATES }).$type<DrawState>().notNull().default("FROZEN"),
  /** The waiting list's length per group, as a multiple of the group's households. */
  waitingMultiple: integer("waiting_multiple").notNull().default(3),
  /** The announced result date (YYYYMMDD); results show from publishing on. */
  resultDate: text("result_date"),
  frozenBy: text("frozen_by").notNull(),
  frozenAt: instant("frozen_at").notNull(),
  /** SHA-256 (hex) of the entrant list's lines, sorted by receipt number. */
  listDigest: text("list_digest").notNull(),
  /** How many entrants the list holds, and how many of them are drawn (ELIGIBLE). */
  entrants: integer("entrants").notNull(),
  drawn: integer("drawn").notNull(),
  beaconNetwork: text("beacon_network", { enum: BEACON_NETWORKS }).$type<BeaconNetwork>().notNull(),
  /** The beacon round fixed at the freeze: the first at least the set delay after it. */
  beaconRound: integer("beacon_round").notNull(),
  beaconAt: instant("beacon_at").notNull(),
  /** The beacon round's BLS signature and randomness (hex), stored once fetched and verified. */
  beaconSignature: text("beacon_signature"),
  beaconRandomness: text("beacon_randomness"),
  /** HMAC-SHA-256(randomness, `draw-v2|<round>|<digest>`), hex. */
  seed: text("seed"),
  publishedBy: text("published_by"),
  publishedAt: instant("published_at"),
  /** The supply groups with entrants and their households, fixed at the freeze. */
  groups: json<{ key: string; households: number }[]>("groups").notNull(),
});

/**
 * The frozen entrant list: every submitted application of the round at the freeze, online and
 * paper, as the draw and the public audit file see it (no name, phone, birth or identity key).
 */
export const drawEntrants = sqliteTable(
  "draw_entrants",
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
    /** The application's status at the freeze. */
    status: text("status", { enum: FROZEN_STATUSES }).$type<FrozenStatus>().notNull(),
    reason: text("reason", { enum: ENTRANT_REASONS }).$type<EntrantReason>(),
  },
  (t) => [
    uniqueIndex("draw_entrants_round_receipt_uq").on(t.roundId, t.receiptNo),
    uniqueIndex("draw_entrants_application_uq").on(t.applicationId),
  ],
);

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
