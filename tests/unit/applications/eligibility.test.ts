import { describe, expect, it } from "vitest";
import { CAR_VALUE_LIMIT_WON, checkEligibility, fullYears } from "../../../app/features/applications/eligibility";

const REF = "20260507";
const youth = { birth: "19950301", referenceDate: REF, qualificationType: "YOUTH_TYPE" as const };
const check = (input: Parameters<typeof checkEligibility>[0], rule: string) =>
  checkEligibility(input).checks.find((c) => c.rule === rule);

describe("eligibility (docs/product.md §9.2)", () => {
  it("counts full years (만 나이): a birthday not yet reached on the reference date does not count", () => {
    expect(fullYears("19950301", "20260507")).toBe(31);
    expect(fullYears("19950507", "20260507")).toBe(31);
    expect(fullYears("19950508", "20260507")).toBe(30);
  });

  it("takes youth from their 19th to their 40th birthday on the reference date, with the age in the reason", () => {
    const at = (birth: string) => check({ ...youth, birth }, "age");
    expect(at("20070507")).toMatchObject({ status: "pass", reason: "agePass", vars: { age: 19, date: "2026-05-07" } });
    expect(at("20070508")).toMatchObject({ status: "fail", reason: "ageYoung", vars: { age: 18 } });
    expect(at("19860508")).toMatchObject({ status: "pass", vars: { age: 39 } });
    expect(at("19860507")).toMatchObject({ status: "fail", reason: "ageOld", vars: { age: 40 } });
  });

  it("takes newlyweds up to the 7th anniversary of the registration, and couples about to register", () => {
    const married = { ...youth, qualificationType: "MARRIED_TYPE" as const, birth: "19800101" };
    const at = (marriageDate: string) => check({ ...married, marriageDate, marriagePlanned: false }, "marriage");
    expect(at("20190507")).toMatchObject({ status: "pass", reason: "marriagePass", vars: { years: 7, limit: 7 } });
    expect(at("20190506")).toMatchObject({ status: "fail", reason: "marriageLong", vars: { years: 7 } });
    expect(at("20240101")).toMatchObject({ status: "pass", vars: { years: 2 } });
    expect(at("20260508")).toMatchObject({ status: "fail", reason: "marriageAfter" });
    expect(check({ ...married, marriagePlanned: true }, "marriage")).toMatchObject({
      status: "pass",
      reason: "marriagePlanned",
    });
    expect(check({ ...married, marriagePlanned: false }, "marriage")).toMatchObject({ status: "unknown" });
    // A newlywed's age is no rule (a 46-year-old newlywed may apply).
    expect(check(married, "age")).toBeUndefined();
  });

  it("asks for no home, and no car or one worth at most 3,803만 원", () => {
    expect(check({ ...youth, isHomeless: false }, "home")).toMatchObject({ status: "fail", reason: "homeOwned" });
    expect(check({ ...youth, isHomeless: true }, "home")).toMatchObject({ status: "pass" });
    expect(check({ ...youth, isCar: false }, "car")).toMatchObject({ status: "pass", reason: "carNone" });
    expect(check({ ...youth, isCar: true, carValue: CAR_VALUE_LIMIT_WON }, "car")).toMatchObject({
      status: "pass",
      vars: { value: 3803, limit: 3803 },
    });
    expect(check({ ...youth, isCar: true, carValue: CAR_VALUE_LIMIT_WON + 10_000 }, "car")).toMatchObject({
      status: "fail",
      reason: "carOver",
      vars: { value: 3804 },
    });
    expect(check({ ...youth, isCar: true }, "car")).toMatchObject({ status: "unknown", reason: "carValueUnknown" });
  });

  it("is eligible when every rule passes, ineligible when one fails, incomplete while one is unanswered", () => {
    const all = { ...youth, isHomeless: true, isCar: false };
    expect(checkEligibility(all).verdict).toBe("eligible");
    expect(checkEligibility({ ...all, isHomeless: false }).verdict).toBe("ineligible");
    expect(checkEligibility({ ...all, isCar: null }).verdict).toBe("incomplete");
    // Before the qualification type only the shared rules are checked, and the verdict waits.
    const early = checkEligibility({ birth: "19950301", referenceDate: REF, isHomeless: true, isCar: false });
    expect(early.verdict).toBe("incomplete");
    expect(early.checks.map((c) => c.rule)).toEqual(["home", "car"]);
  });

  it("leaves the age unknown, not failed, while no birth date is known (the self-check before it is typed)", () => {
    expect(check({ ...youth, birth: "" }, "age")).toMatchObject({
      status: "unknown",
      reason: "ageUnknown",
      vars: { min: 19, max: 39 },
    });
    expect(checkEligibility({ ...youth, birth: "", isHomeless: true, isCar: false }).verdict).toBe("incomplete");
  });
});
