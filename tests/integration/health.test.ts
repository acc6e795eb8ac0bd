import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../../worker/api/app";

describe("GET /api/health", () => {
  it("answers 200 JSON with the database reachable", async () => {
    const res = await api.request("/api/health", {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("answers 404 in the error shape for an unknown API path", async () => {
    const res = await api.request("/api/nothing-here", {}, env);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("요청하신 API를 찾을 수 없습니다");
  });
});
