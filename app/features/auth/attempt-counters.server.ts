import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginAttempts } from "../../../db/schema";

/*
 * Hard attempt counters in `login_attempts`, for guesses at a secret (a console password
 * from one client, a client address, a sub-password): `limit` attempts within `windowMs` lock
 * the key for `lockMs`. The login policy that uses them is in login-limit.server.ts.
 */

/** One counted key: `limit` attempts within `windowMs` lock it for `lockMs` (lockMs ≥ windowMs). */
export type AttemptCounter = { key: string; limit: number; windowMs: number; lockMs: number };

/**
 * An attempt as counted: `refused` when it is over the limit (the secret must not be
 * checked); `lastAllowed` when it is the last one the limit allows, so its failure locks.
 */
export type CountedAttempt = { key: string; count: number; refused: boolean; lastAllowed: boolean };

function attemptStatement(db: Db, counter: AttemptCounter, now: Date) {
  const nowMs = now.getTime();
  const lockUntil = nowMs + counter.lockMs;
  // A window that has run out starts again, unless its lock still holds.
  const fresh = sql`(${loginAttempts.windowStartedAt} <= ${nowMs - counter.windowMs} and coalesce(${loginAttempts.lockedUntil}, 0) <= ${nowMs})`;
  const next = sql`case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end`;
  return db
    .insert(loginAttempts)
    .values({
      key: counter.key,
      failures: 1,
      windowStartedAt: now,
      lockedUntil: counter.limit <= 1 ? new Date(lockUntil) : null,
    })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: next,
        windowStartedAt: sql`case when ${fresh} then ${nowMs} else ${loginAttempts.windowStartedAt} end`,
        // The lock starts at the last allowed attempt and does not move while it holds.
        lockedUntil: sql`case when coalesce(${loginAttempts.lockedUntil}, 0) > ${nowMs} then ${loginAttempts.lockedUntil} when ${next} >= ${counter.limit} then ${lockUntil} else null end`,
      },
    })
    .returning({ key: loginAttempts.key, count: loginAttempts.failures });
}

/**
 * Counts one attempt on each key before any secret is checked, each in one atomic upsert
 * (all in one batch) that answers the new count. So of N parallel attempts at most `limit`
 * get to the secret: the count, not a read-then-write, decides.
 */
export async function countAttempts(db: Db, counters: AttemptCounter[], now: Date): Promise<CountedAttempt[]> {
  const [first, ...rest] = counters.map((c) => attemptStatement(db, c, now));
  if (!first) return [];
  const rows = await db.batch([first, ...rest]);
  return counters.map((c, i) => {
    const count = rows[i]?.[0]?.count ?? Number.MAX_SAFE_INTEGER;
    return { key: c.key, count, refused: count > c.limit, lastAllowed: count === c.limit };
  });
}

/** A key's count forgotten (the secret was right). */
export function clearAttempts(db: Db, key: string) {
  return db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}

/**
 * A successful attempt takes back its own count on a shared key (a client address), so only
 * failures add up there: an office's good logins must not lock it, and one good account must
 * not wipe what the address guessed at others.
 */
export function uncountAttempt(db: Db, counter: AttemptCounter) {
  const left = sql`max(${loginAttempts.failures} - 1, 0)`;
  return db
    .update(loginAttempts)
    .set({
      failures: left,
      lockedUntil: sql`case when ${left} >= ${counter.limit} then ${loginAttempts.lockedUntil} end`,
    })
    .where(and(eq(loginAttempts.key, counter.key), sql`${loginAttempts.failures} > 0`));
}
