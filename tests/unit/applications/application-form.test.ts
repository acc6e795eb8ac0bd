import { describe, expect, it } from "vitest";
import { draftOf, readDraft, stepsOf, supplySchema } from "../../../app/features/applications/application-form";

const details = { email: "sky@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" };
const supply = { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" };
const answers = { isHomeless: "true", isAsset: "false", isCar: "true", carValue: "2500" };

describe("the application form's steps", () => {
  it("reads a youth draft whole, with the car's value in won and no spouse", () => {
    const reading = readDraft({ details, supply, answers });
    expect(reading.done).toEqual({ details: true, supply: true, answers: true });
    expect(reading.complete).toMatchObject({
      qualificationType: "YOUTH_TYPE",
      earningRank: null,
      carValue: 25_000_000,
      isAsset: false,
      spouseName: null,
      marriagePlanned: null,
    });
    expect(stepsOf(reading.answers)).not.toContain("spouse");
  });

  it("reopens the steps an earlier change invalidates: a newlywed needs the newlywed category and the spouse step", () => {
    const reading = readDraft({ details: { ...details, qualificationType: "MARRIED_TYPE" }, supply, answers });
    expect(reading.done).toEqual({ details: true, supply: false, answers: true, spouse: false });
    expect(reading.complete).toBeNull();
    expect(stepsOf(reading.answers)).toContain("spouse");
    const fixed = readDraft({
      details: { ...details, qualificationType: "MARRIED_TYPE" },
      supply: { ...supply, supplyCategory: "MARRIED" },
      answers,
      spouse: { spouseName: "박바다", spousePhone: "01098765432", spouseBirth: "19940202", marriage: "planned" },
    });
    expect(fixed.complete).toMatchObject({ marriagePlanned: true, marriageDate: null, spouseName: "박바다" });
  });

  it("needs the ranks for special supply only, and ignores them for general supply", () => {
    const special = supplySchema("YOUTH_TYPE").safeParse({ supplyType: "SPECIAL_TYPE", supplyCategory: "YOUTH" });
    expect(special.success).toBe(false);
    expect(special.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["earningRank", "validation.application.earningRank"],
      ["regionRank", "validation.application.regionRank"],
    ]);
    const general = supplySchema("YOUTH_TYPE").parse({ ...supply, earningRank: "FIRST" });
    expect(general.earningRank).toBeNull();
  });

  it("asks a car owner for the value and a married couple for the registration date", () => {
    expect(readDraft({ details, supply, answers: { ...answers, carValue: "" } }).done.answers).toBe(false);
    expect(readDraft({ details, supply, answers: { ...answers, isCar: "false", carValue: "" } }).done.answers).toBe(
      true,
    );
    const married = {
      details: { ...details, qualificationType: "MARRIED_TYPE" },
      supply: { ...supply, supplyCategory: "MARRIED" },
      answers,
    };
    const spouse = { spouseName: "박바다", spousePhone: "01098765432", spouseBirth: "19940202", marriage: "married" };
    expect(readDraft({ ...married, spouse }).done.spouse).toBe(false);
    expect(readDraft({ ...married, spouse: { ...spouse, marriageDate: "20230230" } }).done.spouse).toBe(false);
    expect(readDraft({ ...married, spouse: { ...spouse, marriageDate: "20230228" } }).complete?.marriageDate).toBe(
      "20230228",
    );
  });

  it("turns submitted answers back into the draft the forms post (to edit them)", () => {
    const complete = readDraft({ details, supply, answers }).complete;
    if (!complete) throw new Error("complete");
    expect(readDraft(draftOf(complete)).complete).toEqual(complete);
  });
});
