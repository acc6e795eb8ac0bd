import { z } from "zod";
import { pageQuerySchema } from "../../lib/pagination";

/*
 * Inputs of the generic board, shared by the pages (client and action) and the API.
 * Client-safe: no server imports.
 */

const authorName = z
  .string({ error: "validation.board.authorName" })
  .trim()
  .min(1, "validation.board.authorName")
  .max(20, "validation.board.authorName");
/** Not trimmed: spaces may be part of a password. */
const password = z
  .string({ error: "validation.board.password" })
  .min(4, "validation.board.password")
  .max(20, "validation.board.password");
const title = z
  .string({ error: "validation.board.title" })
  .trim()
  .min(1, "validation.board.title")
  .max(100, "validation.board.title");
const body = z
  .string({ error: "validation.board.body" })
  .trim()
  .min(1, "validation.board.body")
  .max(5000, "validation.board.body");
const commentBody = z
  .string({ error: "validation.board.commentBody" })
  .trim()
  .min(1, "validation.board.commentBody")
  .max(1000, "validation.board.commentBody");

export const recordIdSchema = z
  .string({ error: "validation.board.postId" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.board.postId");
export const BOARD_CODE_PATTERN = /^[a-z0-9-]{1,40}$/;
export const boardCodeSchema = z
  .string({ error: "validation.board.code" })
  .regex(BOARD_CODE_PATTERN, "validation.board.code");

export const postCreateSchema = z.object({ authorName, password, title, body });
export const postUpdateSchema = z.object({ password, title, body });
export const passwordCheckSchema = z.object({ password });
export const commentCreateSchema = z.object({ authorName, password, body: commentBody });
export const commentUpdateSchema = z.object({ password, body: commentBody });

export type PostCreateInput = z.output<typeof postCreateSchema>;
export type PostUpdateInput = z.output<typeof postUpdateSchema>;
export type CommentCreateInput = z.output<typeof commentCreateSchema>;
export type CommentUpdateInput = z.output<typeof commentUpdateSchema>;

export const DEFAULT_PAGE_SIZE = 10;

/** `?page=&size=` of a board's list; both optional. */
export const boardPageQuerySchema = pageQuerySchema.extend({
  size: z.coerce
    .number({ error: "validation.board.size" })
    .int("validation.board.size")
    .min(1, "validation.board.size")
    .max(50, "validation.board.size")
    .default(DEFAULT_PAGE_SIZE),
});
export type BoardPageQuery = z.output<typeof boardPageQuerySchema>;
