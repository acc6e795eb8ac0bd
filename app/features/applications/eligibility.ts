import type { QualificationType } from "../../lib/enums";
import type { KeysUnder } from "../../lib/i18n/client";

/*
 * The eligibility rules of docs/product.md §9.2, as one pure function for the journey's
 * feedback (browser and server), its review step, the standalone self-check page and the
 * console's review. Client-safe. The verdict informs; managers decide.
 */

/** Youth age band, in full years (만 나이) on the round's reference date. */
export const YOUTH_AGE = { min: 19, max: 39 } as const;
/** A newlywed married at most this many years before the reference date. */
export const NEWLYWED_YEARS = 7;
/** The highest car value allowed, in won (3,803만 원, 2025 basis). */
export const CAR_VALUE_LIMIT_WON = 38_030_000;

export type EligibilityInput = {
  /** YYYYMMDD, from the identity verification; "" when not known yet (the self-check before it is typed). */
  birth: string;
  /** YYYYMMDD: the round's reference date (see referenceDateOf). */
  referenceDate: string;
  qualificationType?: QualificationType | null;
  /** YYYYMMDD of the marriage registration; null when planned. */
  marriageDate?: string | null;
  marriagePlanned?: boolean | null;
  isHomeless?: boolean | null;
  isCar?: boolean | null;
  /** In won. */
  carValue?: number | null;
};

export type RuleName = "age" | "marriage" | "home" | "car";
export type CheckStatus = "pass" | "fail" | "unknown";

/**
 * One rule's outcome and why: `reason` is the key of its text under
 * application.eligibility.reasons (the page translates it), vars fill it in.
 */
export type EligibilityCheck = {
  rule: RuleName;
  status: CheckStatus;
  reason: KeysUnder<"application.eligibility.reasons">;
  vars: Record<string, string | number>;
};

export type Eligibility = {
  /** eligible: every rule passes; ineligible: one fails; incomplete: none fails but one is unanswered. */
  verdict: "eligible" | "ineligible" | "incomplete";
  checks: EligibilityCheck[];
};

const parts = (yyyymmdd: string) => ({
  y: Number(yyyymmdd.slice(0, 4)),
  m: Number(yyyymmdd.slice(4, 6)),
  d: Number(yyyymmdd.slice(6, 8)),
});

/** Full years from `from` to `to` (both YYYYMMDD): the Korean 만 나이 when `from` is a birth date. */
export function fullYears(from: string, to: string): number {
  const a = parts(from);
  const b = parts(to);
  const years = b.y - a.y;
  return b.m < a.m || (b.m === a.m && b.d < a.d) ? years - 1 : years;
}

/** "20260507" → "2026-05-07" (docs/product.md §9.4's date format). */
export const isoDay = (yyyymmdd: string) => `${yyyymmdd.slice(0, 4)}-${yyyymmdd.slice(4, 6)}-${yyyymmdd.slice(6, 8)}`;

function ageCheck(birth: string, ref: string): EligibilityCheck {
  if (!birth)
    return { rule: "age", status: "unknown", reason: "ageUnknown", vars: { min: YOUTH_AGE.min, max: YOUTH_AGE.max } };
  const age = fullYears(birth, ref);
  const vars = { age, date: isoDay(ref), min: YOUTH_AGE.min, max: YOUTH_AGE.max };
  if (age < YOUTH_AGE.min) return { rule: "age", status: "fail", reason: "ageYoung", vars };
  if (age > YOUTH_AGE.max) return { rule: "age", status: "fail", reason: "ageOld", vars };
  return { rule: "age", status: "pass", reason: "agePass", vars };
}

function marriageCheck(input: EligibilityInput, ref: string): EligibilityCheck {
  const vars: Record<string, string | number> = { date: isoDay(ref), limit: NEWLYWED_YEARS };
  if (input.marriagePlanned) return { rule: "marriage", status: "pass", reason: "marriagePlanned", vars };
  if (!input.marriageDate) return { rule: "marriage", status: "unknown", reason: "marriageUnknown", vars };
  if (input.marriageDate > ref) return { rule: "marriage", status: "fail", reason: "marriageAfter", vars };
  const years = fullYears(input.marriageDate, ref);
  // "Within 7 years": up to and including the 7th anniversary of the registration.
  const within = years < NEWLYWED_YEARS || (years === NEWLYWED_YEARS && input.marriageDate.slice(4) === ref.slice(4));
  return {
    rule: "marriage",
    status: within ? "pass" : "fail",
    reason: within ? "marriagePass" : "marriageLong",
    vars: { ...vars, years },
  };
}

function homeCheck(isHomeless: boolean | null | undefined): EligibilityCheck {
  if (isHomeless == null) return { rule: "home", status: "unknown", reason: "homeUnknown", vars: {} };
  return isHomeless
    ? { rule: "home", status: "pass", reason: "homePass", vars: {} }
    : { rule: "home", status: "fail", reason: "homeOwned", vars: {} };
}

function carCheck(isCar: boolean | null | undefined, value: number | null | undefined): EligibilityCheck {
  const vars = { limit: CAR_VALUE_LIMIT_WON / 10_000 };
  if (isCar == null) return { rule: "car", status: "unknown", reason: "carUnknown", vars };
  if (!isCar) return { rule: "car", status: "pass", reason: "carNone", vars };
  if (value == null) return { rule: "car", status: "unknown", reason: "carValueUnknown", vars };
  const manwon = Math.round(value / 10_000);
  return value <= CAR_VALUE_LIMIT_WON
    ? { rule: "car", status: "pass", reason: "carPass", vars: { ...vars, value: manwon } }
    : { rule: "car", status: "fail", reason: "carOver", vars: { ...vars, value: manwon } };
}

/**
 * Checks the rules that apply: age for youth applicants, marriage for newlyweds, and for
 * everyone no home and no car or a car worth at most 3,803만 원. Before the qualification
 * type is chosen only the shared rules are checked (the verdict stays incomplete).
 */
export function checkEligibility(input: EligibilityInput): Eligibility {
  const checks: EligibilityCheck[] = [];
  if (input.qualificationType === "YOUTH_TYPE") checks.push(ageCheck(input.birth, input.referenceDate));
  if (input.qualificationType === "MARRIED_TYPE") checks.push(marriageCheck(input, input.referenceDate));
  checks.push(homeCheck(input.isHomeless), carCheck(input.isCar, input.carValue));
  const verdict = checks.some((c) => c.status === "fail")
    ? "ineligible"
    : checks.some((c) => c.status === "unknown") || !input.qualificationType
      ? "incomplete"
      : "eligible";
  return { verdict, checks };
}
