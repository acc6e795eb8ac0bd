import { strToU8, zipSync } from "fflate";

/*
 * Office files built in the test (no binaries in the repository): XLSX, DOCX, PPTX and HWPX
 * as the zipped XML their programs write, and registration numbers with a valid check digit.
 * Every name, number and date here is made up.
 */

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Column letters of a zero-based index. */
const column = (i: number): string =>
  (i < 26 ? "" : column(Math.floor(i / 26) - 1)) + String.fromCharCode(65 + (i % 26));

/** An XLSX workbook: text cells through the shared strings, numbers as numbers. */
export function xlsxOf(sheets: { name: string; rows: (string | number)[][] }[]): Uint8Array {
  const shared: string[] = [];
  const files: Record<string, Uint8Array> = {};
  sheets.forEach((sheet, s) => {
    const rows = sheet.rows
      .map((row, r) => {
        const cells = row
          .map((value, c) => {
            const ref = `${column(c)}${r + 1}`;
            if (typeof value === "number") return `<c r="${ref}"><v>${value}</v></c>`;
            shared.push(value);
            return `<c r="${ref}" t="s"><v>${shared.length - 1}</v></c>`;
          })
          .join("");
        return `<row r="${r + 1}">${cells}</row>`;
      })
      .join("");
    files[`xl/worksheets/sheet${s + 1}.xml`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
    );
  });
  files["xl/workbook.xml"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheets
      .map((s, i) => `<sheet name="${xml(s.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join("")}</sheets></workbook>`,
  );
  files["xl/_rels/workbook.xml.rels"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships>${sheets
      .map((_, i) => `<Relationship Id="rId${i + 1}" Target="worksheets/sheet${i + 1}.xml"/>`)
      .join("")}</Relationships>`,
  );
  files["xl/sharedStrings.xml"] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><sst>${shared.map((t) => `<si><t>${xml(t)}</t></si>`).join("")}</sst>`,
  );
  files["[Content_Types].xml"] = strToU8(`<?xml version="1.0" encoding="UTF-8"?><Types/>`);
  return zipSync(files);
}

/** Word-processor XML: paragraphs, then a table, with the program's tag prefixes. */
function wordXml(
  paragraphs: string[],
  table: string[][],
  t: { p: string; r: string; t: string; tbl: string; tr: string; tc: string },
) {
  const p = (text: string) => `<${t.p}><${t.r}><${t.t} xml:space="preserve">${xml(text)}</${t.t}></${t.r}></${t.p}>`;
  const rows = table.map((row) => `<${t.tr}>${row.map((cell) => `<${t.tc}>${p(cell)}</${t.tc}>`).join("")}</${t.tr}>`);
  return `${paragraphs.map(p).join("")}${table.length ? `<${t.tbl}>${rows.join("")}</${t.tbl}>` : ""}`;
}

/** A DOCX document: paragraphs and one table. */
export function docxOf(paragraphs: string[], table: string[][] = []): Uint8Array {
  const body = wordXml(paragraphs, table, { p: "w:p", r: "w:r", t: "w:t", tbl: "w:tbl", tr: "w:tr", tc: "w:tc" });
  return zipSync({
    "[Content_Types].xml": strToU8("<Types/>"),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  });
}

/** A PPTX presentation of one slide. */
export function pptxOf(paragraphs: string[], table: string[][] = []): Uint8Array {
  const body = wordXml(paragraphs, table, { p: "a:p", r: "a:r", t: "a:t", tbl: "a:tbl", tr: "a:tr", tc: "a:tc" });
  return zipSync({ "ppt/slides/slide1.xml": strToU8(`<p:sld><p:cSld>${body}</p:cSld></p:sld>`) });
}

/** An HWPX document of one section. */
export function hwpxOf(paragraphs: string[], table: string[][] = []): Uint8Array {
  const body = wordXml(paragraphs, table, {
    p: "hp:p",
    r: "hp:run",
    t: "hp:t",
    tbl: "hp:tbl",
    tr: "hp:tr",
    tc: "hp:tc",
  });
  return zipSync({
    mimetype: strToU8("application/hwp+zip"),
    "Contents/section0.xml": strToU8(`<hs:sec>${body}</hs:sec>`),
  });
}

const WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

/** A made-up 주민등록번호 (or 외국인등록번호 for 5–8) whose check digit holds: `YYMMDD-GNNNNNC`. */
export function registrationNumber(birth: string, gender: number, serial = "12345"): string {
  const digits = `${birth}${gender}${serial}`;
  const sum = WEIGHTS.reduce((acc, w, i) => acc + w * Number(digits[i]), 0);
  const check = gender >= 5 ? (13 - (sum % 11)) % 10 : (11 - (sum % 11)) % 10;
  return `${birth}-${gender}${serial}${check}`;
}

/** Made-up people for lists: a name, a mobile number, a birth date. */
export function people(n: number): { name: string; mobile: string; birth: string }[] {
  const family = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임", "한", "오"];
  const given = ["민준", "서연", "도윤", "하은", "지호", "수아", "예준", "지유", "시우", "채원", "주원", "다은"];
  return Array.from({ length: n }, (_, i) => ({
    name: `${family[i % family.length]}${given[(i * 5) % given.length]}`,
    mobile: `010-${String(2000 + i * 37).padStart(4, "0")}-${String(5000 + i * 91).padStart(4, "0")}`,
    birth: `19${String(80 + (i % 19)).padStart(2, "0")}-0${1 + (i % 9)}-1${i % 10}`,
  }));
}
