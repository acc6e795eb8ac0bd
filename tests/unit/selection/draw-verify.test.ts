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
import {
  DRAW_ALGORITHM,
  type DrawEntrant,
  drawSeed,
  listDigest,
  runDraw,
  sortEntrants,
} from "../../../app/features/selection/draw";
import { AUDIT_FORMAT, auditResult, type DrawAudit, verifyAudit } from "../../../app/features/selection/draw-audit";

/**
 * `npm run draw:verify` (docs/product/selection.md §18.4): the beacon's signature, the list
 * digest, the seed and every place, from the audit file alone; any removed, added or changed
 * entrant, or a changed beacon, is named.
 */

const G = "SPECIAL_TYPE/YOUTH/18A";
const ROUND = 2;

const ENTRANTS: DrawEntrant[] = [
  ...Array.from({ length: 12 }, (_, i) => ({
    receiptNo: `H2-VRFY-${String(i + 1).padStart(4, "0")}`,
    group: G,
    regionRank: i % 3 === 0 ? ("FIRST" as const) : null,
    earningRank: null,
    status: "ELIGIBLE",
    reason: null,
  })),
  {
    receiptNo: "H2-VRFY-0013",
    group: G,
    regionRank: null,
    earningRank: null,
    status: "INELIGIBLE",
    reason: "ineligible",
  },
  {
    receiptNo: "H2-VRFY-0014",
    group: G,
    regionRank: "FIRST",
    earningRank: null,
    status: "WITHDRAWN",
    reason: "withdrawn",
  },
];

/**
 * An audit file as the site writes one: `entrants` frozen at `freezeAt`, the beacon round given
 * (signed by its chain), the seed from its randomness and the list digest, the draw's result.
 */
async function auditFile(
  beacon: BeaconRound,
  chain: BeaconChain,
  entrants: DrawEntrant[] = ENTRANTS,
): Promise<DrawAudit> {
  const digest = await listDigest(entrants);
  const seed = await drawSeed(beacon.randomness, ROUND, digest);
  const groups = [{ key: G, households: 3 }];
  const drawn = sortEntrants(entrants.filter((e) => e.status === "ELIGIBLE"));
  const at = roundTime(chain, beacon.round);
  return {
    format: AUDIT_FORMAT,
    algorithm: DRAW_ALGORITHM,
    round: ROUND,
    freezeAt: new Date(at.getTime() - 600_000).toISOString(),
    publishedAt: new Date(at.getTime() + 60_000).toISOString(),
    listDigest: digest,
    entrants: sortEntrants(entrants).map((e) => ({
      ...e,
      status: e.status as DrawAudit["entrants"][number]["status"],
    })),
    beacon: {
      network: chain.network,
      chainHash: chain.chainHash,
      publicKey: chain.publicKey,
      time: at.toISOString(),
      ...beacon,
    },
    seed,
    waitingMultiple: 2,
    groups,
    result: auditResult(await runDraw({ seedHex: seed, waitingMultiple: 2, groups, entries: drawn })),
  };
}

const quicknetRound = async (): Promise<BeaconRound> => {
  const { round, signature, randomness } = JSON.parse(
    await readFile("tests/fixtures/drand-quicknet-round.json", "utf8"),
  ) as BeaconRound;
  return { round, signature, randomness };
};
const publicFile = async () => auditFile(await quicknetRound(), QUICKNET);
const localFile = async () => auditFile(await signLocalRound(5_000_000), LOCAL_BEACON);

/** The file an insider would write after removing an entrant: digest, seed and result recomputed to match. */
async function consistentWithout(receiptNo: string): Promise<DrawAudit> {
  return auditFile(
    await quicknetRound(),
    QUICKNET,
    ENTRANTS.filter((e) => e.receiptNo !== receiptNo),
  );
}

const flipBit = (hex: string, at = 10) =>
  hex.slice(0, at) + (Number.parseInt(hex.charAt(at), 16) ^ 1).toString(16) + hex.slice(at + 1);

