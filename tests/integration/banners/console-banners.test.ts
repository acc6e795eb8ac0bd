import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { saveBannerFromForm } from "../../../app/features/banners/banner-form.server";
import { createBanner, deleteBanner, updateBanner } from "../../../app/features/banners/banners.server";
import { DomainError } from "../../../app/lib/domain-error";
import { nextPublicContentChange, publicContentVersion } from "../../../app/lib/public-content.server";
import { createDb } from "../../../db/client";
import { auditLog, banners } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
type Banner = {
  id: string;
  code: string;
  title: string;
  illustration: string | null;
  imageKey: string | null;
  imageUrl: string | null;
  startsAt: string | null;
  endsAt: string | null;
  translations: Record<string, { title: string }>;
};
type Body = { message?: string; errors?: Record<string, string>; banner?: Banner; banners?: Banner[] };
const BASE = "/api/console/banners";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

const valid = {
  code: "main",
  title: "새 헤드라인",
  text: "설명",
  illustration: "community",
  imageAlt: "커뮤니티 그림",
  linkUrl: "/complex/community",
  sortOrder: 4,
  translations: { en: { title: "New headline", text: "", linkLabel: "", imageAlt: "" }, cn: { title: "" } },
};

const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe("/api/console/banners", () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    await createManager(env, { username: "bannerer", scope: ["console", "popups"] });
    token = await accessTokenFor(env, "bannerer");
  });

  it("creates a slide of the home hero with an illustration, an open period and a translation, audited", async () => {
    const { status, body } = await callApi<Body>(token, "POST", BASE, valid);
    expect(status).toBe(201);
    expect(body.banner).toMatchObject({
      code: "main",
      illustration: "community",
      imageUrl: "/images/home/hero-community.svg",
      startsAt: null,
      endsAt: null,
    });
    // A translation without a headline is none.
    expect(Object.keys(body.banner?.translations ?? {})).toEqual(["en"]);
    id = body.banner?.id ?? "";
    expect((await auditOf(id)).map((a) => [a.actor, a.action, a.targetType])).toEqual([
      ["bannerer", "record.create", "banner"],
    ]);
    const list = await callApi<Body>(token, "GET", BASE);
    expect(list.body.banners?.map((b) => b.id)).toContain(id);
    expect((await callApi<Body>(token, "GET", `${BASE}?code=side`)).body.banners).toEqual([]);
  });

  it("replaces a banner with a photo (which wins over an illustration) and a period in Seoul time", async () => {
    const { status, body } = await callApi<Body>(token, "PUT", `${BASE}/${id}`, {
      ...valid,
      imageKey: "editor/photos/0123456789abcdef0123456789abcdef.jpg",
      confirmUnreadable: true,
      startsAt: "2026-12-01T09:00",
      endsAt: "2026-12-31T18:00:00+09:00",
    });
    expect(status).toBe(200);
    expect(body.banner).toMatchObject({
      illustration: null,
      imageUrl: "/api/editor/photos/0123456789abcdef0123456789abcdef.jpg",
      startsAt: "2026-12-01T00:00:00.000Z",
      endsAt: "2026-12-31T09:00:00.000Z",
    });
    // The new photo went through with the writer's confirmation, audited with the change.
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      "record.create",
      "record.update",
      "publishing.unreadable_confirmed",
    ]);
  });

  it.each([
    [{ title: "" }, "title", "헤드라인을 입력해주세요 (60자 이내)"],
    [{ illustration: null }, "image", "사진을 올리거나 기본 그림을 골라주세요"],
    [{ illustration: "beach" }, "illustration", "기본 그림을 다시 골라주세요"],
    [{ imageAlt: "" }, "imageAlt", "이미지 설명(대체 텍스트)을 입력해주세요 (200자 이내)"],
    [
      { linkUrl: "javascript:alert(1)" },
      "linkUrl",
      "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요",
    ],
    [{ linkUrl: "//evil.example" }, "linkUrl", "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요"],
    [
      { startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" },
      "endsAt",
      "게시 종료 일시는 시작 일시 이후여야 합니다",
    ],
    [{ imageKey: "../secrets" }, "imageKey", "사진을 올리거나 기본 그림을 골라주세요"],
    [{ code: "<b>" }, "code", "배너 코드를 확인해주세요"],
  ])("refuses %o with its message and writes nothing", async (patch, field, message) => {
    const before = (await db.select().from(banners)).length;
    const { status, body } = await callApi<Body>(token, "POST", BASE, { ...valid, ...patch });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect((await db.select().from(banners)).length).toBe(before);
  });

  it("deletes a banner (audited) and answers 404 afterwards", async () => {
    expect((await callApi(token, "DELETE", `${BASE}/${id}`)).status).toBe(204);
    expect((await auditOf(id)).map((a) => a.action)).toEqual([
      "record.create",
      "record.update",
      "publishing.unreadable_confirmed",
      "record.delete",
    ]);
    expect((await callApi(token, "GET", `${BASE}/${id}`)).status).toBe(404);
    expect((await callApi(token, "PUT", `${BASE}/${id}`, valid)).status).toBe(404);
  });
});

