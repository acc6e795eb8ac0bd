import { eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rateLimits } from "../../../db/schema";
import { DomainError, type ErrorCode } from "../../lib/domain-error";

/**
 * Fixed-window rate limits on anonymous writes, counted in `rate_limits` by one atomic
 * upsert per key (concurrent requests all count). A rule names what is counted; the subject
 * is who or what it is counted for (a phone number, a client address, a post). Over the
 * limit, a DomainError 429 with the rule's code, next to its field when it has one.
 */
export type RateRule = { name: string; limit: number; windowMs: number; code: ErrorCode; field?: string };

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
  },
  /** Each post or comment costs a 100,000-round password hash. */
  boardWrite: {
    name: "board-write",
    limit: 10,
    windowMs: 10 * MINUTE,
    code: "rateLimit.boardWrite",
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
  },
  /** Each question costs a 100,000-round password hash. */
  questionWrite: {
    name: "question-write",
    limit: 5,
    windowMs: 10 * MINUTE,
    code: "rateLimit.questionWrite",
  },
} as const satisfies Record<string, RateRule>;

const limited = (rule: RateRule) => new DomainError(429, rule.code, rule.field);

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.slice(0, 120)}`;

/** Counts one event for the subject and answers whether it is still within the limit. */
export async function countEvent(db: Db, rule: RateRule, subject: string, now: Date): Promise<boolean> {
  const nowMs = now.getTime();
  const fresh = sql`${rateLimits.windowStartedAt} <= ${nowMs - rule.windowMs}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${fresh} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${fresh} then ${nowMs} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= rule.limit;
}

/** Counts one event on every (rule, subject) pair; throws (429) when one is over. */
export async function consume(db: Db, hits: [RateRule, string][], now: Date): Promise<void> {
  let over: RateRule | null = null;
  for (const [rule, subject] of hits) {
    if (!(await countEvent(db, rule, subject, now)) && !over) over = rule;
  }
  if (over) throw limited(over);
}

/** For failure counters: throws when the subject already used up its window, without counting. */
export async function assertNotLimited(db: Db, rule: RateRule, subject: string, now: Date): Promise<void> {
  const row = await db
    .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)))
    .get();
  if (row && row.count >= rule.limit && row.windowStartedAt.getTime() > now.getTime() - rule.windowMs) {
    throw limited(rule);
  }
}

/** The daily job: counters whose window ended a day ago or more (no rule's window is longer). */
export async function purgeRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - 86_400_000)));
  return result.meta.changes;
}
