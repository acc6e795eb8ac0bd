import { SUBMITTED_STATUSES, type SubmittedStatus } from "../../lib/enums";

/**
 * The after-draw notices (docs/product/after-draw.md): the invitation to hand in the winners'
 * documents, the check's outcome (passed; refused, with the appeal period), a seat offered to
 * a 예비, and a 예비's place moving up. No status sets them.
 */
export const AFTER_DRAW_NOTICES = [
  "WINNER_DOCUMENTS",
  "WINNER_PASSED",
  "WINNER_REFUSED",
  "PROMOTION_OFFER",
  "WAITING_MOVED",
] as const;
export type AfterDrawNotice = (typeof AFTER_DRAW_NOTICES)[number];

/*
 * The application status workflow (docs/product.md §4.2). Pure and client-safe: the status
 * page offers only what this table allows, and the server checks every change against it
 * again. DRAFT is the applicant's and never a manager's to set or to leave.
 */

/** Statuses nothing leaves: refused, not selected, or withdrawn. */
export const FINAL_STATUSES = ["INELIGIBLE", "NOT_SELECTED", "WITHDRAWN"] as const satisfies SubmittedStatus[];

/**
 * Where a manager may move each submitted status. Any status but a final one may also go to
 * WITHDRAWN. The draw's outcomes (SELECTED, WAITING, NOT_SELECTED) are never a manager's to
 * set: only the draw sets them, and only a promotion moves WAITING to SELECTED
 * (docs/product/selection.md). Once a round's entrant list is frozen, a manager may only
 * withdraw, and after the draw also refuse a winner (`FROZEN_TRANSITIONS`).
 */
export const STATUS_TRANSITIONS: Readonly<Record<SubmittedStatus, readonly SubmittedStatus[]>> = {
  SUBMITTED: ["UNDER_REVIEW", "WITHDRAWN"],
  UNDER_REVIEW: ["FIX_REQUESTED", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  FIX_REQUESTED: ["UNDER_REVIEW", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  ELIGIBLE: ["INELIGIBLE", "WITHDRAWN"],
  WAITING: ["WITHDRAWN"],
  INELIGIBLE: [],
  // A selected applicant may still withdraw or be refused (their seat goes to the waiting list).
  SELECTED: ["INELIGIBLE", "WITHDRAWN"],
  NOT_SELECTED: [],
  WITHDRAWN: [],
};

/**
 * What a manager may still change once the round's list is frozen: a withdrawal, and after the
 * draw the refusal of a winner (the winners' document check); each frees a seat for promotion.
 */
export const FROZEN_TRANSITIONS: readonly { from: SubmittedStatus; to: SubmittedStatus; published: boolean }[] = [
  ...(["ELIGIBLE", "SELECTED", "WAITING"] as const).map((from) => ({
    from,
    to: "WITHDRAWN" as const,
    published: false,
  })),
  { from: "SELECTED", to: "INELIGIBLE", published: true },
];

/** Whether a manager's change is allowed in a round whose list is frozen (`published`: and drawn). */
export function allowedWhenFrozen(from: string, to: string, published: boolean): boolean {
  return FROZEN_TRANSITIONS.some((t) => t.from === from && t.to === to && (published || !t.published));
}

/**
 * The statuses a status change names: all but the first, in the table's order. The draw's
 * outcomes are among them for the notices' sake; the workflow refuses them as a change.
 */
export const TARGET_STATUSES = SUBMITTED_STATUSES.filter(
  (s): s is Exclude<SubmittedStatus, "SUBMITTED"> => s !== "SUBMITTED",
);
export type TargetStatus = (typeof TARGET_STATUSES)[number];

/**
 * Changes that must say why (the note is kept in the history): refusing an applicant, asking
 * them for documents, and withdrawing an application on their behalf.
 */
export const NOTE_REQUIRED: readonly TargetStatus[] = ["FIX_REQUESTED", "INELIGIBLE", "WITHDRAWN"];

/**
 * The notice kinds: what a person is told about by e-mail and KakaoTalk (SMS when it cannot deliver), one template each
 * (docs/product.md §12.5). The changes of an application's status that concern the applicant;
 * DRAW_FROZEN: their round's entrant list was frozen (its digest, the beacon round); and
 * PASSWORD_CHANGED: a member's password was reset or changed (§15); UNIT_ASSIGNED: the unit
 * draw gave a winner their 동·호 (docs/product/units.md); CONTRACT_BOOKED and
 * CONTRACT_REMINDER: a winner booked a contract appointment, and its reminder the day before
 * (docs/product/contracts.md). No status sets those.
 */
export const MESSAGE_STATUSES = [
  "FIX_REQUESTED",
  "ELIGIBLE",
  "INELIGIBLE",
  "SELECTED",
  "WAITING",
  "NOT_SELECTED",
  "DRAW_FROZEN",
  "PASSWORD_CHANGED",
  ...AFTER_DRAW_NOTICES,
  "UNIT_ASSIGNED",
  "CONTRACT_BOOKED",
  "CONTRACT_REMINDER",
] as const satisfies (
  | TargetStatus
  | "DRAW_FROZEN"
  | "PASSWORD_CHANGED"
  | AfterDrawNotice
  | "UNIT_ASSIGNED"
  | "CONTRACT_BOOKED"
  | "CONTRACT_REMINDER"
)[];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const isMessageStatus = (status: string): status is MessageStatus =>
  (MESSAGE_STATUSES as readonly string[]).includes(status);

export function canTransition(from: string, to: string): boolean {
  return (STATUS_TRANSITIONS[from as SubmittedStatus] ?? []).includes(to as SubmittedStatus);
}

/** The statuses every one of `from` may go to, in the table's order (a bulk change applies one to all). */
export function commonTargets(from: readonly string[]): TargetStatus[] {
  if (from.length === 0) return [];
  return TARGET_STATUSES.filter((to) => from.every((status) => canTransition(status, to)));
}

/**
 * The statuses a manager may set on every one of `items`: the workflow's common targets, less
 * what a frozen round no longer allows (what the status page offers; the server checks again).
 */
export function managerTargets(
  items: readonly { status: string; drawState: "FROZEN" | "PUBLISHED" | null }[],
): TargetStatus[] {
  return commonTargets(items.map((i) => i.status)).filter((to) =>
    items.every((i) => i.drawState === null || allowedWhenFrozen(i.status, to, i.drawState === "PUBLISHED")),
  );
}
