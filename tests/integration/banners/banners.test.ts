import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { banners } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
type Banner = {
  id: string;
  title: string;
  text: string;
  imageUrl: string | null;
  imageAlt: string;
  linkUrl: string | null;
  linkLabel: string;
  lang: string;
};

const list = async (code: string, headers: Record<string, string> = {}) => {
  const res = await api.request(`/api/v1/banners/${code}`, { headers }, env);
  return { status: res.status, body: (await res.json()) as { banners: Banner[] } };
};

describe("GET /api/v1/banners/{code}", () => {
  beforeAll(async () => {
    await seedTestDb();
    // Reorder and deactivate so order and filtering are visible.
    await db.update(banners).set({ sortOrder: 9 }).where(eq(banners.id, "seed-banner-1"));
    await db.update(banners).set({ active: false }).where(eq(banners.id, "seed-banner-2"));
    await db.insert(banners).values({
      id: "side-1",
      code: "side",
      title: "사이드 배너",
      imageKey: "editor/photos/0123456789abcdef0123456789abcdef.png",
      imageAlt: "사이드 배너 그림",
      active: false,
    });
    await db.insert(banners).values({
      id: "side-2",
      code: "side",
      title: "사이드 배너 2",
      imageKey: "editor/photos/fedcba9876543210fedcba9876543210.png",
      imageAlt: "두 번째 배너",
      startsAt: new Date("2026-01-01T00:00:00Z"),
      endsAt: new Date("2026-02-01T00:00:00Z"),
    });
    await env.FILES.put("editor/photos/fedcba9876543210fedcba9876543210.png", new Uint8Array([0x89, 0x50]), {
      httpMetadata: { contentType: "image/png" },
    });
  });

  it("answers the active banners of the code in their order, with the site's illustrations", async () => {
    const { status, body } = await list("main");
    expect(status).toBe(200);
    expect(body.banners.map((b) => b.id)).toEqual(["seed-banner-3", "seed-banner-1"]);
    expect(body.banners[0]).toMatchObject({
      title: "보증금과 월 임대료 부담은 가볍게",
      imageAlt: "열쇠와 동전으로 주거비 지원을 표현한 일러스트",
      linkUrl: "/subscription/support",
      linkLabel: "주거비 지원 보기",
      imageUrl: "/images/home/hero-support.svg",
      lang: "ko",
    });
  });

  it("answers in the request's language where a manager translated the words, else in Korean", async () => {
    const en = await list("main", { "x-language": "en" });
    expect(en.body.banners[0]).toMatchObject({
      title: "A lighter deposit and monthly rent",
      linkLabel: "See housing cost support",
      lang: "en",
    });
    await db.update(banners).set({ translations: {} }).where(eq(banners.id, "seed-banner-3"));
    const untranslated = await list("main", { "x-language": "cn" });
    expect(untranslated.body.banners[0]).toMatchObject({ title: "보증금과 월 임대료 부담은 가볍게", lang: "ko" });
  });

  it("shows a banner only within its period, and serves its photo only then", async () => {
    const during = { "x-test-now": "2026-01-15T00:00:00Z" };
    const shown = await list("side", during);
    expect(shown.body.banners.map((b) => b.id)).toEqual(["side-2"]);
    const url = shown.body.banners[0]?.imageUrl ?? "";
    expect(url).toBe("/api/v1/banners/side/side-2/image");
    const image = await api.request(url, { headers: during }, env);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const after = { "x-test-now": "2026-02-01T00:00:00Z" };
    expect((await list("side", after)).body.banners).toEqual([]);
    expect((await api.request(url, { headers: after }, env)).status).toBe(404);
    expect((await api.request("/api/v1/banners/side/side-1/image", { headers: during }, env)).status).toBe(404);
  });

  it("answers 404 for a code no banner has", async () => {
    const res = await api.request("/api/v1/banners/nothing", {}, env);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "배너를 찾을 수 없습니다" });
  });

  it("answers 400 with field errors for a malformed code", async () => {
    const res = await api.request("/api/v1/banners/%3Cscript%3E", {}, env);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: "입력값을 확인해주세요",
      errors: { code: "배너 코드를 확인해주세요" },
    });
  });
});
