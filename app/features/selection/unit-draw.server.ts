import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { applications, roundUnits, unitAssignments, unitDraws, winnerChecks } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { publicContentChanged } from "../../lib/public-content.server";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { verifySubPassword } from "../managers/sub-password.server";
import { type BeaconChain, firstRoundAtOrAfter, roundTime } from "./beacon";
import type { BeaconSource } from "./beacon-source.server";
import { beaconChain, UNIT_AUDIT_FORMAT, type UnitDrawAudit } from "./draw-audit";
import { outboxInserts, roundOf } from "./draw-store.server";
import { runUnitDraw, UNIT_DRAW_ALGORITHM, unitDrawSeed, unitListDigest, unitName } from "./unit-draw";
import { unitNoticeRows } from "./unit-notice.server";

/*
 * The unit draw's storage and steps (docs/product/units.md §18.7), as the selection's: the
 * round's units, the freeze (the winners at PASSED and the units, the digest, the beacon round
 * `delaySeconds` ahead), the publish once that round is out, and the audit file. Every step
 * asks for the sub-password where the selection's does and is audited. The freeze and the
 * publish change what the public verify page shows, so each gives public content a new version
 * in its own batch; the publish tells each winner given a unit (UNIT_ASSIGNED) in that batch too.
 */

/** The round's units in their fixed order. */
export function listUnits(db: Db, roundId: string) {
  return db
    .select()
    .from(roundUnits)
    .where(eq(roundUnits.roundId, roundId))
    .orderBy(asc(roundUnits.unitType), asc(roundUnits.dong), asc(roundUnits.floor), asc(roundUnits.ho));
}

export type UnitInput = { dong: string; ho: string; floor: number; unitType: string };

/** Adds units (entered one by one or read from a file); refused once the unit draw is frozen. Audited. */
export async function addUnits(
  db: Db,
  roundId: string,
  units: readonly UnitInput[],
  by: AuditActor,
  /** Where they came from, for the audit row: "xlsx" for an imported sheet. */
  source?: "xlsx",
) {
  await roundOf(db, roundId);
  if (await db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get()) {
    throw new DomainError(409, "units.frozen");
  }
  if (units.length === 0) return;
  const rows = units.map((u) => ({ ...u, roundId, createdAt: by.now, updatedAt: by.now }));
  try {
    const statements: BatchItem<"sqlite">[] = [
      // 8 values a row: 12 rows an insert keeps each under D1's 100 bound parameters.
      ...Array.from({ length: Math.ceil(rows.length / 12) }, (_, i) =>
        db.insert(roundUnits).values(rows.slice(i * 12, i * 12 + 12)),
      ),
      auditStatement(
        db,
        {
          actor: by.principal.username,
          action: "record.create",
          targetType: "roundUnit",
          targetId: roundId,
          detail: { units: units.length, ...(source ? { source } : {}) },
        },
        by.origin,
      ),
    ];
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch {
    throw new DomainError(409, "units.duplicate");
  }
}

/** Removes one of the round's units; refused once the unit draw is frozen. Audited. */
export async function removeUnit(db: Db, roundId: string, unitId: string, by: AuditActor) {
  if (await db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get()) {
    throw new DomainError(409, "units.frozen");
  }
  const unit = await db
    .select()
    .from(roundUnits)
    .where(and(eq(roundUnits.id, unitId), eq(roundUnits.roundId, roundId)))
    .get();
  if (!unit) throw new DomainError(404, "console.notFound");
  await db.batch([
    db.delete(roundUnits).where(eq(roundUnits.id, unitId)),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.delete",
        targetType: "roundUnit",
        targetId: roundId,
        detail: { unit: unitName(unit), unitType: unit.unitType },
      },
      by.origin,
    ),
  ]);
}

/** The round's unit draw as the console shows it: none, frozen (waiting for its beacon round) or published. */
export async function unitDrawOf(db: Db, roundId: string) {
  return db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get();
}

/** How many of the round's winners passed the document check (those the unit draw takes). */
export async function passedWinners(db: Db, roundId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(winnerChecks)
    .where(and(eq(winnerChecks.roundId, roundId), eq(winnerChecks.stage, "PASSED")))
    .get();
  return row?.n ?? 0;
}

