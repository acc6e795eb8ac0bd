import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { saveRegistration } from "../../../app/features/registration/registration.server";
import { listRegistrations } from "../../../app/features/registration/registration-console.server";
import type { RegistrationInput } from "../../../app/features/registration/registration-schema";
import { SCOPES } from "../../../app/lib/enums";
import { loader as detailLoader } from "../../../app/routes/console/registration-detail";
import { action as exportAction } from "../../../app/routes/console/registration-export";
import { createDb } from "../../../db/client";
import { auditLog, registrations } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager, TEST_SUB_PASSWORD } from "../../support/console";
import { contextFor } from "../../support/integration";

const db = createDb(env.DB);
const day = (d: string, hour = 3) => new Date(`${d}T0${hour}:00:00Z`);

const people: (Partial<RegistrationInput> & { at: Date })[] = [
  {
    name: "김하늘",
    phone: "01011112222",
    qualificationType: "YOUTH_TYPE",
    unitTypes: ["18A", "36A"],
    at: day("2026-03-01"),
  },
  {
    name: "이바다",
    phone: "01033334444",
    qualificationType: "MARRIED_TYPE",
    unitTypes: ["39A"],
    at: day("2026-03-05"),
  },
  { name: "박구름", phone: "01055556666", qualificationType: "YOUTH_TYPE", unitTypes: ["36A"], at: day("2026-03-10") },
  // 김하늘 registers again: supersedes the first, which becomes history.
  {
    name: "김하늘",
    phone: "01011112222",
    qualificationType: "MARRIED_TYPE",
    unitTypes: ["39A"],
    at: day("2026-03-12"),
  },
];

function register(p: Partial<RegistrationInput> & { at: Date }) {
  const input: RegistrationInput = {
    terms: ["privacy"],
    name: "이름",
    phone: "01000000000",
    birth: "19950301",
    email: "person@example.com",
    qualificationType: "YOUTH_TYPE",
    unitTypes: ["36A"],
    ...p,
  };
  const offered = [{ code: "privacy", version: 3, required: true }] as unknown as Parameters<
    typeof saveRegistration
  >[2];
  return saveRegistration(db, input, offered, { now: p.at, lang: "ko" });
}

type ListBody = { items: { id: string; name: string; phone: string; earlier: number }[]; total: number };

const list = async (token: string, query = "") => callApi<ListBody>(token, "GET", `/api/console/registration${query}`);
const audits = (action: string) => db.select().from(auditLog).where(eq(auditLog.action, action));

function exportCall(token: string, body: Record<string, unknown>) {
  return api.request(
    "/api/console/registration/export",
    { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) },
    env,
  );
}

/** The sheet's rows as arrays of cell texts (inline strings), header first. */
async function sheetRows(res: Response): Promise<string[][]> {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(["[Content_Types].xml", "xl/workbook.xml", "xl/worksheets/sheet1.xml", "xl/styles.xml"]),
  );
  const xml = strFromU8(files["xl/worksheets/sheet1.xml"] as Uint8Array);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<t xml:space="preserve">(.*?)<\/t>/g)].map((c) => c[1] ?? ""),
  );
}

