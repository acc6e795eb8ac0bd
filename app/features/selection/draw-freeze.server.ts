import { and, eq, ne, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { applications, drawEntrants, roundDraws, rounds } from "../../../db/schema";
import { FROZEN_STATUSES } from "../../../db/schema/selection";
import { DomainError } from "../../lib/domain-error";
import type { ApplicationStatus } from "../../lib/enums";
import { publicContentChanged } from "../../lib/public-content.server";
import { loadMessageTemplates, statusMessageRows } from "../application-review/status-messages.server";
import { inquiryPath } from "../applications/paths";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";
import { type BeaconChain, firstRoundAtOrAfter, roundTime } from "./beacon";
import { DRAW_ALGORITHM, type DrawEntrant, entrantReason, groupKey, listDigest, sortEntrants } from "./draw";
import { chunks, drawOf, outboxInserts, roundOf, supplyGroups } from "./draw-store.server";
import { verifyPagePath } from "./paths";

/*
 * The freeze (docs/product/selection.md §18.2): after the round's deadline and once no
 * application is undecided, the entrant list (every submitted application of the round, online
 * and paper) is fixed with its digest, and the beacon round whose randomness will draw it is
 * named: the first one at least the set delay later, which does not exist yet. From then on no
 * status of the round changes but by the draw, a withdrawal and a promotion.
 */

export type FreezeInput = { waitingMultiple: number; resultDate: string | null; subPassword: string };

/** The form's fields, checked: the multiple 0–10, the result date as YYYY-MM-DD (optional). */
export function readFreezeInput(values: { waitingMultiple: string; resultDate: string; subPassword: string }) {
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

type EntrantRow = DrawEntrant & {
  id: string;
  version: number;
  status: ApplicationStatus;
  email: string | null;
  phone: string;
  lang: (typeof applications.$inferSelect)["lang"];
};

/**
 * Paper forms still being keyed in: each stands for a form the office received before the
 * deadline (its receipt time is checked), so the list cannot be frozen without them.
 */
async function paperDrafts(db: Db, roundId: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(applications)
    .where(and(eq(applications.roundId, roundId), eq(applications.status, "DRAFT"), eq(applications.channel, "PAPER")))
    .get();
  return row?.n ?? 0;
}

/** Every submitted application of the round as the list will hold it, with what a notice needs. */
async function readEntrants(db: Db, roundId: string): Promise<EntrantRow[]> {
  const rows = await db
    .select({
      id: applications.id,
      version: applications.version,
      receiptNo: applications.receiptNo,
      status: applications.status,
      supplyType: applications.supplyType,
      supplyCategory: applications.supplyCategory,
      unitType: applications.unitType,
      regionRank: applications.regionRank,
      earningRank: applications.earningRank,
      email: applications.email,
      phone: applications.phone,
      lang: applications.lang,
    })
    .from(applications)
    .where(and(eq(applications.roundId, roundId), ne(applications.status, "DRAFT")));
  return sortEntrants(
    rows.map((r) => ({
      id: r.id,
      version: r.version,
      receiptNo: r.receiptNo ?? r.id,
      group: groupKey(r.supplyType ?? "-", r.supplyCategory ?? "-", r.unitType ?? "-"),
      regionRank: r.regionRank,
      earningRank: r.earningRank,
      status: r.status,
      reason: entrantReason(r.status),
      email: r.email,
      phone: r.phone,
      lang: r.lang,
    })),
  );
}

export type Frozen = { digest: string; entrants: number; drawn: number; beaconRound: number; beaconAt: Date };

/**
 * Freezes the round's entrant list (sub-password, audited), in one batch, all or none: the draw
 * record (only while the round still holds exactly the applications read and none undecided),
 * every entrant (each only while its application still has the status and version read), the
 * notice to every entrant, the audit row and the public content version.
 */
export async function freezeDraw(
  db: Db,
  roundId: string,
  input: FreezeInput,
  by: AuditActor,
  beacon: { chain: BeaconChain; delaySeconds: number },
  origin: string,
  /** Hands the ids of the notices written to the outbox queue, once the freeze is stored. */
  enqueue?: (ids: readonly string[]) => void,
): Promise<Frozen> {
  const round = await roundOf(db, roundId);
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  if (await drawOf(db, roundId)) throw new DomainError(409, "draw.alreadyFrozen");
  if (by.now < round.deadAt) throw new DomainError(409, "draw.beforeDeadline");
  const [entrants, unregistered] = await Promise.all([readEntrants(db, roundId), paperDrafts(db, roundId)]);
  // Undecided: under review, or (from before outcomes were the draw's alone) an outcome already.
  const undecided = entrants.filter((e) => !(FROZEN_STATUSES as readonly string[]).includes(e.status)).length;
  if (undecided > 0) throw new DomainError(409, "draw.undecided", undefined, { count: undecided });
  if (unregistered > 0) throw new DomainError(409, "draw.paperDrafts", undefined, { count: unregistered });
  const drawn = entrants.filter((e) => e.status === "ELIGIBLE").length;
  if (drawn === 0) throw new DomainError(409, "draw.noEntries");
  const digest = await listDigest(entrants);
  // The groups drawn and their households, fixed now: a later change of the unit facts moves nothing.
  const supply = new Map(supplyGroups().map((g) => [g.key, g.households]));
  const groups = [...new Set(entrants.filter((e) => e.status === "ELIGIBLE").map((e) => e.group))]
    .sort()
    .map((key) => ({ key, households: supply.get(key) ?? 0 }));
  // The first round strictly after the delay: even with no delay, one the freeze precedes.
  const beaconRound = firstRoundAtOrAfter(beacon.chain, new Date(by.now.getTime() + beacon.delaySeconds * 1000 + 1));
  const beaconAt = roundTime(beacon.chain, beaconRound);
  const submitted = sql`(select count(*) from ${applications} where ${applications.roundId} = ${roundId} and ${applications.status} != 'DRAFT')`;
  const undecidedNow = sql`(select count(*) from ${applications} where ${applications.roundId} = ${roundId} and (${applications.status} not in ('ELIGIBLE', 'INELIGIBLE', 'WITHDRAWN', 'DRAFT') or (${applications.status} = 'DRAFT' and ${applications.channel} = 'PAPER')))`;
  const statements: BatchItem<"sqlite">[] = [
    db.insert(roundDraws).select(
      // Every column in the table's order (round_id … groups).
      sql`select ${roundId}, ${DRAW_ALGORITHM}, ${round.round}, 'FROZEN', ${input.waitingMultiple}, ${input.resultDate},
          ${by.principal.username}, ${by.now.getTime()}, ${digest}, ${entrants.length}, ${drawn},
          ${beacon.chain.network}, ${beaconRound}, ${beaconAt.getTime()}, null, null, null, null, null, ${JSON.stringify(groups)}
        where ${submitted} = ${entrants.length} and ${undecidedNow} = 0
          and (select ${rounds.round} from ${rounds} where ${rounds.id} = ${roundId}) = ${round.round}
          and (select ${rounds.deadAt} from ${rounds} where ${rounds.id} = ${roundId}) <= ${by.now.getTime()}`,
    ),
  ];
  // The entrants, set-wise from JSON. The first chunk's round id is null (failing the batch on
  // NOT NULL) unless the insert just before wrote the draw record; each application id is null
  // unless that application still has the status and version read.
  chunks(entrants).forEach((chunk, i) => {
    const rows = JSON.stringify(
      chunk.map((e) => [e.id, e.version, e.receiptNo, e.group, e.regionRank, e.earningRank, e.status, e.reason]),
    );
    const roundCell = i === 0 ? sql`case when changes() = 1 then ${roundId} end` : sql`${roundId}`;
    statements.push(
      // Every column in the table's order (id … reason).
      db.insert(drawEntrants).select(
        sql`select lower(hex(randomblob(16))), ${roundCell},
            (select a.id from ${applications} a where a.id = j.value ->> 0 and a.version = j.value ->> 1 and a.status = j.value ->> 6),
            j.value ->> 2, j.value ->> 3, j.value ->> 4, j.value ->> 5, j.value ->> 6, j.value ->> 7
          from json_each(${rows}) j`,
      ),
    );
  });
  const templates = await loadMessageTemplates(db);
  const vars = (e: EntrantRow) => ({
    receipt: e.receiptNo,
    url: new URL(inquiryPath(e.id), origin).href,
    digest,
    beaconRound,
    beaconAt,
    verifyUrl: new URL(verifyPagePath(round.round), origin).href,
  });
  const notices = entrants.flatMap((e) => statusMessageRows(templates, e, "DRAW_FROZEN", vars(e), by.now));
  statements.push(
    ...outboxInserts(db, notices),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.create",
        targetType: "draw",
        targetId: roundId,
        detail: { round: round.round, frozen: true, digest, entrants: entrants.length, drawn, beaconRound },
      },
      by.origin,
    ),
    publicContentChanged(db, by.now),
  );
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch {
    if (await drawOf(db, roundId)) throw new DomainError(409, "draw.alreadyFrozen");
    throw new DomainError(409, "draw.freezeConflict");
  }
  enqueue?.(notices.map((n) => n.id));
  return { digest, entrants: entrants.length, drawn, beaconRound, beaconAt };
}
