import { data, type RouterContextProvider } from "react-router";
import { dbContext } from "../../lib/context";
import { formatDate, formatDateTime } from "../../lib/format";
import { orNotFound } from "../../lib/not-found.server";
import { readForm } from "../../lib/read-form.server";
import { boardAction } from "./board-actions.server";
import { recordIdSchema } from "./board-schema";
import type { CommentView } from "./comments.server";
import { getBoard, type PostDetail, type PostSummary } from "./posts.server";

export { orNotFound };

/** The post id a post page's URL names; a malformed one is the 404 page. */
export function postIdParam(raw: string): string {
  const postId = recordIdSchema.safeParse(raw);
  if (!postId.success) throw data(null, { status: 404 });
  return postId.data;
}

/**
 * The action of the board pages (write, post, edit): their forms post to the board (and
 * post, if the URL names one) the page is about, answered with the result's status.
 */
export async function boardPageAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { board: string; postId?: string };
  context: Readonly<RouterContextProvider>;
}) {
  const postId = params.postId === undefined ? null : postIdParam(params.postId);
  const board = await orNotFound(() => getBoard(context.get(dbContext), params.board));
  const result = await boardAction(context, board, postId, await readForm(request));
  return data(result, { status: result.status });
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
export type CommentItem = ReturnType<typeof commentView>;