/** The published unit draw's assignments: per unit type, by position (receipt number and unit only). */
export function unitAssignmentsOf(db: Db, roundId: string) {
  return db
    .select({
      unitType: unitAssignments.unitType,
      position: unitAssignments.position,
      receiptNo: unitAssignments.receiptNo,
      unit: unitAssignments.unit,
    })
    .from(unitAssignments)
    .where(eq(unitAssignments.roundId, roundId))
    .orderBy(asc(unitAssignments.unitType), asc(unitAssignments.position));
}

export type UnitFreeze = { digest: string; winners: number; units: number; beaconRound: number; beaconAt: Date };

/**
 * Freezes the unit draw: the round's winners at PASSED (receipt number, unit type) and its
 * units, the digest over both, and the first beacon round more than `delaySeconds` ahead.
 */
export async function freezeUnitDraw(
  db: Db,
  roundId: string,
  input: { subPassword: string },
  by: AuditActor,
  beacon: { chain: BeaconChain; delaySeconds: number },
): Promise<UnitFreeze> {
  const round = await roundOf(db, roundId);
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  if (await db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get()) {
    throw new DomainError(409, "units.alreadyFrozen");
  }
  const winners = await db
    .select({ applicationId: applications.id, receiptNo: applications.receiptNo, unitType: applications.unitType })
    .from(winnerChecks)
    .innerJoin(applications, eq(applications.id, winnerChecks.applicationId))
    .where(and(eq(winnerChecks.roundId, roundId), eq(winnerChecks.stage, "PASSED")));
  const frozenWinners = winners.map((w) => ({
    applicationId: w.applicationId,
    receiptNo: w.receiptNo ?? "",
    unitType: w.unitType ?? "",
  }));
  const units = (await listUnits(db, roundId)).map(({ dong, ho, floor, unitType }) => ({ dong, ho, floor, unitType }));
  if (units.length === 0) throw new DomainError(409, "units.noUnits");
  if (frozenWinners.length === 0) throw new DomainError(409, "units.noWinners");
  const digest = await unitListDigest(frozenWinners, units);
  const beaconRound = firstRoundAtOrAfter(beacon.chain, new Date(by.now.getTime() + beacon.delaySeconds * 1000 + 1));
  const beaconAt = roundTime(beacon.chain, beaconRound);
  await db.batch([
    db.insert(unitDraws).values({
      roundId,
      algorithm: UNIT_DRAW_ALGORITHM,
      roundNo: round.round,
      winners: frozenWinners,
      units,
      listDigest: digest,
      frozenBy: by.principal.username,
      frozenAt: by.now,
      beaconNetwork: beacon.chain.network,
      beaconRound,
      beaconAt,
    }),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.create",
        targetType: "unitDraw",
        targetId: roundId,
        detail: { frozen: true, digest, winners: frozenWinners.length, units: units.length, beaconRound },
      },
      by.origin,
    ),
    publicContentChanged(db, by.now),
  ]);
  return { digest, winners: frozenWinners.length, units: units.length, beaconRound, beaconAt };
}

/**
 * Publishes the unit draw once its beacon round is out: every winner's unit and each assigned
 * winner's notice, all or none (a second publish fails on the assignments' key, notices and all).
 */
