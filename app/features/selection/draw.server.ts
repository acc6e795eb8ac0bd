import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { applicationStatusHistory, applications, drawResults, outbox, roundDraws, rounds } from "../../../db/schema";
import type { DrawOutcome } from "../../../db/schema/selection";
import { DomainError } from "../../lib/domain-error";
import type { Rank, SupplyCategory } from "../../lib/enums";
import { publicContentChanged } from "../../lib/public-content.server";
import { messageUrl, statusStepStatements } from "../application-review/status-change.server";
import {
  loadMessageTemplates,
  statusMessageRows,
  statusMessageStatements,
} from "../application-review/status-messages.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { UNIT_TYPES } from "../guide/content/facts";
import { verifySubPassword } from "../managers/sub-password.server";
import {
  commitmentOf,
  DRAW_ALGORITHM,
  type DrawEntry,
  type DrawGroupResult,
  type DrawGroupSupply,
  groupKey,
  newSeed,
  normalizeSeed,
  runDraw,
} from "./draw";
import { AUDIT_FORMAT, auditResult, type DrawAudit } from "./draw-audit";

/*
 * A round's draw in the console (docs/product.md §18): commit a seed before the round closes,
 * dry-run and publish it once, the audit file, and promotions from the waiting list. Only the
 * ELIGIBLE applications of the round take part, online and paper alike.
 */

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

/** Statuses still waiting for a review decision (they do not take part in a draw run now). */
const UNDECIDED = ["SUBMITTED", "UNDER_REVIEW", "FIX_REQUESTED"] as const;

type RoundRow = typeof rounds.$inferSelect;
type DrawRow = typeof roundDraws.$inferSelect;

async function roundOf(db: Db, roundId: string): Promise<RoundRow> {
  const round = await db.select().from(rounds).where(eq(rounds.id, roundId)).get();
  if (!round) throw new DomainError(404, "console.notFound");
  return round;
}

const drawOf = (db: Db, roundId: string) => db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get();

/** A round as the console's draw list shows it. */
export type DrawListItem = {
  id: string;
  round: number;
  title: string;
  deadAt: Date;
  state: "NONE" | DrawRow["state"];
};

/** Every round, newest first, with where its draw stands. */
export async function listDraws(db: Db): Promise<DrawListItem[]> {
  const [all, draws] = await Promise.all([
    db.select().from(rounds).orderBy(desc(rounds.round)),
    db.select({ roundId: roundDraws.roundId, state: roundDraws.state }).from(roundDraws),
  ]);
  return all.map((r) => ({
    id: r.id,
    round: r.round,
    title: r.title,
    deadAt: r.deadAt,
    state: draws.find((d) => d.roundId === r.id)?.state ?? "NONE",
  }));
}

type EntryRow = DrawEntry & { id: string; version: number };

/** The round's ELIGIBLE applications as the draw takes them, with the version each was read in. */
async function loadEntries(db: Db, roundId: string): Promise<EntryRow[]> {
  const rows = await db
    .select({
      id: applications.id,
      version: applications.version,
      receiptNo: applications.receiptNo,
      supplyType: applications.supplyType,
      supplyCategory: applications.supplyCategory,
      unitType: applications.unitType,
      regionRank: applications.regionRank,
      earningRank: applications.earningRank,
    })
    .from(applications)
    .where(and(eq(applications.roundId, roundId), eq(applications.status, "ELIGIBLE")));
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    receiptNo: r.receiptNo ?? r.id,
    group: groupKey(r.supplyType ?? "-", r.supplyCategory ?? "-", r.unitType ?? "-"),
    regionRank: r.regionRank,
    earningRank: r.earningRank,
  }));
}

/** A round's draw page: the round, its draw record (never the seed before it is revealed), and what would take part. */
export type RoundDrawView = {
  round: { id: string; round: number; title: string; deadAt: Date; open: boolean };
  draw: Omit<DrawRow, "seed" | "groups"> | null;
  eligible: number;
  undecided: number;
};

