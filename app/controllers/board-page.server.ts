import { data, type RouterContextProvider } from "react-router";
import { getBoard } from "../features/boards/posts.server";
import { dbContext } from "../lib/context";
import { orNotFound, recordIdParam } from "../lib/not-found.server";
import { readForm } from "../lib/read-form.server";
import { boardAction } from "./board-actions.server";

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
  const postId = params.postId === undefined ? null : recordIdParam(params.postId);
  const board = await orNotFound(() => getBoard(context.get(dbContext), params.board));
  const { status, ...refused } = await boardAction(context, board, postId, await readForm(request));
  return data(refused, { status });
}