describe("the console's banner form", () => {
  const by: AuditActor = {
    principal: { managerId: "m1", username: "bannerer", scope: ["console", "popups"] },
    origin: {},
    now: new Date("2026-11-20T01:00:00Z"),
    developerUsername: "developer",
  };
  const form = (fields: Record<string, string>, file?: File) => {
    const data = new FormData();
    const base = {
      code: "main",
      title: "사진 배너",
      imageAlt: "단지 사진",
      sortOrder: "1",
      active: "on",
      imageKey: "",
      // A new photo cannot be read by the leak scan: the writer confirms it.
      confirmUnreadable: "on",
    };
    for (const [k, v] of Object.entries({ ...base, ...fields })) data.set(k, v);
    data.set("upload", file ?? new File([], ""));
    return data;
  };

  it("uploads the chosen photo, and keeps it when saved again", async () => {
    const created = await saveBannerFromForm(
      db,
      env.FILES,
      form({ image: "upload" }, new File([PNG], "단지.png", { type: "image/png" })),
      by,
    );
    expect(created.imageKey).toMatch(/^editor\/photos\/[0-9a-f]{32}\.png$/);
    const kept = await saveBannerFromForm(
      db,
      env.FILES,
      form({ image: "keep", imageKey: created.imageKey ?? "" }),
      by,
      created.id,
    );
    expect(kept.imageKey).toBe(created.imageKey);
    const drawn = await saveBannerFromForm(db, env.FILES, form({ image: "station" }), by, created.id);
    expect(drawn).toMatchObject({ imageKey: null, illustration: "station" });
  });

  it("refuses a disguised photo next to the picture choice", async () => {
    const fake = new File([new TextEncoder().encode("GIF? no")], "x.gif", { type: "image/gif" });
    await expect(saveBannerFromForm(db, env.FILES, form({ image: "upload" }, fake), by)).rejects.toEqual(
      new DomainError(400, "photo.notImage", "image"),
    );
  });
});

describe("the shared page cache and the hero's banners", () => {
  const by: AuditActor = {
    principal: { managerId: "m1", username: "bannerer", scope: ["console", "popups"] },
    origin: {},
    now: new Date("2027-01-01T00:00:00Z"),
    developerUsername: "developer",
  };
  const input = {
    code: "main",
    title: "기간 배너",
    text: "",
    imageKey: null,
    illustration: "community" as const,
    imageAlt: "커뮤니티 그림",
    linkUrl: null,
    linkLabel: "",
    translations: {},
    sortOrder: 9,
    active: true,
    startsAt: new Date("2027-02-01T00:00:00Z"),
    endsAt: new Date("2027-02-10T00:00:00Z"),
  };

  it("gives public content a new version on every banner write, and expires kept pages when a period begins or ends", async () => {
    const v0 = await publicContentVersion(db);
    const created = await createBanner(db, input, by);
    const v1 = await publicContentVersion(db);
    expect(v1).not.toBe(v0);
    expect(await nextPublicContentChange(db, by.now)).toEqual(input.startsAt);
    expect(await nextPublicContentChange(db, input.startsAt)).toEqual(input.endsAt);
    expect(await nextPublicContentChange(db, input.endsAt)).toBeNull();

    await updateBanner(db, created.id, { ...input, active: false }, by);
    expect(await publicContentVersion(db)).not.toBe(v1);
    // A banner switched off shows at no moment.
    expect(await nextPublicContentChange(db, by.now)).toBeNull();
    const v2 = await publicContentVersion(db);
    await deleteBanner(db, created.id, by);
    expect(await publicContentVersion(db)).not.toBe(v2);
  });
});
