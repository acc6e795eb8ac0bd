import { describe, expect, it } from "vitest";
import { plainTextToRichText } from "../../../app/features/managed-content/sanitize.server";
import { fileText } from "../../../app/features/publishing/document-text.server";
import {
  countRegistrationNumbers,
  type LeakFinding,
  looksLikeName,
  scanRows,
  textRows,
} from "../../../app/features/publishing/leak-scan";
import { richTextRows, scanParts } from "../../../app/features/publishing/publishing-gate.server";
import * as centerSamples from "../../../db/seed/center-samples";
import * as seedContent from "../../../db/seed/content";
import { makePdf } from "../../../db/seed/pdf";
import { fileOf } from "../../support/files";
import { docxOf, hwpxOf, people, pptxOf, registrationNumber, xlsxOf } from "../../support/office-files";

/*
 * The leak scan's corpus (docs/product/publishing.md): what it must find, and what it must
 * not, the seeded content above all (read from db/seed, so a changed seed stays covered).
 */

const kinds = (findings: LeakFinding[]) => findings.map((f) => f.kind).sort();
const scanText = (text: string) => scanRows(textRows(text));
const scanHtml = (html: string) => scanRows(richTextRows(html));

const list = people(12);

describe("text that holds personal data", () => {
  const positives: [string, string, LeakFinding["kind"][]][] = [
    ["a registration number with a hyphen", `신청인 주민등록번호 ${registrationNumber("900101", 1)}`, ["rrn"]],
    ["one issued after 2020 (no valid check digit)", "주민등록번호: 021015-3987654", ["rrn"]],
    ["one without hyphen and with its check digit", registrationNumber("850315", 2).replace("-", ""), ["rrn"]],
    ["a foreigner's number", `외국인등록번호 ${registrationNumber("880720", 5)}`, ["rrn"]],
    ["spaces around the hyphen", "901231 - 2345678", ["rrn"]],
    ["three mobile numbers", "연락처 010-1234-5678, 010.2345.6789, 01034567890", ["mobile"]],
    ["mobile numbers written +82", "+82 10-1234-5678 / +82-10-2345-6789 / 010 3456 7890", ["mobile"]],
    [
      "lines of names and birth dates",
      list
        .slice(0, 4)
        .map((p) => `${p.name} ${p.birth.replaceAll("-", ".")}`)
        .join("\n"),
      ["nameRows"],
    ],
    [
      "a results list: names, mobiles and birth dates",
      list.map((p) => `${p.name}\t${p.mobile}\t${p.birth}`).join("\n"),
      ["mobile", "nameRows"],
    ],
  ];
  it.each(positives)("%s", (_, text, expected) => {
    expect(kinds(scanText(text))).toEqual(expected);
  });

  it("counts every registration number and every distinct mobile number", () => {
    const text = list.map((p, i) => `${p.name} ${registrationNumber(`9001${10 + i}`, 1 + (i % 2))} ${p.mobile}`);
    const findings = scanText(text.join("\n"));
    expect(findings).toContainEqual({ kind: "rrn", count: 12, columns: [] });
    expect(findings).toContainEqual({ kind: "mobile", count: 12, columns: [] });
    expect(findings).toContainEqual({ kind: "nameRows", count: 12, columns: [] });
  });

  it("reads HTML by its paragraphs and line breaks", () => {
    const html = list
      .slice(0, 3)
      .map((p) => `<p>${p.name} (${p.mobile})</p>`)
      .join("");
    expect(kinds(scanHtml(html))).toEqual(["mobile", "nameRows"]);
    expect(kinds(scanHtml(`<p>${list.map((p) => `${p.name} ${p.birth}`).join("<br>")}</p>`))).toEqual(["nameRows"]);
  });
});

