/**
 * Winners of a published draw at a stage of the winners' document check, as SQL (integration
 * tests run it on the test D1, browser tests through executeSql on their server's D1). The
 * document check itself is another feature's; these put a winner straight at its stage, as its
 * `winner_checks` row says, for the features that open only to winners at PASSED.
 */
import { fixtureId, type ReviewFixture, reviewFixtureSql } from "./review-fixtures.ts";

const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

export type WinnerFixture = Omit<ReviewFixture, "status" | "documents"> & {
  stage?: "INVITED" | "SUBMITTED" | "PASSED" | "REFUSED" | "GAVE_UP";
};

/** A SELECTED application of the seeded round 2 and its winner_checks row (PASSED unless said). */
export async function winnerSql(f: WinnerFixture): Promise<string[]> {
  const at = f.at ?? Date.now();
  return [
    ...(await reviewFixtureSql({ ...f, status: "SELECTED", documents: [] })),
    `insert into winner_checks (application_id, round_id, stage, documents_due, created_at, updated_at)
     values (${text(f.id)}, (select round_id from applications where id = ${text(f.id)}), ${text(f.stage ?? "PASSED")},
      ${at + 14 * 86_400_000}, ${at}, ${at})`,
  ];
}

export type SlotFixture = { id?: string; startsAt: Date; endsAt: Date; place: string; capacity: number };

/** A contract appointment slot of the seeded round 2; answers its id with the statement. */
export function slotSql(s: SlotFixture): { id: string; sql: string } {
  const id = s.id ?? fixtureId();
  const now = Date.now();
  return {
    id,
    sql: `insert into contract_slots (id, round_id, starts_at, ends_at, place, capacity, created_by, created_at, updated_at)
     values (${text(id)}, (select id from rounds where round = 2), ${s.startsAt.getTime()}, ${s.endsAt.getTime()},
      ${text(s.place)}, ${s.capacity}, 'test', ${now}, ${now})`,
  };
}
