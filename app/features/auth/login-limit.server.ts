import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { loginAttempts } from "../../../db/schema";

/**
 * Brute-force limit on logins (console form and Basic credentials alike), counted per
 * username and per client address: 5 failures for one username, or 20 from one address,
 * within 15 minutes lock that key for 15 minutes. An address gets a higher limit because an
 * office shares one. While locked, the password is not even checked.
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const USERNAME_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;

export const LOCKED_MESSAGE = "로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.";

export const usernameKey = (username: string) => `user:${username.toLowerCase().slice(0, 100)}`;
export const clientKey = (ip: string) => `ip:${ip.slice(0, 100)}`;

/** The later lock end of the given keys, when one is still locked. */
export async function lockedUntil(db: Db, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginAttempts.lockedUntil })
    .from(loginAttempts)
    .where(inArray(loginAttempts.key, keys));
  let until: Date | null = null;
  for (const r of rows) {
    if (r.lockedUntil && r.lockedUntil > now && (!until || r.lockedUntil > until)) until = r.lockedUntil;
  }
  return until;
}

/**
 * Counts one failure on a key in a single upsert (so concurrent failures all count) and
 * says whether this failure locked it.
 */
async function countFailure(db: Db, key: string, limit: number, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const windowStart = nowMs - LOGIN_WINDOW_MS;
  const lockUntil = nowMs + LOGIN_LOCK_MS;
  const fresh = sql`${loginAttempts.windowStartedAt} <= ${windowStart}`;
  const nextFailures = sql`case when ${fresh} then 1 else ${loginAttempts.failures} + 1 end`;
  const [row] = await db
    .insert(loginAttempts)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit <= 1 ? new Date(lockUntil) : null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: nextFailures,
        windowStartedAt: sql`case when ${fresh} then ${nowMs} else ${loginAttempts.windowStartedAt} end`,
        lockedUntil: sql`case when ${nextFailures} >= ${limit} then ${lockUntil} else null end`,
      },
    })
    .returning({ failures: loginAttempts.failures });
  return (row?.failures ?? 0) === limit;
}

/** Records a failed login; answers true when it locked the username or the client. */
export async function recordLoginFailure(db: Db, username: string, ip: string, now: Date): Promise<boolean> {
  const byUser = await countFailure(db, usernameKey(username), USERNAME_FAILURE_LIMIT, now);
  const byClient = await countFailure(db, clientKey(ip), CLIENT_FAILURE_LIMIT, now);
  return byUser || byClient;
}

/** A successful login clears its username's count (not the client's: one good account must
 * not let an address keep guessing others). */
export function clearUsernameFailures(db: Db, username: string) {
  return db.delete(loginAttempts).where(inArray(loginAttempts.key, [usernameKey(username)]));
}