describe("text that does not", () => {
  const negatives: [string, string][] = [
    ["an office number and a call centre", "문의: 관리사무소 02-123-4567, 고객센터 1600-0000 (평일 09:00~18:00)"],
    ["one contact mobile", "담당자 김철수 주임 010-1234-5678로 연락해주세요."],
    ["two contact mobiles", "담당 김철수 010-1234-5678\n담당 이영희 010-2345-6789"],
    ["the same mobile written three times", "010-1234-5678 / 01012345678 / 010.1234.5678"],
    ["masked registration numbers", "900101-1******, 850315-2XXXXXX, 880720-5"],
    ["masked mobiles", "010-****-5678\n010-12**-5678\n010-1234-****\n010-9***-1111"],
    ["masked names beside masked mobiles", "홍*동 010-****-1234\n김*수 010-****-2345\n이*희 010-****-3456"],
    ["a corporation's registration number", "법인등록번호 110111-1234567"],
    ["a business registration number", "사업자등록번호 123-45-67890"],
    ["13 digits without a check digit", "주문번호 9001011234561, 접수번호 8503152000001"],
    ["millisecond timestamps", "1735689600000 1705123456780"],
    ["a schedule of dates", "접수 2025.03.01 ~ 2025.03.10\n발표 2025-04-01\n계약 2025년 4월 15일\n입주 2025.06.01"],
    ["amounts and areas", "임대보증금 36,650,000원, 월 임대료 180,000원, 전용 36.65㎡, 3,803만 원"],
    ["a unit plan", "18A 18.88㎡ 120세대\n36A 36.65㎡ 80세대\n39A 39.41㎡ 40세대"],
    [
      "staff with office numbers",
      "김민준 과장 02-2600-1234\n이서연 대리 02-2600-1235\n박도윤 주임 02-2600-1236\n최하은 사원 02-2600-1237",
    ],
  ];
  it.each(negatives)("%s", (_, text) => {
    expect(scanText(text)).toEqual([]);
    expect(scanHtml(plainTextToRichText(text))).toEqual([]);
  });

  it("tells names from words that begin like one", () => {
    expect(["김민준", "이서연", "남궁민", "박하"].every(looksLikeName)).toBe(true);
    expect(["문의", "안내", "신청", "정보", "관리사무소", "청약"].some(looksLikeName)).toBe(false);
  });

  it("checks the date and the gender digit of a registration number", () => {
    expect(countRegistrationNumbers("901301-1234567")).toBe(0); // month 13
    expect(countRegistrationNumbers("900230-1234567")).toBe(0); // 30 February
    expect(countRegistrationNumbers("900101-9234567")).toBe(0); // gender 9
    expect(countRegistrationNumbers("000229-3234567")).toBe(1); // 2000 was a leap year
  });
});

/** Every string of a seed module, walked deeply (functions called with a fixed date). */
function seedStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (typeof value === "function")
    seedStrings((value as (now: Date) => unknown)(new Date("2026-03-02T00:00:00Z")), out);
  else if (Array.isArray(value)) for (const v of value) seedStrings(v, out);
  else if (value && typeof value === "object" && !(value instanceof Uint8Array))
    for (const v of Object.values(value)) seedStrings(v, out);
  return out;
}

describe("the seeded content", () => {
  const modules = { seedContent, centerSamples };
  const strings = Object.values(modules).flatMap((m) => seedStrings(m));

  it("is read from db/seed (the corpus is not empty)", () => {
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.some((s) => s.includes("1600-0000"))).toBe(true);
  });

  it("has no finding, field by field, as text and as HTML", () => {
    const hits = strings.filter((s) => scanText(s).length > 0 || scanHtml(plainTextToRichText(s)).length > 0);
    expect(hits).toEqual([]);
  });

  it("has no finding even all together in one place", () => {
    expect(scanText(strings.join("\n"))).toEqual([]);
  });

  it("has no finding as the gate scans it (notices, FAQ, downloads, popups, banners, answers)", async () => {
    const parts = strings.map((text, i) => ({ field: `f${i}`, place: "body" as const, text }));
    const scanned = await scanParts(parts);
    expect(scanned.filter((s) => s.findings.length)).toEqual([]);
  });

  it("has PDF files the scan cannot read: posting them takes the confirmation", () => {
    const pdfs = seedStrings(seedContent.downloadItems.map((d) => d.lines));
    expect(fileText("pdf", makePdf(pdfs))).toEqual({ readable: false });
  });
});

