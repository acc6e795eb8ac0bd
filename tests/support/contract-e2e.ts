/**
 * The contract appointment browser tests' set-up on their server's D1 (executeSql): a winner at
 * PASSED, a slot some days ahead, and the Seoul day those are on. Slots are a few days ahead of
 * the real clock, so the pages' "upcoming" lists show them.
 */
import { executeSql } from "./e2e-state.ts";
import { fixtureId } from "./review-fixtures.ts";
import { slotSql, winnerSql } from "./winner-fixtures.ts";

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** A Seoul day some days ahead, "YYYY-MM-DD", and the instant of an hour of it. */
export function seoulDay(daysAhead: number) {
  const d = new Date(Date.now() + 9 * 3_600_000 + daysAhead * DAY_MS);
  const day = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const at = (hour: number, minute = 0) =>
    new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hour - 9, minute));
  return { day, at };
}

/** A winner at PASSED of round 2 whose sandbox person is `personId`. */
export async function passedWinner(personId: string) {
  const id = fixtureId();
  const receiptNo = `H2-E2EC-${fixtureId().slice(0, 6).toUpperCase()}`;
  for (const sql of await winnerSql({ id, personId, receiptNo })) await executeSql(sql);
  return { id, receiptNo };
}

/** A slot `daysAhead` days on, from `hour` for 50 minutes; answers its id. */
export async function openSlot(daysAhead: number, hour: number, place: string, capacity = 2) {
  const { at } = seoulDay(daysAhead);
  const s = slotSql({ startsAt: at(hour), endsAt: at(hour, 50), place, capacity });
  await executeSql(s.sql);
  return s.id;
}
