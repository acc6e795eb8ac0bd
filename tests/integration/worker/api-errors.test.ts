import { env } from "cloudflare:test";
import { count } from "drizzle-orm";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { DomainError } from "../../../app/lib/domain-error";
import { nameSchema, phoneSchema } from "../../../app/lib/validation";
import { createDb } from "../../../db/client";
import { notices } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { onApiError } from "../../../worker/api/errors";
import type { ApiEnv } from "../../../worker/api/types";
import { validate } from "../../../worker/api/validate";
import { createRequestScope } from "../../../worker/request-scope";

const INVALID = "입력값을 확인해주세요";
const GENERIC = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";
const SECRET = "김하늘 01012345678";

/** A throwaway resource wired like the real ones: scope, validate() and the real onApiError. */
const probe = new Hono<ApiEnv>()
  .use(async (c, next) => {
    c.set("scope", createRequestScope(c.req.raw, c.env, { waitUntil: () => {} }));
    await next();
  })
  .post("/notices", validate("json", z.object({ title: nameSchema, phone: phoneSchema })), async (c) => {
    const { title } = c.req.valid("json");
    await c.var.scope.db.insert(notices).values({ title, body: "본문", publishedAt: c.var.scope.now() });
    return c.json({ ok: true }, 201);
  })
  .get("/notices", validate("query", z.object({ page: z.coerce.number().int().min(1) })), (c) =>
    c.json({ page: c.req.valid("query").page }),
  )
  .get("/notices/:id", validate("param", z.object({ id: z.string().regex(/^n-\d+$/, "validation.recordId") })), (c) =>
    c.json({ id: c.req.valid("param").id }),
  )
  .get("/domain-error", () => {
    throw new DomainError(403, "auth.accessDenied");
  })
  .get("/field-error", () => {
    throw new DomainError(409, "console.usernameTaken", "username");
  })
  .get("/unnamed-rule", (c) => c.json(z.object({ count: z.number().int() }).parse({ count: 1.5 })))
  .get("/zod-error", (c) => c.json(z.object({ phone: phoneSchema }).parse({ phone: "1" })))
  .get("/http-error", () => {
    throw new HTTPException(401, { message: "로그인 후 이용가능합니다" });
  })
  .get("/boom", () => {
    throw new Error(`unexpected failure for ${SECRET}`);
  });

const app = new Hono<ApiEnv>().basePath("/api");
app.onError(onApiError);
app.route("/probe", probe);

const db = createDb(env.DB);
async function noticeCount() {
  const [row] = await db.select({ n: count() }).from(notices);
  return row?.n ?? -1;
}

