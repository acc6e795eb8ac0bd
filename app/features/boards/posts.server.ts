import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boards, comments, posts } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type Page, paginate } from "../../lib/pagination";
import { hashPassword } from "../auth/password.server";
import { checkBoardPassword, countBoardWrite } from "./board-limits.server";
import type { BoardPageQuery, PostCreateInput, PostUpdateInput } from "./board-schema";

/**
 * PBKDF2 work for board and comment passwords. Lower than the managers' 600,000: such a
 * password only guards editing one public post, the endpoints are open to anyone (so each
 * hash is CPU an anonymous caller can make us spend), and one call of 100,000 is the most a
 * production Worker allows without chaining.
 */
export const BOARD_PASSWORD_ITERATIONS = 100_000;

export type Board = { id: string; code: string; title: string; description: string };

export type PostSummary = {
  id: string;
  title: string;
  authorName: string;
  views: number;
  commentCount: number;
  createdAt: Date;
  updatedAt: Date;
};

export type PostDetail = PostSummary & { body: string };

export async function getBoard(db: Db, code: string): Promise<Board> {
  const board = await db
    .select({ id: boards.id, code: boards.code, title: boards.title, description: boards.description })
    .from(boards)
    .where(eq(boards.code, code))
    .get();
  if (!board) throw new DomainError(404, "board.notFound");
  return board;
}

// Written out in full: inside a subquery drizzle would leave the column names unqualified.
const commentCount =
  sql<number>`(select count(*) from "comments" where "comments"."post_id" = "posts"."id" and "comments"."hidden_at" is null)`.mapWith(
    Number,
  );

/**
 * A post of this board that visitors may see: one a manager hid (console → boards) is, for
 * everyone but the console, as if it did not exist.
 */
export const shownPost = (board: Board, postId: string) =>
  and(eq(posts.boardId, board.id), eq(posts.id, postId), isNull(posts.hiddenAt));

const summaryColumns = {
  id: posts.id,
  title: posts.title,
  authorName: posts.authorName,
  views: posts.views,
  commentCount,
  createdAt: posts.createdAt,
  updatedAt: posts.updatedAt,
};

/** Newest first. */
export function listPosts(db: Db, board: Board, query: BoardPageQuery): Promise<Page<PostSummary>> {
  const ofBoard = and(eq(posts.boardId, board.id), isNull(posts.hiddenAt));
  return paginate(
    db,
    { page: query.page, pageSize: query.size },
    ({ limit, offset }) =>
      db
        .select(summaryColumns)
        .from(posts)
        .where(ofBoard)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(posts).where(ofBoard),
  );
}

export async function getPost(db: Db, board: Board, postId: string): Promise<PostDetail> {
  const post = await db
    .select({ ...summaryColumns, body: posts.body })
    .from(posts)
    .where(shownPost(board, postId))
    .get();
  if (!post) throw new DomainError(404, "board.postNotFound");
  return post;
}

/** A reader opened the post: count the view and return it. */
export async function viewPost(db: Db, board: Board, postId: string): Promise<PostDetail> {
  await db
    .update(posts)
    .set({ views: sql`${posts.views} + 1`, updatedAt: sql`${posts.updatedAt}` })
    .where(shownPost(board, postId));
  return getPost(db, board, postId);
}

/** A new post from the client at `ip`, within the board write limit. */
export async function createPost(
  db: Db,
  board: Board,
  input: PostCreateInput,
  now: Date,
  ip: string,
): Promise<PostDetail> {
  await countBoardWrite(db, ip, now);
  const [row] = await db
    .insert(posts)
    .values({
      boardId: board.id,
      title: input.title,
      body: input.body,
      authorName: input.authorName,
      passwordHash: await hashPassword(input.password, BOARD_PASSWORD_ITERATIONS),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: posts.id });
  if (!row) throw new Error("post insert returned no row");
  return getPost(db, board, row.id);
}

/**
 * Throws a DomainError unless the post exists on this board and the password matches, and
 * RateLimitError after too many wrong passwords on it.
 */
async function checkPostPassword(db: Db, board: Board, postId: string, password: string, now: Date): Promise<void> {
  const row = await db.select({ hash: posts.passwordHash }).from(posts).where(shownPost(board, postId)).get();
  if (!row) throw new DomainError(404, "board.postNotFound");
  await checkBoardPassword(db, postId, password, row.hash, now);
}

export async function updatePost(
  db: Db,
  board: Board,
  postId: string,
  input: PostUpdateInput,
  now: Date,
): Promise<PostDetail> {
  await checkPostPassword(db, board, postId, input.password, now);
  await db.update(posts).set({ title: input.title, body: input.body, updatedAt: now }).where(shownPost(board, postId));
  return getPost(db, board, postId);
}

/** Deletes the post with its comments, in one batch. */
export async function deletePost(db: Db, board: Board, postId: string, password: string, now: Date): Promise<void> {
  await checkPostPassword(db, board, postId, password, now);
  await db.batch([
    db.delete(comments).where(eq(comments.postId, postId)),
    db.delete(posts).where(shownPost(board, postId)),
  ]);
}
