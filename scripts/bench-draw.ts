/**
 * npm run bench:draw: the draw's time (app/features/selection/draw.ts) for 10,000 ELIGIBLE
 * applications spread over the round's supply groups, with ranks, median of five runs: the
 * list digest, the seed from a beacon's randomness and the draw itself.
 * `-- --applications=N` for another count.
 */
import { UNIT_TYPES } from "../app/features/guide/content/facts";
import { bytesToHex, type DrawEntrant, drawSeed, groupKey, listDigest, runDraw } from "../app/features/selection/draw";
import { RANKS } from "../app/lib/enums";

const arg = process.argv.find((a) => a.startsWith("--applications="));
const n = arg ? Number(arg.split("=")[1]) : 10_000;
const groups = UNIT_TYPES.flatMap((u) =>
  (["SPECIAL_TYPE", "NORMAL_TYPE"] as const).map((t) => ({
    key: groupKey(t, u.target === "youth" ? "YOUTH" : "MARRIED", u.code),
    households: t === "SPECIAL_TYPE" ? u.special : u.general,
  })),
);
const rank = (i: number) => (i % 4 === 3 ? null : (RANKS[i % 3] ?? null));
const entries: DrawEntrant[] = Array.from({ length: n }, (_, i) => ({
  receiptNo: `H2-${String(i).padStart(8, "0")}`,
  group: groups[i % groups.length]?.key ?? "",
  regionRank: rank(i),
  earningRank: rank(Math.floor(i / 7)),
  status: "ELIGIBLE",
  reason: null,
}));
const times: number[] = [];
for (let run = 0; run < 5; run++) {
  const randomness = bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  const start = performance.now();
  const seedHex = await drawSeed(randomness, 2, await listDigest(entries));
  await runDraw({ seedHex, waitingMultiple: 3, groups, entries });
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
console.log(
  `draw of ${n} applications in ${groups.length} groups: median ${times[2]?.toFixed(1)} ms (runs: ${times.map((t) => t.toFixed(1)).join(", ")})`,
);
