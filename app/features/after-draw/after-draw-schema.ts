import { z } from "zod";
import { REFUSAL_REASONS } from "../../lib/enums";

/*
 * The after-draw forms' checks (docs/product/after-draw.md), client-safe: the console's
 * decision, document review, appeal decision and round settings; the applicant's appeal and
 * give-up confirmation. Messages are codes under validation.afterDraw.
 */

const trimmed = z.string().trim();

/**
 * The lists the console's screen offers: a stage of the document check (of the winners still
 * holding their seat; documents handed in count as UNDER_REVIEW once a manager has reviewed
 * one of them, as SUBMITTED before), the open appeals, the offers, the winners whose seat was given back by
 * a manager's status change before the check ended, then the winners with a unit published to them (동·호 배정), with a contract
 * appointment booked, and with 계약 완료.
 */
export const AFTER_DRAW_LISTS = [
  "INVITED",
  "SUBMITTED",
  "UNDER_REVIEW",
  "PASSED",
  "REFUSED",
  "GAVE_UP",
  "APPEALS",
  "OFFERS",
  "RELEASED",
  "UNIT_ASSIGNED",
  "BOOKED",
  "CONTRACTED",
] as const;
export type AfterDrawList = (typeof AFTER_DRAW_LISTS)[number];

/** A manager's decision on a winner's document check: 적격, or 부적격 with a coded reason. */
export const winnerDecisionSchema = z
  .object({
    decision: z.enum(["PASSED", "REFUSED"], { error: "validation.afterDraw.decision" }),
    reason: z.enum(REFUSAL_REASONS, { error: "validation.afterDraw.reason" }).optional(),
    reasonText: trimmed.max(500, "validation.afterDraw.reasonText").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.decision !== "REFUSED") return;
    if (!value.reason) ctx.addIssue({ code: "custom", path: ["reason"], message: "validation.afterDraw.reason" });
    if (value.reason === "OTHER" && (value.reasonText ?? "").length < 2) {
      ctx.addIssue({ code: "custom", path: ["reasonText"], message: "validation.afterDraw.reasonText" });
    }
  });
export type WinnerDecision = z.infer<typeof winnerDecisionSchema>;

/** A manager's review of one winners' document: 적격 (ACCEPTED) or 부적격 (FLAGGED, with why). */
export const winnerDocumentReviewSchema = z
  .object({
    documentId: z.string().regex(/^[0-9a-f]{32}$/, "validation.recordId"),
    state: z.enum(["ACCEPTED", "FLAGGED"], { error: "validation.afterDraw.decision" }),
    reasonText: trimmed.max(500, "validation.afterDraw.reasonText").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.state === "FLAGGED" && (value.reasonText ?? "").length < 2) {
      ctx.addIssue({ code: "custom", path: ["reasonText"], message: "validation.afterDraw.reasonText" });
    }
  });

/** The applicant's appeal (이의신청): why, in their words. */
export const appealSchema = z.object({
  text: trimmed.min(10, "validation.afterDraw.appealText").max(2000, "validation.afterDraw.appealText"),
});

/** A manager's decision on an appeal. */
export const appealDecisionSchema = z.object({
  decision: z.enum(["UPHELD", "DISMISSED"], { error: "validation.afterDraw.decision" }),
});

/** The give-up confirmation's box: the POST gives the place up only with it ticked. */
export const giveUpSchema = z.object({
  confirm: z.literal("yes", { error: "validation.afterDraw.confirm" }),
});

/** A promotion offer's answer. */
export const offerAnswerSchema = z.object({
  answer: z.enum(["ACCEPT", "DECLINE"], { error: "validation.afterDraw.decision" }),
});

const days = z.coerce
  .number({ error: "validation.afterDraw.days" })
  .int("validation.afterDraw.days")
  .min(1, "validation.afterDraw.days")
  .max(60, "validation.afterDraw.days");

/** A round's after-draw periods. */
export const afterDrawSettingsSchema = z.object({
  documentDays: days,
  appealDays: days,
  offerHours: z.coerce
    .number({ error: "validation.afterDraw.hours" })
    .int("validation.afterDraw.hours")
    .min(1, "validation.afterDraw.hours")
    .max(336, "validation.afterDraw.hours"),
});
export type AfterDrawSettings = z.infer<typeof afterDrawSettingsSchema>;
