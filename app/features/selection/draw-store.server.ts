import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { outbox, roundDraws, rounds } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { SupplyCategory } from "../../lib/enums";
import type { statusMessageRows } from "../application-review/status-messages.server";
import { UNIT_TYPES } from "../guide/content/facts";
import { type DrawGroupSupply, groupKey } from "./draw";

/* What the freeze, the publish and the public views of a draw share: the rows they read and how they write many. */

/** Statuses still waiting for a review decision: while one is in a round, its list cannot be frozen. */
export const UNDECIDED = ["SUBMITTED", "UNDER_REVIEW", "FIX_REQUESTED"] as const;

const CATEGORY_OF_TARGET = { youth: "YOUTH", newlywed: "MARRIED" } as const satisfies Record<string, SupplyCategory>;

/**
 * Every supply group (supply type × supply category × unit type) with the households it
 * supplies, from the unit facts the competition page counts: a unit type's target is its
 * supply category, its special and general counts the two supply types.
 */
export function supplyGroups(): DrawGroupSupply[] {
  return UNIT_TYPES.flatMap((u) =>
    (["SPECIAL_TYPE", "NORMAL_TYPE"] as const).map((supplyType) => ({
      key: groupKey(supplyType, CATEGORY_OF_TARGET[u.target], u.code),
      households: supplyType === "SPECIAL_TYPE" ? u.special : u.general,
    })),
  );
}

export type RoundRow = typeof rounds.$inferSelect;
export type DrawRow = typeof roundDraws.$inferSelect;

export async function roundOf(db: Db, roundId: string): Promise<RoundRow> {
  const round = await db.select().from(rounds).where(eq(rounds.id, roundId)).get();
  if (!round) throw new DomainError(404, "console.notFound");
  return round;
}

export const drawOf = (db: Db, roundId: string): Promise<DrawRow | undefined> =>
  db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get();

/** JSON rows per statement when a draw writes set-wise (a bound string stays far below D1's limits). */
const CHUNK = 500;
export const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

type Notice = ReturnType<typeof statusMessageRows>[number];

/**
 * Notices written set-wise from JSON, CHUNK rows a statement: a round of 10,000 takes 40
 * statements rather than 20,000 (D1 counts each statement of a batch as a query, at most 1,000
 * an invocation). With `onlyIf`, a notice is written only while its application has that status
 * (the outcome a publish just set: one withdrawn meanwhile is not told it won).
 */
export function outboxInserts(
  db: Db,
  notices: readonly (Notice & { onlyIf?: { applicationId: string; status: string } })[],
): BatchItem<"sqlite">[] {
  return chunks(notices).map((chunk) => {
    const rows = JSON.stringify(
      chunk.map((n) => [
        n.id,
        n.channel,
        n.to,
        n.subject ?? "",
        n.body,
        n.kind ?? null,
        n.variables ? JSON.stringify(n.variables) : null,
        (n.createdAt ?? new Date()).getTime(),
        n.onlyIf?.applicationId ?? null,
        n.onlyIf?.status ?? null,
      ]),
    );
    // Every column in the table's order (id … fallback_of).
    return db.insert(outbox).select(
      sql`select j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, 'PENDING', 0, null,
          j.value ->> 7, null, null, null, j.value ->> 5, j.value ->> 6, null
        from json_each(${rows}) j
        where j.value ->> 8 is null
          or exists (select 1 from applications a where a.id = j.value ->> 8 and a.status = j.value ->> 9)`,
    );
  });
}

/** Whether the round's entrant list is frozen (it has a draw record). */
export async function roundFrozen(db: Db, roundId: string): Promise<boolean> {
  return (await drawOf(db, roundId)) !== undefined;
}

/**
 * A statement that fails its batch (json() of a text that is no JSON raises an error, and a D1
 * batch is one transaction) when the round's list is frozen: a write that adds to a round's
 * applications can then not land after a freeze that committed while it was being prepared.
 */
export const unlessFrozen = (db: Db, roundId: string) =>
  db
    .select({
      open: sql`json(case when exists (select 1 from ${roundDraws} where ${roundDraws.roundId} = ${roundId}) then 'frozen' else '{}' end)`,
    })
    .from(rounds)
    .where(eq(rounds.id, roundId));