describe("verifyAudit", () => {
  it("checks a draw on a real drand quicknet round end to end", async () => {
    const file = await publicFile();
    const verification = await verifyAudit(file, { digest: file.listDigest });
    expect(verification).toMatchObject({ ok: true, difference: null, local: false });
    expect(verification.result).toEqual(file.result);
  });

  it("refuses a local-beacon file as a public draw, and checks it when asked to", async () => {
    const file = await localFile();
    expect(await verifyAudit(file)).toMatchObject({ ok: false, local: true });
    expect((await verifyAudit(file)).difference).toMatch(/local test beacon, not drand's public quicknet/);
    expect(await verifyAudit(file, { allowLocal: true })).toMatchObject({ ok: true, local: true });
    // A local round dressed up as quicknet fails the pinned key's signature check.
    const dressed = {
      ...file,
      beacon: {
        ...file.beacon,
        network: "quicknet" as const,
        chainHash: QUICKNET.chainHash,
        publicKey: QUICKNET.publicKey,
      },
    };
    expect((await verifyAudit(dressed)).difference).toMatch(/signature does not verify/);
  });

  it("fails on a removed, an added or a changed entrant", async () => {
    const file = await publicFile();
    const removed = { ...file, entrants: file.entrants.filter((e) => e.receiptNo !== "H2-VRFY-0004") };
    expect((await verifyAudit(removed)).difference).toMatch(/not the file's list digest/);
    const added = {
      ...file,
      entrants: [
        ...file.entrants,
        { ...(file.entrants[0] as DrawAudit["entrants"][number]), receiptNo: "H2-VRFY-0099" },
      ],
    };
    expect((await verifyAudit(added)).difference).toMatch(/not the file's list digest/);
    const changed = {
      ...file,
      entrants: file.entrants.map((e) => (e.receiptNo === "H2-VRFY-0002" ? { ...e, regionRank: "FIRST" as const } : e)),
    };
    expect((await verifyAudit(changed)).difference).toMatch(/not the file's list digest/);
    const excluded = {
      ...file,
      entrants: file.entrants.map((e) =>
        e.receiptNo === "H2-VRFY-0003" ? { ...e, status: "INELIGIBLE" as const, reason: "ineligible" } : e,
      ),
    };
    expect((await verifyAudit(excluded)).ok).toBe(false);
  });

  it("fails when the digest is recomputed after a removal: the seed no longer follows, and --digest names the list", async () => {
    const file = await publicFile();
    const forged = { ...(await consistentWithout("H2-VRFY-0004")), seed: file.seed };
    expect((await verifyAudit(forged)).difference).toMatch(/the seed from the beacon and the list is/);
    // Everything recomputed after the removal is self-consistent: only the digest published at the freeze tells.
    const rewritten = await consistentWithout("H2-VRFY-0004");
    expect((await verifyAudit(rewritten)).ok).toBe(true);
    expect((await verifyAudit(rewritten, { digest: file.listDigest })).difference).toMatch(
      /not the digest published at the freeze/,
    );
  });

  it("fails on a changed beacon: a bit of its signature, its randomness, its round or its key", async () => {
    const file = await publicFile();
    const signature = { ...file, beacon: { ...file.beacon, signature: flipBit(file.beacon.signature) } };
    expect((await verifyAudit(signature)).ok).toBe(false);
    const randomness = { ...file, beacon: { ...file.beacon, randomness: flipBit(file.beacon.randomness) } };
    expect((await verifyAudit(randomness)).difference).toMatch(/randomness is not SHA-256 of the signature/);
    const round = file.beacon.round + 1;
    const later = { ...file, beacon: { ...file.beacon, round, time: roundTime(QUICKNET, round).toISOString() } };
    expect((await verifyAudit(later)).difference).toMatch(/signature does not verify/);
    const key = { ...file, beacon: { ...file.beacon, publicKey: LOCAL_BEACON.publicKey } };
    expect((await verifyAudit(key)).difference).toMatch(/pinned one/);
    // A beacon round that appeared before the freeze could have been known: refused.
    const early = { ...file, freezeAt: file.publishedAt };
    expect((await verifyAudit(early)).difference).toMatch(/is not after the freeze/);
  });

  it("fails when the round number, beacon round or waiting multiple differ from those published at the freeze", async () => {
    const file = await publicFile();
    const published = {
      digest: file.listDigest.slice(0, 16),
      round: ROUND,
      beaconRound: file.beacon.round,
      waitingMultiple: 2,
    };
    expect((await verifyAudit(file, published)).ok).toBe(true);
    expect((await verifyAudit(file, { ...published, round: 3 })).difference).toMatch(/round number is 2, not the 3/);
    expect((await verifyAudit(file, { ...published, beaconRound: 1 })).difference).toMatch(/beacon round/);
    expect((await verifyAudit(file, { ...published, waitingMultiple: 3 })).difference).toMatch(/waiting multiple/);
    // A digest shorter than the notices' 16 digits proves nothing.
    expect((await verifyAudit(file, { digest: file.listDigest.slice(0, 8) })).ok).toBe(false);
    // Values no freeze writes are no audit file: a fractional or negative multiple, an outcome at the freeze.
    expect((await verifyAudit({ ...file, waitingMultiple: 2.5 })).ok).toBe(false);
    expect((await verifyAudit({ ...file, waitingMultiple: -1 })).ok).toBe(false);
    const outcome = { ...file, entrants: file.entrants.map((e, i) => (i === 0 ? { ...e, status: "SELECTED" } : e)) };
    expect((await verifyAudit(outcome)).ok).toBe(false);
  });

  it("names the first moved place of a tampered result, and refuses what is no audit file", async () => {
    const file = await publicFile();
    const [first, second] = file.result[0]?.places ?? [];
    if (!first || !second) throw new Error("fixture");
    [first.receiptNo, second.receiptNo] = [second.receiptNo, first.receiptNo];
    expect((await verifyAudit(file)).difference).toMatch(
      new RegExp(`^${G} position 1: the file has ${first.receiptNo}`),
    );
    expect((await verifyAudit({ nothing: true })).difference).toBe("not a draw audit file of this format");
  });
});

const run = promisify(execFile);

async function script(file: unknown, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  const dir = await mkdtemp(join(tmpdir(), "draw-verify-"));
  const path = join(dir, "audit.json");
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

describe("npm run draw:verify", () => {
  it("exits 0 with the result printed, 1 with the first difference in words", async () => {
    const file = await publicFile();
    const good = await script(file, "--digest", file.listDigest);
    expect(good.code).toBe(0);
    expect(good.out).toContain(`${G} households=3 places=12`);
    expect(good.out).toContain("OK: beacon drand quicknet verified");
    const other = await script(await consistentWithout("H2-VRFY-0007"), "--digest", file.listDigest);
    expect(other.code).toBe(1);
    expect(other.err).toMatch(/DIFFERENT: .*not the digest published at the freeze/);
    const local = await localFile();
    expect((await script(local)).code).toBe(1);
    const checked = await script(local, "--local");
    expect(checked.code).toBe(0);
    expect(checked.out).toContain("LOCAL TEST BEACON");
  }, 60_000);
});
