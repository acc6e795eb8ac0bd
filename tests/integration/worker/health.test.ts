import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api } from "../../../worker/api/app";

/** A binding whose every call fails, as a store that does not answer. */
const broken = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("store unavailable");
    },
  },
);

describe("GET /api/health", () => {
  it("answers 200 JSON with the database reachable", async () => {
    const res = await api.request("/api/health", {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toMatchObject({ status: "ok", database: "ok" });
  });

  it("?deep=1 asks D1 and R2 and answers only their states and the time", async () => {
    const res = await api.request("/api/health?deep=1", {}, env);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = (await res.json()) as Record<string, string>;
    expect(Object.keys(body).sort()).toEqual(["database", "status", "storage", "time"]);
    expect(body).toMatchObject({ status: "ok", database: "ok", storage: "ok" });
    expect(new Date(body.time ?? "").toString()).not.toBe("Invalid Date");
  });

  it("?deep=1 answers 503 naming the store that is down, without its error", async () => {
    const r2Down = await api.request("/api/health?deep=1", {}, { ...env, FILES: broken });
    expect(r2Down.status).toBe(503);
    const r2Body = await r2Down.text();
    expect(JSON.parse(r2Body)).toMatchObject({ status: "down", database: "ok", storage: "down" });
    expect(r2Body).not.toContain("unavailable");
    const d1Down = await api.request("/api/health?deep=1", {}, { ...env, DB: broken });
    expect(d1Down.status).toBe(503);
    expect(await d1Down.json()).toMatchObject({ status: "down", database: "down", storage: "ok" });
  });

  it("answers 404 in the error shape for an unknown API path", async () => {
    const res = await api.request("/api/nothing-here", {}, env);
    expect(res.status).toBe(404);
    const body = (await res.json()) as { message: string };
    expect(body.message).toBe("요청하신 API를 찾을 수 없습니다");
  });
});
