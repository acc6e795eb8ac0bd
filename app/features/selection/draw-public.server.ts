import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { drawEntrants, drawResults, roundDraws, rounds } from "../../../db/schema";
import type { EntrantReason } from "../../../db/schema/selection";
import { DomainError } from "../../lib/domain-error";
import { roundTime } from "./beacon";
import { AUDIT_FORMAT, auditResult, beaconChain, type DrawAudit } from "./draw-audit";
import { drawOf, roundOf } from "./draw-store.server";

/*
 * What anyone may see of a round's draw (docs/product/selection.md §18.4): from the freeze, the
 * list's digest, its counts per group and the beacon round; from publishing, the audit file.
 * No name, phone, birth date or identity key is ever part of it.
 */

/** A published draw's audit file, rebuilt from the draw record, the frozen list and the results. */
export async function drawAuditFile(db: Db, roundId: string): Promise<DrawAudit> {
  await roundOf(db, roundId); // 404 for an unknown round
  const draw = await drawOf(db, roundId);
  if (
    draw?.state !== "PUBLISHED" ||
    !draw.seed ||
    !draw.publishedAt ||
    !draw.beaconSignature ||
    !draw.beaconRandomness
  ) {
    throw new DomainError(409, "draw.notPublished");
  }
  const [entrants, rows] = await Promise.all([
    db.select().from(drawEntrants).where(eq(drawEntrants.roundId, roundId)).orderBy(asc(drawEntrants.receiptNo)),
    db
      .select()
      .from(drawResults)
      .where(eq(drawResults.roundId, roundId))
      .orderBy(asc(drawResults.groupKey), asc(drawResults.position)),
  ]);
  const chain = beaconChain(draw.beaconNetwork);
  const groups = [...draw.groups].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return {
    format: AUDIT_FORMAT,
    algorithm: draw.algorithm,
    round: draw.roundNo,
    freezeAt: draw.frozenAt.toISOString(),
    publishedAt: draw.publishedAt.toISOString(),
    listDigest: draw.listDigest,
    entrants: entrants.map((e) => ({
      receiptNo: e.receiptNo,
      group: e.groupKey,
      regionRank: e.regionRank,
      earningRank: e.earningRank,
      status: e.status,
      reason: e.reason,
    })),
    beacon: {
      network: chain.network,
      chainHash: chain.chainHash,
      publicKey: chain.publicKey,
      round: draw.beaconRound,
      time: roundTime(chain, draw.beaconRound).toISOString(),
      signature: draw.beaconSignature,
      randomness: draw.beaconRandomness,
    },
    seed: draw.seed,
    waitingMultiple: draw.waitingMultiple,
    groups,
    result: auditResult(
      groups.map((g) => ({
        key: g.key,
        households: g.households,
        places: rows
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
          })),
        counts: { SELECTED: 0, WAITING: 0, NOT_SELECTED: 0 },
      })),
    ),
  };
}

/** What the competition page shows of a round's draw from its freeze on. */
export type PublicDraw = {
  /** The round's number as frozen (the seed's message names it). */
  roundNo: number;
  listDigest: string;
  frozenAt: string;
  entrants: number;
  drawn: number;
  /** The groups drawn as fixed at the freeze: households and drawn entrants of each. */
  groups: { key: string; households: number; drawn: number }[];
  waitingMultiple: number;
  resultDate: string | null;
  beacon: { network: "quicknet" | "local"; round: number; at: string };
  publishedAt: string | null;
};

/** Every draw of the shown rounds, by round number. */
export async function publicDraws(db: Db): Promise<Record<number, PublicDraw>> {
  const rows = await db
    .select({ round: rounds.round, draw: roundDraws })
    .from(roundDraws)
    .innerJoin(rounds, eq(rounds.id, roundDraws.roundId))
    .where(eq(rounds.shows, true));
  const entries = await Promise.all(
    rows.map(async ({ round, draw }): Promise<[number, PublicDraw]> => {
      const groups = await db
        .select({ group: drawEntrants.groupKey })
        .from(drawEntrants)
        .where(and(eq(drawEntrants.roundId, draw.roundId), eq(drawEntrants.status, "ELIGIBLE")));
      const drawnIn = new Map<string, number>();
      for (const g of groups) drawnIn.set(g.group, (drawnIn.get(g.group) ?? 0) + 1);
      return [
        round,
        {
          roundNo: draw.roundNo,
          listDigest: draw.listDigest,
          frozenAt: draw.frozenAt.toISOString(),
          entrants: draw.entrants,
          drawn: draw.drawn,
          groups: draw.groups.map((g) => ({ ...g, drawn: drawnIn.get(g.key) ?? 0 })),
          waitingMultiple: draw.waitingMultiple,
          resultDate: draw.resultDate,
          beacon: { network: draw.beaconNetwork, round: draw.beaconRound, at: draw.beaconAt.toISOString() },
          publishedAt: draw.state === "PUBLISHED" ? (draw.publishedAt?.toISOString() ?? null) : null,
        },
      ];
    }),
  );
  return Object.fromEntries(entries);
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

/** A round's frozen draw as the verify page explains it: the round's numbers, nothing per person. */
export async function publicDrawOfRound(db: Db, round: number): Promise<PublicDraw | null> {
  const draws = await publicDraws(db);
  return draws[round] ?? null;
}

/** An applicant's line in their round's frozen list, shown on 당첨 조회. */
export type EntrantStanding = {
  round: number;
  listDigest: string;
  /** How many entrants are drawn (ELIGIBLE at the freeze). */
  drawn: number;
  /** Whether this application is one of them; else why not. */
  included: boolean;
  reason: EntrantReason | null;
};

/** The application's line in the frozen list of its round, or null when the round is not frozen (or it is not in it). */
export async function entrantStanding(db: Db, applicationId: string): Promise<EntrantStanding | null> {
  const row = await db
    .select({
      round: rounds.round,
      listDigest: roundDraws.listDigest,
      drawn: roundDraws.drawn,
      status: drawEntrants.status,
      reason: drawEntrants.reason,
    })
    .from(drawEntrants)
    .innerJoin(roundDraws, eq(roundDraws.roundId, drawEntrants.roundId))
    .innerJoin(rounds, eq(rounds.id, drawEntrants.roundId))
    .where(eq(drawEntrants.applicationId, applicationId))
    .get();
  if (!row) return null;
  return {
    round: row.round,
    listDigest: row.listDigest,
    drawn: row.drawn,
    included: row.status === "ELIGIBLE",
    reason: row.reason,
  };
}
