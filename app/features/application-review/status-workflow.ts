import { SUBMITTED_STATUSES, type SubmittedStatus } from "../../lib/enums";

/*
 * The application status workflow (docs/product.md §4.2). Pure and client-safe: the status
 * page offers only what this table allows, and the server checks every change against it
 * again. DRAFT is the applicant's and never a manager's to set or to leave.
 */

/** Statuses nothing leaves: refused, not selected, or withdrawn. */
export const FINAL_STATUSES = ["INELIGIBLE", "NOT_SELECTED", "WITHDRAWN"] as const satisfies SubmittedStatus[];

/** Where each submitted status may go. Any status but a final one may also go to WITHDRAWN. */
export const STATUS_TRANSITIONS: Readonly<Record<SubmittedStatus, readonly SubmittedStatus[]>> = {
  SUBMITTED: ["UNDER_REVIEW", "WITHDRAWN"],
  UNDER_REVIEW: ["FIX_REQUESTED", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  FIX_REQUESTED: ["UNDER_REVIEW", "ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
  ELIGIBLE: ["SELECTED", "WAITING", "NOT_SELECTED", "INELIGIBLE", "WITHDRAWN"],
  WAITING: ["SELECTED", "NOT_SELECTED", "WITHDRAWN"],
  INELIGIBLE: [],
  // A selected applicant may still withdraw or be refused (their seat goes to the waiting list).
  SELECTED: ["INELIGIBLE", "WITHDRAWN"],
  NOT_SELECTED: [],
  WITHDRAWN: [],
};

/** The statuses a manager may set (every one some status leads to): all but the first, in the table's order. */
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
 * (docs/product.md §12.5). The changes of an application's status that concern the applicant,
 * and PASSWORD_CHANGED: a member's password was reset or changed (§15), which no status sets.
 */
export const MESSAGE_STATUSES = [
  "FIX_REQUESTED",
  "ELIGIBLE",
  "INELIGIBLE",
  "SELECTED",
  "WAITING",
  "NOT_SELECTED",
  "PASSWORD_CHANGED",
] as const satisfies (TargetStatus | "PASSWORD_CHANGED")[];
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
