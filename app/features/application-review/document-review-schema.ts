import { z } from "zod";
import { parseSeoulDateTime } from "../../lib/format";

/*
 * A manager's decision on one document (docs/product.md §4.3), client-safe: the review page
 * checks the flag form in the browser with it, the page action and the API again on the
 * server (which also wants the deadline in the future: only it knows the time).
 */

export const REVIEW_REASON_MAX = 500;
/** The fix deadline the flag form suggests: a week from now. */
export const DEFAULT_FIX_DAYS = 7;

/** Entered in Asia/Seoul (datetime-local), or an ISO 8601 instant with its offset (API). */
const fixDeadline = z.string({ error: "validation.applicationFlow.fixDeadline" }).transform((value, ctx) => {
  const date = parseSeoulDateTime(value.trim());
  if (!date) {
    ctx.addIssue({ code: "custom", message: "validation.applicationFlow.fixDeadline" });
    return z.NEVER;
  }
  return date;
});

/** Flagging: why (shown to the applicant) and until when they may replace the file. */
export const flagSchema = z.object({
  reason: z
    .string({ error: "validation.applicationFlow.reason" })
    .trim()
    .min(1, "validation.applicationFlow.reason")
    .max(REVIEW_REASON_MAX, "validation.applicationFlow.reason"),
  fixDeadline,
});

/**
 * The file a decision is about: its SHA-256, as the review page and the file's ETag give it.
 * A decision on a file the applicant has replaced since is refused (document-review.server.ts).
 */
export const reviewedFile = z
  .string({ error: "validation.applicationFlow.file" })
  .regex(/^[0-9a-f]{64}$/, "validation.applicationFlow.file");

/**
 * The review page's two forms, which always name the file they offer, so a decision is
 * refused once the applicant has replaced it.
 */
export const reviewPageForms = {
  accept: z.object({ file: reviewedFile }),
  flag: flagSchema.extend({ file: reviewedFile }),
};

/**
 * The API's body: accept, or flag with a reason and a deadline; `file` (optional for API
 * clients) binds the decision to the file they reviewed.
 */
export const documentReviewSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("ACCEPTED"), file: reviewedFile.optional() }),
    flagSchema.extend({ decision: z.literal("FLAGGED"), file: reviewedFile.optional() }),
  ],
  { error: "validation.applicationFlow.decision" },
);

export type DocumentDecision = z.output<typeof documentReviewSchema>;
