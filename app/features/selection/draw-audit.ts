import { z } from "zod/mini";
import { RANKS } from "../../lib/enums";
import { type BeaconChain, LOCAL_BEACON, QUICKNET, roundTime, verifyBeacon } from "./beacon";
import {
  DRAW_ALGORITHM,
  type DrawGroupResult,
  drawSeed,
  entrantReason,
  listDigest,
  runDraw,
  sortEntrants,
} from "./draw";
import {
  type RoundUnit,
  runUnitDraw,
  UNIT_DRAW_ALGORITHM,
  type UnitTypeResult,
  unitDrawSeed,
  unitListDigest,
  unitName,
} from "./unit-draw";

/*
 * The draw's audit file (docs/product/selection.md): the frozen entrant list (receipt numbers
 * with group, ranks, status at the freeze and the reason a non-drawn one is not: no names,
 * phones, birth dates or identity keys), its digest, the beacon round with its signature, the
 * seed and the result. The console builds it, the competition page publishes it, and
 * `npm run draw:verify` re-checks it offline with this module, the draw's and the beacon's.
 */

export const AUDIT_FORMAT = "haneul-draw-audit/2";

const rank = z.nullable(z.enum(RANKS));
const outcome = z.enum(["SELECTED", "WAITING", "NOT_SELECTED"]);

export const drawAuditSchema = z.object({
  format: z.literal(AUDIT_FORMAT),
  algorithm: z.string(),
  round: z.number(),
  freezeAt: z.string(),
  publishedAt: z.string(),
  listDigest: z.string(),
  entrants: z.array(
    z.object({
      receiptNo: z.string(),
      group: z.string(),
      regionRank: rank,
      earningRank: rank,
      // A list is frozen with nothing undecided and before any outcome: only these statuses.
      status: z.enum(["ELIGIBLE", "INELIGIBLE", "WITHDRAWN"]),
      reason: z.nullable(z.string()),
    }),
  ),
  beacon: z.object({
    network: z.enum(["quicknet", "local"]),
    chainHash: z.string(),
    publicKey: z.string(),
    round: z.number(),
    time: z.string(),
    signature: z.string(),
    randomness: z.string(),
  }),
  seed: z.string(),
  waitingMultiple: z.int().check(z.minimum(0), z.maximum(10)),
  groups: z.array(z.object({ key: z.string(), households: z.int().check(z.minimum(0)) })),
  result: z.array(
    z.object({
      group: z.string(),
      households: z.number(),
      places: z.array(
        z.object({
          position: z.number(),
          receiptNo: z.string(),
          lot: z.string(),
          outcome,
          waitingNumber: z.nullable(z.number()),
        }),
      ),
    }),
  ),
});
export type DrawAudit = z.infer<typeof drawAuditSchema>;

/** The result part of an audit file, from the draw's groups. */
export function auditResult(groups: readonly DrawGroupResult[]): DrawAudit["result"] {
  return groups.map((g) => ({
    group: g.key,
    households: g.households,
    places: g.places.map((p) => ({
      position: p.position,
      receiptNo: p.receiptNo,
      lot: p.lot,
      outcome: p.outcome,
      waitingNumber: p.waitingNumber,
    })),
  }));
}

export type VerifyOptions = {
  /**
   * The list digest published at the freeze (whole, or its first 16 or more hex digits as the
   * notices give it): the file's list must be that one.
   */
  digest?: string;
  /** The values published at the freeze, when given, must be the file's: the round's number, the beacon round, the waiting multiple. */
  round?: number;
  beaconRound?: number;
  waitingMultiple?: number;
  /** Accept a file drawn with the local test beacon (never a public draw). */
  allowLocal?: boolean;
};

export type Verification = {
  ok: boolean;
  /** The first difference found, in words (English: a tool's output); null when none. */
  difference: string | null;
  /** Whether the file's beacon is the local test beacon rather than drand's quicknet. */
  local: boolean;
  /** The result as re-run (empty when the file could not be re-run). */
  result: DrawAudit["result"];
};

/** The result as lines of text: one per group, then one per place. */
export function resultLines(result: DrawAudit["result"]): string[] {
  return result.flatMap((g) => [
    `${g.group} households=${g.households} places=${g.places.length}`,
    ...g.places.map(
      (p) =>
        `  ${p.position}. ${p.receiptNo} ${p.outcome}${p.waitingNumber === null ? "" : ` #${p.waitingNumber}`} ${p.lot}`,
    ),
  ]);
}

