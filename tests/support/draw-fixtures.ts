import type { roundDraws } from "../../db/schema";

/**
 * A round's draw record for tests that need one to exist (a result date, a published result):
 * frozen at `at` with an empty list, on the local beacon. The draw itself is tested in
 * tests/integration/selection/draw.test.ts.
 */
export function drawRecord(
  roundId: string,
  at: Date,
  more: Partial<typeof roundDraws.$inferInsert> = {},
): typeof roundDraws.$inferInsert {
  return {
    roundId,
    algorithm: "draw-v2",
    roundNo: 1,
    groups: [],
    frozenBy: "test",
    frozenAt: at,
    listDigest: "0".repeat(64),
    entrants: 0,
    drawn: 0,
    beaconNetwork: "local",
    beaconRound: 1,
    beaconAt: at,
    ...more,
  };
}
