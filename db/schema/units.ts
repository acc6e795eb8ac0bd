import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, instant, json, timestamps } from "../columns";
import { applications } from "./applications";
import { rounds } from "./rounds";

/** A round's unit (동·호) that winners are assigned by the unit draw (docs/product/units.md §18.7). */
export const roundUnits = sqliteTable(
  "round_units",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    dong: text("dong").notNull(),
    ho: text("ho").notNull(),
    floor: integer("floor").notNull(),
    unitType: text("unit_type").notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex("round_units_round_unit_uq").on(t.roundId, t.dong, t.ho)],
);

export type FrozenUnitWinner = { receiptNo: string; unitType: string; applicationId: string };
export type FrozenUnit = { dong: string; ho: string; floor: number; unitType: string };

/**
 * A round's unit draw: the list frozen (winners at PASSED and the units, with its digest and a
 * beacon round that does not exist yet), then the beacon's randomness and the seed at the
 * publish. One per round.
 */
export const unitDraws = sqliteTable("unit_draws", {
  roundId: text("round_id")
    .primaryKey()
    .references(() => rounds.id, { onDelete: "cascade" }),
  algorithm: text("algorithm").notNull(),
  roundNo: integer("round_no").notNull(),
  winners: json<FrozenUnitWinner[]>("winners").notNull(),
  units: json<FrozenUnit[]>("units").notNull(),
  listDigest: text("list_digest").notNull(),
  frozenBy: text("frozen_by").notNull(),
  frozenAt: instant("frozen_at").notNull(),
  beaconNetwork: text("beacon_network", { enum: ["quicknet", "local"] }).notNull(),
  beaconRound: integer("beacon_round").notNull(),
  beaconAt: instant("beacon_at").notNull(),
  beaconSignature: text("beacon_signature"),
  beaconRandomness: text("beacon_randomness"),
  seed: text("seed"),
  publishedBy: text("published_by"),
  publishedAt: instant("published_at"),
});

/** A winner's unit as the unit draw gave it (null: more winners of the type than units). */
export const unitAssignments = sqliteTable(
  "unit_assignments",
  {
    applicationId: text("application_id")
      .primaryKey()
      .references(() => applications.id, { onDelete: "cascade" }),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id, { onDelete: "cascade" }),
    receiptNo: text("receipt_no").notNull(),
    unitType: text("unit_type").notNull(),
    position: integer("position").notNull(),
    lot: text("lot").notNull(),
    unit: text("unit"),
  },
  (t) => [index("unit_assignments_round_idx").on(t.roundId)],
);
