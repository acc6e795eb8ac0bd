import type { JourneyMode } from "./views";

/** The applicant's pages (docs/product.md §2.1 paths). */
export const JOURNEY_PATH = "/form/application";
export const FIX_PATH = "/form/application-fix";
export const LOOKUP_PATH = "/application/inquiry";
export const SELF_CHECK_PATH = "/application/self-check";
/** 당첨 조회: the applicant's draw result per round (needs a verified session). */
export const RESULT_PATH = "/application/result";
/**
 * After the draw (needs a verified session, as 당첨 조회): a winner's documents, refusal and
 * appeal, giving up, and a 예비's offer of a seat (docs/product/after-draw.md).
 */
export const WINNER_PATH = "/application/winner";
/** The give-up confirmation: a GET shows it, only its POST gives the place up. */
export const GIVE_UP_PATH = "/application/winner/give-up";

/** The form in each mode: /form/application, or /form/application/:id to edit. */
export const journeyPath = (mode: JourneyMode, id: string) =>
  mode === "apply" ? JOURNEY_PATH : `${JOURNEY_PATH}/${id}`;

/** An application's receipt, status and history (needs the applicant's verified session). */
export const inquiryPath = (id: string) => `${LOOKUP_PATH}/${id}`;

/** What the journey's pages report on arrival (?done=): they redirect here after a write. */
export const INQUIRY_DONE = ["submitted", "saved", "fixed", "discarded"] as const;
export type InquiryDone = (typeof INQUIRY_DONE)[number];