export async function roundDrawView(db: Db, roundId: string, now: Date): Promise<RoundDrawView> {
  const round = await roundOf(db, roundId);
  const [draw, counts] = await Promise.all([
    drawOf(db, roundId),
    db
      .select({ status: applications.status, n: count() })
      .from(applications)
      .where(eq(applications.roundId, roundId))
      .groupBy(applications.status),
  ]);
  const n = (statuses: readonly string[]) =>
    counts.filter((c) => statuses.includes(c.status)).reduce((sum, c) => sum + c.n, 0);
  const { seed: _seed, groups: _groups, ...shown } = draw ?? { seed: null, groups: null };
  return {
    round: { id: round.id, round: round.round, title: round.title, deadAt: round.deadAt, open: now < round.deadAt },
    draw: draw ? (shown as Omit<DrawRow, "seed" | "groups">) : null,
    eligible: n(["ELIGIBLE"]),
    undecided: n(UNDECIDED),
  };
}

export type CommitInput = { waitingMultiple: number; resultDate: string | null; subPassword: string };

/** The form's fields, checked: the multiple 0–10, the result date as YYYY-MM-DD (optional). */
export function readCommitInput(values: { waitingMultiple: string; resultDate: string; subPassword: string }) {
  const multiple = values.waitingMultiple.trim() === "" ? 3 : Number(values.waitingMultiple);
  if (!Number.isInteger(multiple) || multiple < 0 || multiple > 10) {
    throw new DomainError(400, "draw.multiple", "waitingMultiple");
  }
  const date = values.resultDate.trim();
  if (date && !/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(date)) {
    throw new DomainError(400, "draw.resultDate", "resultDate");
  }
  return {
    waitingMultiple: multiple,
    resultDate: date ? date.replaceAll("-", "") : null,
    subPassword: values.subPassword,
  };
}

/**
 * Commits a new seed for the round, before it closes: 32 random bytes made here, of which only
 * the SHA-256 is stored (and published on the competition page). The seed is answered once,
 * for the manager to keep: without it the round cannot be drawn. Sub-password, audited.
 */
export async function commitDraw(
  db: Db,
  roundId: string,
  input: CommitInput,
  by: AuditActor,
): Promise<{ seed: string; commitment: string }> {
  const round = await roundOf(db, roundId);
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  if (await drawOf(db, roundId)) throw new DomainError(409, "draw.alreadyCommitted");
  if (by.now >= round.deadAt) throw new DomainError(409, "draw.roundClosed");
  const seed = newSeed();
  const commitment = await commitmentOf(seed);
  try {
    await db.batch([
      db.insert(roundDraws).values({
        roundId,
        commitment,
        committedBy: by.principal.username,
        committedAt: by.now,
        waitingMultiple: input.waitingMultiple,
        resultDate: input.resultDate,
        algorithm: DRAW_ALGORITHM,
      }),
      auditStatement(
        db,
        {
          actor: by.principal.username,
          action: "record.create",
          targetType: "draw",
          targetId: roundId,
          detail: { round: round.round, commitment, waitingMultiple: input.waitingMultiple },
        },
        by.origin,
      ),
      publicContentChanged(db, by.now),
    ]);
  } catch (error) {
    if (await drawOf(db, roundId)) throw new DomainError(409, "draw.alreadyCommitted");
    throw error;
  }
  return { seed, commitment };
}

/** The seed typed at the draw, checked against the round's commitment. */
async function revealedSeed(draw: DrawRow | undefined, seedText: string): Promise<{ draw: DrawRow; seed: string }> {
  if (!draw) throw new DomainError(409, "draw.notCommitted");
  if (draw.state === "PUBLISHED") throw new DomainError(409, "draw.alreadyPublished");
  const seed = normalizeSeed(seedText);
  if (!seed) throw new DomainError(400, "draw.seedInvalid", "seed");
  if ((await commitmentOf(seed)) !== draw.commitment) throw new DomainError(409, "draw.seedMismatch", "seed");
  return { draw, seed };
}

/** A draw's outcome per group, for the console's dry run and publish. */
export type DrawRun = { groups: DrawGroupResult[]; entries: EntryRow[]; seed: string; draw: DrawRow };

