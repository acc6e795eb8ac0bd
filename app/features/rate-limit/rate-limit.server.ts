import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { preparedRows } from "../../../db/prepared";
import { rateLimits } from "../../../db/schema";
import { DomainError, type ErrorCode } from "../../lib/domain-error";
import { clientNetwork } from "./client-address";

/**
 * Fixed-window rate limits on anonymous writes and console messages, counted in `rate_limits` by one atomic
 * upsert per key (concurrent requests all count). A rule names what is counted; the subject
 * is who or what it is counted for (a phone number, a client address, a post). Over the
 * limit, a DomainError 429 with the rule's code, next to its field when it has one.
 */
export type RateRule = {
  name: string;
  limit: number;
  windowMs: number;
  code: ErrorCode;
  field?: string;
  /** The subject is a client address, counted by its network (an IPv6 client by its /64). */
  perClient?: true;
};

const MINUTE = 60_000;

export const RATE_LIMITS = {
  /** Each registration queues a text message to the phone and replaces its registration. */
  registrationPhone: {
    name: "registration-phone",
    limit: 5,
    windowMs: 60 * MINUTE,
    code: "rateLimit.registrationPhone",
    field: "phone",
  },
  registrationClient: {
    name: "registration-ip",
    limit: 20,
    windowMs: 60 * MINUTE,
    code: "rateLimit.registrationClient",
    perClient: true,
  },
  /** Each post or comment costs a 100,000-round password hash. */
  boardWrite: {
    name: "board-write",
    limit: 10,
    windowMs: 10 * MINUTE,
    code: "rateLimit.boardWrite",
    perClient: true,
  },
  /** Wrong passwords on one post or comment: passwords may be as short as 4 characters. */
  boardPassword: {
    name: "board-password",
    limit: 10,
    windowMs: 15 * MINUTE,
    code: "rateLimit.boardPassword",
    field: "password",
  },
  /*
   * Q&A passwords (docs/product.md §14.4): every check counts, right or wrong, before the
   * password is compared, per question and per client, so parallel guesses cannot slip past.
   */
  questionPassword: {
    name: "question-password",
    limit: 10,
    windowMs: 15 * MINUTE,
    code: "rateLimit.questionPassword",
    field: "password",
  },
  questionPasswordClient: {
    name: "question-password-ip",
    limit: 30,
    windowMs: 15 * MINUTE,
    code: "rateLimit.questionPasswordClient",
    field: "password",
    perClient: true,
  },
  /** Each question costs a 100,000-round password hash. */
  questionWrite: {
    name: "question-write",
    limit: 5,
    windowMs: 10 * MINUTE,
    code: "rateLimit.questionWrite",
    perClient: true,
  },
  /*
   * Identity verification (docs/product.md): every start writes a verification and every trip
   * to the provider makes a signed call to it (KCP's HAS); both count, per client.
   */
  identityStart: {
    name: "identity-start",
    limit: 40,
    windowMs: 10 * MINUTE,
    code: "rateLimit.identityStart",
    perClient: true,
  },
  /** E-mail and text messages a manager sends from the console (both count); each may cost money. */
  consoleMessage: {
    name: "console-message",
    limit: 30,
    windowMs: 10 * MINUTE,
    code: "rateLimit.consoleMessage",
  },
} as const satisfies Record<string, RateRule>;

const limited = (rule: RateRule) => new DomainError(429, rule.code, rule.field);

const keyOf = (rule: RateRule, subject: string) =>
  `${rule.name}:${(rule.perClient ? clientNetwork(subject) : subject).slice(0, 120)}`;

/**
 * The counter's upsert (placeholders `key`, `now`, `windowStart`: countValues): one more event
 * in the current window, or the first of a new window once `windowStart` (ms) has passed the
 * one stored. A statement for a batch: the rate limit and the request's own first statement
 * can share one D1 round trip (countValues binds it, assertWithinLimit reads its answer).
 */
export function countStatement(db: Db) {
  const fresh = sql`${rateLimits.windowStartedAt} <= ${sql.placeholder("windowStart")}`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder("key"), count: 1, windowStartedAt: sql.placeholder("now") })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${fresh} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then excluded.${sql.identifier(rateLimits.windowStartedAt.name)} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count })
    .prepare();
}

/** The values of countStatement's placeholders for one event of `rule` on `subject`. */
export function countValues(rule: RateRule, subject: string, now: Date) {
  return { key: keyOf(rule, subject), now, windowStart: now.getTime() - rule.windowMs };
}

/** Whether countStatement's answer is still within the rule's limit. */
function withinLimit(rule: RateRule, counted: readonly { count: number }[]): boolean {
  return (counted[0]?.count ?? 1) <= rule.limit;
}

/** Throws (429) when countStatement's answer is over the rule's limit. */
export function assertWithinLimit(rule: RateRule, counted: readonly { count: number }[]): void {
  if (!withinLimit(rule, counted)) throw limited(rule);
}

/** The counter's upsert alone, built once (db/prepared.ts). */
const countUpsert = preparedRows(countStatement);

/** Counts one event for the subject and answers whether it is still within the limit. */
export async function countEvent(db: Db, rule: RateRule, subject: string, now: Date): Promise<boolean> {
  return withinLimit(rule, await countUpsert(db, countValues(rule, subject, now)));
}

/** Counts one event on every (rule, subject) pair; throws (429) when one is over. */
export async function consume(db: Db, hits: [RateRule, string][], now: Date): Promise<void> {
  let over: RateRule | null = null;
  for (const [rule, subject] of hits) {
    if (!(await countEvent(db, rule, subject, now)) && !over) over = rule;
  }
  if (over) throw limited(over);
}

/**
 * For guesses at a secret: counts the attempt before the secret is checked, in the same
 * atomic upsert as any other event, so of N parallel guesses at most `limit` reach the check.
 * Throws (429) once over; the caller takes a right guess back with `uncountEvent`.
 */
export async function countAttempt(db: Db, rule: RateRule, subject: string, now: Date): Promise<void> {
  if (!(await countEvent(db, rule, subject, now))) throw limited(rule);
}

/** Takes back one counted attempt (the secret was right), so only wrong guesses add up. */
export async function uncountEvent(db: Db, rule: RateRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`max(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)));
}

/** The daily job: counters whose window ended a day ago or more (no rule's window is longer). */
export async function purgeRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - 86_400_000)));
  return result.meta.changes;
}
