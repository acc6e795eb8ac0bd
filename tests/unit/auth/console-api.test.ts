import { describe, expect, it } from "vitest";
import { createConsoleApi, SESSION_REFRESH_PATH } from "../../../app/features/auth/console-api";

/**
 * The wrapper's decisions against a scripted server (the browser path is in
 * tests/e2e/auth/console-auth.test.ts). Each scripted answer is consumed in order.
 */
function scripted(answers: Record<string, { status: number; body?: unknown }[]>) {
  const seen: { method: string; path: string; headers: Headers }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? "GET";
    seen.push({ method, path, headers: new Headers(init?.headers) });
    const next = answers[`${method} ${path}`]?.shift();
    if (!next) throw new Error(`unexpected ${method} ${path}`);
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status });
  };
  return { fetch: fetch as typeof globalThis.fetch, seen };
}

function setup(answers: Record<string, { status: number; body?: unknown }[]>) {
  const server = scripted(answers);
  const events: string[] = [];
  const api = createConsoleApi({
    fetch: server.fetch,
    language: () => "en",
    onForbidden: (message) => {
      events.push(`alert: ${message}`);
    },
    onLoggedOut: () => {
      events.push("logged out");
    },
  });
  return { api, seen: server.seen, events };
}

describe("console API wrapper", () => {
  it("sends the language header and JSON, and answers the data", async () => {
    const { api, seen } = setup({ "PUT /api/x": [{ status: 200, body: { ok: 1 } }] });
    expect(await api.put("/api/x", { a: 1 })).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(seen[0]?.headers.get("x-language")).toBe("en");
    expect(seen[0]?.headers.get("content-type")).toBe("application/json");
  });

  it("on 401 refreshes once and retries once", async () => {
    const { api, seen, events } = setup({
      "GET /api/x": [
        { status: 401, body: { message: "로그인 후 이용가능합니다" } },
        { status: 200, body: [1] },
      ],
      [`POST ${SESSION_REFRESH_PATH}`]: [{ status: 200, body: {} }],
    });
    expect(await api.get("/api/x")).toEqual({ ok: true, status: 200, data: [1] });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /api/x",
      `POST ${SESSION_REFRESH_PATH}`,
      "GET /api/x",
    ]);
    expect(events).toEqual([]);
  });

  it("retries once with the renewed cookies when another tab just renewed the session (409)", async () => {
    const { api, seen, events } = setup({
      "GET /api/x": [{ status: 401 }, { status: 200, body: [2] }],
      [`POST ${SESSION_REFRESH_PATH}`]: [
        { status: 409, body: { message: "세션이 이미 갱신되었습니다. 다시 시도해주세요" } },
      ],
    });
    expect(await api.get("/api/x")).toEqual({ ok: true, status: 200, data: [2] });
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      "GET /api/x",
      `POST ${SESSION_REFRESH_PATH}`,
      "GET /api/x",
    ]);
    expect(events).toEqual([]);
  });

  it("shares one refresh between concurrent 401s (a refresh token is spent on use)", async () => {
    const { api, seen } = setup({
      "GET /api/a": [{ status: 401 }, { status: 200, body: "a" }],
      "GET /api/b": [{ status: 401 }, { status: 200, body: "b" }],
      [`POST ${SESSION_REFRESH_PATH}`]: [{ status: 200, body: {} }],
    });
    const [a, b] = await Promise.all([api.get("/api/a"), api.get("/api/b")]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(seen.filter((s) => s.path === SESSION_REFRESH_PATH)).toHaveLength(1);
  });

  it("logs out when the refresh fails, or when the retry is still refused", async () => {
    const failed = setup({
      "GET /api/x": [{ status: 401, body: { message: "로그인 후 이용가능합니다" } }],
      [`POST ${SESSION_REFRESH_PATH}`]: [{ status: 401, body: { message: "로그인 후 이용가능합니다" } }],
    });
    expect((await failed.api.get("/api/x")).status).toBe(401);
    expect(failed.events).toEqual(["logged out"]);

    const refused = setup({
      "GET /api/x": [{ status: 401 }, { status: 401 }],
      [`POST ${SESSION_REFRESH_PATH}`]: [{ status: 200, body: {} }],
    });
    expect((await refused.api.get("/api/x")).status).toBe(401);
    expect(refused.events).toEqual(["logged out"]);
    expect(refused.seen).toHaveLength(3);
  });

  it("shows the server's message on 403 and returns it", async () => {
    const { api, events } = setup({ "DELETE /api/x": [{ status: 403, body: { message: "접근권한이 없습니다" } }] });
    const result = await api.delete("/api/x");
    expect(result).toEqual({ ok: false, status: 403, error: { message: "접근권한이 없습니다" } });
    expect(events).toEqual(["alert: 접근권한이 없습니다"]);
  });

  it("leaves a 400 to the caller, with its field errors", async () => {
    const body = { message: "입력값을 확인해주세요", errors: { name: "이름을 입력해주세요" } };
    const { api, events } = setup({ "POST /api/x": [{ status: 400, body }] });
    expect(await api.post("/api/x", {})).toEqual({ ok: false, status: 400, error: body });
    expect(events).toEqual([]);
  });

  it("uses a token provider's bearer token and its refresh for API clients", async () => {
    const server = scripted({ "GET /api/x": [{ status: 401 }, { status: 200, body: 1 }] });
    let token = "old";
    const api = createConsoleApi({
      fetch: server.fetch,
      language: () => "ko",
      tokens: {
        accessToken: () => token,
        refresh: async () => {
          token = "new";
          return true;
        },
      },
    });
    expect((await api.get("/api/x")).ok).toBe(true);
    expect(server.seen.map((s) => s.headers.get("authorization"))).toEqual(["Bearer old", "Bearer new"]);
  });
});
