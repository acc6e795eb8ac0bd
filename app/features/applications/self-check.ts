import { QUALIFICATION_TYPES } from "../../lib/enums";
import { isCalendarDate } from "../../lib/format";
import { checkEligibility, type Eligibility, type EligibilityInput } from "./eligibility";

/*
 * The standalone self-check (/application/self-check): the journey's own eligibility rules
 * (eligibility.ts) over a few answers, against the current round's reference date. Nothing
 * is stored. Client-safe and free of zod: the page's result follows the answers from its first
 * paint, while the field checks (self-check-schema.ts) load once the visitor starts answering.
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
