import { and, count, desc, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { type Db, isForeignKeyViolation, isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, roundDraws, rounds } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { windowState } from "./application-window";
import type { RoundInput } from "./round-schema";
import type { Round } from "./rounds.server";

/*
 * The console's side of rounds (/console/schedules and /api/console/application/schedules,
 * developer account only): every round, and changes with their audit rows in the same batch.
 */

/** A round with the number of applications it has received (a round with any cannot be deleted). */
export type ConsoleRound = Round & { applications: number };

const withCount = { ...getTableColumns(rounds), applications: count(applications.id) };

/** Every round, newest round number first, with its application count. */
export function listRoundsForConsole(db: Db): Promise<ConsoleRound[]> {
  return db
    .select(withCount)
    .from(rounds)
    .leftJoin(applications, eq(applications.roundId, rounds.id))
    .groupBy(rounds.id)
    .orderBy(desc(rounds.round));
}

export async function getRoundForConsole(db: Db, id: string): Promise<ConsoleRound> {
  const row = await db
    .select(withCount)
    .from(rounds)
    .leftJoin(applications, eq(applications.roundId, rounds.id))
    .where(eq(rounds.id, id))
    .groupBy(rounds.id)
    .get();
  if (!row) throw new DomainError(404, "console.notFound");
  return row;
}

/** JSON for the API: the shape of docs/product.md §3.1, instants in ISO 8601 (UTC), the state at `now`. */
export function roundJson(r: ConsoleRound, now: Date) {
  return {
    id: r.id,
    round: r.round,
    title: r.title,
    shows: r.shows,
    stops: r.stops,
    openAt: r.openAt.toISOString(),
    deadAt: r.deadAt.toISOString(),
    message: { beforeOpen: r.messageBeforeOpen, dead: r.messageDead, dead2: r.messageDead2, stop: r.messageStop },
    state: windowState(r, now),
    applications: r.applications,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

function columnsOf(input: RoundInput) {
  return {
    round: input.round,
    title: input.title,
    shows: input.shows,
    stops: input.stops,
    openAt: input.openAt,
    deadAt: input.deadAt,
    messageBeforeOpen: input.message.beforeOpen,
    messageDead: input.message.dead,
    messageDead2: input.message.dead2,
    messageStop: input.message.stop,
  };
}

type Columns = ReturnType<typeof columnsOf>;

/** The fields a change touches, for its audit row (names only: the texts are in the row). */
function changedFields(before: Columns, after: Columns): string[] {
  return (Object.keys(after) as (keyof Columns)[]).filter((key) => {
    const [a, b] = [before[key], after[key]];
    return a instanceof Date && b instanceof Date ? a.getTime() !== b.getTime() : a !== b;
  });
}

async function assertRoundFree(db: Db, round: number, exceptId?: string) {
  const taken = await db
    .select({ id: rounds.id })
    .from(rounds)
    .where(exceptId ? and(eq(rounds.round, round), ne(rounds.id, exceptId)) : eq(rounds.round, round))
    .get();
  if (taken) throw new DomainError(409, "schedules.roundTaken", "round");
}

/** A race the pre-check lost (two tabs saving the same number at once) is the same refusal. */
function refuseTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw new DomainError(409, "schedules.roundTaken", "round");
  throw error;
}

const audit = (
  db: Db,
  by: AuditActor,
  action: "record.create" | "record.update" | "record.delete",
  id: string,
  detail: Record<string, unknown>,
) => auditStatement(db, { actor: by.principal.username, action, targetType: "round", targetId: id, detail }, by.origin);

export async function createRound(db: Db, input: RoundInput, by: AuditActor): Promise<ConsoleRound> {
  await assertRoundFree(db, input.round);
  const id = newId();
  try {
    const [[created]] = await db.batch([
      db
        .insert(rounds)
        .values({ ...columnsOf(input), id, createdAt: by.now, updatedAt: by.now })
        .returning(),
      audit(db, by, "record.create", id, { round: input.round }),
      // Home, /application and the form show rounds: the page cache renders them afresh.
      publicContentChanged(db, by.now),
    ]);
    if (!created) throw new DomainError(404, "console.notFound");
    return { ...created, applications: 0 };
  } catch (error) {
    return refuseTaken(error);
  }
}

/**
 * Once a round's entrant list is frozen for its draw, its number, dates and visibility stay as
 * they were (docs/product/selection.md): the number is in the draw's seed, a later deadline
 * would reopen the window, and hiding it would hide the published digest. Its texts may change.
 */
const FIXED_BY_DRAW = ["round", "openAt", "deadAt", "shows"] as const;

/** Replaces a round's fields (PUT); a round with applications may still change its dates and texts. */
export async function updateRound(db: Db, id: string, input: RoundInput, by: AuditActor): Promise<ConsoleRound> {
  const before = await getRoundForConsole(db, id);
  await assertRoundFree(db, input.round, id);
  const next = columnsOf(input);
  const drawn = await db.select({ id: roundDraws.roundId }).from(roundDraws).where(eq(roundDraws.roundId, id)).get();
  if (drawn && FIXED_BY_DRAW.some((field) => changedFields(before, next).includes(field))) {
    throw new DomainError(409, "schedules.frozen");
  }
  // In the statement too: a freeze landing meanwhile keeps them as they were.
  const unfrozenOrSame = sql`(not exists (select 1 from ${roundDraws} where ${roundDraws.roundId} = ${rounds.id})
    or (${rounds.round} = ${next.round} and ${rounds.openAt} = ${next.openAt.getTime()}
      and ${rounds.deadAt} = ${next.deadAt.getTime()} and ${rounds.shows} = ${next.shows ? 1 : 0}))`;
  try {
    const [[updated]] = await db.batch([
      db
        .update(rounds)
        .set({ ...next, updatedAt: by.now })
        .where(and(eq(rounds.id, id), unfrozenOrSame))
        .returning(),
      audit(db, by, "record.update", id, { round: input.round, changed: changedFields(before, next) }),
      publicContentChanged(db, by.now),
    ]);
    if (!updated) {
      const frozen = await db
        .select({ id: roundDraws.roundId })
        .from(roundDraws)
        .where(eq(roundDraws.roundId, id))
        .get();
      throw new DomainError(frozen ? 409 : 404, frozen ? "schedules.frozen" : "console.notFound");
    }
    return { ...updated, applications: before.applications };
  } catch (error) {
    return refuseTaken(error);
  }
}

/**
 * Deletes a round that has no applications; one that has any is refused (409) and stays. An
 * application arriving between the count and the delete is caught by the foreign key
 * (applications.round_id), which fails the whole batch, audit row included.
 */
export async function deleteRound(db: Db, id: string, by: AuditActor): Promise<ConsoleRound> {
  const target = await getRoundForConsole(db, id);
  if (target.applications > 0) throw new DomainError(409, "schedules.hasApplications");
  try {
    await db.batch([
      db.delete(rounds).where(eq(rounds.id, id)),
      audit(db, by, "record.delete", id, { round: target.round }),
      publicContentChanged(db, by.now),
    ]);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new DomainError(409, "schedules.hasApplications");
    throw error;
  }
  return target;
}
