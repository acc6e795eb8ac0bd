import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getTermHistory } from "../../../app/features/terms/terms.server";
import { createDb } from "../../../db/client";
import { termVersions } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const day = 86_400_000;
type Term = { code: string; title: string; required: boolean; version: number; body: string; effectiveAt: string };

describe("GET /api/v1/terms", () => {
  beforeAll(async () => {
    await seedTestDb();
    // privacy: v2 in force since yesterday, v3 published for next week.
    await db.insert(termVersions).values([
      { termId: "seed-term-privacy", version: 2, body: "개정된 처리방침 v2", effectiveAt: new Date(Date.now() - day) },
      {
        termId: "seed-term-privacy",
        version: 3,
        body: "예정된 처리방침 v3",
        effectiveAt: new Date(Date.now() + 7 * day),
      },
    ]);
  });

  it("lists every term with the version in force now", async () => {
    const res = await api.request("/api/v1/terms", {}, env);
    expect(res.status).toBe(200);
    const { terms } = (await res.json()) as { terms: Term[] };
    expect(terms.map((t) => [t.code, t.version, t.required])).toEqual([
      ["application", 1, true],
      ["marketing", 1, false],
      ["privacy", 2, true],
    ]);
    const privacy = terms.find((t) => t.code === "privacy");
    expect(privacy?.body).toBe("개정된 처리방침 v2");
    expect(privacy?.title).toBe("개인정보처리방침");
    expect(Number.isNaN(Date.parse(privacy?.effectiveAt ?? ""))).toBe(false);
  });

  it("answers one term by code, and a future version once its date has come", async () => {
    const now = await api.request("/api/v1/terms/privacy", {}, env);
    expect(now.status).toBe(200);
    expect(((await now.json()) as { term: Term }).term).toMatchObject({ code: "privacy", version: 2 });

    const later = await api.request(
      "/api/v1/terms/privacy",
      { headers: { "x-test-now": new Date(Date.now() + 8 * day).toISOString() } },
      env,
    );
    expect(((await later.json()) as { term: Term }).term).toMatchObject({ version: 3, body: "예정된 처리방침 v3" });
  });

  it("answers 404 in the error shape for an unknown code", async () => {
    const res = await api.request("/api/v1/terms/nothing", {}, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "약관을 찾을 수 없습니다" });
  });

  it("answers 400 with field errors for a malformed code", async () => {
    const res = await api.request(`/api/v1/terms/${"x".repeat(41)}`, {}, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "입력값을 확인해주세요",
      errors: { code: "약관 코드를 확인해주세요" },
    });
    const upper = await api.request("/api/v1/terms/PRIVACY%20X", {}, env);
    expect(upper.status).toBe(400);
  });

  it("keeps the earlier versions for the privacy policy page, newest first, not the future one", async () => {
    const history = await getTermHistory(db, "privacy", new Date());
    expect(history?.current).toMatchObject({ version: 2, body: "개정된 처리방침 v2" });
    expect(history?.previous.map((v) => v.version)).toEqual([1]);
    expect(await getTermHistory(db, "nothing", new Date())).toBeNull();
  });
});