async function runRound(db: Db, roundId: string, seedText: string): Promise<DrawRun> {
  await roundOf(db, roundId);
  const { draw, seed } = await revealedSeed(await drawOf(db, roundId), seedText);
  const entries = await loadEntries(db, roundId);
  if (entries.length === 0) throw new DomainError(409, "draw.noEntries");
  const groups = await runDraw({
    seedHex: seed,
    waitingMultiple: draw.waitingMultiple,
    groups: supplyGroups(),
    entries,
  });
  return { groups: groups.filter((g) => g.places.length > 0), entries, seed, draw };
}

/** The dry run: the draw's outcome with the revealed seed, changing nothing (no sub-password: nothing is written). */
export async function dryRunDraw(db: Db, roundId: string, seedText: string): Promise<DrawGroupResult[]> {
  return (await runRound(db, roundId, seedText)).groups;
}

/** JSON rows per statement when the draw writes set-wise (a bound string stays far below D1's limits). */
const CHUNK = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Publishes the draw: checks the sub-password and the seed, runs the draw and applies it in
 * ONE D1 batch, all or none: the draw record (only while still COMMITTED and while the round
 * holds exactly the ELIGIBLE applications drawn), every result, every status with its history
 * row (only from ELIGIBLE at the version drawn: anything changed meanwhile fails the batch),
 * every applicant's result notice in their language, the audit row and the public content
 * version (the competition page shows the audit file).
 */
export async function publishDraw(
  db: Db,
  roundId: string,
  input: { seed: string; subPassword: string },
  by: AuditActor,
  /** The site's origin, for the link in the notices. */
  origin: string,
  /** Hands the ids of the notices written to the outbox queue, once the draw is stored. */
  enqueue?: (ids: readonly string[]) => void,
): Promise<DrawGroupResult[]> {
  const round = await roundOf(db, roundId);
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  const { groups, entries, seed } = await runRound(db, roundId, input.seed);
  const byReceipt = new Map(entries.map((e) => [e.receiptNo, e]));
  const places = groups.flatMap((g) => g.places.map((p) => ({ ...p, entry: byReceipt.get(p.receiptNo) as EntryRow })));
  const username = by.principal.username;
  const guard = sql`(select count(*) from ${applications} where ${applications.roundId} = ${roundId} and ${applications.status} = 'ELIGIBLE') = ${entries.length}`;
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(roundDraws)
      .set({
        state: "PUBLISHED",
        seed,
        publishedAt: by.now,
        publishedBy: username,
        groups: groups.map((g) => ({ key: g.key, households: g.households })),
      })
      .where(and(eq(roundDraws.roundId, roundId), eq(roundDraws.state, "COMMITTED"), guard)),
  ];
  // The results, set-wise from JSON. The first chunk's round id is null (failing the batch on
  // NOT NULL) unless the update just before changed the draw record.
  chunks(places).forEach((chunk, i) => {
    const rows = JSON.stringify(
      chunk.map((p) => [
        p.entry.id,
        p.receiptNo,
        p.group,
        p.regionRank,
        p.earningRank,
        p.lot,
        p.position,
        p.outcome,
        p.waitingNumber,
      ]),
    );
    const round = i === 0 ? sql`case when changes() = 1 then ${roundId} end` : sql`${roundId}`;
    statements.push(
      // Every column in the table's order (id … promoted_by).
      db.insert(drawResults).select(
        sql`select lower(hex(randomblob(16))), ${round}, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3,
            j.value ->> 4, j.value ->> 5, j.value ->> 6, j.value ->> 7, j.value ->> 8, null, null
          from json_each(${rows}) j`,
      ),
    );
  });
  // Statuses: the history rows first, each naming its application only when that application
  // is still ELIGIBLE at the version drawn (else null: the batch fails), then the update.
  for (const chunk of chunks(places)) {
    const rows = JSON.stringify(chunk.map((p) => [p.entry.id, p.entry.version, p.outcome]));
    statements.push(
      db.insert(applicationStatusHistory).select(
        sql`select lower(hex(randomblob(16))),
          (select a.id from ${applications} a where a.id = j.value ->> 0 and a.status = 'ELIGIBLE' and a.version = j.value ->> 1),
          'ELIGIBLE', j.value ->> 2, ${username}, ${`draw ${DRAW_ALGORITHM}`}, ${by.now.getTime()}
        from json_each(${rows}) j`,
      ),
    );
  }
  statements.push(
    db
      .update(applications)
      .set({
        status: sql`(select ${drawResults.outcome} from ${drawResults} where ${drawResults.applicationId} = ${applications.id})`,
        updatedAt: by.now,
      })
      .where(
        and(
          eq(applications.roundId, roundId),
          eq(applications.status, "ELIGIBLE"),
          inArray(
            applications.id,
            db.select({ id: drawResults.applicationId }).from(drawResults).where(eq(drawResults.roundId, roundId)),
          ),
        ),
      ),
  );
  const notices = await noticeRows(db, places, origin, by.now);
  statements.push(...noticeInserts(db, notices));
  statements.push(
    auditStatement(
      db,
      {
        actor: username,
        action: "record.update",
        targetType: "draw",
        targetId: roundId,
        detail: {
          round: round.round,
          published: true,
          algorithm: DRAW_ALGORITHM,
          applications: places.length,
          selected: places.filter((p) => p.outcome === "SELECTED").length,
          waiting: places.filter((p) => p.outcome === "WAITING").length,
        },
      },
      by.origin,
    ),
    publicContentChanged(db, by.now),
  );
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch {
    const now = await drawOf(db, roundId);
    if (now?.state === "PUBLISHED") throw new DomainError(409, "draw.alreadyPublished");
    throw new DomainError(409, "draw.conflict");
  }
  enqueue?.(notices.map((n) => n.id));
  return groups;
}

