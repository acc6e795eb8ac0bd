import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { commitmentOf, DRAW_ALGORITHM, type DrawEntry, runDraw } from "../../../app/features/selection/draw";
import { AUDIT_FORMAT, auditResult, type DrawAudit, verifyAudit } from "../../../app/features/selection/draw-audit";

/** `npm run draw:verify` (docs/product.md §18): reproduces an audit file's result, or names the first difference. */

const SEED = "a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90";
const G = "SPECIAL_TYPE/YOUTH/18A";

async function auditFile(): Promise<DrawAudit> {
  const input: DrawEntry[] = Array.from({ length: 12 }, (_, i) => ({
    receiptNo: `H2-VRFY-${String(i + 1).padStart(4, "0")}`,
    group: G,
    regionRank: i % 3 === 0 ? "FIRST" : null,
    earningRank: null,
  }));
  const groups = [{ key: G, households: 3 }];
  return {
    format: AUDIT_FORMAT,
    algorithm: DRAW_ALGORITHM,
    round: 2,
    commitment: await commitmentOf(SEED),
    seed: SEED,
    waitingMultiple: 2,
    committedAt: "2026-01-01T00:00:00.000Z",
    publishedAt: "2026-02-01T00:00:00.000Z",
    groups,
    input,
    result: auditResult(await runDraw({ seedHex: SEED, waitingMultiple: 2, groups, entries: input })),
  };
}

const run = promisify(execFile);

async function script(file: unknown): Promise<{ code: number; out: string; err: string }> {
  const dir = await mkdtemp(join(tmpdir(), "draw-verify-"));
  const path = join(dir, "audit.json");
  await writeFile(path, JSON.stringify(file));
  try {
    const { stdout, stderr } = await run(process.execPath, [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/draw-verify.ts",
      path,
    ]);
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout, err: e.stderr };
  }
}

describe("draw:verify", () => {
  it("reproduces an audit file's result", async () => {
    const file = await auditFile();
    const verification = await verifyAudit(file);
    expect(verification).toMatchObject({ ok: true, difference: null });
    expect(verification.result).toEqual(file.result);
  });

  it("names the first difference of a tampered result", async () => {
    const file = await auditFile();
    const places = file.result[0]?.places ?? [];
    const [first, second] = places;
    if (!first || !second) throw new Error("fixture");
    // Swap the first two places' receipt numbers: as if someone moved a winner.
    [first.receiptNo, second.receiptNo] = [second.receiptNo, first.receiptNo];
    const verification = await verifyAudit(file);
    expect(verification.ok).toBe(false);
    expect(verification.difference).toMatch(new RegExp(`^${G} position 1: the file has ${first.receiptNo}`));
  });

  it("refuses a seed that is not the committed one, and a changed input", async () => {
    const file = await auditFile();
    expect((await verifyAudit({ ...file, commitment: "0".repeat(64) })).difference).toMatch(/not the commitment/);
    const changed = {
      ...file,
      input: file.input.map((e, i) => (i === 1 ? { ...e, regionRank: "FIRST" as const } : e)),
    };
    expect((await verifyAudit(changed)).ok).toBe(false);
    expect((await verifyAudit({ nothing: true })).difference).toBe("not a draw audit file");
  });

  it("as a script: exit 0 with the result printed, exit 1 with the difference", async () => {
    const file = await auditFile();
    const good = await script(file);
    expect(good.code).toBe(0);
    expect(good.out).toContain(`${G} households=3 places=12`);
    expect(good.out).toContain("OK");
    const bad = structuredClone(file);
    const place = bad.result[0]?.places[5];
    if (place) place.outcome = "SELECTED";
    const refused = await script(bad);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/DIFFERENT: .* position 6/);
  }, 60_000);
});
