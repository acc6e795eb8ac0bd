import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { loginAttempts } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { clientNetwork } from "../rate-limit/client-address";
import { type AttemptCounter, clearAttempts, countAttempts, uncountAttempt } from "./attempt-counters.server";

/*
 * Brute-force limits on console passwords: the login (form and Basic credentials) and the
 * current password asked by the password-change forms, which count as logins.
 * Every attempt is counted before the password is checked, so parallel guesses cannot pass.
 *
 * - A username from one client (the pair): 5 attempts in 15 minutes lock that pair for 15
 *   minutes, hard: a guesser on one client is stopped as before.
 * - A client address (an IPv6 client by its /64): 20 in 15 minutes lock it for 15 minutes;
 *   higher because an office shares one, and only failures add up there.
 * - A username from anywhere: from the 5th attempt on, each one makes the next wait, 30 s and
 *   doubling up to 10 minutes; forgotten after an hour without attempts or by a login. Not a
 *   hard lock, so strangers guessing from many clients only slow the owner down, while their
 *   guesses stay few (docs/console-auth.md "Login limit").
 */
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCK_MS = 15 * 60_000;
export const PAIR_FAILURE_LIMIT = 5;
export const CLIENT_FAILURE_LIMIT = 20;
export const USERNAME_DELAY_AFTER = 5;
export const USERNAME_FIRST_DELAY_MS = 30_000;
export const USERNAME_MAX_DELAY_MS = 10 * 60_000;
export const USERNAME_FORGET_MS = 60 * 60_000;

const name = (username: string) => username.toLowerCase().slice(0, 100);
export const usernameKey = (username: string) => `user:${name(username)}`;
/** An IPv6 client is counted by its /64 (see clientNetwork). */
export const clientKey = (ip: string) => `ip:${clientNetwork(ip)}`;
export const pairKey = (username: string, ip: string) => `pair:${name(username)}|${clientNetwork(ip)}`;

const counters = (username: string, ip: string): Record<"pair" | "client", AttemptCounter> => ({
  pair: { key: pairKey(username, ip), limit: PAIR_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS, lockMs: LOGIN_LOCK_MS },
  client: { key: clientKey(ip), limit: CLIENT_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS, lockMs: LOGIN_LOCK_MS },
});

/** The wait a username's `attempts`-th counted attempt imposes on the next one (0 below the threshold). */
export function usernameDelayMs(attempts: number): number {
  if (attempts < USERNAME_DELAY_AFTER) return 0;
  const doublings = Math.min(attempts - USERNAME_DELAY_AFTER, 16);
  return Math.min(USERNAME_FIRST_DELAY_MS * 2 ** doublings, USERNAME_MAX_DELAY_MS);
}

/** Doublings past which the delay is surely at its cap (keeps the SQL shift small). */
const MAX_DOUBLINGS = Math.ceil(Math.log2(USERNAME_MAX_DELAY_MS / USERNAME_FIRST_DELAY_MS));

/**
 * Claims an attempt on the username, in one atomic upsert: counted, with its delay set, only
 * while no delay holds. Answers the attempt's number, or null when a delay still holds.
 */
export async function claimUsername(db: Db, username: string, now: Date): Promise<number | null> {
  const nowMs = now.getTime();
  const n = sql`case when ${loginAttempts.windowStartedAt} <= ${nowMs - USERNAME_FORGET_MS} then 1 else ${loginAttempts.failures} + 1 end`;
  const delay = sql`min(${USERNAME_FIRST_DELAY_MS} << min(${n} - ${USERNAME_DELAY_AFTER}, ${MAX_DOUBLINGS}), ${USERNAME_MAX_DELAY_MS})`;
  const [row] = await db
    .insert(loginAttempts)
    // A first attempt sets no delay: USERNAME_DELAY_AFTER is more than 1.
    .values({ key: usernameKey(username), failures: 1, windowStartedAt: now, lockedUntil: null })
    .onConflictDoUpdate({
      target: loginAttempts.key,
      set: {
        failures: n,
        windowStartedAt: now,
        lockedUntil: sql`case when ${n} >= ${USERNAME_DELAY_AFTER} then ${nowMs} + ${delay} end`,
      },
      // A delay that holds: no update, so no row comes back.
      setWhere: sql`coalesce(${loginAttempts.lockedUntil}, 0) <= ${nowMs}`,
    })
    .returning({ n: loginAttempts.failures });
  return row ? row.n : null;
}

/**
 * Claim `n` given back (the attempt was refused by another counter, so it guessed nothing). The
 * delay it set goes with it, but only while it is the last claim: an attempt claimed since has
 * set a delay of its own, and that one holds (it was cleared before, so a guess could skip it).
 */
export function unclaimUsername(db: Db, username: string, n: number) {
  return db
    .update(loginAttempts)
    .set({
      failures: sql`max(${loginAttempts.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginAttempts.failures} = ${n} then null else ${loginAttempts.lockedUntil} end`,
    })
    .where(eq(loginAttempts.key, usernameKey(username)));
}

/** A counted attempt whose password may now be checked. */
export type LoginAttempt = {
  /** What a failure of this attempt starts: a lock (pair or client) or a (longer) username delay. */
  locks: { pair: boolean; client: boolean; delayMs: number };
  /** The refusal for a failure of this attempt: 429 when it locks or delays, else `wrong`. */
  failure(wrong: DomainError): DomainError;
  /** For a right password: the username and pair counts forgotten, the client's attempt taken back. */
  succeeded(db: Db): [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];
};

const locked = () => new DomainError(429, "auth.loginLocked");
const delayed = () => new DomainError(429, "auth.loginDelayed");

/**
 * Counts a password attempt for `username` from `ip` before the password is checked. Throws
 * DomainError 429 "auth.loginDelayed" while the username's delay holds (nothing counted) and
 * "auth.loginLocked" while the pair or the client is locked. The client's counter is shared by
 * the console's and the members' logins.
 */
export async function countLoginAttempt(
  db: Db,
  username: string,
  ip: string,
  now: Date,
  realm: "console" | "member" = "console",
): Promise<LoginAttempt> {
  // Members count apart from managers: a member may have a manager's username.
  if (realm === "member") username = `member:${username}`;
  const n = await claimUsername(db, username, now);
  if (n === null) throw delayed();
  const { pair, client } = counters(username, ip);
  const [byPair, byClient] = await countAttempts(db, [pair, client], now);
  if (!byPair || !byClient || byPair.refused || byClient.refused) {
    await unclaimUsername(db, username, n);
    throw locked();
  }
  const locks = { pair: byPair.lastAllowed, client: byClient.lastAllowed, delayMs: usernameDelayMs(n) };
  return {
    locks,
    failure: (wrong) => (locks.pair || locks.client ? locked() : locks.delayMs ? delayed() : wrong),
    succeeded: (db) => [
      clearAttempts(db, usernameKey(username)),
      clearAttempts(db, pair.key),
      uncountAttempt(db, client),
    ],
  };
}

/** Counters (and username delays) idle for a day and not locked are of no use; the daily job calls this. */
export function purgeIdleLoginAttempts(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  return db
    .delete(loginAttempts)
    .where(
      and(
        lt(loginAttempts.windowStartedAt, dayAgo),
        or(isNull(loginAttempts.lockedUntil), lt(loginAttempts.lockedUntil, now)),
      ),
    );
}
