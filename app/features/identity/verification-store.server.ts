import { and, eq, gt, inArray, isNull, lt, lte, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { bound, preparedBatch, preparedRows } from "../../../db/prepared";
import { applications, identityVerifications, rateLimits } from "../../../db/schema";
import type { RequestScope } from "../../lib/context";
import type { VerificationPurpose } from "../../lib/enums";
import { assertWithinLimit, countStatement, countValues, type RateRule } from "../rate-limit/rate-limit.server";

/** What the identity functions need of a request's scope (pages and API alike). */
export type IdentityScope = Pick<RequestScope, "db" | "env" | "now">;

/** What starting a verification and going to the provider need: the client, for their rate limit. */
export type ClientScope = IdentityScope & Pick<RequestScope, "ip">;

export type VerificationRow = typeof identityVerifications.$inferSelect;

const MINUTE = 60_000;
/** A visitor has this long at the provider before the order expires. */
export const PENDING_TTL_MS = 15 * MINUTE;
/** A verified identity can be claimed this long after the provider vouched for it. */
export const CLAIM_WINDOW_MS = 10 * MINUTE;
/** Rows (and the names, phones and birth dates on them) are purged a day after they began. */
export const RETENTION_MS = 24 * 60 * MINUTE;

/** A verification row by one of its unique columns; every verification request reads one (db/prepared.ts). */
const rowWhere = (
  db: Db,
  column: typeof identityVerifications.id | typeof identityVerifications.orderId,
  name: string,
) =>
  db
    .select()
    .from(identityVerifications)
    .where(eq(column, sql.placeholder(name)))
    .prepare();
const byId = preparedRows((db) => rowWhere(db, identityVerifications.id, "id"));
/** The verification of an order (placeholder `orderId`), for a batch of its own (db/prepared.ts). */
export const rowByOrder = (db: Db) => rowWhere(db, identityVerifications.orderId, "orderId");
const byOrder = preparedRows(rowByOrder);
const countedById = preparedBatch((db) => [countStatement(db), rowWhere(db, identityVerifications.id, "id")] as const);

/** The rate-limit event a statement here counts (rate-limit.server.ts). */
type CountedEvent = { rule: RateRule; subject: string; now: Date };

/**
 * Counts one event of `rule` for `subject` (rate-limit.server.ts) and reads verification `id`,
 * in one D1 round trip; over the limit, throws its 429 (the event counted whatever the row).
 */
export async function countedVerificationById(
  db: Db,
  id: string,
  limit: CountedEvent,
): Promise<VerificationRow | undefined> {
  const [counted, rows] = await countedById(db, { ...countValues(limit.rule, limit.subject, limit.now), id });
  assertWithinLimit(limit.rule, counted);
  return rows[0];
}

/**
 * The client's count (countStatement) and a new PENDING verification that is written only
 * while that count is within the limit: insert … select … from the counter's row where its
 * count is at most `:limit`. One batch (one D1 round trip), built once (db/prepared.ts). The
 * select names every column in the table's order (drizzle checks it); timestamps are bound
 * as milliseconds under their own names, `now` being the counter's Date.
 */
const countedInsert = preparedBatch((db) => {
  const value = (name: string, alias = name) => sql`${sql.placeholder(name)}`.as(alias);
  const none = (name: string) => sql`null`.as(name);
  const pending = db
    .select({
      id: value("id"),
      orderId: value("orderId"),
      provider: value("provider"),
      status: sql`'PENDING'`.as("status"),
      purpose: value("purpose"),
      returnPath: value("returnPath"),
      bindingHash: value("bindingHash"),
      name: none("name"),
      birth: none("birth"),
      phone: none("phone"),
      gender: none("gender"),
      personKey: none("personKey"),
      siteKey: none("siteKey"),
      previousPersonKey: none("previousPersonKey"),
      failureCode: none("failureCode"),
      verifiedAt: none("verifiedAt"),
      claimedAt: none("claimedAt"),
      expiresAt: value("expiresAtMs"),
      createdAt: value("atMs"),
      updatedAt: value("atMs", "updatedAtMs"),
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, sql.placeholder("key")), lte(rateLimits.count, sql.placeholder("limit"))));
  return [countStatement(db), db.insert(identityVerifications).select(pending).prepare()] as const;
});

export type NewVerification = Pick<
  VerificationRow,
  "id" | "orderId" | "provider" | "purpose" | "returnPath" | "bindingHash" | "expiresAt"
>;

/**
 * Counts one event of `rule` for `subject` and writes verification `row` only when within the
 * limit, in one D1 round trip; over it, throws the 429 and nothing was written.
 */
export async function insertCountedVerification(db: Db, row: NewVerification, limit: CountedEvent): Promise<void> {
  const [counted] = await countedInsert(db, {
    ...countValues(limit.rule, limit.subject, limit.now),
    limit: limit.rule.limit,
    id: row.id,
    orderId: row.orderId,
    provider: row.provider,
    purpose: row.purpose,
    returnPath: row.returnPath,
    bindingHash: row.bindingHash,
    expiresAtMs: row.expiresAt.getTime(),
    atMs: limit.now.getTime(),
  });
  assertWithinLimit(limit.rule, counted);
}

