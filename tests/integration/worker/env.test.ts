import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../worker/api/app";

afterEach(() => vi.restoreAllMocks());

describe("a misconfigured environment on /api", () => {
  it("answers 503 in the error shape, logging only the variable names", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await api.request("/api/health", {}, { ...env, APP_ENV: "staging", SENDER_API_KEY: "sk-secret-value" });
    expect(res.status).toBe(503);
    const body = (await res.json()) as { message: string; errors?: unknown };
    expect(Object.keys(body)).toEqual(["message"]);
    expect(body.message).toMatch(/잠시 후 다시 시도해주세요/);
    const text = logged.mock.calls.flat().map(String).join("\n");
    expect(text).toContain("APP_ENV");
    expect(text).not.toContain("staging");
    expect(text).not.toContain("sk-secret-value");
  });
});
