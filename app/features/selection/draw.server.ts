import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import {
  applicationStatusHistory,
  applications,
  drawEntrants,
  drawResults,
  roundDraws,
  rounds,
} from "../../../db/schema";
import type { DrawOutcome } from "../../../db/schema/selection";
import { DomainError } from "../../lib/domain-error";
import type { Rank } from "../../lib/enums";
import { publicContentChanged } from "../../lib/public-content.server";
import { afterDrawSettingsOf, deadlineAfterDays, rememberOrigin } from "../after-draw/after-draw-store.server";
import { invitationRows, promotionInviteStatements, publishInvitations } from "../after-draw/winner-invite.server";
import { messageUrl, statusChangeStatements } from "../application-review/status-change.server";
import { loadMessageTemplates, recipientsOf, statusMessageRows } from "../application-review/status-messages.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";
import type { BeaconSource } from "./beacon-source.server";
import { DRAW_ALGORITHM, type DrawEntry, type DrawGroupResult, drawSeed, listDigest, runDraw } from "./draw";
import { chunks, type DrawRow, drawOf, outboxInserts, roundOf, UNDECIDED } from "./draw-store.server";

/*
 * A round's draw in the console (docs/product/selection.md §18): where it stands, the publish
 * once its beacon round is out, and promotions from the waiting list. The freeze is
 * draw-freeze.server.ts; the public views and the audit file draw-public.server.ts.
 */

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

type EntryRow = DrawEntry & { id: string };

/** The frozen list as stored, each entrant with its application. */
function storedEntrants(db: Db, roundId: string) {
  return db
    .select({
      id: drawEntrants.applicationId,
      receiptNo: drawEntrants.receiptNo,
      group: drawEntrants.groupKey,
      regionRank: drawEntrants.regionRank,
      earningRank: drawEntrants.earningRank,
      status: drawEntrants.status,
      reason: drawEntrants.reason,
    })
    .from(drawEntrants)
    .where(eq(drawEntrants.roundId, roundId));
}

/** A round's draw page: the round, its draw record, the counts that decide whether it can be frozen, and the beacon. */
export type RoundDrawView = {
  round: { id: string; round: number; title: string; deadAt: Date; closed: boolean };
  draw: DrawRow | null;
  eligible: number;
  undecided: number;
  /** Whether the draw's beacon round has appeared (its time has come): publishing may be tried. */
  beaconDue: boolean;
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
  return {
    round: { id: round.id, round: round.round, title: round.title, deadAt: round.deadAt, closed: now >= round.deadAt },
    draw: draw ?? null,
    eligible: n(["ELIGIBLE"]),
    undecided: n(UNDECIDED),
    beaconDue: draw ? now >= draw.beaconAt : false,
  };
}

/**
 * Publishes the draw (sub-password, audited) once its beacon round is out: the round is fetched
 * and its BLS signature verified by `source`; seed = HMAC-SHA-256(randomness,
 * `draw-v2|<round>|<digest>`); the frozen ELIGIBLE entrants are drawn. ONE D1 batch, all or
 * none: the draw record (only while still FROZEN), every result, the status of every drawn
 * application still ELIGIBLE (one withdrawn since keeps WITHDRAWN: its seat goes to promotion)
 * with its history row and its result notice, the audit row and the public content version.
 */
