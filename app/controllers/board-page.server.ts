import { data, type RouterContextProvider } from "react-router";
import { recordIdSchema } from "../features/boards/board-schema";
import { getBoard } from "../features/boards/posts.server";
import { dbContext } from "../lib/context";
import { orNotFound } from "../lib/not-found.server";
import { readForm } from "../lib/read-form.server";
import { boardAction } from "./board-actions.server";

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