describe("/api/console/registration and the console pages", () => {
  let dev: string;
  let other: string;
  let devId: string;

  beforeAll(async () => {
    devId = await createManager(env, { username: "developer", scope: [...SCOPES] });
    await createManager(env, { username: "noreg", scope: ["console", "application"] });
    dev = await accessTokenFor(env, "developer");
    other = await accessTokenFor(env, "noreg");
    for (const p of people) await register(p);
  });

  it("lists the current registrations only, newest first, masked, with how many they superseded", async () => {
    const { status, body } = await list(dev);
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.items.map((r) => [r.name, r.phone, r.earlier])).toEqual([
      ["김*늘", "010-****-2222", 1],
      ["박*름", "010-****-6666", 0],
      ["이*다", "010-****-4444", 0],
    ]);
    expect(JSON.stringify(body)).not.toMatch(/김하늘|01011112222|person@example.com/);
  });

  it("filters by qualification type, wished unit type and registration days (Asia/Seoul, inclusive)", async () => {
    const names = async (query: string) => (await list(dev, query)).body.items.map((r) => r.name);
    expect(await names("?qualificationType=MARRIED_TYPE")).toEqual(["김*늘", "이*다"]);
    // The superseded registration wished 36A; the current one does not.
    expect(await names("?unitType=36A")).toEqual(["박*름"]);
    expect(await names("?from=2026-03-05&to=2026-03-10")).toEqual(["박*름", "이*다"]);
    expect(await names("?to=2026-03-05")).toEqual(["이*다"]);
    expect(await names("?qualificationType=YOUTH_TYPE&unitType=39A")).toEqual([]);
  });

  it("searches by part of a name or digits of a phone (hyphens ignored); LIKE wildcards are literal", async () => {
    const names = async (q: string) => (await list(dev, `?q=${encodeURIComponent(q)}`)).body.items.map((r) => r.name);
    expect(await names("바다")).toEqual(["이*다"]);
    expect(await names("010-5555")).toEqual(["박*름"]);
    expect(await names("4444")).toEqual(["이*다"]);
    expect(await names("%")).toEqual([]);
  });

  it("pages the list", async () => {
    const first = await listRegistrations(db, { page: 1 }, 2);
    const second = await listRegistrations(db, { page: 2 }, 2);
    expect([first.total, first.totalPages, first.items.length, second.items.length]).toEqual([3, 2, 2, 1]);
  });

  it("refuses a bad filter with 400 and the field's message", async () => {
    const { status, body } = await callApi<{ errors: Record<string, string> }>(
      dev,
      "GET",
      "/api/console/registration?unitType=99Z",
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ unitType: "주택형을 다시 선택해주세요" });
    const range = await callApi<{ errors: Record<string, string> }>(
      dev,
      "GET",
      "/api/console/registration?from=2026-03-10&to=2026-03-01",
    );
    expect([range.status, range.body.errors]).toEqual([400, { to: "종료일은 시작일과 같거나 이후여야 합니다" }]);
  });

  it("shows one registration in full with its history, and records the view in the audit log", async () => {
    const current = (await list(dev, "?q=01011112222")).body.items[0];
    const { status, body } = await callApi<{
      registration: Record<string, unknown>;
      history: Record<string, unknown>[];
    }>(dev, "GET", `/api/console/registration/${current?.id}`);
    expect(status).toBe(200);
    expect(body.registration).toMatchObject({ name: "김하늘", phone: "01011112222", supersededAt: null });
    expect(body.history).toEqual([
      expect.objectContaining({
        name: "김하늘",
        qualificationType: "YOUTH_TYPE",
        unitTypes: ["18A", "36A"],
        supersededAt: day("2026-03-12").toISOString(),
      }),
    ]);
    const views = await audits("personal.view");
    expect(views).toEqual([
      expect.objectContaining({
        actor: "developer",
        targetType: "registration",
        targetId: current?.id,
        subject: current?.id,
      }),
    ]);
    expect(JSON.stringify(views)).not.toMatch(/김하늘|01011112222/);
  });

  it("exports the filtered list as xlsx after the sub-password, and audits the filter and the count only", async () => {
    const res = await exportCall(dev, { qualificationType: "MARRIED_TYPE", q: "김하", subPassword: TEST_SUB_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="registrations-\d{8}\.xlsx"$/);
    const rows = await sheetRows(res);
    expect(rows[0]).toEqual([
      "등록 일시",
      "이름",
      "휴대전화번호",
      "생년월일",
      "이메일",
      "자격 유형",
      "희망 주택형",
      "동의 약관",
    ]);
    expect(rows.slice(1)).toEqual([
      [
        "2026-03-12 12:00:00",
        "김하늘",
        "01011112222",
        "19950301",
        "person@example.com",
        "신혼부부",
        "39A",
        "privacy v3",
      ],
    ]);
    const [exported, ...more] = await audits("personal.export");
    expect(more).toEqual([]);
    expect(exported).toMatchObject({
      actor: "developer",
      targetType: "registration",
      detail: { filter: { qualificationType: "MARRIED_TYPE", search: true }, count: 1 },
    });
    expect(JSON.stringify(exported)).not.toMatch(/김하|김하늘|0101111/);
  });

  it("refuses the export with a wrong or missing sub-password, exporting and auditing no export", async () => {
    const wrong = await exportCall(dev, { subPassword: "Wrong!2345" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: "2차 비밀번호가 일치하지 않습니다" });
    const missing = await exportCall(dev, {});
    expect(missing.status).toBe(400);
    expect(await audits("personal.export")).toHaveLength(1);
    const failed = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.sub_password_failed"), eq(auditLog.targetId, devId)));
    expect(failed).toHaveLength(1);
  });

  it("the page's export form downloads the file, and a wrong sub-password goes back to the filtered list", async () => {
    const principal = { managerId: devId, username: "developer", scope: [...SCOPES] };
    const post = (fields: Record<string, string>) => {
      const request = new Request("http://localhost/console/registration/export", {
        method: "POST",
        body: new URLSearchParams(fields),
      });
      const args = {
        request,
        context: contextFor(request, principal),
        params: {},
        url: new URL(request.url),
        pattern: "",
      };
      return exportAction(args as Parameters<typeof exportAction>[0]);
    };
    const file = (await post({ unitType: "39A", subPassword: TEST_SUB_PASSWORD })) as Response;
    expect((await sheetRows(file)).slice(1).map((r) => r[1])).toEqual(["김하늘", "이바다"]);
    const refused = (await post({ unitType: "39A", subPassword: "nope" })) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/console/registration?unitType=39A&export=wrong");
  });

  it("the detail page shows the registration and its history, and each opening is a personal-data view", async () => {
    const principal = { managerId: devId, username: "developer", scope: [...SCOPES] };
    const current = (await list(dev, "?q=01033334444")).body.items[0];
    const before = (await audits("personal.view")).length;
    const request = new Request(`http://localhost/console/registration/${current?.id}?confirm=delete`);
    const args = {
      request,
      context: contextFor(request, principal),
      params: { registrationId: current?.id ?? "" },
      url: new URL(request.url),
      pattern: "",
    };
    const page = await detailLoader(args as Parameters<typeof detailLoader>[0]);
    expect(page.registration).toMatchObject({ name: "이바다", phone: "010-3333-4444", supersededAt: null });
    expect([page.history, page.maskedName, page.confirming]).toEqual([[], "이*다", true]);
    const views = await audits("personal.view");
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({ actor: "developer", targetId: current?.id });
  });

  it("refuses every endpoint to a manager without the registration scope", async () => {
    const current = (await list(dev)).body.items[0];
    expect((await list(other)).status).toBe(403);
    expect((await callApi(other, "GET", `/api/console/registration/${current?.id}`)).status).toBe(403);
    expect((await callApi(other, "DELETE", `/api/console/registration/${current?.id}`)).status).toBe(403);
    expect((await exportCall(other, { subPassword: TEST_SUB_PASSWORD })).status).toBe(403);
    expect((await list(dev)).body.total).toBe(3);
  });

  it("deletes a registrant with their history, audited without personal data; a second delete is 404", async () => {
    const current = (await list(dev, "?q=01011112222")).body.items[0];
    const { status } = await callApi(dev, "DELETE", `/api/console/registration/${current?.id}`);
    expect(status).toBe(204);
    expect(await db.select().from(registrations).where(eq(registrations.phone, "01011112222"))).toEqual([]);
    const deleted = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "record.delete"), eq(auditLog.targetType, "registration")));
    expect(deleted).toEqual([
      expect.objectContaining({ actor: "developer", targetId: current?.id, detail: { rows: 2 } }),
    ]);
    expect((await callApi(dev, "DELETE", `/api/console/registration/${current?.id}`)).status).toBe(404);
    expect((await list(dev)).body.total).toBe(2);
  });

  it("exports 10,000 registrations in one streamed file", async () => {
    await db.delete(registrations);
    await db.run(sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
      INSERT INTO registrations (id, name, phone, birth, email, qualification_type, unit_types, terms, created_at, updated_at)
      SELECT printf('bulk%05d', i), '관심고객' || i, printf('0109%07d', i), '19900101', 'p' || i || '@example.com',
        'YOUTH_TYPE', '["36A"]', '[]', 1767225600000 + i * 1000, 1767225600000 + i * 1000 FROM n`);
    const started = Date.now();
    const res = await exportCall(dev, { subPassword: TEST_SUB_PASSWORD });
    expect(res.status).toBe(200);
    const rows = await sheetRows(res);
    console.log(`10,000-row export: ${Date.now() - started} ms`);
    expect(rows).toHaveLength(10_001);
    expect(rows[1]?.[1]).toBe("관심고객10000");
    expect(rows.at(-1)?.[1]).toBe("관심고객1");
    expect(new Set(rows.slice(1).map((r) => r[2])).size).toBe(10_000);
    const last = (await audits("personal.export")).at(-1);
    expect(last?.detail).toEqual({ filter: { search: false }, count: 10_000 });
  }, 60_000);
});
