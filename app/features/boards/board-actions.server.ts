import { type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { formValues } from "../../components/forms/form-values";
import { scopeContext } from "../../lib/context";
import { fieldErrors } from "../../lib/validation";
import { RATE_LIMITS, RateLimitError } from "../rate-limit/rate-limit.server";
import { BoardError } from "./board-error";
import {
  boardMessages,
  commentCreateSchema,
  passwordCheckSchema,
  postCreateSchema,
  postUpdateSchema,
  recordIdSchema,
} from "./board-schema";
import { createComment, deleteComment } from "./comments.server";
import { type Board, createPost, deletePost, updatePost } from "./posts.server";

/** What a board form's action answers when it cannot go on: errors for that form. */
export type BoardActionResult = {
  intent: string;
  commentId?: string;
  errors: Record<string, string>;
  values: Record<string, string | string[]>;
  status: number;
};

/**
 * A board refusal as form errors: a wrong password (or too many of them) sits next to the
 * password field; too many posts, or a post or comment that vanished meanwhile, is reported
 * for the whole form.
 */
function boardFormError(error: unknown) {
  if (error instanceof RateLimitError) {
    const key = error.rule === RATE_LIMITS.boardPassword ? "password" : "_";
    return { errors: { [key]: error.message }, status: error.status };
  }
  if (!(error instanceof BoardError)) throw error;
  const key = error.kind === "wrongPassword" ? "password" : "_";
  return { errors: { [key]: error.message }, status: error.status };
}

const intentSchema = z.enum(["create", "update", "delete", "comment", "deleteComment"]);

/**
 * The board pages' form posts, one function for all of them: validate with the same
 * schemas as the API, call the same server functions, then redirect (post/redirect/get)
 * with a `done` flag the next page announces. Passwords are never sent back. The clock and
 * the client address (for the write and password limits) come from the request's scope.
 */
export async function boardAction(
  context: Readonly<RouterContextProvider>,
  board: Board,
  postId: string | null,
  data: FormData,
): Promise<BoardActionResult> {
  const { db, ip } = context.get(scopeContext);
  const now = context.get(scopeContext).now();
  const raw = formValues(data);
  const { password: _password, ...values } = raw;
  const intent = intentSchema.safeParse(raw.intent);
  const base = `/board/${board.code}`;
  const fail = (errors: Record<string, string>, status = 400, commentId?: string): BoardActionResult => ({
    intent: intent.data ?? "",
    commentId,
    errors,
    values,
    status,
  });
  if (!intent.success) return fail({ _: boardMessages.badRequest });

  const parse = <S extends z.core.$ZodType>(schema: S) => z.safeParse(schema, raw);
  try {
    switch (intent.data) {
      case "create": {
        const input = parse(postCreateSchema);
        if (!input.success) return fail(fieldErrors(input.error));
        const post = await createPost(db, board, input.data, now, ip);
        throw redirect(`${base}/${post.id}?done=created`);
      }
      case "update": {
        const input = parse(postUpdateSchema);
        if (!input.success || !postId) return fail(input.success ? {} : fieldErrors(input.error));
        await updatePost(db, board, postId, input.data, now);
        throw redirect(`${base}/${postId}?done=updated`);
      }
      case "delete": {
        const input = parse(passwordCheckSchema);
        if (!input.success || !postId) return fail(input.success ? {} : fieldErrors(input.error));
        await deletePost(db, board, postId, input.data.password, now);
        throw redirect(`${base}?done=deleted`);
      }
      case "comment": {
        const input = parse(commentCreateSchema);
        if (!input.success || !postId) return fail(input.success ? {} : fieldErrors(input.error));
        await createComment(db, board, postId, input.data, now, ip);
        throw redirect(`${base}/${postId}?done=commentCreated#comments`);
      }
      case "deleteComment": {
        const commentId = recordIdSchema.safeParse(raw.commentId);
        const input = parse(passwordCheckSchema);
        if (!commentId.success) return fail({ _: boardMessages.badRequest });
        if (!input.success) return fail(fieldErrors(input.error), 400, commentId.data);
        await deleteComment(db, board, commentId.data, input.data.password, now);
        throw redirect(`${base}/${postId}?done=commentDeleted#comments`);
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    const { errors, status } = boardFormError(error);
    const commentId = intent.data === "deleteComment" ? String(raw.commentId) : undefined;
    return fail(errors, status, commentId);
  }
}
