import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, settings } from "../../../db/schema";
import { siteSettings } from "../../../db/seed/content";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
type Body = { message?: string; errors?: Record<string, string>; setting?: Record<string, unknown>; sample?: boolean };

const call = (token: string, method: string, body?: unknown) =>
  callApi<Body>(token, method, "/api/console/setting", body);

describe("/api/console/setting", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "setter", scope: ["manager"] });
    token = await accessTokenFor(env, "setter");
    await db.insert(settings).values({ key: "site", value: siteSettings, sample: true });
  });

  it("answers the seeded setting marked as sample", async () => {
    const { status, body } = await call(token, "GET");
    expect(status).toBe(200);
    expect(body.sample).toBe(true);
    expect(body.setting).toMatchObject({ complexName: siteSettings.complexName });
  });

  it("saves a valid setting, clears the sample mark, the public API shows it, and it is audited", async () => {
    const next = {
      ...siteSettings,
      operatorName: "하늘채움주택관리 주식회사",
      footerInfo: [{ title: "상호", text: "하늘채움주택관리 주식회사", lineBreak: true }],
      footerLinks: [
        { title: "개인정보처리방침", to: "/privacy-policy" },
        { title: "국토교통부", href: "https://www.molit.go.kr" },
      ],
    };
    const { status, body } = await call(token, "PUT", next);
    expect(status).toBe(200);
    expect(body.sample).toBe(false);
    const row = await db.select().from(settings).where(eq(settings.key, "site")).get();
    expect(row).toMatchObject({ sample: false, updatedBy: "setter" });
    const pub = await api.request("/api/v1/setting", {}, env);
    expect(((await pub.json()) as { setting: { operatorName: string } }).setting.operatorName).toBe(
      "하늘채움주택관리 주식회사",
    );
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetType, "setting"));
    expect(audit.map((a) => [a.actor, a.action, a.targetId])).toEqual([["setter", "record.update", "site"]]);
  });

  it.each([
    [{ businessNumber: "1234567890" }, "businessNumber", "사업자등록번호를 000-00-00000 형식으로 입력해주세요"],
    [{ email: "not-an-email" }, "email", "이메일을 입력해주세요"],
    [{ complexName: " " }, "complexName", "단지명을 입력해주세요 (80자 이내)"],
    [
      { surveyUrl: "http://insecure.example.com" },
      "surveyUrl",
      "설문 주소는 https://로 시작하는 주소로 입력하거나 비워주세요",
    ],
    [{ footerInfo: [{ title: "", text: "x" }] }, "footerInfo.0.title", "항목 제목을 입력해주세요 (40자 이내)"],
    [
      { footerLinks: [{ title: "외부", href: "javascript:alert(1)" }] },
      "footerLinks.0.href",
      "https://로 시작하는 주소를 입력해주세요",
    ],
    [{ footerLinks: [{ title: "내부", to: "no-slash" }] }, "footerLinks.0.to", "사이트 안의 경로를 입력해주세요"],
    [
      { footerLinks: [{ title: "둘 다 없음" }] },
      "footerLinks.0",
      "링크는 사이트 안의 경로(/로 시작) 또는 https:// 주소로 입력해주세요",
    ],
    [
      { socialLinks: [{ kind: "tiktok", label: "틱톡", url: "https://tiktok.com" }] },
      "socialLinks.0.kind",
      "소셜 채널 종류를 선택해주세요",
    ],
  ])("refuses %o with its message and changes nothing", async (patch, field, message) => {
    const before = await db.select().from(settings).where(eq(settings.key, "site")).get();
    const auditsBefore = (await db.select().from(auditLog)).length;
    const { status, body } = await call(token, "PUT", { ...siteSettings, ...patch });
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await db.select().from(settings).where(eq(settings.key, "site")).get()).toEqual(before);
    expect((await db.select().from(auditLog)).length).toBe(auditsBefore);
  });
});
