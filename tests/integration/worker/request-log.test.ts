import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import worker from "../../../worker/index";
import { NOW, ORIGIN } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

const RAY = "8f1a2b3c4d5e6f70-ICN";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PERSONAL = ["홍길동", "%ED%99%8D", "01012345678", "hong@example.com", "R2026-000123"];

/** A D1 whose every call fails, as a database that does not answer. */
const broken = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error("D1_ERROR: failed query with params 홍길동, 01012345678");
    },
  },
);

/** The worker's answer to `path` and the lines it logged (console.log and console.error). */
async function fetchLogged(
  path: string,
  { headers = {}, bindings = env }: { headers?: Record<string, string>; bindings?: object } = {},
) {
  const lines: string[] = [];
  const errors: string[] = [];
  vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  });
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    errors.push(args.map(String).join(" "));
  });
  const request = new Request(`${ORIGIN}${path}`, { headers: { "x-test-now": NOW.toISOString(), ...headers } });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], bindings as Env, ctx);
  const body = await res.text();
  await waitOnExecutionContext(ctx);
  vi.restoreAllMocks();
  const requests = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === "request");
  return { res, body, requests, errors };
}

afterEach(() => vi.restoreAllMocks());

describe("the request log (worker/request-log.ts)", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("writes one JSON line per request with its id, route, status, duration and D1 round trips", async () => {
    const { res, requests } = await fetchLogged("/api/v1/application/schedules", { headers: { "cf-ray": RAY } });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBe(RAY);
    expect(requests).toHaveLength(1);
    const [line] = requests;
    expect(Object.keys(line ?? {}).sort()).toEqual(["d1", "event", "method", "ms", "requestId", "route", "status"]);
    expect(line).toMatchObject({
      event: "request",
      requestId: RAY,
      method: "GET",
      route: "/api/v1/application/schedules",
      status: 200,
    });
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    expect(line?.d1).toBeGreaterThanOrEqual(1);
  });

  it("logs no query string and no path segment that could name a person or a record", async () => {
    const paths = [
      "/api/v1/application/schedules?name=%ED%99%8D%EA%B8%B8%EB%8F%99&phone=01012345678",
      "/api/v1/application/R2026-000123/status",
      "/api/v1/boards/%ED%99%8D%EA%B8%B8%EB%8F%99/posts/hong@example.com",
      "/api/v1/users/01012345678",
    ];
    const routes: string[] = [];
    for (const path of paths) {
      const { requests } = await fetchLogged(path);
      expect(requests, path).toHaveLength(1);
      const text = JSON.stringify(requests);
      for (const value of PERSONAL) expect(text, path).not.toContain(value);
      expect(text).not.toContain("?");
      routes.push(String(requests[0]?.route));
    }
    expect(routes).toEqual([
      "/api/v1/application/schedules",
      "/api/v1/application/:id/status",
      "/api/v1/boards/:id/posts/:id",
      "/api/v1/users/:id",
    ]);
  });

  it("gives a request without a Ray ID an id of its own, the same in the line and the header", async () => {
    const { res, requests } = await fetchLogged("/api/health", { headers: { "cf-ray": "not a ray <script>" } });
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    expect(requests[0]?.requestId).toBe(id);
  });

  it("answers an API failure with 500 carrying the id, and logs the error with it and no detail", async () => {
    const { res, body, requests, errors } = await fetchLogged("/api/v1/application/schedules", {
      headers: { "cf-ray": RAY },
      bindings: { ...env, DB: broken },
    });
    expect(res.status).toBe(500);
    expect(JSON.parse(body)).toEqual({ message: expect.stringMatching(/잠시 후 다시 시도해주세요/), requestId: RAY });
    expect(res.headers.get("x-request-id")).toBe(RAY);
    expect(requests).toMatchObject([{ requestId: RAY, status: 500, route: "/api/v1/application/schedules" }]);
    const logged = errors.map((e) => JSON.parse(e) as Record<string, unknown>);
    expect(logged).toEqual([{ event: "api error", requestId: RAY, error: "Error" }]);
    expect(errors.join("\n")).not.toContain("홍길동");
  });
});
