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

/** What a board form's action answers when it cannot go on: errors for that form. */
export type BoardActionResult = {
  intent: string;
  commentId?: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  status: number;
};
