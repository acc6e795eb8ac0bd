import { bytesToHex, compareBytes, drawSeed, lotMaker, sha256Hex, sortEntrants } from "./draw";

/*
 * 동·호 배정 추첨 (docs/product/units.md §18.7), pure, on the selection's method and
 * primitives (draw.ts): a frozen list with its digest, a public beacon round fixed at the
 * freeze, seed = HMAC-SHA-256(key = the beacon's randomness, `units-v1|<round>|<digest>`),
 * lot = HMAC-SHA-256(key = seed, receipt number as UTF-8). The list is the round's winners who
 * passed the document check (receipt number and unit type) and the round's units (동, 호, 층,
 * unit type). Per unit type the winners in lot order, smallest first, take the units in their
 * fixed order (동, then 층 as a number, then 호); a winner beyond the type's units gets none,
 * a unit beyond its winners stays unassigned. The publish, the audit file and
 * `npm run draw:verify` run this one module.
 */

export const UNIT_DRAW_ALGORITHM = "units-v1";

export type UnitWinner = { receiptNo: string; unitType: string };
export type RoundUnit = { dong: string; ho: string; floor: number; unitType: string };

/** A unit's name as the audit file and the pages show it: "101동 1203호" is `101-1203`. */
export const unitName = (u: Pick<RoundUnit, "dong" | "ho">) => `${u.dong}-${u.ho}`;

/** A unit's name back into its 동 and 호 (neither holds a hyphen: unit-schema.ts). */
export function unitParts(name: string): { dong: string; ho: string } {
  const at = name.indexOf("-");
  return { dong: name.slice(0, at), ho: name.slice(at + 1) };
}

export const winnerLine = (w: UnitWinner) => `W|${w.receiptNo}|${w.unitType}\n`;
export const unitLine = (u: RoundUnit) => `U|${u.unitType}|${u.dong}|${u.floor}|${u.ho}\n`;

const ascii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Units in their fixed order: unit type, 동, 층 (a number), 호 (strings compared as ASCII). */
export const sortUnits = <T extends RoundUnit>(units: readonly T[]): T[] =>
  [...units].sort(
    (a, b) => ascii(a.unitType, b.unitType) || ascii(a.dong, b.dong) || a.floor - b.floor || ascii(a.ho, b.ho),
  );

/**
 * The list digest: lowercase hex SHA-256 of the winners' lines (`W|receipt|unitType`, by
 * receipt number) then the units' lines (`U|unitType|동|층|호`, in their fixed order), UTF-8.
 */
export function unitListDigest(winners: readonly UnitWinner[], units: readonly RoundUnit[]): Promise<string> {
  return sha256Hex(sortEntrants(winners).map(winnerLine).join("") + sortUnits(units).map(unitLine).join(""));
}

/** The unit draw's seed: the selection's seed with this draw's algorithm. */
export const unitDrawSeed = (randomnessHex: string, round: number, digest: string) =>
  drawSeed(randomnessHex, round, digest, UNIT_DRAW_ALGORITHM);

export type UnitPlace = { position: number; receiptNo: string; lot: string; unit: string | null };
export type UnitTypeResult = { unitType: string; units: number; places: UnitPlace[] };

/** Runs the assignment: per unit type (ASCII order), the winners by lot take the units in order. */
export async function runUnitDraw(input: {
  seedHex: string;
  winners: readonly UnitWinner[];
  units: readonly RoundUnit[];
}): Promise<UnitTypeResult[]> {
  const lotOf = await lotMaker(input.seedHex);
  const lots = await Promise.all(input.winners.map((w) => lotOf(w.receiptNo)));
  const types = [...new Set([...input.winners.map((w) => w.unitType), ...input.units.map((u) => u.unitType)])].sort(
    ascii,
  );
  const ordered = sortUnits(input.units);
  return types.map((unitType) => {
    const units = ordered.filter((u) => u.unitType === unitType);
    const drawn = input.winners
      .map((w, i) => ({ w, lot: lots[i] as Uint8Array }))
      .filter(({ w }) => w.unitType === unitType)
      .sort((a, b) => compareBytes(a.lot, b.lot) || ascii(a.w.receiptNo, b.w.receiptNo));
    return {
      unitType,
      units: units.length,
      places: drawn.map(({ w, lot }, i) => {
        const unit = units[i];
        return { position: i + 1, receiptNo: w.receiptNo, lot: bytesToHex(lot), unit: unit ? unitName(unit) : null };
      }),
    };
  });
}
