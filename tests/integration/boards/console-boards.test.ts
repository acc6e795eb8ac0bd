import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, comments, posts, rateLimits } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";

/** Board moderation: /api/console/boards, and what the public board shows afterwards. */
const db = createDb(env.DB);
const PUBLIC = "/api/v1/boards/default-board";
const BASE = "/api/console/boards";

type Moderated = { id: string; title: string; hiddenAt: string | null; hiddenBy: string | null; comments: number };
type Page = { items: Moderated[]; total: number };
type Detail = { post: Moderated & { body: string }; comments: { id: string; hiddenAt: string | null }[] };

const visitor = (method: string, path: string, body?: unknown) => callApi(null, method, path, body);
const auditOf = (id: string) =>
  db
    .select({ action: auditLog.action, type: auditLog.targetType, detail: auditLog.detail, actor: auditLog.actor })
    .from(auditLog)
    .where(eq(auditLog.targetId, id));

async function newPost(title: string) {
  const res = await visitor("POST", `${PUBLIC}/posts`, { authorName: "가람", password: "pw1234", title, body: "본문" });
  expect(res.status).toBe(201);
  return (res.body as { post: { id: string } }).post.id;
}

async function newComment(postId: string, body: string) {
  const res = await visitor("POST", `${PUBLIC}/comments`, { postId, authorName: "나래", password: "pw1234", body });
  expect(res.status).toBe(201);
  return (res.body as { comment: { id: string } }).comment.id;
}

describe("/api/console/boards", () => {
  let token: string;
  beforeAll(async () => {
    await seedTestDb();
    await createManager(env, { username: "moderator", scope: ["console", "centerNotifications"] });
    token = await accessTokenFor(env, "moderator");
  });
  beforeEach(async () => {
    await db.delete(rateLimits);
  });

  it("lists the boards with their counts and every post, filtered by words", async () => {
    const id = await newPost("광고 글입니다");
    const boards = await callApi<{ boards: { code: string; posts: number; hidden: number }[] }>(token, "GET", BASE);
    expect(boards.status).toBe(200);
    expect(boards.body.boards.find((b) => b.code === "default-board")?.posts).toBeGreaterThanOrEqual(2);
    const found = await callApi<Page>(
      token,
      "GET",
      `${BASE}/posts?board=default-board&q=${encodeURIComponent("광고")}`,
    );
    expect(found.body.items.map((p) => p.id)).toEqual([id]);
  });

  it("hides a post: gone from the public board (list, read, comments, edit), kept in the console, audited; shown again", async () => {
    const id = await newPost("숨길 글");
    await newComment(id, "댓글");
    expect((await callApi(token, "PUT", `${BASE}/posts/${id}/hidden`, { hidden: true })).status).toBe(204);

    const list = (await visitor("GET", `${PUBLIC}/posts?size=50`)).body as { items: { id: string }[] };
    expect(list.items.map((p) => p.id)).not.toContain(id);
    expect((await visitor("GET", `${PUBLIC}/posts/${id}`)).status).toBe(404);
    expect((await visitor("GET", `${PUBLIC}/comments?post=${id}`)).status).toBe(404);
    const edit = await visitor("PUT", `${PUBLIC}/posts/${id}`, { password: "pw1234", title: "고침", body: "고침" });
    expect(edit.status).toBe(404);

    const hidden = await callApi<Page>(token, "GET", `${BASE}/posts?status=hidden`);
    expect(hidden.body.items.find((p) => p.id === id)).toMatchObject({ hiddenBy: "moderator", comments: 1 });
    const shown = await callApi<Page>(token, "GET", `${BASE}/posts?status=shown`);
    expect(shown.body.items.map((p) => p.id)).not.toContain(id);

    expect((await callApi(token, "PUT", `${BASE}/posts/${id}/hidden`, { hidden: false })).status).toBe(204);
    expect((await visitor("GET", `${PUBLIC}/posts/${id}`)).status).toBe(200);
    expect(await auditOf(id)).toEqual([
      { action: "record.update", type: "post", detail: { hidden: true }, actor: "moderator" },
      { action: "record.update", type: "post", detail: { hidden: false }, actor: "moderator" },
    ]);
  });

  it("hides and deletes comments: the public post no longer shows them nor counts them", async () => {
    const id = await newPost("댓글 관리 글");
    const rude = await newComment(id, "무례한 댓글");
    const spam = await newComment(id, "스팸 댓글");
    const kept = await newComment(id, "좋은 댓글");
    expect((await callApi(token, "PUT", `${BASE}/comments/${rude}/hidden`, { hidden: true })).status).toBe(204);
    expect((await callApi(token, "DELETE", `${BASE}/comments/${spam}`)).status).toBe(204);

    const read = (await visitor("GET", `${PUBLIC}/posts/${id}`)).body as {
      post: { commentCount: number };
      comments: { id: string }[];
    };
    expect(read.comments.map((c) => c.id)).toEqual([kept]);
    expect(read.post.commentCount).toBe(1);
    // A hidden comment cannot be changed by its author either.
    const edit = await visitor("PUT", `${PUBLIC}/comments/${rude}`, { password: "pw1234", body: "고침" });
    expect(edit.status).toBe(404);

    const detail = await callApi<Detail>(token, "GET", `${BASE}/posts/${id}`);
    expect(detail.body.comments.map((c) => [c.id, c.hiddenAt !== null])).toEqual([
      [rude, true],
      [kept, false],
    ]);
    expect((await db.select().from(comments).where(eq(comments.id, spam))).length).toBe(0);
    expect(await auditOf(spam)).toEqual([
      { action: "record.delete", type: "comment", detail: null, actor: "moderator" },
    ]);
  });

  it("deletes a post with its comments, audited, and answers 404 afterwards", async () => {
    const id = await newPost("지울 글");
    await newComment(id, "함께 지워질 댓글");
    expect((await callApi(token, "DELETE", `${BASE}/posts/${id}`)).status).toBe(204);
    expect((await db.select().from(posts).where(eq(posts.id, id))).length).toBe(0);
    expect((await db.select().from(comments).where(eq(comments.postId, id))).length).toBe(0);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["record.delete"]);
    expect((await callApi(token, "GET", `${BASE}/posts/${id}`)).status).toBe(404);
    expect((await callApi(token, "PUT", `${BASE}/posts/${id}/hidden`, { hidden: true })).status).toBe(404);
    expect((await callApi(token, "DELETE", `${BASE}/comments/no-such-comment`)).status).toBe(404);
  });

  it("refuses bad input with its message and changes nothing", async () => {
    const id = await newPost("그대로 둘 글");
    const res = await callApi<{ errors?: Record<string, string> }>(token, "PUT", `${BASE}/posts/${id}/hidden`, {
      hidden: "yes",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.hidden).toBe("숨김 여부를 선택해주세요");
    const filter = await callApi<{ errors?: Record<string, string> }>(token, "GET", `${BASE}/posts?status=gone`);
    expect(filter.status).toBe(400);
    expect((await db.select().from(posts).where(eq(posts.id, id))).at(0)?.hiddenAt).toBeNull();
    expect(await auditOf(id)).toEqual([]);
  });
});