/**
 * Every applicant's result notice, as a manager's status change writes it
 * (statusMessageRows: e-mail, and 알림톡 with its SMS fallback), in their language.
 */
async function noticeRows(
  db: Db,
  places: readonly { entry: EntryRow; outcome: DrawOutcome; receiptNo: string; waitingNumber: number | null }[],
  origin: string,
  now: Date,
) {
  const templates = await loadMessageTemplates(db);
  const ids = places.map((p) => p.entry.id);
  const contacts = new Map<
    string,
    { email: string | null; phone: string; lang: (typeof applications.$inferSelect)["lang"] }
  >();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await db
      .select({ id: applications.id, email: applications.email, phone: applications.phone, lang: applications.lang })
      .from(applications)
      .where(inArray(applications.id, ids.slice(i, i + 90)));
    for (const r of rows) contacts.set(r.id, r);
  }
  return places.flatMap((p) => {
    const to = contacts.get(p.entry.id);
    if (!to) return [];
    const vars = { receipt: p.receiptNo, url: messageUrl(p.outcome, p.entry.id, origin), number: p.waitingNumber };
    return statusMessageRows(templates, to, p.outcome, vars, now);
  });
}

/**
 * The notices written set-wise from JSON, CHUNK rows a statement: a round of 10,000 takes
 * 40 statements rather than 20,000 (D1 counts each statement of a batch as a query, at most
 * 1,000 an invocation).
 */
function noticeInserts(db: Db, notices: ReturnType<typeof statusMessageRows>): BatchItem<"sqlite">[] {
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
      ]),
    );
    // Every column in the table's order (id … fallback_of).
    return db.insert(outbox).select(
      sql`select j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3, j.value ->> 4, 'PENDING', 0, null,
          j.value ->> 7, null, null, null, j.value ->> 5, j.value ->> 6, null
        from json_each(${rows}) j`,
    );
  });
}

/** One drawn application in the console after publishing: its place, and its status now. */
export type PublishedPlace = {
  applicationId: string;
  receiptNo: string;
  position: number;
  regionRank: Rank | null;
  earningRank: Rank | null;
  outcome: DrawOutcome;
  waitingNumber: number | null;
  promoted: boolean;
  status: (typeof applications.$inferSelect)["status"];
};

