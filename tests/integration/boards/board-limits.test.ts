import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { boardAction } from "../../../app/controllers/board-actions.server";
import { getBoard } from "../../../app/features/boards/posts.server";
import { createDb } from "../../../db/client";
import { comments, posts, rateLimits } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { TEST_ORIGIN } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const BASE = "/api/v1/boards/default-board";
const WRITE_LIMITED = "글과 댓글을 너무 자주 작성했습니다. 10분 후 다시 시도해주세요.";
const PASSWORD_LIMITED = "비밀번호를 너무 많이 틀렸습니다. 15분 후 다시 시도해주세요.";

function send(method: string, path: string, body: unknown, ip = "203.0.113.10", at?: Date) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    origin: TEST_ORIGIN,
    "cf-connecting-ip": ip,
  };
  if (at) headers["x-test-now"] = at.toISOString();
  return api.request(path, { method, headers, body: JSON.stringify(body) }, env);
}

const postBody = { authorName: "가람", password: "pw1234", title: "제한 확인", body: "본문" };

async function newPost(ip = "198.51.100.99") {
  const res = await send("POST", `${BASE}/posts`, postBody, ip);
  expect(res.status).toBe(201);
  return ((await res.json()) as { post: { id: string } }).post.id;
}

async function count(table: typeof posts | typeof comments) {
  return (await db.select().from(table)).length;
}

describe("board rate limits", () => {
  beforeAll(async () => {
    await seedTestDb();
  });
  beforeEach(async () => {
    await db.delete(rateLimits);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("takes 10 posts and comments per client in 10 minutes, then answers 429 and writes nothing", async () => {
    const postId = await newPost();
    for (let i = 0; i < 6; i++) expect((await send("POST", `${BASE}/posts`, postBody)).status).toBe(201);
    for (let i = 0; i < 4; i++) {
      const res = await send("POST", `${BASE}/comments`, {
        postId,
        authorName: "나래",
        password: "pw1234",
        body: "댓글",
      });
      expect(res.status).toBe(201);
    }
    const before = { posts: await count(posts), comments: await count(comments) };
    const post = await send("POST", `${BASE}/posts`, postBody);
    expect(post.status).toBe(429);
    expect(await post.json()).toEqual({ message: WRITE_LIMITED });
    const comment = await send("POST", `${BASE}/comments`, {
      postId,
      authorName: "나래",
      password: "pw1234",
      body: "x",
    });
    expect(comment.status).toBe(429);
    expect({ posts: await count(posts), comments: await count(comments) }).toEqual(before);

    // Another client may still write; this one may again once the window has passed.
    expect((await send("POST", `${BASE}/posts`, postBody, "203.0.113.11")).status).toBe(201);
    const later = new Date(Date.now() + 11 * 60_000);
    expect((await send("POST", `${BASE}/posts`, postBody, "203.0.113.10", later)).status).toBe(201);
  });

  it("counts IPv6 writers by their /64: a new address in the same network is the same client", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await send("POST", `${BASE}/posts`, postBody, `2001:db8:5:9::${i + 1}`)).status).toBe(201);
    }
    expect((await send("POST", `${BASE}/posts`, postBody, "2001:db8:5:9:abcd::77")).status).toBe(429);
    expect((await send("POST", `${BASE}/posts`, postBody, "2001:db8:5:a::1")).status).toBe(201);
  });

  it("stops checking a post's password after 10 wrong ones in 15 minutes, from any client", async () => {
    const postId = await newPost();
    for (let i = 0; i < 10; i++) {
      const res = await send("DELETE", `${BASE}/posts/${postId}`, { password: `wrong${i}` }, `203.0.113.${20 + i}`);
      expect(res.status).toBe(403);
    }
    const right = await send("DELETE", `${BASE}/posts/${postId}`, { password: "pw1234" }, "203.0.113.50");
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ message: PASSWORD_LIMITED, errors: { password: PASSWORD_LIMITED } });
    const update = await send("PUT", `${BASE}/posts/${postId}`, { password: "pw1234", title: "바뀜", body: "바뀜" });
    expect(update.status).toBe(429);

    const later = new Date(Date.now() + 16 * 60_000);
    expect(
      (await send("DELETE", `${BASE}/posts/${postId}`, { password: "pw1234" }, "203.0.113.50", later)).status,
    ).toBe(204);
  });

  it("checks a post's password at most 10 times when 30 wrong ones arrive at once", async () => {
    const postId = await newPost();
    const at = new Date();
    // Each check of a board password is one 100,000-iteration deriveBits call.
    const checks = vi.spyOn(crypto.subtle, "deriveBits");
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const res = await send(
          "DELETE",
          `${BASE}/posts/${postId}`,
          { password: `wrong${i}` },
          `203.0.113.${100 + i}`,
          at,
        );
        return res.status;
      }),
    );
    expect(checks.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    // The limit holds for the right password too until the window ends.
    expect((await send("DELETE", `${BASE}/posts/${postId}`, { password: "pw1234" }, "203.0.113.50", at)).status).toBe(
      429,
    );
  });

  it("does not count the author's right password against the post", async () => {
    const postId = await newPost();
    for (let i = 0; i < 12; i++) {
      const res = await send("PUT", `${BASE}/posts/${postId}`, {
        password: "pw1234",
        title: `고침 ${i}`,
        body: "본문",
      });
      expect(res.status).toBe(200);
    }
  });

  it("counts wrong comment passwords against their post", async () => {
    const postId = await newPost();
    const res = await send("POST", `${BASE}/comments`, {
      postId,
      authorName: "나래",
      password: "pw1234",
      body: "댓글",
    });
    const commentId = ((await res.json()) as { comment: { id: string } }).comment.id;
    for (let i = 0; i < 10; i++) {
      expect((await send("DELETE", `${BASE}/comments/${commentId}`, { password: `wrong${i}` })).status).toBe(403);
    }
    expect((await send("DELETE", `${BASE}/comments/${commentId}`, { password: "pw1234" })).status).toBe(429);
    expect((await send("DELETE", `${BASE}/posts/${postId}`, { password: "pw1234" })).status).toBe(429);
  });

  it("shows the limits in the page forms with a 429", async () => {
    const board = await getBoard(db, "default-board");
    const postId = await newPost();
    const page = (ip: string) =>
      contextFor(new Request("http://localhost/board/default-board", { headers: { "cf-connecting-ip": ip } }));
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.append(k, v);
      return data;
    };
    for (let i = 0; i < 10; i++) {
      const wrong = await boardAction(
        page("203.0.113.60"),
        board,
        postId,
        form({ intent: "delete", password: "wrong1" }),
      );
      expect(wrong.status).toBe(403);
    }
    const limited = await boardAction(
      page("203.0.113.60"),
      board,
      postId,
      form({ intent: "delete", password: "pw1234" }),
    );
    expect(limited).toMatchObject({ status: 429, errors: { password: PASSWORD_LIMITED } });

    const create = { intent: "create", ...postBody };
    for (let i = 0; i < 10; i++) {
      await expect(boardAction(page("203.0.113.61"), board, null, form(create))).rejects.toBeInstanceOf(Response);
    }
    const over = await boardAction(page("203.0.113.61"), board, null, form(create));
    expect(over).toMatchObject({ status: 429, errors: { _: WRITE_LIMITED } });
  });
});
