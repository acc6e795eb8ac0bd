import { z } from "zod";

/*
 * KakaoTalk 알림톡: a message sent from a template registered (and approved) with Kakao in
 * advance, so its text is fixed and only the template's variables change. Client-safe: the
 * env check reads this table to require a template code for every kind.
 */

/** The variables a template may name. Nothing that identifies the person: no name, no phone. */
export type AlimtalkVariable =
  | "receipt"
  | "url"
  | "deadline"
  | "number"
  | "digest"
  | "beaconRound"
  | "beaconTime"
  | "verifyUrl"
  | "appointment"
  | "place"
  | "unit";

/**
 * One entry per notice kind, with the variables its template takes; adding a notice kind is
 * adding its entry here (and its template code to KAKAO_TEMPLATE_CODES).
 */
export const ALIMTALK_TEMPLATES = {
  "application.submitted": ["receipt", "url"],
  "application.edited": ["receipt", "url"],
  "status.FIX_REQUESTED": ["receipt", "url", "deadline"],
  "status.ELIGIBLE": ["receipt", "url"],
  "status.INELIGIBLE": ["receipt", "url"],
  "status.SELECTED": ["receipt", "url"],
  "status.WAITING": ["receipt", "url", "number"],
  "status.NOT_SELECTED": ["receipt", "url"],
  // The round's entrant list was frozen: its digest (first 16 hex digits), the beacon round, where to check.
  "status.DRAW_FROZEN": ["receipt", "digest", "beaconRound", "beaconTime", "verifyUrl"],
  // A member's password was reset or changed: a fixed text, nothing to fill in.
  "status.PASSWORD_CHANGED": [],
  // After the draw (docs/product/after-draw.md): the winners' documents and their deadline,
  // the check's outcome (a refusal's appeal deadline), a seat offered with its answer deadline,
  // a 예비's new place.
  "status.WINNER_DOCUMENTS": ["receipt", "url", "deadline"],
  "status.WINNER_PASSED": ["receipt", "url"],
  "status.WINNER_REFUSED": ["receipt", "url", "deadline"],
  "status.PROMOTION_OFFER": ["receipt", "url", "deadline"],
  "status.WAITING_MOVED": ["receipt", "url", "number"],
  // The unit draw's result: the winner's 동·호, and where to book the contract.
  "status.UNIT_ASSIGNED": ["receipt", "unit", "url"],
  // A contract appointment booked, and its reminder the day before: when and where.
  "status.CONTRACT_BOOKED": ["receipt", "appointment", "place", "url"],
  "status.CONTRACT_REMINDER": ["receipt", "appointment", "place", "url"],
} as const satisfies Record<string, readonly AlimtalkVariable[]>;

export type AlimtalkKind = keyof typeof ALIMTALK_TEMPLATES;

export const ALIMTALK_KINDS = Object.keys(ALIMTALK_TEMPLATES) as AlimtalkKind[];

export const isAlimtalkKind = (kind: string | null): kind is AlimtalkKind =>
  kind !== null && Object.hasOwn(ALIMTALK_TEMPLATES, kind);

/** KAKAO_TEMPLATE_CODES: a JSON object with the provider's template code of every kind. */
export const templateCodesSchema = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "must be a JSON object" });
      return z.NEVER;
    }
  })
  .pipe(z.strictObject(Object.fromEntries(ALIMTALK_KINDS.map((k) => [k, z.string().trim().min(1).max(64)]))))
  .transform((codes) => codes as Record<AlimtalkKind, string>);

/** Only the variables the kind's template takes, the others dropped whatever the caller passed. */
export function alimtalkVariables(
  kind: AlimtalkKind,
  values: Partial<Record<AlimtalkVariable, string>>,
): Record<string, string> {
  const allowed: readonly AlimtalkVariable[] = ALIMTALK_TEMPLATES[kind];
  return Object.fromEntries(allowed.map((name) => [name, values[name] ?? ""]));
}
