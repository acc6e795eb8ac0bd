import { RANKS, type Rank } from "../../lib/enums";

/*
 * The draw (docs/product/selection.md), pure: the publish, the audit file and
 * `npm run draw:verify` all run this one module. WebCrypto only, so it runs the same in
 * Workers, Node and the browser.
 *
 * The entrant list is frozen first and its digest published; the randomness is a public
 * beacon round that did not exist at the freeze. seed = HMAC-SHA-256(key = the beacon's
 * randomness, message = `draw-v2|<round>|<list digest>`), so no one can know a lot before the
 * list is final and any change to the list changes every lot. Per supply group, the drawn
 * entrants (ELIGIBLE at the freeze) are ordered by region rank, then earning rank (FIRST,
 * SECOND, THIRD, none last), then by lot = HMAC-SHA-256(key = seed, message = receipt number
 * as UTF-8), compared as bytes, smallest first. The first `households` are selected, the next
 * up to `waitingMultiple × households` wait with numbers from 1, the rest are not selected.
 */

/** The algorithm's version, written in the audit file; a change of rule is a new version. */
export const DRAW_ALGORITHM = "draw-v2";

export type DrawOutcomeKind = "SELECTED" | "WAITING" | "NOT_SELECTED";

/** One application as the draw sees it: no name, phone or identity. */
export type DrawEntry = {
  receiptNo: string;
  group: string;
  regionRank: Rank | null;
  earningRank: Rank | null;
};

export type DrawGroupSupply = { key: string; households: number };

export type DrawInput = {
  seedHex: string;
  waitingMultiple: number;
  groups: readonly DrawGroupSupply[];
  entries: readonly DrawEntry[];
};

/** One application's place: its lot (hex), 1-based position in its group, outcome and waiting number. */
export type DrawPlace = DrawEntry & {
  lot: string;
  position: number;
  outcome: DrawOutcomeKind;
  waitingNumber: number | null;
};

export type DrawGroupResult = {
  key: string;
  households: number;
  /** The group's applications in draw order. */
  places: DrawPlace[];
  counts: Record<DrawOutcomeKind, number>;
};

/** A group's key: supply type, supply category and unit type. */
export const groupKey = (supplyType: string, supplyCategory: string, unitType: string) =>
  `${supplyType}/${supplyCategory}/${unitType}`;

export function groupParts(key: string): { supplyType: string; supplyCategory: string; unitType: string } {
  const [supplyType = "", supplyCategory = "", unitType = ""] = key.split("/");
  return { supplyType, supplyCategory, unitType };
}

const HEX = /^(?:[0-9a-f]{2})+$/;

export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.trim().toLowerCase();
  if (!HEX.test(clean)) throw new Error("not hex");
  const out = new Uint8Array(clean.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

const encoder = new TextEncoder();

async function hmac(keyBytes: Uint8Array<ArrayBuffer>, message: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

/** One entrant of the frozen list: every submitted application of the round, drawn or not. */
export type DrawEntrant = DrawEntry & {
  /** The application's status at the freeze; only ELIGIBLE entrants are drawn. */
  status: string;
  /** Why an entrant is not drawn (ineligible, withdrawn), null for the drawn. */
  reason: string | null;
};

/** Why an entrant with this status at the freeze is not drawn; null for the drawn (ELIGIBLE). */
export function entrantReason(status: string): "ineligible" | "withdrawn" | null {
  if (status === "ELIGIBLE") return null;
  return status === "WITHDRAWN" ? "withdrawn" : "ineligible";
}

/** An entrant's line in the digest: `receipt|group|regionRank|earningRank|status` (a missing rank is empty). */
export const entrantLine = (e: DrawEntrant) =>
  `${e.receiptNo}|${e.group}|${e.regionRank ?? ""}|${e.earningRank ?? ""}|${e.status}\n`;

const byReceipt = (a: { receiptNo: string }, b: { receiptNo: string }) =>
  a.receiptNo < b.receiptNo ? -1 : a.receiptNo > b.receiptNo ? 1 : 0;

/** The entrants in the list's order: by receipt number (receipt numbers are ASCII, so this is byte order). */
export const sortEntrants = <T extends { receiptNo: string }>(entrants: readonly T[]): T[] =>
  [...entrants].sort(byReceipt);

/** Lowercase hex SHA-256 of a text as UTF-8: every frozen list's digest. */
export async function sha256Hex(text: string): Promise<string> {
  return bytesToHex(new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(text))));
}

