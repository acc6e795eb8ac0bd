import { z } from "zod/mini";
import { RANKS } from "../../lib/enums";
import { commitmentOf, DRAW_ALGORITHM, type DrawGroupResult, normalizeSeed, runDraw } from "./draw";

/*
 * The draw's audit file (docs/product.md §18): the seed, its commitment, the algorithm's
 * version, the input (receipt numbers with their group and ranks: no names, phones or
 * identity keys) and the result. Client-safe: the console builds it, the competition page
 * publishes it, and `npm run draw:verify` re-runs it with this module and the draw's.
 */

export const AUDIT_FORMAT = "haneul-draw-audit/1";

const rank = z.nullable(z.enum(RANKS));
const outcome = z.enum(["SELECTED", "WAITING", "NOT_SELECTED"]);

export const drawAuditSchema = z.object({
  format: z.literal(AUDIT_FORMAT),
  algorithm: z.string(),
  round: z.number(),
  commitment: z.string(),
  seed: z.string(),
  waitingMultiple: z.number(),
  committedAt: z.string(),
  publishedAt: z.string(),
  groups: z.array(z.object({ key: z.string(), households: z.number() })),
  input: z.array(z.object({ receiptNo: z.string(), group: z.string(), regionRank: rank, earningRank: rank })),
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

export type Verification = {
  ok: boolean;
  /** The first difference found, in words (English: a tool's output); null when none. */
  difference: string | null;
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

/** Re-runs the draw from an audit file alone and compares it with the file's result. */
export async function verifyAudit(file: unknown): Promise<Verification> {
  const parsed = drawAuditSchema.safeParse(file);
  if (!parsed.success) return { ok: false, difference: "not a draw audit file", result: [] };
  const audit = parsed.data;
  if (audit.algorithm !== DRAW_ALGORITHM) {
    return { ok: false, difference: `unknown algorithm ${audit.algorithm} (this is ${DRAW_ALGORITHM})`, result: [] };
  }
  const seed = normalizeSeed(audit.seed);
  if (!seed) return { ok: false, difference: "the seed is not 64 hex digits", result: [] };
  const commitment = await commitmentOf(seed);
  if (commitment !== audit.commitment) {
    return {
      ok: false,
      difference: `the seed's SHA-256 is ${commitment}, not the commitment ${audit.commitment}`,
      result: [],
    };
  }
  const result = auditResult(
    await runDraw({
      seedHex: seed,
      waitingMultiple: audit.waitingMultiple,
      groups: audit.groups,
      entries: audit.input,
    }),
  );
  const difference = firstDifference(audit.result, result);
  return { ok: difference === null, difference, result };
}
