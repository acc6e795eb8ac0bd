import { describe, expect, it } from "vitest";
import { checklist, missingDocuments, nextFreeSlot, parseSlot } from "../../../app/features/applications/documents";
import { sniffType } from "../../../app/features/applications/file-type";

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe("file types by content (magic bytes), never by name", () => {
  it("knows pdf, jpeg (JFIF, and Exif as phones write it) and png", () => {
    expect(sniffType(text("%PDF-1.7\n"))).toBe("application/pdf");
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46))).toBe("image/jpeg");
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe1, 0x1c, 0x45, 0x45, 0x78))).toBe("image/jpeg");
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe("image/png");
  });

  it("refuses anything else: HEIC photos, HTML, executables, GIF, truncated signatures", () => {
    expect(sniffType(bytes(0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70))).toBeNull(); // ....ftypheic
    expect(sniffType(text("<!doctype html><script>"))).toBeNull();
    expect(sniffType(text("MZ\x90\x00"))).toBeNull();
    expect(sniffType(text("GIF89a"))).toBeNull();
    expect(sniffType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffType(text("%PD"))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
  });
});

describe("the document checklist derived from the answers", () => {
  const kinds = (answers: Parameters<typeof checklist>[0]) =>
    checklist(answers).map((i) => `${i.kind}${i.required ? "" : "?"}`);

  it("asks everyone for an ID card and a resident registration abstract; extras are optional", () => {
    expect(kinds({ qualificationType: "YOUTH_TYPE", supplyType: "NORMAL_TYPE", isCar: false })).toEqual([
      "idCard",
      "residence",
      "extra?",
    ]);
  });

  it("adds the marriage certificate (or a proof of the planned marriage), income proof for special supply, the car's registration", () => {
    expect(
      kinds({ qualificationType: "MARRIED_TYPE", marriagePlanned: false, supplyType: "SPECIAL_TYPE", isCar: true }),
    ).toEqual(["idCard", "residence", "marriage", "income", "car", "extra?"]);
    expect(kinds({ qualificationType: "MARRIED_TYPE", marriagePlanned: true })).toEqual([
      "idCard",
      "residence",
      "marriagePlan",
      "extra?",
    ]);
  });

  it("names slots by kind and page, and finds what is missing", () => {
    expect(parseSlot("residence")).toEqual({ kind: "residence", page: 1 });
    expect(parseSlot("residence-10")).toEqual({ kind: "residence", page: 10 });
    for (const bad of ["residence-1", "residence-11", "passport", "../idCard", "idCard-2 ", ""])
      expect(parseSlot(bad)).toBeNull();
    expect(nextFreeSlot("residence", ["residence", "residence-3"])).toBe("residence-2");
    const items = checklist({ qualificationType: "YOUTH_TYPE", isCar: true });
    expect(missingDocuments(items, ["residence-2", "extra"])).toEqual(["idCard", "car"]);
    expect(missingDocuments(items, ["idCard", "residence-2", "car"])).toEqual([]);
  });
});