export async function publishDraw(
  db: Db,
  roundId: string,
  input: { subPassword: string },
  by: AuditActor,
  source: BeaconSource,
  /** The site's origin, for the link in the notices. */
  origin: string,
  /** Hands the ids of the notices written to the outbox queue, once the draw is stored. */
  enqueue?: (ids: readonly string[]) => void,
): Promise<DrawGroupResult[]> {
  const round = await roundOf(db, roundId);
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  const draw = await drawOf(db, roundId);
  if (!draw) throw new DomainError(409, "draw.notFrozen");
  if (draw.state === "PUBLISHED") throw new DomainError(409, "draw.alreadyPublished");
  if (draw.beaconNetwork !== source.chain.network) throw new DomainError(409, "draw.beaconMismatch");
  const fetched = await source.get(draw.beaconRound, by.now);
  if (fetched.kind === "notYet") throw new DomainError(409, "draw.beaconNotYet");
  if (fetched.kind === "unavailable") throw new DomainError(503, "draw.beaconUnavailable");
  const { beacon } = fetched;
  // The round's number and the groups as frozen, not as the schedule or the unit facts say now.
  const seed = await drawSeed(beacon.randomness, draw.roundNo, draw.listDigest);
  const listed = await storedEntrants(db, roundId);
  // The stored list is the one published: anything else (an entrant row changed by hand) draws nothing.
  if ((await listDigest(listed)) !== draw.listDigest) throw new DomainError(409, "draw.listChanged");
  // Only those ELIGIBLE at the freeze are drawn.
  const entries: EntryRow[] = listed.filter((e) => e.status === "ELIGIBLE");
  const groups = (
    await runDraw({ seedHex: seed, waitingMultiple: draw.waitingMultiple, groups: draw.groups, entries })
  ).filter((g) => g.places.length > 0);
  const byReceipt = new Map(entries.map((e) => [e.receiptNo, e]));
  const places = groups.flatMap((g) => g.places.map((p) => ({ ...p, entry: byReceipt.get(p.receiptNo) as EntryRow })));
  const username = by.principal.username;
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(roundDraws)
      .set({
        state: "PUBLISHED",
        beaconSignature: beacon.signature,
        beaconRandomness: beacon.randomness,
        seed,
        publishedAt: by.now,
        publishedBy: username,
      })
      .where(and(eq(roundDraws.roundId, roundId), eq(roundDraws.state, "FROZEN"))),
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
    const roundCell = i === 0 ? sql`case when changes() = 1 then ${roundId} end` : sql`${roundId}`;
    statements.push(
      // Every column in the table's order (id … promoted_by).
      db.insert(drawResults).select(
        sql`select lower(hex(randomblob(16))), ${roundCell}, j.value ->> 0, j.value ->> 1, j.value ->> 2, j.value ->> 3,
            j.value ->> 4, j.value ->> 5, j.value ->> 6, j.value ->> 7, j.value ->> 8, null, null
          from json_each(${rows}) j`,
      ),
    );
  });
  // Statuses: a history row for each drawn application still ELIGIBLE, then the update.
  for (const chunk of chunks(places)) {
    const rows = JSON.stringify(chunk.map((p) => [p.entry.id, p.outcome]));
    statements.push(
      db.insert(applicationStatusHistory).select(
        sql`select lower(hex(randomblob(16))), a.id, 'ELIGIBLE', j.value ->> 1, ${username}, ${`draw ${DRAW_ALGORITHM}`}, ${by.now.getTime()}
          from json_each(${rows}) j join ${applications} a on a.id = j.value ->> 0 and a.status = 'ELIGIBLE'`,
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
  // The winners' document check opens with the results: each winner invited, with the deadline.
  const documentsDue = deadlineAfterDays(by.now, (await afterDrawSettingsOf(db, roundId)).documentDays);
  statements.push(publishInvitations(db, roundId, documentsDue, by.now), rememberOrigin(db, roundId, origin, by.now));
  const notices = await noticeRows(db, places, origin, by.now, documentsDue);
  statements.push(...outboxInserts(db, notices));
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
          beaconRound: draw.beaconRound,
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
    if ((await drawOf(db, roundId))?.state === "PUBLISHED") throw new DomainError(409, "draw.alreadyPublished");
    throw new DomainError(409, "draw.conflict");
  }
  enqueue?.(notices.map((n) => n.id));
  return groups;
}

/**
 * Every drawn applicant's result notice, as a manager's status change writes it
 * (statusMessageRows: e-mail, and 알림톡 with its SMS fallback), in their language; each is
 * written only if the publish set its application to that outcome. A winner's comes with the
 * invitation to hand in the winners' documents by `documentsDue`.
 */
async function noticeRows(
  db: Db,
  places: readonly { entry: EntryRow; outcome: DrawOutcome; receiptNo: string; waitingNumber: number | null }[],
  origin: string,
  now: Date,
  documentsDue: Date,
) {
  const templates = await loadMessageTemplates(db);
  const contacts = await recipientsOf(
    db,
    places.map((p) => p.entry.id),
  );
  return places.flatMap((p) => {
    const to = contacts.get(p.entry.id);
    if (!to) return [];
    const vars = { receipt: p.receiptNo, url: messageUrl(p.outcome, p.entry.id, origin), number: p.waitingNumber };
    const onlyIf = { applicationId: p.entry.id, status: p.outcome };
    const rows = statusMessageRows(templates, to, p.outcome, vars, now);
    if (p.outcome === "SELECTED") {
      rows.push(...invitationRows(templates, to, p.entry.id, p.receiptNo, documentsDue, origin, now));
    }
    return rows.map((row) => ({ ...row, onlyIf }));
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
  // A promoted applicant enters the winners' document check (docs/product/after-draw.md).
  const documentsDue = deadlineAfterDays(by.now, (await afterDrawSettingsOf(db, roundId)).documentDays);
  try {
    await db.batch([
      db
        .update(drawResults)
        .set({ promotedAt: by.now, promotedBy: username })
        .where(and(eq(drawResults.applicationId, applicationId), isNull(drawResults.promotedAt))),
      ...statusChangeStatements(db, {
        step: {
          id: applicationId,
          from: "WAITING",
          to: "SELECTED",
          note: `waiting #${next.waitingNumber}`,
          actor: username,
          now: by.now,
          version: app.version,
          whenFrozen: true,
        },
        recipient: app,
        receipt: next.receiptNo,
        templates,
        message: { origin },
        audit: { origin: by.origin, detail: { promotedFrom: next.waitingNumber, round: roundId } },
        queued: notices,
      }),
      ...promotionInviteStatements(
        db,
        { ...app, id: applicationId, roundId, receiptNo: next.receiptNo },
        documentsDue,
        origin,
        by.now,
        templates,
        notices,
      ),
    ]);
  } catch {
    throw new DomainError(409, "draw.notNext");
  }
  enqueue?.(notices);
  return { ...next, status: "SELECTED", promoted: true };
}
