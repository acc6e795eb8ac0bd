import { Hono } from "hono";
import { z } from "zod";
import {
  boardCodeSchema,
  boardPageQuerySchema,
  commentCreateSchema,
  commentUpdateSchema,
  passwordCheckSchema,
  postCreateSchema,
  postUpdateSchema,
  recordIdSchema,
} from "../../app/features/boards/board-schema";
import { createComment, deleteComment, listComments, updateComment } from "../../app/features/boards/comments.server";
import {
  createPost,
  deletePost,
  getBoard,
  listPosts,
  updatePost,
  viewPost,
} from "../../app/features/boards/posts.server";
import { sameOriginWrites } from "./same-origin";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const boardParam = z.object({ board: boardCodeSchema });
const itemParam = z.object({ board: boardCodeSchema, id: recordIdSchema });
const commentQuery = z.object({ post: recordIdSchema });

/**
 * Generic boards, /api/v1/boards/{board}/…: posts (paged list, read, write, and edit or
 * delete with the author's password) and comments under /comments. Anyone may write;
 * a foreign Origin may not.
 */
export const boardsApi = new Hono<ApiEnv>()
  .use(sameOriginWrites)
  .get("/:board/posts", validate("param", boardParam), validate("query", boardPageQuerySchema), async (c) => {
    const { db } = c.var.scope;
    const board = await getBoard(db, c.req.valid("param").board);
    const page = await listPosts(db, board, c.req.valid("query"));
    return c.json({ board: { code: board.code, title: board.title, description: board.description }, ...page });
  })
  .post("/:board/posts", validate("param", boardParam), validate("json", postCreateSchema), async (c) => {
    const { db, now, ip } = c.var.scope;
    const board = await getBoard(db, c.req.valid("param").board);
    return c.json({ post: await createPost(db, board, c.req.valid("json"), now(), ip) }, 201);
  })
  .get("/:board/posts/:id", validate("param", itemParam), async (c) => {
    const { db } = c.var.scope;
    const { board: code, id } = c.req.valid("param");
    const board = await getBoard(db, code);
    const post = await viewPost(db, board, id);
    return c.json({ post, comments: await listComments(db, board, id) });
  })
  .put("/:board/posts/:id", validate("param", itemParam), validate("json", postUpdateSchema), async (c) => {
    const { db, now } = c.var.scope;
    const { board: code, id } = c.req.valid("param");
    const board = await getBoard(db, code);
    return c.json({ post: await updatePost(db, board, id, c.req.valid("json"), now()) });
  })
  .delete("/:board/posts/:id", validate("param", itemParam), validate("json", passwordCheckSchema), async (c) => {
    const { db, now } = c.var.scope;
    const { board: code, id } = c.req.valid("param");
    await deletePost(db, await getBoard(db, code), id, c.req.valid("json").password, now());
    return c.body(null, 204);
  })
  .get("/:board/comments", validate("param", boardParam), validate("query", commentQuery), async (c) => {
    const { db } = c.var.scope;
    const board = await getBoard(db, c.req.valid("param").board);
    return c.json({ comments: await listComments(db, board, c.req.valid("query").post) });
  })
  .post(
    "/:board/comments",
    validate("param", boardParam),
    validate("json", z.object({ ...commentCreateSchema.shape, postId: recordIdSchema })),
    async (c) => {
      const { db, now, ip } = c.var.scope;
      const board = await getBoard(db, c.req.valid("param").board);
      const { postId, ...input } = c.req.valid("json");
      return c.json({ comment: await createComment(db, board, postId, input, now(), ip) }, 201);
    },
  )
  .put("/:board/comments/:id", validate("param", itemParam), validate("json", commentUpdateSchema), async (c) => {
    const { db, now } = c.var.scope;
    const { board: code, id } = c.req.valid("param");
    const board = await getBoard(db, code);
    return c.json({ comment: await updateComment(db, board, id, c.req.valid("json"), now()) });
  })
  .delete("/:board/comments/:id", validate("param", itemParam), validate("json", passwordCheckSchema), async (c) => {
    const { db, now } = c.var.scope;
    const { board: code, id } = c.req.valid("param");
    await deleteComment(db, await getBoard(db, code), id, c.req.valid("json").password, now());
    return c.body(null, 204);
  });
