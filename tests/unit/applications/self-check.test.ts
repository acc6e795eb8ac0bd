import { describe, expect, it } from "vitest";
import { checkEligibility } from "../../../app/features/applications/eligibility";
import { selfCheck } from "../../../app/features/applications/self-check";
import { selfCheckSchema } from "../../../app/features/applications/self-check-schema";

const REF = "20260507";
const statusOf = (values: Record<string, string>) =>
  Object.fromEntries(selfCheck(values, REF).checks.map((c) => [c.rule, [c.status, c.reason]]));
const issues = (values: Record<string, string>) => {
  const parsed = selfCheckSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the self-check (/application/self-check) on the journey's eligibility rules", () => {
  it("gives each rule its reason for the answers so far, unknown where nothing valid is answered", () => {
    expect(selfCheck({}, REF).verdict).toBe("incomplete");
    expect(statusOf({ qualificationType: "YOUTH_TYPE", birth: "1995" })).toEqual({
      age: ["unknown", "ageUnknown"],
      home: ["unknown", "homeUnknown"],
      car: ["unknown", "carUnknown"],
    });
    expect(
      statusOf({ qualificationType: "YOUTH_TYPE", birth: "19950301", isHomeless: "true", isCar: "false" }),
    ).toEqual({
      age: ["pass", "agePass"],
      home: ["pass", "homePass"],
      car: ["pass", "carNone"],
    });
    expect(
      selfCheck({ qualificationType: "YOUTH_TYPE", birth: "19950301", isHomeless: "true", isCar: "false" }, REF)
        .verdict,
    ).toBe("eligible");
  });

  it("reads the car's value in 만원 and the marriage as the journey does, and fails with the reason", () => {
    const married = { qualificationType: "MARRIED_TYPE", birth: "19800101", isHomeless: "false", isCar: "true" };
    expect(statusOf({ ...married, marriage: "married", marriageDate: "20190506", carValue: "3804" })).toEqual({
      marriage: ["fail", "marriageLong"],
      home: ["fail", "homeOwned"],
      car: ["fail", "carOver"],
    });
    expect(statusOf({ ...married, marriage: "planned", marriageDate: "20000101", carValue: "3803" })).toMatchObject({
      marriage: ["pass", "marriagePlanned"],
      car: ["pass", "carPass"],
    });
    expect(selfCheck({ ...married, marriage: "married", carValue: "abc" }, REF).checks.map((c) => c.reason)).toEqual([
      "marriageUnknown",
      "homeOwned",
      "carValueUnknown",
    ]);
  });

  it("is the journey's verdict for the same answers (no rule written twice)", () => {
    const values = {
      qualificationType: "YOUTH_TYPE",
      birth: "20070508",
      isHomeless: "true",
      isCar: "true",
      carValue: "2500",
    };
    expect(selfCheck(values, REF)).toEqual(
      checkEligibility({
        birth: "20070508",
        referenceDate: REF,
        qualificationType: "YOUTH_TYPE",
        marriagePlanned: null,
        marriageDate: null,
        isHomeless: true,
        isCar: true,
        carValue: 25_000_000,
      }),
    );
  });

  it("asks for what a complete check needs, with the form's messages", () => {
    expect(issues({})).toEqual({
      birth: "validation.birth",
      qualificationType: "validation.application.qualificationType",
      isHomeless: "validation.application.isHomeless",
      isCar: "validation.application.isCar",
    });
    expect(
      issues({
        birth: "19950230",
        qualificationType: "MARRIED_TYPE",
        isHomeless: "true",
        isCar: "true",
        carValue: "0",
      }),
    ).toEqual({
      birth: "validation.birth",
      marriage: "validation.application.marriage",
      carValue: "validation.application.carValue",
    });
    expect(
      issues({
        birth: "19950301",
        qualificationType: "MARRIED_TYPE",
        marriage: "married",
        isHomeless: "true",
        isCar: "false",
      }),
    ).toEqual({ marriageDate: "validation.application.marriageDate" });
    expect(issues({ birth: "19950301", qualificationType: "YOUTH_TYPE", isHomeless: "false", isCar: "false" })).toEqual(
      {},
    );
  });
});