function firstDifference(expected: DrawAudit["result"], actual: DrawAudit["result"]): string | null {
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual[i];
    if (!e || !a || e.group !== a.group) {
      return `group ${i + 1}: the file has ${e?.group ?? "none"}, the re-run has ${a?.group ?? "none"}`;
    }
    if (e.households !== a.households) {
      return `${e.group}: the file has ${e.households} households, the re-run ${a.households}`;
    }
    const m = Math.max(e.places.length, a.places.length);
    for (let j = 0; j < m; j++) {
      const ep = e.places[j];
      const ap = a.places[j];
      const line = (p: typeof ep) =>
        p
          ? `${p.receiptNo} ${p.outcome}${p.waitingNumber === null ? "" : ` #${p.waitingNumber}`} lot ${p.lot}`
          : "none";
      if (
        !ep ||
        !ap ||
        ep.position !== ap.position ||
        ep.receiptNo !== ap.receiptNo ||
        ep.lot !== ap.lot ||
        ep.outcome !== ap.outcome ||
        ep.waitingNumber !== ap.waitingNumber
      ) {
        return `${e.group} position ${j + 1}: the file has ${line(ep)}, the re-run has ${line(ap)}`;
      }
    }
  }
  return null;
}

/** The chain a beacon network names: quicknet's pinned key, or the local test beacon's. */
export function beaconChain(network: "quicknet" | "local"): BeaconChain {
  return network === "quicknet" ? QUICKNET : LOCAL_BEACON;
}

/** Why an entrant's reason does not fit its status, or null. */
function reasonMismatch(e: DrawAudit["entrants"][number]): string | null {
  return e.reason === entrantReason(e.status)
    ? null
    : `${e.receiptNo}: status ${e.status} with reason ${e.reason ?? "none"}`;
}

/** Why a list's digest is not the one published at the freeze (whole, or its first 16+ hex digits), or null. */
function publishedDigestMismatch(digest: string, published: string | undefined): string | null {
  if (published === undefined) return null;
  const given = published.trim().toLowerCase();
  return /^[0-9a-f]{16,64}$/.test(given) && digest.startsWith(given)
    ? null
    : `the list's SHA-256 is ${digest}, not the digest published at the freeze ${published}`;
}

type BeaconCheck = { ok: true; local: boolean } | { ok: false; local: boolean; difference: string };

/**
 * The beacon of an audit file, whichever draw it drew: its chain's pinned key, its BLS
 * signature, its randomness, and a round that appears after the freeze. A local-beacon file is
 * refused unless `allowLocal`.
 */
async function checkBeacon(beacon: DrawAudit["beacon"], freezeAt: string, allowLocal: boolean): Promise<BeaconCheck> {
  const chain = beaconChain(beacon.network);
  const local = chain.network === "local";
  const fail = (difference: string): BeaconCheck => ({ ok: false, local, difference });
  if (local && !allowLocal) {
    return fail("the beacon is the local test beacon, not drand's public quicknet: this is not a public draw");
  }
  if (beacon.chainHash !== chain.chainHash || beacon.publicKey !== chain.publicKey) {
    return fail(`the beacon's chain hash or public key is not ${chain.network}'s pinned one`);
  }
  const signed = await verifyBeacon(chain, beacon);
  if (!signed.ok) return fail(`beacon round ${beacon.round}: ${signed.reason}`);
  const beaconAt = roundTime(chain, beacon.round);
  if (beacon.time !== beaconAt.toISOString()) {
    return fail(`beacon round ${beacon.round} appears at ${beaconAt.toISOString()}, not ${beacon.time}`);
  }
  if (!(beaconAt.getTime() > Date.parse(freezeAt))) {
    return fail(`beacon round ${beacon.round} (${beaconAt.toISOString()}) is not after the freeze ${freezeAt}`);
  }
  return { ok: true, local };
}

/**
 * Re-checks an audit file alone, in order: the beacon (its chain's pinned key, its BLS
 * signature, its randomness, a round after the freeze), the list (its digest, and the one
 * published at the freeze when given), the seed, and every place of the re-run draw.
 */
