import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../db/client";
import { banners } from "../../db/schema";
import { api } from "../../worker/api/app";
import { seedTestDb } from "../support/integration";

const db = createDb(env.DB);
type Banner = { id: string; title: string; imageUrl: string | null; imageAlt: string; linkUrl: string | null };

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
      imageKey: "banners/side-1.png",
      imageAlt: "사이드 배너 그림",
      active: false,
    });
    await db.insert(banners).values({
      id: "side-2",
      code: "side",
      title: "사이드 배너 2",
      imageKey: "banners/side-2.svg",
      imageAlt: "두 번째 배너",
    });
    await env.FILES.put("banners/side-2.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>', {
      httpMetadata: { contentType: "image/svg+xml" },
    });
  });

  it("answers the active banners of the code in their order", async () => {
    const res = await api.request("/api/v1/banners/main", {}, env);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { banners: Banner[] };
    expect(body.banners.map((b) => b.id)).toEqual(["seed-banner-3", "seed-banner-1"]);
    expect(body.banners[0]).toMatchObject({
      title: "피트니스·도서관 커뮤니티",
      imageAlt: "커뮤니티 시설 일러스트",
      linkUrl: "/complex/community",
      imageUrl: null,
    });
  });

  it("serves an active banner's image from R2, and 404 for an inactive one", async () => {
    const { banners: list } = (await (await api.request("/api/v1/banners/side", {}, env)).json()) as {
      banners: Banner[];
    };
    expect(list.map((b) => b.id)).toEqual(["side-2"]);
    const image = await api.request(list[0]?.imageUrl ?? "", {}, env);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toContain("<svg");
    const inactive = await api.request("/api/v1/banners/side/side-1/image", {}, env);
    expect(inactive.status).toBe(404);
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
