import { z } from "zod";

/**
 * Inputs of the generic board, shared by the pages (client and action) and the API.
 * Client-safe: no server imports.
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
  .trim()
  .min(1, boardMessages.authorName)
  .max(20, boardMessages.authorName);
/** Not trimmed: spaces may be part of a password. */
const password = z
  .string({ error: boardMessages.password })
  .min(4, boardMessages.password)
  .max(20, boardMessages.password);
const title = z.string({ error: boardMessages.title }).trim().min(1, boardMessages.title).max(100, boardMessages.title);
const body = z.string({ error: boardMessages.body }).trim().min(1, boardMessages.body).max(5000, boardMessages.body);
const commentBody = z
  .string({ error: boardMessages.commentBody })
  .trim()
  .min(1, boardMessages.commentBody)
  .max(1000, boardMessages.commentBody);

export const recordIdSchema = z.string({ error: boardMessages.id }).regex(/^[A-Za-z0-9_-]{1,64}$/, boardMessages.id);
export const boardCodeSchema = z
  .string({ error: boardMessages.boardNotFound })
  .regex(/^[a-z0-9-]{1,40}$/, boardMessages.boardNotFound);

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

/** `?page=&size=`; both optional. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: boardMessages.page })
    .int(boardMessages.page)
    .min(1, boardMessages.page)
    .max(100_000, boardMessages.page)
    .default(1),
  size: z.coerce
    .number({ error: boardMessages.size })
    .int(boardMessages.size)
    .min(1, boardMessages.size)
    .max(50, boardMessages.size)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.output<typeof pageQuerySchema>;
