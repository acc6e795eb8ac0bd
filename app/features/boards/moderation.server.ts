import { and, asc, count, desc, eq, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { boards, comments, posts } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type Page, paginate } from "../../lib/pagination";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { contains } from "../questions/questions.server";
import { MODERATION_PAGE_SIZE, type ModerationQuery } from "./moderation-schema";

/*
 * Board moderation (console → boards, area "boards": the notices' scope). Managers hide a post
 * or a comment (kept, shown to nobody else, and shown again at will) or delete it; every act
 * is audited in the same batch. The public board (./posts.server.ts, ./comments.server.ts)
 * leaves hidden ones out.
 */

export type BoardSummary = { code: string; title: string; posts: number; hidden: number };

export async function listBoardsForModeration(db: Db): Promise<BoardSummary[]> {
  return db
    .select({
      code: boards.code,
      title: boards.title,
      posts: count(posts.id),
      hidden: sql<number>`count(${posts.hiddenAt})`.mapWith(Number),
    })
    .from(boards)
    .leftJoin(posts, eq(posts.boardId, boards.id))
    .groupBy(boards.id)
    .orderBy(asc(boards.code));
}

export type ModeratedPost = {
  id: string;
  board: { code: string; title: string };
  title: string;
  authorName: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenBy: string | null;
  comments: number;
};

/*
 * The board's columns are aliased: in a D1 batch the rows come back keyed by column name, and
 * the post's "title" would overwrite the board's.
 */
const postColumns = {
  id: posts.id,
  boardCode: sql<string>`${boards.code}`.as("board_code"),
  boardTitle: sql<string>`${boards.title}`.as("board_title"),
  title: posts.title,
  authorName: posts.authorName,
  createdAt: posts.createdAt,
  hiddenAt: posts.hiddenAt,
  hiddenBy: posts.hiddenBy,
  comments: sql<number>`(select count(*) from "comments" where "comments"."post_id" = "posts"."id")`.mapWith(Number),
};

type PostRow = { [K in keyof typeof postColumns]: ModeratedPost[K extends "boardCode" | "boardTitle" ? never : K] } & {
  boardCode: string;
  boardTitle: string;
};

const moderated = ({ boardCode, boardTitle, ...p }: PostRow): ModeratedPost => ({
  ...p,
  board: { code: boardCode, title: boardTitle },
});

/** Every post, hidden ones too, newest first; filtered by board, state, and words in title, text or name. */
export async function listPostsForModeration(db: Db, query: ModerationQuery): Promise<Page<ModeratedPost>> {
  const q = query.q;
  const where = and(
    query.board ? eq(boards.code, query.board) : undefined,
    query.status === "hidden"
      ? isNotNull(posts.hiddenAt)
      : query.status === "shown"
        ? isNull(posts.hiddenAt)
        : undefined,
    q ? or(contains(posts.title, q), contains(posts.body, q), contains(posts.authorName, q)) : undefined,
  );
  const page = await paginate(
    db,
    { page: query.page, pageSize: MODERATION_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select(postColumns)
        .from(posts)
        .innerJoin(boards, eq(boards.id, posts.boardId))
        .where(where)
        .orderBy(desc(posts.createdAt), desc(posts.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(posts).innerJoin(boards, eq(boards.id, posts.boardId)).where(where),
  );
  return { ...page, items: (page.items as PostRow[]).map(moderated) };
}

export type ModeratedComment = {
  id: string;
  authorName: string;
  body: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenBy: string | null;
};

/** One post with its text and every comment, hidden ones too. */
export async function getPostForModeration(db: Db, id: string) {
  const [[post], list] = await db.batch([
    db
      .select({ ...postColumns, body: posts.body })
      .from(posts)
      .innerJoin(boards, eq(boards.id, posts.boardId))
      .where(eq(posts.id, id)),
    db
      .select({
        id: comments.id,
        authorName: comments.authorName,
        body: comments.body,
        createdAt: comments.createdAt,
        hiddenAt: comments.hiddenAt,
        hiddenBy: comments.hiddenBy,
      })
      .from(comments)
      .where(eq(comments.postId, id))
      .orderBy(asc(comments.createdAt)),
  ]);
  if (!post) throw new DomainError(404, "board.postNotFound");
  const { body, ...rest } = post;
  return { post: { ...moderated(rest as PostRow), body }, comments: list as ModeratedComment[] };
}

type Target = "post" | "comment";

const audit = (
  db: Db,
  by: AuditActor,
  action: "record.update" | "record.delete",
  type: Target,
  id: string,
  hidden?: boolean,
) =>
  auditStatement(
    db,
    {
      actor: by.principal.username,
      action,
      targetType: type,
      targetId: id,
      detail: hidden === undefined ? undefined : { hidden },
    },
    by.origin,
  );

async function existing(db: Db, type: Target, id: string): Promise<void> {
  const table = type === "post" ? posts : comments;
  const row = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).get();
  if (!row) throw new DomainError(404, type === "post" ? "board.postNotFound" : "board.commentNotFound");
}

/** Hides a post (with it, its comments leave the public board) or shows it again. */
export async function setPostHidden(db: Db, id: string, hidden: boolean, by: AuditActor): Promise<void> {
  await existing(db, "post", id);
  await db.batch([
    db
      .update(posts)
      .set(hidden ? { hiddenAt: by.now, hiddenBy: by.principal.username } : { hiddenAt: null, hiddenBy: null })
      .where(eq(posts.id, id)),
    audit(db, by, "record.update", "post", id, hidden),
  ]);
}

export async function setCommentHidden(db: Db, id: string, hidden: boolean, by: AuditActor): Promise<void> {
  await existing(db, "comment", id);
  await db.batch([
    db
      .update(comments)
      .set(hidden ? { hiddenAt: by.now, hiddenBy: by.principal.username } : { hiddenAt: null, hiddenBy: null })
      .where(eq(comments.id, id)),
    audit(db, by, "record.update", "comment", id, hidden),
  ]);
}

/** Deletes a post with its comments, for good. */
export async function deletePostByManager(db: Db, id: string, by: AuditActor): Promise<void> {
  await existing(db, "post", id);
  await db.batch([
    db.delete(comments).where(eq(comments.postId, id)),
    db.delete(posts).where(eq(posts.id, id)),
    audit(db, by, "record.delete", "post", id),
  ]);
}

/** Deletes a comment; answers the post it belonged to. */
export async function deleteCommentByManager(db: Db, id: string, by: AuditActor): Promise<string> {
  const row = await db.select({ postId: comments.postId }).from(comments).where(eq(comments.id, id)).get();
  if (!row) throw new DomainError(404, "board.commentNotFound");
  await db.batch([db.delete(comments).where(eq(comments.id, id)), audit(db, by, "record.delete", "comment", id)]);
  return row.postId;
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export const moderatedPostJson = (p: ModeratedPost) => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
  hiddenAt: iso(p.hiddenAt),
});

export const moderatedCommentJson = (c: ModeratedComment) => ({
  ...c,
  createdAt: c.createdAt.toISOString(),
  hiddenAt: iso(c.hiddenAt),
});