export async function publishUnitDraw(
  db: Db,
  roundId: string,
  input: { subPassword: string },
  by: AuditActor,
  source: BeaconSource,
  /** The site's origin, for the contract page's link in the notices. */
  origin: string,
  /** Hands the ids of the notices written to the outbox queue, once the assignments are stored. */
  enqueue?: (ids: readonly string[]) => void,
) {
  await verifySubPassword(db, by.principal, input.subPassword, by.origin, by.now);
  const draw = await db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get();
  if (!draw) throw new DomainError(409, "units.notFrozen");
  if (draw.publishedAt) throw new DomainError(409, "units.alreadyPublished");
  if (draw.beaconNetwork !== source.chain.network) throw new DomainError(409, "draw.beaconMismatch");
  const fetched = await source.get(draw.beaconRound, by.now);
  if (fetched.kind === "notYet") throw new DomainError(409, "draw.beaconNotYet");
  if (fetched.kind === "unavailable") throw new DomainError(503, "draw.beaconUnavailable");
  const { beacon } = fetched;
  // The stored list is the one published: anything else assigns nothing.
  if ((await unitListDigest(draw.winners, draw.units)) !== draw.listDigest) {
    throw new DomainError(409, "draw.listChanged");
  }
  const seed = await unitDrawSeed(beacon.randomness, draw.roundNo, draw.listDigest);
  const result = await runUnitDraw({ seedHex: seed, winners: draw.winners, units: draw.units });
  const byReceipt = new Map(draw.winners.map((w) => [w.receiptNo, w]));
  const rows = result.flatMap((g) =>
    g.places.map((p) => ({
      applicationId: byReceipt.get(p.receiptNo)?.applicationId ?? "",
      roundId,
      receiptNo: p.receiptNo,
      unitType: g.unitType,
      position: p.position,
      lot: p.lot,
      unit: p.unit,
    })),
  );
  const notices = await unitNoticeRows(
    db,
    rows.flatMap((r) => (r.unit ? [{ applicationId: r.applicationId, receiptNo: r.receiptNo, unit: r.unit }] : [])),
    origin,
    by.now,
  );
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(unitDraws)
      .set({
        beaconSignature: beacon.signature,
        beaconRandomness: beacon.randomness,
        seed,
        publishedAt: by.now,
        publishedBy: by.principal.username,
      })
      .where(and(eq(unitDraws.roundId, roundId), isNull(unitDraws.publishedAt))),
    // A few hundred winners a round: 7 values a row keeps each insert under D1's 100 parameters.
    ...Array.from({ length: Math.ceil(rows.length / 14) }, (_, i) =>
      db.insert(unitAssignments).values(rows.slice(i * 14, i * 14 + 14)),
    ),
    auditStatement(
      db,
      {
        actor: by.principal.username,
        action: "record.update",
        targetType: "unitDraw",
        targetId: roundId,
        detail: { published: true, assigned: rows.filter((r) => r.unit).length, beaconRound: draw.beaconRound },
      },
      by.origin,
    ),
    ...outboxInserts(db, notices),
    publicContentChanged(db, by.now),
  ];
  try {
    await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  } catch {
    throw new DomainError(409, "units.alreadyPublished");
  }
  enqueue?.(notices.map((n) => n.id));
  return result;
}

/** The published unit draw's audit file (no names, phones or identity keys). */
export async function unitAuditFile(db: Db, roundId: string): Promise<UnitDrawAudit> {
  const draw = await db.select().from(unitDraws).where(eq(unitDraws.roundId, roundId)).get();
  if (!draw?.publishedAt || !draw.seed || !draw.beaconRandomness || !draw.beaconSignature) {
    throw new DomainError(409, "units.notPublished");
  }
  const chain = beaconChain(draw.beaconNetwork);
  const winners = draw.winners.map(({ receiptNo, unitType }) => ({ receiptNo, unitType }));
  return {
    format: UNIT_AUDIT_FORMAT,
    algorithm: draw.algorithm,
    round: draw.roundNo,
    freezeAt: draw.frozenAt.toISOString(),
    publishedAt: draw.publishedAt.toISOString(),
    listDigest: draw.listDigest,
    winners,
    units: draw.units,
    beacon: {
      network: draw.beaconNetwork,
      chainHash: chain.chainHash,
      publicKey: chain.publicKey,
      round: draw.beaconRound,
      time: draw.beaconAt.toISOString(),
      signature: draw.beaconSignature,
      randomness: draw.beaconRandomness,
    },
    seed: draw.seed,
    result: await runUnitDraw({ seedHex: draw.seed, winners, units: draw.units }),
  };
}

/** A winner's unit, once the unit draw is published: "101-1203", or null. */
export async function unitOf(db: Db, applicationId: string): Promise<string | null> {
  const row = await db
    .select({ unit: unitAssignments.unit })
    .from(unitAssignments)
    .where(eq(unitAssignments.applicationId, applicationId))
    .get();
  return row?.unit ?? null;
}
