import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { comments, posts } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { hashPassword } from "../auth/password.server";
import { checkBoardPassword, countBoardWrite } from "./board-limits.server";
import type { CommentCreateInput, CommentUpdateInput } from "./board-schema";
import { BOARD_PASSWORD_ITERATIONS, type Board, shownPost } from "./posts.server";

export type CommentView = {
  id: string;
  postId: string;
  authorName: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
};

const columns = {
  id: comments.id,
  postId: comments.postId,
  authorName: comments.authorName,
  body: comments.body,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
};

async function requirePost(db: Db, board: Board, postId: string): Promise<void> {
  const row = await db.select({ id: posts.id }).from(posts).where(shownPost(board, postId)).get();
  if (!row) throw new DomainError(404, "board.postNotFound");
}

/** Oldest first, as a conversation reads; comments a manager hid are left out. */
export async function listComments(db: Db, board: Board, postId: string): Promise<CommentView[]> {
  await requirePost(db, board, postId);
  return commentsOf(db, postId);
}

/** As listComments, for a caller that has just read the post from its board itself. */
export function commentsOf(db: Db, postId: string): Promise<CommentView[]> {
  return db
    .select(columns)
    .from(comments)
    .where(and(eq(comments.postId, postId), isNull(comments.hiddenAt)))
    .orderBy(asc(comments.createdAt));
}

export async function createComment(
  db: Db,
  board: Board,
  postId: string,
  input: CommentCreateInput,
  now: Date,
  ip: string,
): Promise<CommentView> {
  await requirePost(db, board, postId);
  await countBoardWrite(db, ip, now);
  const [row] = await db
    .insert(comments)
    .values({
      postId,
      authorName: input.authorName,
      body: input.body,
      passwordHash: await hashPassword(input.password, BOARD_PASSWORD_ITERATIONS),
      createdAt: now,
      updatedAt: now,
    })
    .returning(columns);
  if (!row) throw new Error("comment insert returned no row");
  return row;
}

/** The comment, if it belongs to a post of this board; throws DomainError 404 otherwise. */
async function findComment(db: Db, board: Board, commentId: string) {
  const row = await db
    .select({ ...columns, hash: comments.passwordHash })
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(
      and(eq(comments.id, commentId), eq(posts.boardId, board.id), isNull(comments.hiddenAt), isNull(posts.hiddenAt)),
    )
    .get();
  if (!row) throw new DomainError(404, "board.commentNotFound");
  return row;
}

async function checkCommentPassword(db: Db, board: Board, commentId: string, password: string, now: Date) {
  const row = await findComment(db, board, commentId);
  await checkBoardPassword(db, row.postId, password, row.hash, now);
  return row;
}

export async function updateComment(
  db: Db,
  board: Board,
  commentId: string,
  input: CommentUpdateInput,
  now: Date,
): Promise<CommentView> {
  await checkCommentPassword(db, board, commentId, input.password, now);
  const [row] = await db
    .update(comments)
    .set({ body: input.body, updatedAt: now })
    .where(eq(comments.id, commentId))
    .returning(columns);
  if (!row) throw new DomainError(404, "board.commentNotFound");
  return row;
}

/** Deletes the comment; returns the post it belonged to. */
export async function deleteComment(
  db: Db,
  board: Board,
  commentId: string,
  password: string,
  now: Date,
): Promise<string> {
  const row = await checkCommentPassword(db, board, commentId, password, now);
  await db.delete(comments).where(eq(comments.id, commentId));
  return row.postId;
}
