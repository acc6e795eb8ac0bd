import { z } from "zod/mini";
import { QUALIFICATION_TYPES } from "../../lib/enums";
import { birthSchema, isCalendarDate } from "../../lib/validation";
import { checkEligibility, type Eligibility, type EligibilityInput } from "./eligibility";

/*
 * The standalone self-check (/application/self-check): the journey's own eligibility rules
 * (eligibility.ts) over a few answers, against the current round's reference date. Nothing
 * is stored. Client-safe and zod/mini: the page checks in the browser as the visitor answers.
 */

/** The fields in the order the page shows them (the first error is the first field's). */
export const SELF_CHECK_FIELDS = [
  "birth",
  "qualificationType",
  "marriage",
  "marriageDate",
  "isHomeless",
  "isCar",
  "carValue",
] as const;

const yesNo = (code: "isHomeless" | "isCar") => z.enum(["true", "false"], { error: `validation.application.${code}` });

/** What a complete self-check needs; the marriage only of newlyweds, the car's value only with a car. */
export const selfCheckSchema = z
  .object({
    birth: birthSchema,
    qualificationType: z.enum(QUALIFICATION_TYPES, { error: "validation.application.qualificationType" }),
    marriage: z.optional(z.string()),
    marriageDate: z.optional(z.string()),
    isHomeless: yesNo("isHomeless"),
    isCar: yesNo("isCar"),
    carValue: z.optional(z.string()),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.qualificationType === "MARRIED_TYPE") {
        if (v.marriage !== "married" && v.marriage !== "planned") {
          ctx.addIssue({ code: "custom", path: ["marriage"], message: "validation.application.marriage" });
        } else if (v.marriage === "married" && !isCalendarDate(v.marriageDate?.trim() ?? "")) {
          ctx.addIssue({ code: "custom", path: ["marriageDate"], message: "validation.application.marriageDate" });
        }
      }
      if (v.isCar === "true" && !/^[1-9]\d{0,5}$/.test(v.carValue?.trim() ?? "")) {
        ctx.addIssue({ code: "custom", path: ["carValue"], message: "validation.application.carValue" });
      }
    }),
  );

const text = (values: Record<string, unknown>, name: string) => {
  const value = values[name];
  return typeof value === "string" ? value.trim() : "";
};
const yes = (value: string) => (value === "true" ? true : value === "false" ? false : null);

/**
 * The eligibility input of answers as posted or typed so far, read loosely: an answer not
 * given (or not valid yet) is unknown, so each rule says what it still needs.
 */
export function selfCheckInput(values: Record<string, unknown>, referenceDate: string): EligibilityInput {
  const birth = text(values, "birth");
  const qualification = text(values, "qualificationType");
  const marriage = text(values, "marriage");
  const marriageDate = text(values, "marriageDate");
  const car = text(values, "carValue");
  return {
    birth: isCalendarDate(birth) ? birth : "",
    referenceDate,
    qualificationType: (QUALIFICATION_TYPES as readonly string[]).includes(qualification)
      ? (qualification as EligibilityInput["qualificationType"])
      : null,
    marriagePlanned: marriage === "planned" ? true : marriage === "married" ? false : null,
    marriageDate: marriage === "married" && isCalendarDate(marriageDate) ? marriageDate : null,
    isHomeless: yes(text(values, "isHomeless")),
    isCar: yes(text(values, "isCar")),
    carValue: /^[1-9]\d{0,5}$/.test(car) ? Number(car) * 10_000 : null,
  };
}

/** The verdict with each rule's reason for the answers so far. */
export function selfCheck(values: Record<string, unknown>, referenceDate: string): Eligibility {
  return checkEligibility(selfCheckInput(values, referenceDate));
}
