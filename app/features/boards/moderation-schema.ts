import { z } from "zod";
import { pageQuerySchema } from "../../lib/pagination";
import { BOARD_CODE_PATTERN } from "./board-schema";

/* Board moderation in the console (docs/product.md §14.8). Client-safe. */

export const MODERATION_STATUSES = ["all", "shown", "hidden"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
export const MODERATION_PAGE_SIZE = 20;

/** `?board=&status=&q=&page=` of the console's post list (and GET /api/console/boards/posts). */
export const moderationQuerySchema = z.object({
  ...pageQuerySchema.shape,
  board: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.string({ error: "validation.boards.board" }).regex(BOARD_CODE_PATTERN, "validation.boards.board").optional(),
  ),
  status: z.enum(MODERATION_STATUSES, { error: "validation.boards.hidden" }).default("all"),
  q: z.string({ error: "validation.boards.query" }).trim().max(50, "validation.boards.query").default(""),
});

export type ModerationQuery = z.output<typeof moderationQuerySchema>;

/** Hiding or showing again a post or a comment. */
export const hiddenSchema = z.object({ hidden: z.boolean({ error: "validation.boards.hidden" }) });

/** What a console form asks for: hide, show again or delete a post or a comment. */
export const MODERATION_INTENTS = [
  "hidePost",
  "showPost",
  "deletePost",
  "hideComment",
  "showComment",
  "deleteComment",
] as const;
export type ModerationIntent = (typeof MODERATION_INTENTS)[number];

/** The status line after each act, by the `?done=` it redirects with. */
export const MODERATION_DONE = {
  hidePost: "postHidden",
  showPost: "postShown",
  deletePost: "postDeleted",
  hideComment: "commentHidden",
  showComment: "commentShown",
  deleteComment: "commentDeleted",
} as const satisfies Record<ModerationIntent, string>;
export type ModerationDone = (typeof MODERATION_DONE)[ModerationIntent];

/** `?done=` read back; anything else says nothing. */
export function moderationDone(value: string | undefined): ModerationDone | null {
  return (Object.values(MODERATION_DONE) as string[]).includes(value ?? "") ? (value as ModerationDone) : null;
}

/** A console moderation form. */
export const moderationFormSchema = z.object({
  intent: z.enum(MODERATION_INTENTS, { error: "validation.boards.intent" }),
  id: z.string({ error: "validation.recordId" }).regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.recordId"),
});