export async function verifyAudit(file: unknown, options: VerifyOptions = {}): Promise<Verification> {
  const fail = (difference: string, local = false): Verification => ({ ok: false, difference, local, result: [] });
  const parsed = drawAuditSchema.safeParse(file);
  if (!parsed.success) return fail("not a draw audit file of this format");
  const audit = parsed.data;
  if (audit.algorithm !== DRAW_ALGORITHM) {
    return fail(`unknown algorithm ${audit.algorithm} (this is ${DRAW_ALGORITHM})`);
  }
  const checked = await checkBeacon(audit.beacon, audit.freezeAt, options.allowLocal ?? false);
  if (!checked.ok) return fail(checked.difference, checked.local);
  const { local } = checked;
  const { beacon } = audit;
  const receipts = new Set(audit.entrants.map((e) => e.receiptNo));
  if (receipts.size !== audit.entrants.length) return fail("a receipt number appears twice in the entrant list", local);
  for (const e of audit.entrants) {
    const mismatch = reasonMismatch(e);
    if (mismatch) return fail(mismatch, local);
  }
  const digest = await listDigest(audit.entrants);
  if (digest !== audit.listDigest) {
    return fail(`the entrant list's SHA-256 is ${digest}, not the file's list digest ${audit.listDigest}`, local);
  }
  const notPublished = publishedDigestMismatch(digest, options.digest);
  if (notPublished) return fail(notPublished, local);
  const published: [string, number | undefined, number][] = [
    ["round number", options.round, audit.round],
    ["beacon round", options.beaconRound, beacon.round],
    ["waiting multiple", options.waitingMultiple, audit.waitingMultiple],
  ];
  for (const [what, expected, actual] of published) {
    if (expected !== undefined && expected !== actual) {
      return fail(`the file's ${what} is ${actual}, not the ${expected} published at the freeze`, local);
    }
  }
  const seed = await drawSeed(beacon.randomness, audit.round, digest);
  if (seed !== audit.seed)
    return fail(`the seed from the beacon and the list is ${seed}, not the file's ${audit.seed}`, local);
  const result = auditResult(
    await runDraw({
      seedHex: seed,
      waitingMultiple: audit.waitingMultiple,
      groups: audit.groups,
      entries: sortEntrants(audit.entrants.filter((e) => e.status === "ELIGIBLE")),
    }),
  );
  const groupsDrawn = result.filter((g) => g.places.length > 0);
  const difference = firstDifference(audit.result, groupsDrawn);
  return { ok: difference === null, difference, local, result: groupsDrawn };
}

/*
 * The unit draw's audit file (동·호 배정, docs/product/units.md §18.7): the frozen list
 * (the winners' receipt numbers and unit types, the units), its digest, the beacon round, the
 * seed and each winner's unit. No names, phones or identity keys.
 */

export const UNIT_AUDIT_FORMAT = "haneul-unit-draw-audit/1";

export const unitDrawAuditSchema = z.object({
  format: z.literal(UNIT_AUDIT_FORMAT),
  algorithm: z.string(),
  round: z.number(),
  freezeAt: z.string(),
  publishedAt: z.string(),
  listDigest: z.string(),
  winners: z.array(z.object({ receiptNo: z.string(), unitType: z.string() })),
  units: z.array(z.object({ dong: z.string(), ho: z.string(), floor: z.int(), unitType: z.string() })),
  beacon: drawAuditSchema.shape.beacon,
  seed: z.string(),
  result: z.array(
    z.object({
      unitType: z.string(),
      units: z.number(),
      places: z.array(
        z.object({ position: z.number(), receiptNo: z.string(), lot: z.string(), unit: z.nullable(z.string()) }),
      ),
    }),
  ),
});
export type UnitDrawAudit = z.infer<typeof unitDrawAuditSchema>;

/** The unit draw's result as lines of text: one per unit type, then one per winner. */
export function unitResultLines(result: readonly UnitTypeResult[]): string[] {
  return result.flatMap((g) => [
    `${g.unitType} units=${g.units} winners=${g.places.length}`,
    ...g.places.map((p) => `  ${p.position}. ${p.receiptNo} ${p.unit ?? "(no unit)"} ${p.lot}`),
  ]);
}

/** What `draw:verify` reports for a file of either draw. */
export type AnyVerification = {
  ok: boolean;
  difference: string | null;
  local: boolean;
  kind: "selection" | "units";
  lines: string[];
};