function post(path: string, body: string, type = "application/json") {
  return app.request(path, { method: "POST", headers: { "content-type": type }, body }, env);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the real /api app", () => {
  it("answers an unknown path with 404 and only a message", async () => {
    for (const path of ["/api/nothing-here", "/api", "/api/v1/unknown/deep/path"]) {
      const res = await api.request(path, {}, env);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(await res.json()).toEqual({ message: "요청하신 API를 찾을 수 없습니다" });
    }
  });

  it("answers GET /api/health with 200 JSON", async () => {
    const res = await api.request("/api/health", {}, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("pins the clock with x-test-now under APP_ENV=test, and ignores a malformed language cookie", async () => {
    const res = await api.request(
      "/api/health",
      { headers: { "x-test-now": "2026-03-01T15:30:00Z", cookie: "lng=%E0%A4%A" } },
      env,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ time: "2026-03-01T15:30:00.000Z" });
  });
});

describe("bad input on a validated route", () => {
  it("answers malformed JSON with 400 in the error shape and writes nothing", async () => {
    const before = await noticeCount();
    const res = await post("/api/probe/notices", '{"title": "공지", ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: INVALID });
    expect(await noticeCount()).toBe(before);
  });

  it("answers missing and invalid fields with 400 and one message per field, writing nothing", async () => {
    const before = await noticeCount();
    const missing = await post("/api/probe/notices", "{}");
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({
      message: INVALID,
      errors: { title: "이름을 입력해주세요", phone: "연락처를 입력해주세요" },
    });
    const invalid = await post("/api/probe/notices", JSON.stringify({ title: "공지사항", phone: "010-1234-5678" }));
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: INVALID, errors: { phone: "연락처를 입력해주세요" } });
    const notObject = await post("/api/probe/notices", "[1, 2]");
    expect(notObject.status).toBe(400);
    expect(await noticeCount()).toBe(before);
  });

  it("treats a body sent without a JSON content type as missing fields", async () => {
    const before = await noticeCount();
    const res = await post("/api/probe/notices", "title=a", "application/x-www-form-urlencoded");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors?: object }).errors).toHaveProperty("title");
    expect(await noticeCount()).toBe(before);
  });

  it("writes when the input is valid (the handler above does insert)", async () => {
    const before = await noticeCount();
    const res = await post("/api/probe/notices", JSON.stringify({ title: "공지사항", phone: "01012345678" }));
    expect(res.status).toBe(201);
    expect(await noticeCount()).toBe(before + 1);
  });

  it("answers a bad query with 400 per field", async () => {
    for (const query of ["", "?page=0", "?page=abc", "?page=1.5"]) {
      const res = await app.request(`/api/probe/notices${query}`, {}, env);
      expect(res.status, query).toBe(400);
      const body = (await res.json()) as { message: string; errors: Record<string, string> };
      expect(body.message).toBe(INVALID);
      expect(Object.keys(body.errors)).toEqual(["page"]);
    }
    const ok = await app.request("/api/probe/notices?page=2", {}, env);
    expect(await ok.json()).toEqual({ page: 2 });
  });

  it("answers a bad path parameter with 400 and its message", async () => {
    const res = await app.request("/api/probe/notices/drop%20table", {}, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: INVALID, errors: { id: "번호를 확인해주세요" } });
    expect(await (await app.request("/api/probe/notices/n-7", {}, env)).json()).toEqual({ id: "n-7" });
  });
});

describe("errors thrown by handlers", () => {
  it("answers a DomainError with its status and its code's message", async () => {
    const res = await app.request("/api/probe/domain-error", {}, env);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: "접근권한이 없습니다" });
  });

  it("puts a DomainError's message next to its field when it names one", async () => {
    const res = await app.request("/api/probe/field-error", {}, env);
    expect(res.status).toBe(409);
    const message = "이미 사용 중인 아이디입니다";
    expect(await res.json()).toEqual({ message, errors: { username: message } });
  });

  it("answers in the request's language: refusals, field messages and the 404", async () => {
    const en = { headers: { "x-language": "en" } };
    const refused = await app.request("/api/probe/field-error", en, env);
    const taken = "This username is already in use";
    expect(await refused.json()).toEqual({ message: taken, errors: { username: taken } });
    const invalid = await app.request("/api/probe/zod-error", { headers: { "x-language": "cn" } }, env);
    expect(await invalid.json()).toEqual({ message: "请检查输入的内容", errors: { phone: "请输入联系电话" } });
    const missing = await api.request("/api/nothing-here", en, env);
    expect(await missing.json()).toEqual({ message: "The API you asked for does not exist" });
  });

  it("shows a zod rule given no message of its own as the general one, never zod's English", async () => {
    const res = await app.request("/api/probe/unnamed-rule", {}, env);
    expect(await res.json()).toEqual({ message: INVALID, errors: { count: INVALID } });
  });

  it("answers a ZodError with 400 and the field messages", async () => {
    const res = await app.request("/api/probe/zod-error", {}, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: INVALID, errors: { phone: "연락처를 입력해주세요" } });
  });

  it("answers an HTTPException with its status and message", async () => {
    const res = await app.request("/api/probe/http-error", {}, env);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "로그인 후 이용가능합니다" });
  });

  it("answers an unexpected error with 500, the generic Korean message, no stack and no logged details", async () => {
    const logged: unknown[][] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    const res = await app.request("/api/probe/boom", {}, env);
    expect(res.status).toBe(500);
    const text = await res.text();
    // The request's id, for the caller to quote; its log lines carry the same (request-log.test.ts).
    expect(JSON.parse(text)).toEqual({ message: GENERIC, requestId: expect.any(String) });
    expect(text).not.toContain("unexpected failure");
    expect(text).not.toContain("at ");
    expect(JSON.stringify(logged)).not.toContain(SECRET);
  });
});
