import { describe, expect, it } from "vitest";
import { snapshotChanges } from "../../../app/features/application-review/review-diff";

const base = {
  receiptNo: "H2-AAAA-BBBB",
  name: "김하늘",
  phone: "01012345678",
  birth: "19980312",
  answers: { email: "sky@example.com", unitType: "36A", isCar: false, carValue: null, earningRank: null },
  documents: [
    { name: "idCard", originalName: "id.pdf", sha256: "aa", size: 10 },
    { name: "residence", originalName: "res.pdf", sha256: "bb", size: 20 },
  ],
};

describe("snapshotChanges (what changed between two versions)", () => {
  it("finds nothing between equal snapshots", () => {
    expect(snapshotChanges(base, structuredClone(base))).toEqual([]);
  });

  it("lists each changed answer and person field in the form's order, with both values", () => {
    const after = {
      ...base,
      phone: "01099998888",
      answers: { ...base.answers, isCar: true, carValue: 20_000_000, unitType: "39A", earningRank: "FIRST" },
    };
    expect(snapshotChanges(base, after)).toEqual([
      { kind: "field", field: "phone", before: "01012345678", after: "01099998888" },
      { kind: "field", field: "unitType", before: "36A", after: "39A" },
      { kind: "field", field: "earningRank", before: null, after: "FIRST" },
      { kind: "field", field: "isCar", before: false, after: true },
      { kind: "field", field: "carValue", before: null, after: 20_000_000 },
    ]);
  });

  it("names a document slot replaced (same name, other content), added or removed", () => {
    const after = {
      ...base,
      documents: [
        { name: "idCard", originalName: "id.pdf", sha256: "cc", size: 10 },
        { name: "income", originalName: "income.pdf", sha256: "dd", size: 30 },
      ],
    };
    expect(snapshotChanges(base, after)).toEqual([
      { kind: "document", slot: "idCard", before: "id.pdf", after: "id.pdf" },
      { kind: "document", slot: "income", before: null, after: "income.pdf" },
      { kind: "document", slot: "residence", before: "res.pdf", after: null },
    ]);
  });

  it("reads a malformed or older snapshot without answers or documents as empty", () => {
    expect(snapshotChanges({}, { answers: { email: "a@b.c" }, documents: "nope" })).toEqual([
      { kind: "field", field: "email", before: null, after: "a@b.c" },
    ]);
  });
});