/**
 * Re-checks a unit draw's audit file alone, in order: the beacon (as the selection's), the
 * list (no receipt twice, no unit twice, its digest and the one published at the freeze when
 * given), the round's number and beacon round when given, the seed, and every winner's unit.
 */
export async function verifyUnitAudit(file: unknown, options: VerifyOptions = {}): Promise<AnyVerification> {
  const fail = (difference: string, local = false): AnyVerification => ({
    ok: false,
    difference,
    local,
    kind: "units",
    lines: [],
  });
  const parsed = unitDrawAuditSchema.safeParse(file);
  if (!parsed.success) return fail("not a unit draw audit file of this format");
  const audit = parsed.data;
  if (audit.algorithm !== UNIT_DRAW_ALGORITHM) {
    return fail(`unknown algorithm ${audit.algorithm} (this is ${UNIT_DRAW_ALGORITHM})`);
  }
  const checked = await checkBeacon(audit.beacon, audit.freezeAt, options.allowLocal ?? false);
  if (!checked.ok) return fail(checked.difference, checked.local);
  const { local } = checked;
  if (new Set(audit.winners.map((w) => w.receiptNo)).size !== audit.winners.length) {
    return fail("a receipt number appears twice in the winners", local);
  }
  if (new Set(audit.units.map((u: RoundUnit) => unitName(u))).size !== audit.units.length) {
    return fail("a unit appears twice in the units", local);
  }
  const digest = await unitListDigest(audit.winners, audit.units);
  if (digest !== audit.listDigest) {
    return fail(`the list's SHA-256 is ${digest}, not the file's list digest ${audit.listDigest}`, local);
  }
  const notPublished = publishedDigestMismatch(digest, options.digest);
  if (notPublished) return fail(notPublished, local);
  const published: [string, number | undefined, number][] = [
    ["round number", options.round, audit.round],
    ["beacon round", options.beaconRound, audit.beacon.round],
  ];
  for (const [what, expected, actual] of published) {
    if (expected !== undefined && expected !== actual) {
      return fail(`the file's ${what} is ${actual}, not the ${expected} published at the freeze`, local);
    }
  }
  const seed = await unitDrawSeed(audit.beacon.randomness, audit.round, digest);
  if (seed !== audit.seed) {
    return fail(`the seed from the beacon and the list is ${seed}, not the file's ${audit.seed}`, local);
  }
  const result = await runUnitDraw({ seedHex: seed, winners: audit.winners, units: audit.units });
  const difference = firstUnitDifference(audit.result, result);
  return { ok: difference === null, difference, local, kind: "units", lines: unitResultLines(result) };
}

function firstUnitDifference(expected: UnitDrawAudit["result"], actual: readonly UnitTypeResult[]): string | null {
  const n = Math.max(expected.length, actual.length);
  for (let i = 0; i < n; i++) {
    const e = expected[i];
    const a = actual[i];
    if (!e || !a || e.unitType !== a.unitType || e.units !== a.units) {
      return `unit type ${i + 1}: the file has ${e?.unitType ?? "none"} (${e?.units ?? 0} units), the re-run has ${a?.unitType ?? "none"} (${a?.units ?? 0} units)`;
    }
    const m = Math.max(e.places.length, a.places.length);
    for (let j = 0; j < m; j++) {
      const ep = e.places[j];
      const ap = a.places[j];
      const line = (p: typeof ap | undefined) => (p ? `${p.receiptNo} ${p.unit ?? "no unit"} lot ${p.lot}` : "none");
      if (
        !ep ||
        !ap ||
        ep.position !== ap.position ||
        ep.receiptNo !== ap.receiptNo ||
        ep.lot !== ap.lot ||
        ep.unit !== ap.unit
      ) {
        return `${e.unitType} position ${j + 1}: the file has ${line(ep)}, the re-run has ${line(ap)}`;
      }
    }
  }
  return null;
}

/** Re-checks an audit file of either draw, told apart by its `format`. */
export async function verifyAnyAudit(file: unknown, options: VerifyOptions = {}): Promise<AnyVerification> {
  if (file && typeof file === "object" && (file as { format?: unknown }).format === UNIT_AUDIT_FORMAT) {
    return verifyUnitAudit(file, options);
  }
  const verification = await verifyAudit(file, options);
  return { ...verification, kind: "selection", lines: resultLines(verification.result) };
}