export type PublishedGroup = {
  key: string;
  households: number;
  places: PublishedPlace[];
  counts: Record<DrawOutcome, number>;
  /** Seats the draw selected that are no longer held (withdrawn, refused) and not yet refilled. */
  open: number;
  /** The next on the waiting list to promote when a seat is open: the lowest number still waiting. */
  next: PublishedPlace | null;
};

/** A published draw's groups with every application's status now and the promotion offered. */
export async function publishedGroups(db: Db, roundId: string): Promise<PublishedGroup[]> {
  const draw = await drawOf(db, roundId);
  if (draw?.state !== "PUBLISHED") return [];
  const rows = await db
    .select({
      applicationId: drawResults.applicationId,
      receiptNo: drawResults.receiptNo,
      groupKey: drawResults.groupKey,
      position: drawResults.position,
      regionRank: drawResults.regionRank,
      earningRank: drawResults.earningRank,
      outcome: drawResults.outcome,
      waitingNumber: drawResults.waitingNumber,
      promotedAt: drawResults.promotedAt,
      status: applications.status,
    })
    .from(drawResults)
    .innerJoin(applications, eq(applications.id, drawResults.applicationId))
    .where(eq(drawResults.roundId, roundId))
    .orderBy(asc(drawResults.groupKey), asc(drawResults.position));
  return (draw.groups ?? []).map((g) => {
    const places: PublishedPlace[] = rows
      .filter((r) => r.groupKey === g.key)
      .map(({ groupKey: _, promotedAt, ...r }) => ({ ...r, promoted: promotedAt !== null }));
    const counts: Record<DrawOutcome, number> = { SELECTED: 0, WAITING: 0, NOT_SELECTED: 0 };
    for (const p of places) counts[p.outcome] += 1;
    const held = places.filter((p) => (p.outcome === "SELECTED" || p.promoted) && p.status === "SELECTED").length;
    const open = Math.max(0, counts.SELECTED - held);
    const next =
      open > 0
        ? (places
            .filter((p) => p.outcome === "WAITING" && !p.promoted && p.status === "WAITING")
            .sort((a, b) => (a.waitingNumber ?? 0) - (b.waitingNumber ?? 0))[0] ?? null)
        : null;
    return { key: g.key, households: g.households, places, counts, open, next };
  });
}

/**
 * Promotes the next on a group's waiting list to SELECTED, when a seat the draw selected is
 * no longer held: `applicationId` must be that next one (the lowest number still waiting),
 * else 409 `draw.notNext`. The status step (only from WAITING at the version seen), its
 * history row, the SELECTED notice, the promotion mark and the audit row land in one batch;
 * waiting numbers never change.
 */
export async function promoteNext(
  db: Db,
  roundId: string,
  applicationId: string,
  by: AuditActor,
  origin: string,
  /** Hands the ids of the notices written to the outbox queue, once the promotion is stored. */
  enqueue?: (ids: readonly string[]) => void,
): Promise<PublishedPlace> {
  const groups = await publishedGroups(db, roundId);
  const next = groups.map((g) => g.next).find((p) => p?.applicationId === applicationId);
  if (!next) throw new DomainError(409, "draw.notNext");
  const app = await db
    .select({
      version: applications.version,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
    })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .get();
  if (!app) throw new DomainError(409, "draw.notNext");
  const username = by.principal.username;
  const templates = await loadMessageTemplates(db);
  const notices: string[] = [];
  try {
    await db.batch([
      ...statusStepStatements(db, {
        id: applicationId,
        from: "WAITING",
        to: "SELECTED",
        note: `waiting #${next.waitingNumber}`,
        actor: username,
        now: by.now,
        version: app.version,
      }),
      db
        .update(drawResults)
        .set({ promotedAt: by.now, promotedBy: username })
        .where(and(eq(drawResults.applicationId, applicationId), isNull(drawResults.promotedAt))),
      ...statusMessageStatements(
        db,
        templates,
        app,
        "SELECTED",
        { receipt: next.receiptNo, url: messageUrl("SELECTED", applicationId, origin) },
        by.now,
        notices,
      ),
      auditStatement(
        db,
        {
          actor: username,
          action: "record.update",
          targetType: "application",
          targetId: applicationId,
          subject: applicationId,
          detail: {
            field: "status",
            from: "WAITING",
            to: "SELECTED",
            promotedFrom: next.waitingNumber,
            round: roundId,
          },
        },
        by.origin,
      ),
    ]);
  } catch {
    throw new DomainError(409, "draw.notNext");
  }
  enqueue?.(notices);
  return { ...next, status: "SELECTED", promoted: true };
}

