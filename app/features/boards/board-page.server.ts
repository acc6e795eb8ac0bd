import { data } from "react-router";
import { formatDate, formatDateTime } from "../../lib/format";
import { RATE_LIMITS, RateLimitError } from "../rate-limit/rate-limit.server";
import { BoardError } from "./board-error";
import type { CommentView } from "./comments.server";
import type { PostDetail, PostSummary } from "./posts.server";

/** Runs a board read for a page; an unknown board, post or comment becomes the 404 page. */
export async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BoardError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A board refusal as form errors: a wrong password (or too many of them) sits next to the
 * password field; too many posts, or a post or comment that vanished meanwhile, is reported
 * for the whole form.
 */
export function boardFormError(error: unknown, fields: { password: string } = { password: "password" }) {
  if (error instanceof RateLimitError) {
    const key = error.rule === RATE_LIMITS.boardPassword ? fields.password : "_";
    return { errors: { [key]: error.message }, status: error.status };
  }
  if (!(error instanceof BoardError)) throw error;
  const key = error.kind === "wrongPassword" ? fields.password : "_";
  return { errors: { [key]: error.message }, status: error.status };
}

export const summaryView = (p: PostSummary) => ({
  id: p.id,
  title: p.title,
  authorName: p.authorName,
  views: p.views,
  commentCount: p.commentCount,
  createdAt: formatDate(p.createdAt),
});

export const postView = (p: PostDetail) => ({
  ...summaryView(p),
  body: p.body,
  createdAt: formatDateTime(p.createdAt),
});

export const commentView = (c: CommentView) => ({
  id: c.id,
  authorName: c.authorName,
  body: c.body,
  createdAt: formatDateTime(c.createdAt),
});

export type PostListItem = ReturnType<typeof summaryView>;
export type PostPageView = ReturnType<typeof postView>;
export type CommentItem = ReturnType<typeof commentView>;
