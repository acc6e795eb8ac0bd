import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import {
  commentCreateSchema,
  passwordCheckSchema,
  postCreateSchema,
  postUpdateSchema,
  recordIdSchema,
} from "../features/boards/board-schema";
import type { BoardActionResult } from "../features/boards/board-views";
import { createComment, deleteComment } from "../features/boards/comments.server";
import { type Board, createPost, deletePost, updatePost } from "../features/boards/posts.server";
import { scopeContext } from "../lib/context";
import { DomainError } from "../lib/domain-error";
import { formFailure, refusal } from "../lib/form-failure.server";
import { formValues } from "../lib/form-values";

const intentSchema = z.enum(["create", "update", "delete", "comment", "deleteComment"]);

const badRequest = () => new DomainError(400, "board.badRequest");

/** The post the form is about; a form that needs one on a page without one is malformed. */
function requirePost(postId: string | null): string {
  if (!postId) throw badRequest();
  return postId;
}

/**
 * The board pages' form posts, one function for all of them: validate with the same
 * schemas as the API, call the same server functions, then redirect (post/redirect/get)
 * with a `done` flag the next page announces. A refusal comes back as that form's errors: a
 * wrong password (or too many of them) next to the password field; too many posts, or a post
 * or comment that vanished meanwhile, for the whole form. Passwords are never sent back. The
 * clock and the client address (for the write and password limits) come from the request's
 * scope.
 */
export async function boardAction(
  context: Readonly<RouterContextProvider>,
  board: Board,
  postId: string | null,
  data: FormData,
): Promise<BoardActionResult> {
  const { db, ip, lang } = context.get(scopeContext);
  const now = context.get(scopeContext).now();
  const raw = formValues(data);
  const { password: _password, ...values } = raw;
  const intent = intentSchema.safeParse(raw.intent);
  const commentId = intent.data === "deleteComment" ? String(raw.commentId ?? "") : undefined;
  const base = `/board/${board.code}`;
  try {
    switch (intent.data) {
      case "create": {
        const post = await createPost(db, board, postCreateSchema.parse(raw), now, ip);
        throw redirect(`${base}/${post.id}?done=created`);
      }
      case "update": {
        const input = postUpdateSchema.parse(raw);
        await updatePost(db, board, requirePost(postId), input, now);
        throw redirect(`${base}/${postId}?done=updated`);
      }
      case "delete": {
        const { password } = passwordCheckSchema.parse(raw);
        await deletePost(db, board, requirePost(postId), password, now);
        throw redirect(`${base}?done=deleted`);
      }
      case "comment": {
        const input = commentCreateSchema.parse(raw);
        await createComment(db, board, requirePost(postId), input, now, ip);
        throw redirect(`${base}/${postId}?done=commentCreated#comments`);
      }
      case "deleteComment": {
        const id = recordIdSchema.safeParse(commentId);
        if (!id.success) throw badRequest();
        const { password } = passwordCheckSchema.parse(raw);
        await deleteComment(db, board, id.data, password, now);
        throw redirect(`${base}/${postId}?done=commentDeleted#comments`);
      }
      default:
        throw badRequest();
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const failure = formFailure(error, lang);
    const refused = refusal(failure, { intent: intent.data ?? "", values, wholeFormUnder: "_" });
    return { ...refused, status: failure.status };
  }
}
