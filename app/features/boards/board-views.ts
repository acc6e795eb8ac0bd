import type { ActionRefusal } from "../../lib/action-result";
import type { FormValues } from "../../lib/form-values";
import { formatDate, formatDateTime } from "../../lib/format";
import type { CommentView } from "./comments.server";
import type { PostDetail, PostSummary } from "./posts.server";

/** Posts and comments as the board pages render them (dates formatted). */
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
export type CommentItem = ReturnType<typeof commentView>;

/**
 * What a board form's action answers when it cannot go on: that form's refusal (its
 * `intent`, and for a comment's delete form the comment's id among the `values`), with the
 * status to answer.
 */
export type BoardActionResult = ActionRefusal<FormValues> & { status: number };