/** A published draw's audit file (no personal data), rebuilt from the draw record and its results. */
export async function drawAuditFile(db: Db, roundId: string): Promise<DrawAudit> {
  const round = await roundOf(db, roundId);
  const draw = await drawOf(db, roundId);
  if (draw?.state !== "PUBLISHED" || !draw.seed || !draw.publishedAt) throw new DomainError(409, "draw.notPublished");
  const rows = await db
    .select()
    .from(drawResults)
    .where(eq(drawResults.roundId, roundId))
    .orderBy(asc(drawResults.groupKey), asc(drawResults.position));
  const groups = [...(draw.groups ?? [])].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    format: AUDIT_FORMAT,
    algorithm: draw.algorithm,
    round: round.round,
    commitment: draw.commitment,
    seed: draw.seed,
    waitingMultiple: draw.waitingMultiple,
    committedAt: draw.committedAt.toISOString(),
    publishedAt: draw.publishedAt.toISOString(),
    groups,
    input: rows
      .map((r) => ({ receiptNo: r.receiptNo, group: r.groupKey, regionRank: r.regionRank, earningRank: r.earningRank }))
      .sort((a, b) => (a.receiptNo < b.receiptNo ? -1 : a.receiptNo > b.receiptNo ? 1 : 0)),
    result: auditResult(
      groups.map((g) => {
        const places = rows
          .filter((r) => r.groupKey === g.key)
          .map((r) => ({
            receiptNo: r.receiptNo,
            group: r.groupKey,
            regionRank: r.regionRank,
            earningRank: r.earningRank,
            lot: r.lot,
            position: r.position,
            outcome: r.outcome,
            waitingNumber: r.waitingNumber,
          }));
        return { key: g.key, households: g.households, places, counts: { SELECTED: 0, WAITING: 0, NOT_SELECTED: 0 } };
      }),
    ),
  };
}

/** What the competition page shows of a round's draw: the commitment, and once published, the audit file's link. */
export type PublicDraw = {
  commitment: string;
  committedAt: string;
  waitingMultiple: number;
  resultDate: string | null;
  publishedAt: string | null;
};

/** Every committed draw of the shown rounds, by round number. */
export async function publicDraws(db: Db): Promise<Record<number, PublicDraw>> {
  const rows = await db
    .select({ round: rounds.round, draw: roundDraws })
    .from(roundDraws)
    .innerJoin(rounds, eq(rounds.id, roundDraws.roundId))
    .where(eq(rounds.shows, true));
  return Object.fromEntries(
    rows.map(({ round, draw }) => [
      round,
      {
        commitment: draw.commitment,
        committedAt: draw.committedAt.toISOString(),
        waitingMultiple: draw.waitingMultiple,
        resultDate: draw.resultDate,
        publishedAt: draw.state === "PUBLISHED" ? (draw.publishedAt?.toISOString() ?? null) : null,
      },
    ]),
  );
}

/** The published audit file of the shown round numbered `round`; 404 before publishing. */
export async function publicAuditFile(db: Db, round: number): Promise<DrawAudit> {
  const row = await db
    .select({ id: rounds.id, state: roundDraws.state })
    .from(rounds)
    .innerJoin(roundDraws, eq(roundDraws.roundId, rounds.id))
    .where(and(eq(rounds.round, round), eq(rounds.shows, true)))
    .get();
  if (row?.state !== "PUBLISHED") throw new DomainError(404, "competition.roundNotFound");
  return drawAuditFile(db, row.id);
}
