import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { popups } from "../../../db/schema";
import { api } from "../../../worker/api/app";

const db = createDb(env.DB);
const NOW = new Date("2026-05-10T03:00:00.000Z");
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);
const at = { "x-test-now": NOW.toISOString() };

type Listed = { popups: { id: string; title: string; image: { url: string; alt: string } | null }[] };

async function list(): Promise<Listed> {
  const res = await api.request("/api/v1/popups", { headers: at }, env);
  expect(res.status).toBe(200);
  return (await res.json()) as Listed;
}

function popup(id: string, startsAt: Date, endsAt: Date, extra: Partial<typeof popups.$inferInsert> = {}) {
  return { id, title: `팝업 ${id}`, body: "본문", startsAt, endsAt, ...extra };
}

beforeEach(async () => {
  await db.delete(popups);
});

describe("GET /api/v1/popups", () => {
  it("lists only active popups whose period holds now (startsAt ≤ now < endsAt)", async () => {
    await db
      .insert(popups)
      .values([
        popup("current", hours(-1), hours(1)),
        popup("starts-now", NOW, hours(1)),
        popup("ends-now", hours(-2), NOW),
        popup("future", hours(1), hours(2)),
        popup("past", hours(-3), hours(-2)),
        popup("inactive", hours(-1), hours(1), { active: false }),
      ]);
    const ids = (await list()).popups.map((p) => p.id).sort();
    expect(ids).toEqual(["current", "starts-now"]);
  });

  it("returns popups in their sort order, then by start", async () => {
    await db
      .insert(popups)
      .values([
        popup("c", hours(-1), hours(1), { sortOrder: 3 }),
        popup("a", hours(-1), hours(1), { sortOrder: 1 }),
        popup("b2", hours(-1), hours(1), { sortOrder: 2 }),
        popup("b1", hours(-2), hours(1), { sortOrder: 2 }),
      ]);
    expect((await list()).popups.map((p) => p.id)).toEqual(["a", "b1", "b2", "c"]);
  });

  it("exposes public fields only, with an image URL instead of the storage key", async () => {
    await db
      .insert(popups)
      .values(popup("img", hours(-1), hours(1), { imageKey: "popups/secret-key.png", imageAlt: "모집 포스터" }));
    const [first] = (await list()).popups;
    expect(first).toEqual({
      id: "img",
      title: "팝업 img",
      body: "본문",
      linkUrl: null,
      image: { url: "/api/v1/popups/img/image", alt: "모집 포스터" },
      startsAt: hours(-1).toISOString(),
      endsAt: hours(1).toISOString(),
    });
    expect(JSON.stringify(first)).not.toContain("secret-key");
  });

  it("returns an empty list when nothing is shown", async () => {
    expect(await list()).toEqual({ popups: [] });
  });
});

describe("GET /api/v1/popups/:id/image", () => {
  it("serves a shown popup's image from R2 with its content type", async () => {
    await env.FILES.put("popups/poster.png", new Uint8Array([137, 80, 78, 71]), {
      httpMetadata: { contentType: "image/png" },
    });
    await db.insert(popups).values(popup("poster", hours(-1), hours(1), { imageKey: "popups/poster.png" }));
    const res = await api.request("/api/v1/popups/poster/image", { headers: at }, env);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    // A picture replaced under the same address: kept five minutes at the most.
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it("answers 404 for an unknown, expired or image-less popup", async () => {
    await env.FILES.put("popups/old.png", new Uint8Array([1]));
    await db
      .insert(popups)
      .values([
        popup("expired", hours(-3), hours(-1), { imageKey: "popups/old.png" }),
        popup("text-only", hours(-1), hours(1)),
      ]);
    for (const id of ["nope", "expired", "text-only"]) {
      const res = await api.request(`/api/v1/popups/${id}/image`, { headers: at }, env);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: "팝업을 찾을 수 없습니다" });
    }
  });

  it("answers 400 in the error shape for a malformed id", async () => {
    const res = await api.request(`/api/v1/popups/${encodeURIComponent("bad id!")}/image`, { headers: at }, env);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toBe("입력값을 확인해주세요");
    expect(body.errors).toEqual({ id: "번호를 확인해주세요" });
  });
});
