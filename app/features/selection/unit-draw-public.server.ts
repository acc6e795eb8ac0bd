import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rounds, unitDraws } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { UnitDrawAudit } from "./draw-audit";
import { unitAuditFile } from "./unit-draw.server";

/*
 * What anyone may see of a round's unit draw (docs/product/units.md §18.7.4), as of the
 * selection's draw: from the freeze, the list's digest, its counts and the beacon round; from
 * publishing, the audit file (receipt numbers, unit types and units: no personal data). Only
 * for a round the site shows.
 */

/** What the verify page shows of a round's unit draw from its freeze on. */
export type PublicUnitDraw = {
  /** The round's number as frozen (the seed's message names it). */
  roundNo: number;
  listDigest: string;
  frozenAt: string;
  /** The winners at PASSED frozen with the units, and the units. */
  winners: number;
  units: number;
  beacon: { network: "quicknet" | "local"; round: number; at: string };
  publishedAt: string | null;
};

const shownRound = (round: number) => and(eq(rounds.round, round), eq(rounds.shows, true));

/** The frozen unit draw of the shown round numbered `round`, or null (none, or not shown). */
export async function publicUnitDrawOfRound(db: Db, round: number): Promise<PublicUnitDraw | null> {
  const row = await db
    .select({
      roundNo: unitDraws.roundNo,
      listDigest: unitDraws.listDigest,
      frozenAt: unitDraws.frozenAt,
      winners: sql<number>`json_array_length(${unitDraws.winners})`,
      units: sql<number>`json_array_length(${unitDraws.units})`,
      beaconNetwork: unitDraws.beaconNetwork,
      beaconRound: unitDraws.beaconRound,
      beaconAt: unitDraws.beaconAt,
      publishedAt: unitDraws.publishedAt,
    })
    .from(unitDraws)
    .innerJoin(rounds, eq(rounds.id, unitDraws.roundId))
    .where(shownRound(round))
    .get();
  if (!row) return null;
  return {
    roundNo: row.roundNo,
    listDigest: row.listDigest,
    frozenAt: row.frozenAt.toISOString(),
    winners: row.winners,
    units: row.units,
    beacon: { network: row.beaconNetwork, round: row.beaconRound, at: row.beaconAt.toISOString() },
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The published unit draw's audit file of the shown round numbered `round`; 404 before publishing. */
export async function publicUnitAuditFile(db: Db, round: number): Promise<UnitDrawAudit> {
  const row = await db
    .select({ id: rounds.id, publishedAt: unitDraws.publishedAt })
    .from(rounds)
    .innerJoin(unitDraws, eq(unitDraws.roundId, rounds.id))
    .where(shownRound(round))
    .get();
  if (!row?.publishedAt) throw new DomainError(404, "competition.roundNotFound");
  return unitAuditFile(db, row.id);
}
