import { execFile } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import {
  type BeaconChain,
  type BeaconRound,
  LOCAL_BEACON,
  QUICKNET,
  roundTime,
  signLocalRound,
} from "../../../app/features/selection/beacon";
import { bytesToHex, drawSeed, lotMaker } from "../../../app/features/selection/draw";
import {
  UNIT_AUDIT_FORMAT,
  type UnitDrawAudit,
  verifyAnyAudit,
  verifyUnitAudit,
} from "../../../app/features/selection/draw-audit";
import {
  type RoundUnit,
  runUnitDraw,
  UNIT_DRAW_ALGORITHM,
  type UnitWinner,
  unitDrawSeed,
  unitListDigest,
} from "../../../app/features/selection/unit-draw";

/**
 * 동·호 배정 추첨 (docs/product/units.md §18.7): the selection's method on the winners and
 * the units, and `npm run draw:verify` re-running a unit draw's audit file.
 */

const ROUND = 2;
const WINNERS: UnitWinner[] = [
  ...Array.from({ length: 5 }, (_, i) => ({ receiptNo: `H2-UNIT-${String(i + 1).padStart(4, "0")}`, unitType: "36A" })),
  ...Array.from({ length: 3 }, (_, i) => ({ receiptNo: `H2-UNIT-${String(i + 6).padStart(4, "0")}`, unitType: "18A" })),
];
const UNITS: RoundUnit[] = [
  { dong: "101", ho: "1201", floor: 12, unitType: "36A" },
  { dong: "101", ho: "301", floor: 3, unitType: "36A" },
  { dong: "101", ho: "902", floor: 9, unitType: "36A" },
  { dong: "102", ho: "203", floor: 2, unitType: "36A" },
  { dong: "102", ho: "1503", floor: 15, unitType: "18A" },
  { dong: "102", ho: "704", floor: 7, unitType: "18A" },
  { dong: "102", ho: "705", floor: 7, unitType: "18A" },
  { dong: "102", ho: "706", floor: 7, unitType: "18A" },
];

async function auditFile(
  beacon: BeaconRound,
  chain: BeaconChain,
  winners = WINNERS,
  units = UNITS,
): Promise<UnitDrawAudit> {
  const digest = await unitListDigest(winners, units);
  const seed = await unitDrawSeed(beacon.randomness, ROUND, digest);
  const at = roundTime(chain, beacon.round);
  return {
    format: UNIT_AUDIT_FORMAT,
    algorithm: UNIT_DRAW_ALGORITHM,
    round: ROUND,
    freezeAt: new Date(at.getTime() - 600_000).toISOString(),
    publishedAt: new Date(at.getTime() + 60_000).toISOString(),
    listDigest: digest,
    winners: [...winners],
    units: [...units],
    beacon: {
      network: chain.network,
      chainHash: chain.chainHash,
      publicKey: chain.publicKey,
      time: at.toISOString(),
      ...beacon,
    },
    seed,
    result: await runUnitDraw({ seedHex: seed, winners, units }),
  };
}

const quicknetRound = async (): Promise<BeaconRound> => {
  const { round, signature, randomness } = JSON.parse(
    await readFile("tests/fixtures/drand-quicknet-round.json", "utf8"),
  ) as BeaconRound;
  return { round, signature, randomness };
};

