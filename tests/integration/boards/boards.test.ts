import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../../../app/features/auth/password.server";
import { createDb } from "../../../db/client";
import { comments, posts, rateLimits } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { TEST_ORIGIN } from "../../support/console";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const BASE = "/api/v1/boards/default-board";

type Post = { id: string; title: string; body: string; authorName: string; views: number; commentCount: number };
type Comment = { id: string; postId: string; authorName: string; body: string };

/** A visitor's call: no session. */
const send = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  callApi(null, method, path, body, headers);

async function newPost(title = "새 글") {
  const res = await send("POST", `${BASE}/posts`, { authorName: "가람", password: "pw1234", title, body: "본문" });
  expect(res.status).toBe(201);
  return (res.body as { post: Post }).post;
}

describe("boards API", () => {
  beforeAll(async () => {
    await seedTestDb();
  });
  // The write limit (10 per client per 10 minutes) is tested on its own below.
  beforeEach(async () => {
    await db.delete(rateLimits);
  });

  it("writes a post whose password is stored only as a hash, and lists it first with paging", async () => {
    const post = await newPost("페이징 확인 글");
    expect(post).toMatchObject({ title: "페이징 확인 글", authorName: "가람", views: 0, commentCount: 0 });
    expect(post).not.toHaveProperty("passwordHash");
    const row = await db.select().from(posts).where(eq(posts.id, post.id)).get();
    expect(row?.passwordHash).not.toContain("pw1234");
    expect(await verifyPassword("pw1234", row?.passwordHash ?? "")).toBe(true);

    const res = await send("GET", `${BASE}/posts?page=1&size=1`);
    expect(res.status).toBe(200);
    const page = res.body as {
      items: Post[];
      pageSize: number;
      total: number;
      totalPages: number;
      board: { title: string };
    };
    expect(page.board.title).toBe("자유게시판");
    expect(page.pageSize).toBe(1);
    expect(page.items.map((p) => p.id)).toEqual([post.id]);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.totalPages).toBe(page.total);
    const second = (await send("GET", `${BASE}/posts?page=2&size=1`)).body as { items: Post[] };
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(post.id);
  });

  it("reads a post with its comments and counts the view", async () => {
    const res = await send("GET", `${BASE}/posts/seed-post-1`);
    expect(res.status).toBe(200);
    const body = res.body as { post: Post; comments: Comment[] };
    expect(body.post).toMatchObject({ title: "견본주택 다녀왔어요", commentCount: 1 });
    expect(body.comments.map((c) => c.body)).toEqual(["후기 감사합니다!"]);
    const again = (await send("GET", `${BASE}/posts/seed-post-1`)).body as { post: Post };
    expect(again.post.views).toBe(body.post.views + 1);
  });

  it("edits and deletes a post only with its password; a wrong one is 403 in Korean and changes nothing", async () => {
    const post = await newPost();
    const wrong = await send("PUT", `${BASE}/posts/${post.id}`, { password: "nope1", title: "바뀜", body: "바뀜" });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      message: "비밀번호가 일치하지 않습니다",
      errors: { password: "비밀번호가 일치하지 않습니다" },
    });
    expect((await db.select().from(posts).where(eq(posts.id, post.id)).get())?.title).toBe("새 글");

    const ok = await send("PUT", `${BASE}/posts/${post.id}`, {
      password: "pw1234",
      title: "고친 제목",
      body: "고친 본문",
    });
    expect(ok.status).toBe(200);
    expect((ok.body as { post: Post }).post).toMatchObject({ title: "고친 제목", body: "고친 본문" });

    const badDelete = await send("DELETE", `${BASE}/posts/${post.id}`, { password: "nope1" });
    expect(badDelete.status).toBe(403);
    const del = await send("DELETE", `${BASE}/posts/${post.id}`, { password: "pw1234" });
    expect(del.status).toBe(204);
    expect(await db.select().from(posts).where(eq(posts.id, post.id)).get()).toBeUndefined();
    expect((await send("GET", `${BASE}/posts/${post.id}`)).status).toBe(404);
  });

  it("writes, edits and deletes comments under /comments with their own password", async () => {
    const post = await newPost("댓글 달 글");
    const created = await send("POST", `${BASE}/comments`, {
      postId: post.id,
      authorName: "나래",
      password: "cm1234",
      body: "첫 댓글",
    });
    expect(created.status).toBe(201);
    const { comment } = created.body as { comment: Comment };
    expect(comment).toMatchObject({ postId: post.id, authorName: "나래", body: "첫 댓글" });

    const list = (await send("GET", `${BASE}/comments?post=${post.id}`)).body as { comments: Comment[] };
    expect(list.comments.map((c) => c.id)).toEqual([comment.id]);

    const wrong = await send("PUT", `${BASE}/comments/${comment.id}`, { password: "pw1234", body: "남의 댓글" });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toEqual({
      message: "비밀번호가 일치하지 않습니다",
      errors: { password: "비밀번호가 일치하지 않습니다" },
    });
    const edited = await send("PUT", `${BASE}/comments/${comment.id}`, { password: "cm1234", body: "고친 댓글" });
    expect((edited.body as { comment: Comment }).comment.body).toBe("고친 댓글");

    expect((await send("DELETE", `${BASE}/comments/${comment.id}`, { password: "wrong1" })).status).toBe(403);
    expect((await send("DELETE", `${BASE}/comments/${comment.id}`, { password: "cm1234" })).status).toBe(204);
    expect(await db.select().from(comments).where(eq(comments.id, comment.id)).get()).toBeUndefined();
  });

  it("deleting a post removes its comments", async () => {
    const post = await newPost();
    await send("POST", `${BASE}/comments`, { postId: post.id, authorName: "나래", password: "cm1234", body: "댓글" });
    await send("DELETE", `${BASE}/posts/${post.id}`, { password: "pw1234" });
    expect(await db.select().from(comments).where(eq(comments.postId, post.id))).toEqual([]);
  });

  it("answers 400 with each field's message for a bad body, and writes nothing", async () => {
    const before = (await db.select().from(posts)).length;
    const res = await send("POST", `${BASE}/posts`, { authorName: "", password: "12", title: " ", body: "" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "입력값을 확인해주세요",
      errors: {
        authorName: "작성자 이름을 1~20자로 입력해주세요",
        password: "비밀번호를 4~20자로 입력해주세요",
        title: "제목을 1~100자로 입력해주세요",
        body: "내용을 1~5,000자로 입력해주세요",
      },
    });
    const long = await send("POST", `${BASE}/posts`, {
      authorName: "가".repeat(21),
      password: "p".repeat(21),
      title: "제".repeat(101),
      body: "내".repeat(5001),
    });
    expect((long.body as { errors: object }).errors).toHaveProperty("body");
    const notJson = await api.request(
      `${BASE}/posts`,
      { method: "POST", body: "{oops", headers: { "content-type": "application/json" } },
      env,
    );
    expect(notJson.status).toBe(400);
    const comment = await send("POST", `${BASE}/comments`, {
      postId: "seed-post-1",
      authorName: "나",
      password: "1234",
    });
    expect(comment.status).toBe(400);
    expect((comment.body as { errors: object }).errors).toEqual({ body: "댓글을 1~1,000자로 입력해주세요" });
    expect((await db.select().from(posts)).length).toBe(before);
  });

  it("answers 400 for bad paging, ids and board codes", async () => {
    for (const query of ["page=0", "page=abc", "size=51", "page=1.5"]) {
      const res = await send("GET", `${BASE}/posts?${query}`);
      expect(res.status, query).toBe(400);
      expect((res.body as { message: string }).message).toBe("입력값을 확인해주세요");
    }
    expect((await send("GET", `${BASE}/posts/${"x".repeat(65)}`)).status).toBe(400);
    expect((await send("GET", "/api/v1/boards/Bad%20Board/posts")).status).toBe(400);
    expect((await send("GET", `${BASE}/comments`)).status).toBe(400);
  });

  it("answers 404 for an unknown board, post or comment", async () => {
    const board = await send("GET", "/api/v1/boards/no-board/posts");
    expect(board.status).toBe(404);
    expect(board.body).toEqual({ message: "게시판을 찾을 수 없습니다" });
    expect((await send("GET", `${BASE}/posts/no-post`)).body).toEqual({ message: "게시글을 찾을 수 없습니다" });
    expect((await send("PUT", `${BASE}/posts/no-post`, { password: "1234", title: "t", body: "b" })).status).toBe(404);
    expect((await send("GET", `${BASE}/comments?post=no-post`)).status).toBe(404);
    const comment = await send("DELETE", `${BASE}/comments/no-comment`, { password: "1234" });
    expect(comment.status).toBe(404);
    expect(comment.body).toEqual({ message: "댓글을 찾을 수 없습니다" });
  });

  it("refuses writes from a foreign Origin with 403, and accepts its own origin", async () => {
    const before = (await db.select().from(posts)).length;
    const input = { authorName: "가람", password: "pw1234", title: "외부", body: "외부" };
    const foreign = await send("POST", `${BASE}/posts`, input, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: "허용되지 않은 출처의 요청입니다" });
    expect(
      (await send("DELETE", `${BASE}/posts/seed-post-1`, { password: "qna1234!" }, { origin: "null" })).status,
    ).toBe(403);
    expect((await db.select().from(posts)).length).toBe(before);
    const own = await send("POST", `${BASE}/posts`, input, { origin: TEST_ORIGIN });
    expect(own.status).toBe(201);
    expect((await send("GET", `${BASE}/posts`, undefined, { origin: "https://evil.example" })).status).toBe(200);
  });
});
