import { describe, expect, it } from "vitest";
import {
  compareBytes,
  type DrawEntrant,
  type DrawEntry,
  drawSeed,
  entrantLine,
  hexToBytes,
  listDigest,
  lotMaker,
  runDraw,
} from "../../../app/features/selection/draw";
import type { Rank } from "../../../app/lib/enums";

/** The draw (docs/product.md §18): deterministic, composition-invariant, priority first, byte-ordered lots. */

const SEED = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const OTHER_SEED = "ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100";
const G = "NORMAL_TYPE/YOUTH/18A";

const entries = (n: number, group = G, rank: Rank | null = null): DrawEntry[] =>
  Array.from({ length: n }, (_, i) => ({
    receiptNo: `H2-TEST-${String(i + 1).padStart(4, "0")}`,
    group,
    regionRank: rank,
    earningRank: rank,
  }));

const order = (groups: Awaited<ReturnType<typeof runDraw>>, key = G) =>
  groups.find((g) => g.key === key)?.places.map((p) => p.receiptNo) ?? [];

describe("the draw", () => {
  it("gives the same result for the same seed and input, and another for another seed", async () => {
    const input = { seedHex: SEED, waitingMultiple: 3, groups: [{ key: G, households: 5 }], entries: entries(40) };
    const a = await runDraw(input);
    const b = await runDraw({ ...input, entries: [...input.entries].reverse() });
    expect(b).toEqual(a);
    const c = await runDraw({ ...input, seedHex: OTHER_SEED });
    expect(order(c)).not.toEqual(order(a));
  });

  it("keeps every other lot and their relative order when one application is removed", async () => {
    const all = entries(30);
    const input = { seedHex: SEED, waitingMultiple: 3, groups: [{ key: G, households: 4 }], entries: all };
    const full = (await runDraw(input))[0]?.places ?? [];
    for (const removed of [0, 7, 29]) {
      const gone = all[removed]?.receiptNo;
      const rest = (await runDraw({ ...input, entries: all.filter((_, i) => i !== removed) }))[0]?.places ?? [];
      const lots = new Map(full.map((p) => [p.receiptNo, p.lot]));
      for (const p of rest) expect(p.lot).toBe(lots.get(p.receiptNo));
      expect(rest.map((p) => p.receiptNo)).toEqual(full.map((p) => p.receiptNo).filter((r) => r !== gone));
    }
  });

  it("computes the lot as HMAC-SHA-256 keyed by the seed bytes over the receipt number", async () => {
    const { createHmac } = await import("node:crypto");
    const lot = await (await lotMaker(SEED))("H2-TEST-0001");
    const expected = createHmac("sha256", Buffer.from(SEED, "hex")).update("H2-TEST-0001", "utf8").digest("hex");
    expect(Buffer.from(lot).toString("hex")).toBe(expected);
  });

  it("orders by region rank, then earning rank, unranked last, before any lot", async () => {
    const people: DrawEntry[] = [
      { receiptNo: "A-none-none", group: G, regionRank: null, earningRank: null },
      { receiptNo: "B-third-first", group: G, regionRank: "THIRD", earningRank: "FIRST" },
      { receiptNo: "C-first-none", group: G, regionRank: "FIRST", earningRank: null },
      { receiptNo: "D-first-second", group: G, regionRank: "FIRST", earningRank: "SECOND" },
      { receiptNo: "E-second-third", group: G, regionRank: "SECOND", earningRank: "THIRD" },
      { receiptNo: "F-first-first", group: G, regionRank: "FIRST", earningRank: "FIRST" },
      { receiptNo: "G-none-first", group: G, regionRank: null, earningRank: "FIRST" },
    ];
    for (const seedHex of [SEED, OTHER_SEED]) {
      const result = await runDraw({
        seedHex,
        waitingMultiple: 3,
        groups: [{ key: G, households: 1 }],
        entries: people,
      });
      expect(order(result)).toEqual([
        "F-first-first",
        "D-first-second",
        "C-first-none",
        "E-second-third",
        "B-third-first",
        "G-none-first",
        "A-none-none",
      ]);
    }
  });

  it("selects the households, numbers the waiting list from 1 up to the multiple, per group", async () => {
    const H = "SPECIAL_TYPE/MARRIED/36C";
    const input = {
      seedHex: SEED,
      waitingMultiple: 2,
      groups: [
        { key: G, households: 3 },
        { key: H, households: 2 },
      ],
      entries: [...entries(12), ...entries(5, H).map((e) => ({ ...e, receiptNo: `${e.receiptNo}-H` }))],
    };
    const [g, h] = await runDraw(input);
    expect(g?.key).toBe(G);
    expect(g?.counts).toEqual({ SELECTED: 3, WAITING: 6, NOT_SELECTED: 3 });
    expect(g?.places.map((p) => p.waitingNumber)).toEqual([null, null, null, 1, 2, 3, 4, 5, 6, null, null, null]);
    expect(g?.places.map((p) => p.outcome).slice(0, 4)).toEqual(["SELECTED", "SELECTED", "SELECTED", "WAITING"]);
    expect(h?.key).toBe(H);
    expect(h?.counts).toEqual({ SELECTED: 2, WAITING: 3, NOT_SELECTED: 0 });
    expect(h?.places.map((p) => p.waitingNumber)).toEqual([null, null, 1, 2, 3]);
    const none = await runDraw({ ...input, waitingMultiple: 0 });
    expect(none[0]?.counts).toEqual({ SELECTED: 3, WAITING: 0, NOT_SELECTED: 9 });
  });

  it("compares lots as bytes (not as signed numbers or strings)", async () => {
    expect(compareBytes(Uint8Array.of(0x7f), Uint8Array.of(0x80))).toBeLessThan(0);
    expect(compareBytes(Uint8Array.of(0x01, 0xff), Uint8Array.of(0x02, 0x00))).toBeLessThan(0);
    expect(compareBytes(Uint8Array.of(0xff, 0x00), Uint8Array.of(0xff, 0x01))).toBeLessThan(0);
    const result = await runDraw({
      seedHex: SEED,
      waitingMultiple: 3,
      groups: [{ key: G, households: 2 }],
      entries: entries(50),
    });
    const lots = result[0]?.places.map((p) => hexToBytes(p.lot)) ?? [];
    for (let i = 1; i < lots.length; i++)
      expect(compareBytes(lots[i - 1] as Uint8Array, lots[i] as Uint8Array)).toBeLessThan(0);
  });

  it("digests the entrant list as SHA-256 of its sorted lines, whatever order it is given in", async () => {
    const { createHash, createHmac } = await import("node:crypto");
    const list: DrawEntrant[] = [
      { receiptNo: "H1-0002", group: G, regionRank: "FIRST", earningRank: null, status: "ELIGIBLE", reason: null },
      {
        receiptNo: "H1-0001",
        group: G,
        regionRank: null,
        earningRank: "SECOND",
        status: "WITHDRAWN",
        reason: "withdrawn",
      },
    ];
    expect(list.map(entrantLine)).toEqual([`H1-0002|${G}|FIRST||ELIGIBLE\n`, `H1-0001|${G}||SECOND|WITHDRAWN\n`]);
    // Recomputed here with Node's own crypto, as anyone would in another language.
    const text = `H1-0001|${G}||SECOND|WITHDRAWN\nH1-0002|${G}|FIRST||ELIGIBLE\n`;
    const digest = createHash("sha256").update(text, "utf8").digest("hex");
    expect(await listDigest(list)).toBe(digest);
    expect(await listDigest([...list].reverse())).toBe(digest);
    // Any change to any line changes the digest.
    const changed = [{ ...list[0], status: "INELIGIBLE" } as DrawEntrant, list[1] as DrawEntrant];
    expect(await listDigest(changed)).not.toBe(digest);
    expect(await listDigest(list.slice(1))).not.toBe(digest);
    // seed = HMAC-SHA-256(key = randomness bytes, "draw-v2|<round>|<digest>").
    const randomness = "ab".repeat(32);
    const seed = createHmac("sha256", Buffer.from(randomness, "hex")).update(`draw-v2|7|${digest}`).digest("hex");
    expect(await drawSeed(randomness, 7, digest)).toBe(seed);
    expect(await drawSeed(randomness, 8, digest)).not.toBe(seed);
  });
});
