import type { Db } from "../../../db/client";
import { DomainError, type ErrorCode } from "../../lib/domain-error";
import type { Language } from "../../lib/i18n/languages";
import type { XlsxSheet } from "../../lib/xlsx.server";
import type { AuditActor } from "../audit/audit.server";
import { fileText } from "../publishing/document-text.server";
import { addUnits, listUnits, type UnitInput } from "./unit-draw.server";
import { UNIT_LIMITS, unitInputSchema } from "./unit-schema";

/*
 * A round's units from an xlsx sheet (docs/product/units.md §18.7): the first sheet's
 * first row names the columns (동, 호, 층, 주택형, or their English or Chinese names, in any
 * order; other columns are ignored), each row below is one unit. Every row is checked with the
 * form's schema; a file with any bad row adds nothing and says which rows and why, so a manager
 * fixes the sheet and uploads it again. The workbook is read by the publishing scan's reader.
 */

const FIELDS = ["dong", "ho", "floor", "unitType"] as const;
type Field = (typeof FIELDS)[number];

/** The header texts each column may carry (compared without spaces, in lower case). */
const HEADERS: Record<Field, readonly string[]> = {
  dong: ["동", "dong", "building", "楼栋"],
  ho: ["호", "ho", "unit", "房号"],
  floor: ["층", "floor", "楼层"],
  unitType: ["주택형", "타입", "unittype", "type", "户型"],
};

const normal = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/** The blank sheet's column names in the manager's language: each one HEADERS takes. */
const TEMPLATE_HEADERS: Record<Language, Record<Field, string>> = {
  ko: { dong: "동", ho: "호", floor: "층", unitType: "주택형" },
  en: { dong: "Building", ho: "Unit", floor: "Floor", unitType: "Unit type" },
  cn: { dong: "楼栋", ho: "房号", floor: "楼层", unitType: "户型" },
};

/** The blank sheet the units screen offers: the four columns the import reads, no row. */
export function unitSheetTemplate(lang: Language): XlsxSheet {
  return {
    name: "units",
    columns: FIELDS.map((f) => ({ header: TEMPLATE_HEADERS[lang][f], width: 12 })),
    rows: (async function* () {})(),
  };
}

/** One bad row: its number in the sheet and the field whose message explains it. */
export type UnitImportProblem = { row: number; field: Field; code: ErrorCode };

export type UnitImportResult = { added: number; problems: [] } | { added: 0; problems: UnitImportProblem[] };

/** Reads the sheet into units, or the rows it refuses; throws for a file it cannot use at all. */
export function readUnitSheet(bytes: Uint8Array): {
  units: UnitInput[];
  rows: number[];
  problems: UnitImportProblem[];
} {
  const text = fileText("xlsx", bytes);
  const sheet = text.readable ? text.places[0] : undefined;
  if (!sheet) throw new DomainError(400, "units.importUnreadable", "file");
  const [header, ...body] = sheet.rows;
  const columnOf = new Map<Field, string>();
  for (const [i, cell] of (header?.cells ?? []).entries()) {
    const field = FIELDS.find((f) => HEADERS[f].includes(normal(cell)));
    const column = header?.columns?.[i];
    if (field && column && !columnOf.has(field)) columnOf.set(field, column);
  }
  if (columnOf.size < FIELDS.length) throw new DomainError(400, "units.importHeader", "file");
  if (body.length === 0) throw new DomainError(400, "units.importEmpty", "file");
  if (body.length > UNIT_LIMITS.importRows) throw new DomainError(400, "units.importTooMany", "file");

  const units: UnitInput[] = [];
  const rows: number[] = [];
  const problems: UnitImportProblem[] = [];
  body.forEach((row, i) => {
    const number = row.row ?? i + 2;
    const value = (field: Field) => {
      const at = row.columns?.indexOf(columnOf.get(field) ?? "") ?? -1;
      return at >= 0 ? row.cells[at] : "";
    };
    const parsed = unitInputSchema.safeParse(Object.fromEntries(FIELDS.map((f) => [f, value(f)])));
    if (parsed.success) {
      units.push(parsed.data);
      rows.push(number);
      return;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      if (seen.has(field)) continue;
      seen.add(field);
      problems.push({ row: number, field, code: issue.message as ErrorCode });
    }
  });
  return { units, rows, problems };
}

/**
 * Adds the sheet's units to the round, all or none: refused rows (a bad cell, a 동·호 twice in
 * the file or already registered) come back with their row numbers and nothing is added.
 * Audited with the count, as an import, through addUnits.
 */
export async function importUnits(
  db: Db,
  roundId: string,
  bytes: Uint8Array,
  by: AuditActor,
): Promise<UnitImportResult> {
  const { units, rows, problems } = readUnitSheet(bytes);
  const taken = new Set((await listUnits(db, roundId)).map((u) => `${u.dong}|${u.ho}`));
  const inFile = new Set<string>();
  units.forEach((u, i) => {
    const key = `${u.dong}|${u.ho}`;
    const row = rows[i] ?? 0;
    if (taken.has(key)) problems.push({ row, field: "ho", code: "units.importExisting" });
    else if (inFile.has(key)) problems.push({ row, field: "ho", code: "units.importRepeated" });
    inFile.add(key);
  });
  if (problems.length) return { added: 0, problems: problems.sort((a, b) => a.row - b.row) };
  await addUnits(db, roundId, units, by, "xlsx");
  return { added: units.length, problems: [] };
}