export async function verificationById(db: Db, id: string): Promise<VerificationRow | undefined> {
  return (await byId(db, { id }))[0];
}

export async function verificationByOrder(db: Db, orderId: string): Promise<VerificationRow | undefined> {
  return (await byOrder(db, { orderId }))[0];
}

type Settled =
  | {
      status: "VERIFIED";
      name: string;
      birth: string;
      phone: string;
      gender: "MALE" | "FEMALE";
      personKey: string;
      siteKey: string;
      previousPersonKey: string | null;
    }
  | { status: "FAILED"; failureCode: string };

/**
 * Records the provider's answer on a still-pending row, in one conditional update: of two
 * answers for one order (a replay, a double submit) only the first is kept. False when the
 * row was no longer pending.
 */
export async function settleVerification(db: Db, id: string, outcome: Settled, now: Date): Promise<boolean> {
  if (outcome.status === "VERIFIED") {
    return (await settleVerified(db, { ...outcome, id, now })).length === 1;
  }
  const result = await db
    .update(identityVerifications)
    .set({ ...outcome, verifiedAt: null, updatedAt: now })
    .where(and(eq(identityVerifications.id, id), eq(identityVerifications.status, "PENDING")));
  return result.meta.changes === 1;
}

/** settleVerification's write of a verified person, built once (db/prepared.ts). */
const settleVerified = preparedRows((db) => {
  const v = identityVerifications;
  const p = (name: string) => sql`${sql.placeholder(name)}`;
  return db
    .update(v)
    .set({
      status: "VERIFIED",
      name: p("name"),
      birth: p("birth"),
      phone: p("phone"),
      gender: p("gender"),
      personKey: p("personKey"),
      siteKey: p("siteKey"),
      previousPersonKey: p("previousPersonKey"),
      verifiedAt: sql`${bound("now", v.verifiedAt)}`,
      updatedAt: sql`${bound("now", v.updatedAt)}`,
    })
    .where(and(eq(v.id, sql.placeholder("id")), eq(v.status, "PENDING")))
    .returning({ id: v.id })
    .prepare();
});

/**
 * Marks a verification claimed and answers it, in one conditional update, only when the
 * browser's binding matches, it is verified, unclaimed, recent enough and (when asked) for
 * that purpose; otherwise undefined, whichever rule failed.
 */
export async function claimRow(
  db: Db,
  match: { id: string; bindingHash: string; purpose?: VerificationPurpose },
  now: Date,
): Promise<VerificationRow | undefined> {
  const values = { ...match, now, since: new Date(now.getTime() - CLAIM_WINDOW_MS) };
  return (await (match.purpose ? claimForPurpose(db, values) : claimAny(db, values)))[0];
}

/** claimRow's conditional update, built once (db/prepared.ts), with or without the purpose. */
function claimStatement(forPurpose: boolean) {
  return preparedRows((db) => {
    const v = identityVerifications;
    return db
      .update(v)
      .set({ claimedAt: sql`${bound("now", v.claimedAt)}`, updatedAt: sql`${bound("now", v.updatedAt)}` })
      .where(
        and(
          eq(v.id, sql.placeholder("id")),
          eq(v.bindingHash, sql.placeholder("bindingHash")),
          eq(v.status, "VERIFIED"),
          isNull(v.claimedAt),
          gt(v.verifiedAt, bound("since", v.verifiedAt)),
          forPurpose ? eq(v.purpose, sql.placeholder("purpose")) : undefined,
        ),
      )
      .returning()
      .prepare();
  });
}
const claimForPurpose = claimStatement(true);
const claimAny = claimStatement(false);

/**
 * A verification claimed for `purpose` by the same browser after `since` (a member's identity
 * ticket names it: app/features/members/identity-ticket.server.ts), or undefined.
 */
export async function claimedRow(
  db: Db,
  match: { id: string; bindingHash: string; purpose: VerificationPurpose },
  since: Date,
): Promise<VerificationRow | undefined> {
  return (await claimed(db, { ...match, since }))[0];
}

/** claimedRow's read, built once (db/prepared.ts). A row never claimed has no claimedAt, so it is not after `since`. */
const claimed = preparedRows((db) => {
  const v = identityVerifications;
  return db
    .select()
    .from(v)
    .where(
      and(
        eq(v.id, sql.placeholder("id")),
        eq(v.bindingHash, sql.placeholder("bindingHash")),
        eq(v.purpose, sql.placeholder("purpose")),
        eq(v.status, "VERIFIED"),
        gt(v.claimedAt, bound("since", v.claimedAt)),
      ),
    )
    .prepare();
});

/**
 * The daily job: verifications older than RETENTION_MS go. An application keeps its own copy
 * of the verified name, phone, birth date and person key, so its link is cleared first, in
 * the same batch.
 */
export async function purgeVerifications(db: Db, now: Date): Promise<number> {
  const old = lt(identityVerifications.createdAt, new Date(now.getTime() - RETENTION_MS));
  const stale = db.select({ id: identityVerifications.id }).from(identityVerifications).where(old);
  const [, deleted] = await db.batch([
    db.update(applications).set({ verificationId: null }).where(inArray(applications.verificationId, stale)),
    db.delete(identityVerifications).where(old),
  ]);
  return deleted.meta.changes;
}
