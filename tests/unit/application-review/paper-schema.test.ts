import { describe, expect, it } from "vitest";
import { paperSchema, paperValuesOfJson } from "../../../app/features/application-review/paper-schema";
import { readDraft } from "../../../app/features/applications/application-form";
import { rateOf, totalOf } from "../../../app/features/competition/competition-rate";

const offered = [
  { code: "privacy", required: true },
  { code: "marketing", required: false },
];

const youth = {
  roundId: "seed-round-2",
  receivedAt: "2026-05-09T15:30",
  name: " 박종이 ",
  birth: "19960315",
  phone: "01055556666",
  lang: "en",
  identityConfirmed: "true",
  email: "paper@example.com",
  qualificationType: "YOUTH_TYPE",
  unitType: "18A",
  supplyType: "SPECIAL_TYPE",
  supplyCategory: "YOUTH",
  earningRank: "FIRST",
  regionRank: "THIRD",
  isHomeless: "true",
  isAsset: "false",
  isCar: "false",
  terms: ["privacy"],
};

const messages = (values: Record<string, unknown>) => {
  const parsed = paperSchema(offered).safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the paper application's schema (the journey's steps on one form)", () => {
  it("reads a youth applicant: the receipt in Seoul time, the answers, the draft the journey keeps", () => {
    const parsed = paperSchema(offered).parse(youth);
    expect(parsed).toMatchObject({
      name: "박종이",
      lang: "en",
      terms: ["privacy"],
      receivedAt: new Date("2026-05-09T06:30:00Z"),
      answers: { supplyType: "SPECIAL_TYPE", earningRank: "FIRST", spouseName: null, carValue: null },
    });
    expect(parsed.draft.spouse).toBeUndefined();
    expect(readDraft(parsed.draft).complete).toEqual(parsed.answers);
  });

  it("answers the online form's codes, field by field, in the form's order", () => {
    const wrong = messages({
      ...youth,
      receivedAt: "2026-02-30T10:00",
      birth: "19961332",
      supplyCategory: "MARRIED",
      earningRank: undefined,
      isCar: "true",
      terms: [],
    });
    expect(Object.entries(wrong)).toEqual([
      ["receivedAt", "validation.paper.receivedAt"],
      ["birth", "validation.birth"],
      ["supplyCategory", "validation.application.categoryMismatch"],
      ["earningRank", "validation.application.earningRank"],
      ["carValue", "validation.application.carValue"],
      ["terms.privacy", "validation.agreement.required"],
    ]);
  });

  it("asks a newlywed for the spouse step, and nobody else", () => {
    const married = { ...youth, qualificationType: "MARRIED_TYPE", supplyCategory: "MARRIED" };
    expect(messages(married)).toMatchObject({
      spouseName: "validation.name",
      marriage: "validation.application.marriage",
    });
    expect(messages({ ...youth, spouseName: "" })).toEqual({});
  });

  it("requires the manager's confirmation of the name, birth date and phone", () => {
    expect(messages({ ...youth, identityConfirmed: undefined })).toEqual({
      identityConfirmed: "validation.paper.identityConfirmed",
    });
    expect(messages({ ...youth, identityConfirmed: "on" })).toEqual({
      identityConfirmed: "validation.paper.identityConfirmed",
    });
  });

  it("reads JSON booleans and numbers as a form posts them", () => {
    expect(paperValuesOfJson({ isCar: true, carValue: 2500, terms: ["privacy"] })).toEqual({
      isCar: "true",
      carValue: "2500",
      terms: ["privacy"],
    });
    expect(paperValuesOfJson([1, 2])).toEqual({});
  });
});

describe("competition rates", () => {
  it("reads as N : 1, to two decimals, and not at all without households", () => {
    expect(rateOf({ households: 94, applications: 235 })).toBe("2.5 : 1");
    expect(rateOf({ households: 62, applications: 1 })).toBe("0.02 : 1");
    expect(rateOf({ households: 58, applications: 0 })).toBe("0 : 1");
    expect(rateOf({ households: 0, applications: 3 })).toBeNull();
    expect(
      totalOf([
        { households: 94, applications: 3 },
        { households: 58, applications: 2 },
      ]),
    ).toEqual({ households: 152, applications: 5 });
  });
});