describe("the unit draw", () => {
  it("gives each unit type's winners, in lot order, its units in 동, 층, 호 order; extra winners get none", async () => {
    const seed = "ab".repeat(32);
    const result = await runUnitDraw({ seedHex: seed, winners: WINNERS, units: UNITS });
    expect(result.map((g) => [g.unitType, g.units, g.places.length])).toEqual([
      ["18A", 4, 3],
      ["36A", 4, 5],
    ]);
    const lotOf = await lotMaker(seed);
    const lots = new Map(
      await Promise.all(WINNERS.map(async (w) => [w.receiptNo, bytesToHex(await lotOf(w.receiptNo))] as const)),
    );
    const big = result[1];
    const byLot = WINNERS.filter((w) => w.unitType === "36A")
      .map((w) => w.receiptNo)
      .sort((a, b) => ((lots.get(a) ?? "") < (lots.get(b) ?? "") ? -1 : 1));
    expect(big?.places.map((p) => p.receiptNo)).toEqual(byLot);
    // 101동 3층, 9층, 12층, then 102동: floors compare as numbers, not as text.
    expect(big?.places.map((p) => p.unit)).toEqual(["101-301", "101-902", "101-1201", "102-203", null]);
    expect(big?.places.map((p) => p.lot)).toEqual(byLot.map((r) => lots.get(r)));
    // The 18A winners take three of the four 18A units, 7층 first; 1503 stays unassigned.
    expect(result[0]?.places.map((p) => p.unit)).toEqual(["102-704", "102-705", "102-706"]);
  });

  it("seeds with its own algorithm, so the same beacon round never repeats the selection's lots", async () => {
    const digest = await unitListDigest(WINNERS, UNITS);
    expect(await unitDrawSeed("cd".repeat(32), ROUND, digest)).not.toBe(await drawSeed("cd".repeat(32), ROUND, digest));
    // Any change to a unit changes the digest.
    const moved = UNITS.map((u, i) => (i === 0 ? { ...u, floor: 11 } : u));
    expect(await unitListDigest(WINNERS, moved)).not.toBe(digest);
  });

  it("verifies a file alone and names a changed unit, an added winner or a swapped result", async () => {
    const file = await auditFile(await quicknetRound(), QUICKNET);
    expect(await verifyUnitAudit(file, { digest: file.listDigest.slice(0, 16) })).toMatchObject({
      ok: true,
      local: false,
    });
    const tampered = structuredClone(file);
    const first = tampered.result[1]?.places[0];
    if (!first) throw new Error("fixture");
    first.unit = "102-203";
    expect((await verifyUnitAudit(tampered)).difference).toMatch(/^36A position 1: the file has .* 102-203/);
    const added = await auditFile(await quicknetRound(), QUICKNET, [
      ...WINNERS,
      { receiptNo: "H2-UNIT-0099", unitType: "36A" },
    ]);
    expect((await verifyUnitAudit(added, { digest: file.listDigest })).difference).toMatch(
      /not the digest published at the freeze/,
    );
    const local = await auditFile(await signLocalRound(5_000_000), LOCAL_BEACON);
    expect((await verifyAnyAudit(local)).difference).toMatch(/local test beacon/);
    expect(await verifyAnyAudit(local, { allowLocal: true })).toMatchObject({ ok: true, local: true, kind: "units" });
  });
});

const run = promisify(execFile);

async function script(file: unknown, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const dir = await mkdtemp(join(tmpdir(), "unit-draw-verify-"));
  const path = join(dir, "units.json");
  await writeFile(path, JSON.stringify(file));
  try {
    const { stdout, stderr } = await run(process.execPath, [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/draw-verify.ts",
      path,
      ...args,
    ]);
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe("npm run draw:verify on a unit draw", () => {
  it("re-runs it: exit 0 with every winner's unit, 1 with the first difference", async () => {
    const file = await auditFile(await quicknetRound(), QUICKNET);
    const good = await script(file, "--digest", file.listDigest, "--round", String(ROUND));
    expect(good.code).toBe(0);
    expect(good.out).toContain("unit draw (동·호 배정), round 2");
    expect(good.out).toContain("36A units=4 winners=5");
    expect(good.out).toContain(
      "OK: beacon drand quicknet verified, list digest, seed and every winner's unit reproduced",
    );
    const tampered = structuredClone(file);
    tampered.seed = "00".repeat(32);
    const bad = await script(tampered);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/DIFFERENT: the seed from the beacon and the list is/);
  }, 60_000);
});
