import { Hono } from "hono";
import {
  deleteCommentByManager,
  deletePostByManager,
  getPostForModeration,
  listBoardsForModeration,
  listPostsForModeration,
  moderatedCommentJson,
  moderatedPostJson,
  setCommentHidden,
  setPostHidden,
} from "../../../app/features/boards/moderation.server";
import { hiddenSchema, moderationQuerySchema } from "../../../app/features/boards/moderation-schema";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/boards (area "boards"): the boards with their counts, every post (hidden ones
 * too) by board, state and words, one post with all its comments; hide or show again
 * (PUT …/hidden) and delete posts and comments. Every change is audited.
 */
export const consoleBoardsApi = new Hono<ApiEnv>()
  .use(requireArea("boards"))
  .get("/", async (c) => c.json({ boards: await listBoardsForModeration(c.var.scope.db) }))
  .get("/posts", validate("query", moderationQuerySchema), async (c) => {
    const page = await listPostsForModeration(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(moderatedPostJson) });
  })
  .get("/posts/:id", validate("param", idParam), async (c) => {
    const { post, comments } = await getPostForModeration(c.var.scope.db, c.req.valid("param").id);
    return c.json({ post: moderatedPostJson(post), comments: comments.map(moderatedCommentJson) });
  })
  .put("/posts/:id/hidden", validate("param", idParam), validate("json", hiddenSchema), async (c) => {
    const { id } = c.req.valid("param");
    await setPostHidden(c.var.scope.db, id, c.req.valid("json").hidden, actorOf(c));
    return c.body(null, 204);
  })
  .delete("/posts/:id", validate("param", idParam), async (c) => {
    await deletePostByManager(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  })
  .put("/comments/:id/hidden", validate("param", idParam), validate("json", hiddenSchema), async (c) => {
    const { id } = c.req.valid("param");
    await setCommentHidden(c.var.scope.db, id, c.req.valid("json").hidden, actorOf(c));
    return c.body(null, 204);
  })
  .delete("/comments/:id", validate("param", idParam), async (c) => {
    await deleteCommentByManager(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