/** The list digest: lowercase hex SHA-256 of every entrant's line, sorted by receipt number, as UTF-8. */
export function listDigest(entrants: readonly DrawEntrant[]): Promise<string> {
  return sha256Hex(sortEntrants(entrants).map(entrantLine).join(""));
}

/**
 * A draw's seed (hex): HMAC-SHA-256(key = the beacon's randomness bytes,
 * `<algorithm>|<round>|<digest>`). The selection's algorithm is `draw-v2`; the unit draw
 * (unit-draw.ts) names its own, so one beacon round never gives two draws the same seed.
 */
export async function drawSeed(
  randomnessHex: string,
  round: number,
  digest: string,
  algorithm: string = DRAW_ALGORITHM,
): Promise<string> {
  return bytesToHex(await hmac(hexToBytes(randomnessHex), `${algorithm}|${round}|${digest}`));
}

/** A lot computer for one seed: HMAC-SHA-256(seed bytes, receipt number UTF-8). */
export async function lotMaker(seedHex: string): Promise<(receiptNo: string) => Promise<Uint8Array>> {
  const key = await crypto.subtle.importKey("raw", hexToBytes(seedHex), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return async (receiptNo) => new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(receiptNo)));
}

/** Byte-wise comparison, shorter first on a common prefix (lots are all 32 bytes). */
export function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** A rank's order: FIRST 0, SECOND 1, THIRD 2, none after every rank. */
export const rankOrder = (rank: Rank | null): number => (rank === null ? RANKS.length : RANKS.indexOf(rank));

/** Runs the draw. Groups without supply still get their order (all NOT_SELECTED). */
export async function runDraw(input: DrawInput): Promise<DrawGroupResult[]> {
  const lotOf = await lotMaker(input.seedHex);
  const lots = await Promise.all(input.entries.map((e) => lotOf(e.receiptNo)));
  const supply = new Map(input.groups.map((g) => [g.key, g.households]));
  const byGroup = new Map<string, { entry: DrawEntry; lot: Uint8Array }[]>();
  input.entries.forEach((entry, i) => {
    const list = byGroup.get(entry.group) ?? [];
    list.push({ entry, lot: lots[i] as Uint8Array });
    byGroup.set(entry.group, list);
  });
  const keys = [...new Set([...input.groups.map((g) => g.key), ...byGroup.keys()])].sort();
  return keys.map((key) => {
    const households = supply.get(key) ?? 0;
    const waitingMax = households * input.waitingMultiple;
    const sorted = (byGroup.get(key) ?? []).sort(
      (a, b) =>
        rankOrder(a.entry.regionRank) - rankOrder(b.entry.regionRank) ||
        rankOrder(a.entry.earningRank) - rankOrder(b.entry.earningRank) ||
        compareBytes(a.lot, b.lot) ||
        (a.entry.receiptNo < b.entry.receiptNo ? -1 : a.entry.receiptNo > b.entry.receiptNo ? 1 : 0),
    );
    const counts: Record<DrawOutcomeKind, number> = { SELECTED: 0, WAITING: 0, NOT_SELECTED: 0 };
    const places = sorted.map(({ entry, lot }, i): DrawPlace => {
      const outcome: DrawOutcomeKind =
        i < households ? "SELECTED" : i < households + waitingMax ? "WAITING" : "NOT_SELECTED";
      counts[outcome] += 1;
      return {
        receiptNo: entry.receiptNo,
        group: entry.group,
        regionRank: entry.regionRank,
        earningRank: entry.earningRank,
        lot: bytesToHex(lot),
        position: i + 1,
        outcome,
        waitingNumber: outcome === "WAITING" ? i - households + 1 : null,
      };
    });
    return { key, households, places, counts };
  });
}
