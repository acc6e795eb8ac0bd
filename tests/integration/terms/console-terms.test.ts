import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agreementCounts } from "../../../app/features/terms/terms-console.server";
import { createDb } from "../../../db/client";
import { auditLog, registrations, terms, termVersions } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
const NOW = "2026-11-20T01:00:00.000Z";
type Body = {
  message?: string;
  errors?: Record<string, string>;
  term?: { id: string; code: string; title: string; required: boolean };
  versions?: { version: number; body: string; effectiveAt: string }[];
  version?: { version: number; body: string; effectiveAt: string };
  terms?: { code: string; latestVersion: number }[];
};

const call = (token: string, method: string, path: string, body?: unknown) =>
  callApi<Body>(token, method, path, body, { "x-test-now": NOW });

const auditOf = (targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe("/api/console/terms", () => {
  let token: string;
  let termId: string;
  beforeAll(async () => {
    await createManager(env, { username: "lawyer", scope: ["console", "terms"] });
    token = await accessTokenFor(env, "lawyer", new Date(NOW));
  });

  it("creates a term with its first version and audits it", async () => {
    const { status, body } = await call(token, "POST", "/api/console/terms", {
      code: "privacy",
      title: "개인정보 수집·이용 동의",
      body: "수집 항목: 이름, 연락처",
    });
    expect(status).toBe(201);
    expect(body.term).toMatchObject({ code: "privacy", required: true });
    expect(body.versions).toEqual([
      expect.objectContaining({ version: 1, body: "수집 항목: 이름, 연락처", effectiveAt: NOW }),
    ]);
    termId = body.term?.id ?? "";
    expect((await auditOf("privacy")).map((a) => [a.actor, a.action, a.targetType])).toEqual([
      ["lawyer", "record.create", "term"],
    ]);
  });

  it("publishes a new version without touching the earlier one, for a future date", async () => {
    const { status, body } = await call(token, "POST", `/api/console/terms/${termId}/versions`, {
      body: "수집 항목: 이름, 연락처, 이메일",
      effectiveAt: "2026-12-01T00:00:00+09:00",
    });
    expect(status).toBe(201);
    expect(body.version).toMatchObject({ version: 2, effectiveAt: "2026-11-30T15:00:00.000Z" });
    const rows = await db.select().from(termVersions).where(eq(termVersions.termId, termId));
    expect(rows.map((r) => [r.version, r.body])).toEqual([
      [1, "수집 항목: 이름, 연락처"],
      [2, "수집 항목: 이름, 연락처, 이메일"],
    ]);
    // The public API still shows version 1 until the new one takes effect.
    const pub = await api.request("/api/v1/terms/privacy", { headers: { "x-test-now": NOW } }, env);
    expect(JSON.stringify(await pub.json())).toContain('"version":1');
    const actions = (await auditOf("privacy")).map((a) => [a.action, a.targetType, a.detail?.version]);
    expect(actions).toContainEqual(["record.create", "term_version", 2]);
  });

  it("lists terms with their latest version and shows one with all versions", async () => {
    const list = await call(token, "GET", "/api/console/terms");
    expect(list.body.terms).toEqual([
      expect.objectContaining({
        code: "privacy",
        latestVersion: 2,
        inForce: { version: 1, effectiveAt: NOW },
        scheduled: { version: 2, effectiveAt: "2026-11-30T15:00:00.000Z" },
      }),
    ]);
    const one = await call(token, "GET", `/api/console/terms/${termId}`);
    expect(one.body.versions?.map((v) => v.version)).toEqual([2, 1]);
  });

  it("changes a term's title and required flag (audited), never a version's text", async () => {
    const { status, body } = await call(token, "PUT", `/api/console/terms/${termId}`, { required: false });
    expect(status).toBe(200);
    expect(body.term).toMatchObject({ required: false, title: "개인정보 수집·이용 동의" });
    const updates = (await auditOf("privacy")).filter((a) => a.action === "record.update");
    expect(updates).toHaveLength(1);
    expect(updates[0]?.detail).toEqual({ changed: ["required"] });
  });

  it.each([
    [
      { code: "Privacy!", title: "t", body: "b" },
      "code",
      "약관 코드는 영문 소문자, 숫자, -, _ 로 40자 이내로 입력해주세요",
    ],
    [{ code: "ok", title: "", body: "b" }, "title", "약관 제목을 입력해주세요 (100자 이내)"],
    [{ code: "ok", title: "t", body: " " }, "body", "약관 본문을 입력해주세요"],
    [
      { code: "ok", title: "t", body: "b", effectiveAt: "tomorrow" },
      "effectiveAt",
      "시행 일시를 입력해주세요 (한국 시간, 예: 2026-12-01 00:00)",
    ],
  ])("refuses %o with its message and writes nothing", async (input, field, message) => {
    const { status, body } = await call(token, "POST", "/api/console/terms", input);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect(await db.select().from(terms).where(eq(terms.code, "ok")).get()).toBeUndefined();
  });

  it("refuses a taken code (409), a back-dated version (400) and an unknown term (404)", async () => {
    const taken = await call(token, "POST", "/api/console/terms", { code: "privacy", title: "t", body: "b" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ code: "이미 사용 중인 약관 코드입니다" });
    const past = await call(token, "POST", `/api/console/terms/${termId}/versions`, {
      body: "소급 적용",
      effectiveAt: "2026-01-01T00:00:00+09:00",
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({ effectiveAt: "시행 일시는 지금 이후로 정해주세요" });
    expect((await db.select().from(termVersions).where(eq(termVersions.termId, termId))).length).toBe(2);
    const missing = await call(token, "POST", "/api/console/terms/nope/versions", { body: "x" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("요청하신 항목을 찾을 수 없습니다");
    expect((await call(token, "GET", "/api/console/terms/nope")).status).toBe(404);
  });

  it("takes a Seoul wall-clock time as the console form sends it, and refuses a day the calendar lacks", async () => {
    const other = await call(token, "POST", "/api/console/terms", {
      code: "wallclock",
      title: "시각 확인",
      body: "본문",
      effectiveAt: "2026-12-02T09:30",
    });
    expect(other.status).toBe(201);
    expect(other.body.versions?.[0]?.effectiveAt).toBe("2026-12-02T00:30:00.000Z");
    const bad = await call(token, "POST", "/api/console/terms", {
      code: "badday",
      title: "t",
      body: "b",
      effectiveAt: "2026-02-30T09:00",
    });
    expect(bad.body.errors).toEqual({ effectiveAt: "시행 일시를 입력해주세요 (한국 시간, 예: 2026-12-01 00:00)" });
  });

  it("refuses a version taking effect before the one it follows", async () => {
    const early = await call(token, "POST", `/api/console/terms/${termId}/versions`, {
      body: "v3",
      effectiveAt: "2026-11-25T00:00:00+09:00",
    });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ effectiveAt: "시행 일시는 이전 버전의 시행 일시 이후로 정해주세요" });
  });

  it("withdraws the latest version while it waits for its date, never one in force (audited)", async () => {
    const inForce = await call(token, "DELETE", `/api/console/terms/${termId}/versions/1`);
    expect(inForce.status).toBe(409);
    expect(inForce.body.message).toBe("이미 시행된 버전은 취소할 수 없습니다. 새 버전을 게시해주세요.");
    const v3 = await call(token, "POST", `/api/console/terms/${termId}/versions`, {
      body: "v3",
      effectiveAt: "2026-12-10T00:00",
    });
    expect(v3.status).toBe(201);
    const notLatest = await call(token, "DELETE", `/api/console/terms/${termId}/versions/2`);
    expect(notLatest).toMatchObject({ status: 409, body: { message: "가장 최근 버전만 취소할 수 있습니다" } });
    expect((await call(token, "DELETE", `/api/console/terms/${termId}/versions/3`)).status).toBe(204);
    const versions = await db.select().from(termVersions).where(eq(termVersions.termId, termId));
    expect(versions.map((v) => v.version).sort()).toEqual([1, 2]);
    const audits = (await auditOf("privacy")).filter((a) => a.action === "record.delete");
    expect(audits.map((a) => [a.targetType, a.detail])).toEqual([["term_version", { version: 3 }]]);
    expect((await call(token, "DELETE", `/api/console/terms/${termId}/versions/9`)).status).toBe(404);
    expect((await call(token, "DELETE", `/api/console/terms/${termId}/versions/x`)).status).toBe(400);
  });

  it("counts who agreed to each version; publishing another leaves their agreements as they were", async () => {
    const agreed = (version: number) => [{ code: "privacy", version, agreedAt: NOW }];
    const person = (phone: string, version: number) => ({
      name: "김하늘",
      phone,
      birth: "19990101",
      email: "a@example.com",
      qualificationType: "YOUTH_TYPE" as const,
      unitTypes: ["18A" as const],
      terms: agreed(version),
    });
    await db.insert(registrations).values([person("01011112222", 1), person("01033334444", 1)]);
    expect(await agreementCounts(db, "privacy")).toEqual({ 1: 2 });
    const v3 = await call(token, "POST", `/api/console/terms/${termId}/versions`, {
      body: "v3",
      effectiveAt: "2026-12-20T00:00",
    });
    expect(v3.status).toBe(201);
    const rows = await db.select({ terms: registrations.terms }).from(registrations);
    expect(rows.map((r) => r.terms)).toEqual([agreed(1), agreed(1)]);
    expect(await agreementCounts(db, "privacy")).toEqual({ 1: 2 });
  });
});