describe("files", () => {
  const roster = list.map((p) => [p.name, p.mobile, p.birth]);

  it("names the sheet and columns of a spreadsheet's mobile numbers", async () => {
    const bytes = xlsxOf([
      { name: "안내", rows: [["하늘채움 행복주택 서류심사 결과"], ["문의", "02-123-4567"]] },
      { name: "명단", rows: [["번호", "이름", "연락처", "생년월일"], ...roster.map((r, i) => [i + 1, ...r])] },
    ]);
    const [scanned] = await scanParts([{ field: "files.0", file: fileOf(bytes, "명단.xlsx") }]);
    expect(scanned?.findings).toEqual([
      {
        field: "files.0",
        code: "publishing.found.mobile",
        values: {
          count: 12,
          where: {
            code: "publishing.where.sheetColumns",
            values: { name: "명단.xlsx", sheet: 2, sheetName: "명단", columns: "C" },
          },
        },
      },
      {
        field: "files.0",
        code: "publishing.found.nameRows",
        values: {
          count: 12,
          where: {
            code: "publishing.where.sheetColumns",
            values: { name: "명단.xlsx", sheet: 2, sheetName: "명단", columns: "B, C" },
          },
        },
      },
    ]);
  });

  it("finds registration numbers stored as numbers and birth dates as YYMMDD", () => {
    const rows = list.map((p, i) => [p.name, `9${i % 10}0${1 + (i % 9)}1${i % 10}`, "장애", 87.5]);
    const text = fileText("xlsx", xlsxOf([{ name: "Sheet1", rows }]));
    expect(text.readable && kinds(scanRows(text.places[0]?.rows ?? []))).toEqual(["nameRows"]);
    const numbers = fileText(
      "xlsx",
      xlsxOf([{ name: "Sheet1", rows: [[Number(registrationNumber("900101", 1).replace("-", ""))]] }]),
    );
    expect(numbers.readable && kinds(scanRows(numbers.places[0]?.rows ?? []))).toEqual(["rrn"]);
  });

  it.each([
    ["docx", docxOf],
    ["pptx", pptxOf],
    ["hwpx", hwpxOf],
  ] as const)("reads a %s table and its paragraphs", (ext, make) => {
    const text = fileText(
      ext,
      make(
        ["서류심사 결과 안내", "문의 02-123-4567"],
        [["성명", "연락처"], ...roster.map((r) => r.slice(0, 2) as string[])],
      ),
    );
    expect(text.readable && kinds(text.places.flatMap((p) => scanRows(p.rows)))).toEqual(["mobile", "nameRows"]);
    const plain = fileText(ext, make(["입주자 모집 공고", "문의: 고객센터 1600-0000, 담당 010-1234-5678"]));
    expect(plain.readable && plain.places.flatMap((p) => scanRows(p.rows))).toEqual([]);
  });

  it("reads CSV, quoted fields included", () => {
    const csv = `이름,연락처,비고\n${roster.map((r) => `${r[0]},${r[1]},"메모, 없음"`).join("\r\n")}\n`;
    const text = fileText("csv", new TextEncoder().encode(`\ufeff${csv}`));
    expect(text.readable && scanRows(text.places[0]?.rows ?? []).map((f) => [f.kind, f.columns])).toEqual([
      ["mobile", ["B"]],
      ["nameRows", ["A", "B"]],
    ]);
  });

  it("cannot read images, PDF, HWP and damaged archives", () => {
    for (const ext of ["png", "jpg", "pdf", "hwp", "xls", "doc", "zip"]) {
      expect(fileText(ext, new Uint8Array([1, 2, 3]))).toEqual({ readable: false });
    }
    expect(fileText("xlsx", new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toEqual({ readable: false });
  });

  it("reports an unreadable file as one, with its name and hash", async () => {
    const [scanned] = await scanParts([{ field: "files.0", file: fileOf(makePdf(["x"]), "공고문.pdf") }]);
    expect(scanned?.unreadable).toEqual({
      field: "files.0",
      code: "publishing.unreadableFile",
      values: { name: "공고문.pdf" },
    });
    expect(scanned?.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
