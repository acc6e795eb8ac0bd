import { z } from "zod/mini";

/**
 * Inputs of the generic board, shared by the pages (client and action) and the API.
 * Client-safe: no server imports. zod/mini, like app/lib/validation.ts (see there why).
 */
export const boardMessages = {
  authorName: "작성자 이름을 1~20자로 입력해주세요",
  password: "비밀번호를 4~20자로 입력해주세요",
  title: "제목을 1~100자로 입력해주세요",
  body: "내용을 1~5,000자로 입력해주세요",
  commentBody: "댓글을 1~1,000자로 입력해주세요",
  page: "페이지 번호를 확인해주세요",
  size: "한 페이지 글 수는 1~50 사이로 입력해주세요",
  id: "글 번호를 확인해주세요",
  wrongPassword: "비밀번호가 일치하지 않습니다",
  boardNotFound: "게시판을 찾을 수 없습니다",
  postNotFound: "게시글을 찾을 수 없습니다",
  commentNotFound: "댓글을 찾을 수 없습니다",
  badRequest: "요청을 처리할 수 없습니다",
} as const;

const authorName = z
  .string({ error: boardMessages.authorName })
  .check(z.trim(), z.minLength(1, boardMessages.authorName), z.maxLength(20, boardMessages.authorName));
/** Not trimmed: spaces may be part of a password. */
const password = z
  .string({ error: boardMessages.password })
  .check(z.minLength(4, boardMessages.password), z.maxLength(20, boardMessages.password));
const title = z
  .string({ error: boardMessages.title })
  .check(z.trim(), z.minLength(1, boardMessages.title), z.maxLength(100, boardMessages.title));
const body = z
  .string({ error: boardMessages.body })
  .check(z.trim(), z.minLength(1, boardMessages.body), z.maxLength(5000, boardMessages.body));
const commentBody = z
  .string({ error: boardMessages.commentBody })
  .check(z.trim(), z.minLength(1, boardMessages.commentBody), z.maxLength(1000, boardMessages.commentBody));

export const recordIdSchema = z
  .string({ error: boardMessages.id })
  .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, boardMessages.id));
export const boardCodeSchema = z
  .string({ error: boardMessages.boardNotFound })
  .check(z.regex(/^[a-z0-9-]{1,40}$/, boardMessages.boardNotFound));

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

/** A whole number from a query string, within [min, max], with one message for any fault. */
const queryInt = (message: string, min: number, max: number, fallback: number) =>
  z._default(
    z.pipe(z.coerce.number({ error: message }), z.int(message).check(z.gte(min, message), z.lte(max, message))),
    fallback,
  );

/** `?page=&size=`; both optional. */
export const pageQuerySchema = z.object({
  page: queryInt(boardMessages.page, 1, 100_000, 1),
  size: queryInt(boardMessages.size, 1, 50, DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
