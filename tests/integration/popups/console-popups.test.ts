import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, popups } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
type Popup = {
  id: string;
  title: string;
  sortOrder: number;
  active: boolean;
  startsAt: string;
  imageUrl: string | null;
};
type Body = { message?: string; errors?: Record<string, string>; popup?: Popup; popups?: Popup[] };

const call = callApi<Body>;

const valid = {
  title: "입주자 모집 안내",
  body: "2차 입주자 모집이 시작되었습니다.",
  linkUrl: "/application",
  startsAt: "2026-11-01T00:00:00+09:00",
  endsAt: "2026-12-31T23:59:59+09:00",
  sortOrder: 2,
  active: true,
};

const auditOf = (id: string) => db.select().from(auditLog).where(eq(auditLog.targetId, id));

describe("/api/console/popups", () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    await createManager(env, { username: "popper", scope: ["console", "popups"] });
    token = await accessTokenFor(env, "popper");
  });

  it("creates a popup with its period, order and active flag, audited", async () => {
    const { status, body } = await call(token, "POST", "/api/console/popups", valid);
    expect(status).toBe(201);
    expect(body.popup).toMatchObject({
      title: valid.title,
      sortOrder: 2,
      active: true,
      startsAt: "2026-10-31T15:00:00.000Z",
    });
    id = body.popup?.id ?? "";
    expect((await auditOf(id)).map((a) => [a.actor, a.action, a.targetType])).toEqual([
      ["popper", "record.create", "popup"],
    ]);
  });

  it("lists popups in order and gets one", async () => {
    await call(token, "POST", "/api/console/popups", { ...valid, title: "먼저", sortOrder: 1 });
    const list = await call(token, "GET", "/api/console/popups");
    expect(list.body.popups?.map((p) => p.title)).toEqual(["먼저", valid.title]);
    expect((await call(token, "GET", `/api/console/popups/${id}`)).body.popup?.id).toBe(id);
  });

  it("replaces a popup (PUT) and audits it", async () => {
    const { status, body } = await call(token, "PUT", `/api/console/popups/${id}`, {
      ...valid,
      active: false,
      sortOrder: 5,
    });
    expect(status).toBe(200);
    expect(body.popup).toMatchObject({ active: false, sortOrder: 5 });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["record.create", "record.update"]);
  });

  it.each([
    [{ title: "" }, "title", "팝업 제목을 입력해주세요 (100자 이내)"],
    [{ endsAt: "2026-10-01T00:00:00+09:00" }, "endsAt", "게시 종료 일시는 시작 일시 이후여야 합니다"],
    [{ startsAt: "2026-11-01" }, "startsAt", "게시 시작 일시를 입력해주세요 (예: 2026-12-01 09:00)"],
    [
      { linkUrl: "javascript:alert(1)" },
      "linkUrl",
      "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요",
    ],
    [{ sortOrder: 1.5 }, "sortOrder", "노출 순서는 0 이상 9,999 이하의 정수로 입력해주세요"],
    [{ imageKey: "../../secrets" }, "imageKey", "이미지는 에디터 사진 업로드로 받은 키를 입력해주세요"],
    [
      { imageKey: "editor/photos/0123456789abcdef0123456789abcdef.png", imageAlt: "" },
      "imageAlt",
      "이미지 설명(대체 텍스트)을 입력해주세요 (200자 이내)",
    ],
  ])("refuses %o with its message and writes nothing", async (patch, field, message) => {
    const before = (await db.select().from(popups)).length;
    const { status, body } = await call(token, "POST", "/api/console/popups", { ...valid, ...patch });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect((await db.select().from(popups)).length).toBe(before);
  });

  it("deletes a popup (audited) and answers 404 afterwards", async () => {
    const { status } = await call(token, "DELETE", `/api/console/popups/${id}`);
    expect(status).toBe(204);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["record.create", "record.update", "record.delete"]);
    const gone = await call(token, "GET", `/api/console/popups/${id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe("요청하신 항목을 찾을 수 없습니다");
    expect((await call(token, "PUT", `/api/console/popups/${id}`, valid)).status).toBe(404);
    expect((await call(token, "DELETE", `/api/console/popups/${id}`)).status).toBe(404);
  });
});
