import { z } from "zod/mini";
import { pageQuerySchema } from "../../lib/pagination";

/*
 * Inputs of the generic board, shared by the pages (client and action) and the API.
 * Client-safe: no server imports. zod/mini, like app/lib/validation.ts (see there why).
 */

const authorName = z
  .string({ error: "validation.board.authorName" })
  .check(z.trim(), z.minLength(1, "validation.board.authorName"), z.maxLength(20, "validation.board.authorName"));
/** Not trimmed: spaces may be part of a password. */
const password = z
  .string({ error: "validation.board.password" })
  .check(z.minLength(4, "validation.board.password"), z.maxLength(20, "validation.board.password"));
const title = z
  .string({ error: "validation.board.title" })
  .check(z.trim(), z.minLength(1, "validation.board.title"), z.maxLength(100, "validation.board.title"));
const body = z
  .string({ error: "validation.board.body" })
  .check(z.trim(), z.minLength(1, "validation.board.body"), z.maxLength(5000, "validation.board.body"));
const commentBody = z
  .string({ error: "validation.board.commentBody" })
  .check(z.trim(), z.minLength(1, "validation.board.commentBody"), z.maxLength(1000, "validation.board.commentBody"));

export const recordIdSchema = z
  .string({ error: "validation.board.postId" })
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.board.postId"));
export const BOARD_CODE_PATTERN = /^[a-z0-9-]{1,40}$/;
export const boardCodeSchema = z
  .string({ error: "validation.board.code" })
  .check(z.regex(BOARD_CODE_PATTERN, "validation.board.code"));

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
export const boardPageQuerySchema = z.extend(pageQuerySchema, {
  size: z._default(
    z.pipe(
      z.coerce.number({ error: "validation.board.size" }),
      z.int("validation.board.size").check(z.gte(1, "validation.board.size"), z.lte(50, "validation.board.size")),
    ),
    DEFAULT_PAGE_SIZE,
  ),
});
export type BoardPageQuery = z.output<typeof boardPageQuerySchema>;
