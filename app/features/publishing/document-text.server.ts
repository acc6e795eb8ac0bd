import { type Unzipped, unzipSync } from "fflate";
import type { TextRow } from "./leak-scan";

/*
 * The text of an attached file, as rows the scanner reads (leak-scan.ts), in places it can
 * name: a spreadsheet's sheets with their columns, a document's paragraphs and table rows.
 * XLSX, DOCX, PPTX and HWPX are zipped XML (fflate unzips them in the Worker); CSV is text.
 * Anything else (PDF, images, HWP/DOC/XLS/PPT binaries, ZIP archives) cannot be read here:
 * posting it needs the manager's explicit confirmation (docs/product/publishing.md).
 */

/** One place in a file: a sheet (index from 1, its name) or the document as a whole. */
export type FilePlace = { sheet?: number; sheetName?: string; rows: TextRow[] };

export type FileText = { readable: true; places: FilePlace[] } | { readable: false };

/** Most XML a file may unpack to before it counts as unreadable (a zip bomb stays one). */
const MAX_UNPACKED_BYTES = 40 * 1024 * 1024;

const UNREADABLE: FileText = { readable: false };

const ENTITY: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITY[e.toLowerCase()] ?? "";
  });
}

const utf8 = new TextDecoder();

/** Unzips the entries `wanted` picks, refusing archives that declare too much. */
function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Unzipped | null {
  let total = 0;
  try {
    return unzipSync(bytes, {
      filter: (f) => {
        if (!wanted(f.name)) return false;
        total += f.originalSize;
        if (total > MAX_UNPACKED_BYTES) throw new Error("too large");
        return true;
      },
    });
  } catch {
    return null;
  }
}

const text = (entries: Unzipped, name: string) => {
  const entry = entries[name];
  return entry ? utf8.decode(entry) : "";
};

/** The text runs (`<tag>…</tag>`) inside some XML, joined. */
function runs(xml: string, tag: string): string {
  const re = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`, "g");
  return decodeXml([...xml.matchAll(re)].map((m) => m[1]).join(""));
}

const blocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>[\\s\\S]*?</${tag}>`, "g"))].map((m) => m[0]);

/** A column's letters from a cell reference ("C12" → "C"). */
const columnOf = (ref: string) => ref.replace(/\d+$/, "");

/** Column letters of a zero-based index (0 → A, 26 → AA). */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function xlsx(bytes: Uint8Array): FileText {
  const entries = unzip(bytes, (n) =>
    /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|worksheets\/[^/]+\.xml)$/.test(n),
  );
  if (!entries?.["xl/workbook.xml"]) return UNREADABLE;
  const shared = blocks(text(entries, "xl/sharedStrings.xml"), "si").map((si) => runs(si, "t"));
  const targets = new Map(
    [...text(entries, "xl/_rels/workbook.xml.rels").matchAll(/<Relationship\b[^>]*>/g)].map((m) => [
      /\bId="([^"]+)"/.exec(m[0])?.[1] ?? "",
      (/\bTarget="([^"]+)"/.exec(m[0])?.[1] ?? "").replace(/^\/?(xl\/)?/, "xl/"),
    ]),
  );
  const sheets = [...text(entries, "xl/workbook.xml").matchAll(/<sheet\b[^>]*>/g)].map((m) => ({
    name: decodeXml(/\bname="([^"]*)"/.exec(m[0])?.[1] ?? ""),
    path: targets.get(/\br:id="([^"]+)"/.exec(m[0])?.[1] ?? "") ?? "",
  }));
  const places = sheets.map(({ name, path }, i) => {
    const rows = blocks(text(entries, path), "row").map((row) => {
      const cells: string[] = [];
      const columns: string[] = [];
      for (const cell of row.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attributes = cell[1] ?? "";
        const inner = cell[2] ?? "";
        const type = /\bt="([^"]+)"/.exec(attributes)?.[1];
        const value = /<v>([^<]*)<\/v>/.exec(inner)?.[1] ?? "";
        const content =
          type === "s" ? (shared[Number(value)] ?? "") : type === "inlineStr" ? runs(inner, "t") : decodeXml(value);
        if (!content) continue;
        cells.push(content);
        columns.push(columnOf(/\br="([A-Z]+\d+)"/.exec(attributes)?.[1] ?? columnName(cells.length - 1)));
      }
      const number = Number(/^<row\b[^>]*?\br="(\d+)"/.exec(row)?.[1]);
      return { cells, columns, ...(number > 0 ? { row: number } : {}) };
    });
    return { sheet: i + 1, sheetName: name, rows };
  });
  return { readable: true, places };
}

/** Paragraphs and table rows of word-processor XML: `p`/`t` for paragraphs and runs, `tr`/`tc` for tables. */
function paragraphsAndTables(xml: string, tags: { p: string; t: string; tr: string; tc: string }): TextRow[] {
  const rows: TextRow[] = [];
  const withoutTables = xml.replace(new RegExp(`<${tags.tr}(?:\\s[^>]*)?>[\\s\\S]*?</${tags.tr}>`, "g"), (tr) => {
    const cells = blocks(tr, tags.tc).map((tc) =>
      blocks(tc, tags.p)
        .map((p) => runs(p, tags.t))
        .join(" "),
    );
    rows.push({ cells, columns: cells.map((_, i) => columnName(i)) });
    return "";
  });
  for (const p of blocks(withoutTables, tags.p)) {
    const line = runs(p, tags.t).trim();
    if (line) rows.push({ cells: [line] });
  }
  return rows;
}

function officeDocument(
  bytes: Uint8Array,
  parts: RegExp,
  tags: { p: string; t: string; tr: string; tc: string },
): FileText {
  const entries = unzip(bytes, (n) => parts.test(n));
  const names = entries ? Object.keys(entries).sort((a, b) => a.localeCompare(b, "en", { numeric: true })) : [];
  if (!entries || !names.length) return UNREADABLE;
  return { readable: true, places: [{ rows: names.flatMap((n) => paragraphsAndTables(text(entries, n), tags)) }] };
}

/** CSV (UTF-8, with or without BOM, or EUC-KR when the Worker can decode it) as rows of cells. */
function csv(bytes: Uint8Array): FileText {
  let source: string;
  try {
    source = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    try {
      source = new TextDecoder("euc-kr", { fatal: true }).decode(bytes);
    } catch {
      return UNREADABLE;
    }
  }
  const rows: TextRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  const endCell = () => {
    cells.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.some((c) => c.trim())) rows.push({ cells, columns: cells.map((_, i) => columnName(i)) });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") endCell();
    else if (c === "\n") endRow();
    else if (c !== "\r") cell += c;
  }
  endRow();
  return { readable: true, places: [{ rows }] };
}

/** The text of a file by its extension (its bytes were already checked to agree with it), or unreadable. */
export function fileText(extension: string, bytes: Uint8Array): FileText {
  switch (extension) {
    case "xlsx":
      return xlsx(bytes);
    case "docx":
      return officeDocument(bytes, /^word\/(document|header\d*|footer\d*)\.xml$/, {
        p: "w:p",
        t: "w:t",
        tr: "w:tr",
        tc: "w:tc",
      });
    case "pptx":
      return officeDocument(bytes, /^ppt\/slides\/slide\d+\.xml$/, { p: "a:p", t: "a:t", tr: "a:tr", tc: "a:tc" });
    case "hwpx":
      return officeDocument(bytes, /^Contents\/section\d+\.xml$/, { p: "hp:p", t: "hp:t", tr: "hp:tr", tc: "hp:tc" });
    case "csv":
    case "txt":
      return csv(bytes);
    default:
      return UNREADABLE;
  }
}
