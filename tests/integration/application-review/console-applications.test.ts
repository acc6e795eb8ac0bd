import { env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { listApplications } from "../../../app/features/application-review/review-list.server";
import type { Answers } from "../../../app/features/applications/application-form";
import type { Principal } from "../../../app/features/auth/scopes";
import { SCOPES, type SubmittedStatus } from "../../../app/lib/enums";
import { loader as detailLoader } from "../../../app/routes/console/application-detail";
import { loader as documentLoader } from "../../../app/routes/console/application-document";
import { action as unlockAction } from "../../../app/routes/console/application-document-unlock";
import { action as exportAction } from "../../../app/routes/console/application-export";
import { loader as listLoader } from "../../../app/routes/console/applications";
import { createDb } from "../../../db/client";
import * as s from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager, sessionFor, TEST_SUB_PASSWORD } from "../../support/console";
import { contextFor } from "../../support/integration";
import { insertRound } from "../../support/rounds";

const db = createDb(env.DB);
const at = (hour: number) => new Date(Date.UTC(2026, 2, 4, hour));
const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

type App = {
  id: string;
  round?: string;
  name: string;
  phone: string;
  birth: string;
  status: SubmittedStatus | "DRAFT";
  answers: Partial<Answers>;
  hour: number;
  paper?: boolean;
};

const youth = { qualificationType: "YOUTH_TYPE", supplyCategory: "YOUTH", supplyType: "NORMAL_TYPE" } as const;
const APPS: App[] = [
  {
    id: "a1",
    name: "김하늘",
    phone: "01011110001",
    birth: "19980312",
    status: "SUBMITTED",
    answers: { ...youth, unitType: "36A" },
    hour: 1,
  },
  {
    id: "a2",
    name: "이바다",
    phone: "01011110002",
    birth: "19930705",
    status: "UNDER_REVIEW",
    answers: {
      qualificationType: "MARRIED_TYPE",
      supplyCategory: "MARRIED",
      supplyType: "SPECIAL_TYPE",
      unitType: "39A",
      earningRank: "FIRST",
      regionRank: "SECOND",
      spouseName: "조은결",
      spousePhone: "01011119002",
      spouseBirth: "19920410",
      marriagePlanned: false,
      marriageDate: "20220505",
    },
    hour: 2,
  },
  {
    id: "a3",
    name: "박구름",
    phone: "01011110001",
    birth: "20010101",
    status: "ELIGIBLE",
    answers: { ...youth, supplyType: "SPECIAL_TYPE", unitType: "18A", earningRank: "SECOND", regionRank: "FIRST" },
    hour: 3,
    paper: true,
  },
  {
    id: "a4",
    name: "최나래",
    phone: "01011110004",
    birth: "19960220",
    status: "SUBMITTED",
    answers: { ...youth, unitType: "18B" },
    hour: 4,
  },
  {
    id: "a5",
    name: "최나래",
    phone: "01011110005",
    birth: "19960220",
    status: "WITHDRAWN",
    answers: { ...youth, unitType: "18A" },
    hour: 5,
  },
  {
    id: "a7",
    name: "한별",
    phone: "01011110007",
    birth: "19970417",
    status: "SELECTED",
    answers: { ...youth, unitType: "36A", isCar: true, carValue: 50_000_000 },
    hour: 6,
  },
  // A draft with a7's phone: never listed, never makes a7 a duplicate.
  { id: "d1", name: "한별", phone: "01011110007", birth: "19970417", status: "DRAFT", answers: {}, hour: 7 },
  // Round 2: a1's phone, but another round.
  {
    id: "b1",
    round: "r2",
    name: "김하늘",
    phone: "01011110001",
    birth: "19980312",
    status: "SUBMITTED",
    answers: { ...youth, unitType: "36A" },
    hour: 8,
  },
];

const complete = (a: Partial<Answers>): Answers => ({
  email: "person@example.com",
  qualificationType: "YOUTH_TYPE",
  unitType: "36A",
  supplyType: "NORMAL_TYPE",
  supplyCategory: "YOUTH",
  earningRank: null,
  regionRank: null,
  isHomeless: true,
  isAsset: false,
  isCar: false,
  carValue: null,
  spouseName: null,
  spousePhone: null,
  spouseBirth: null,
  marriagePlanned: null,
  marriageDate: null,
  ...a,
});

async function insert(app: App) {
  const submitted = app.status !== "DRAFT";
  const answers = submitted ? complete(app.answers) : {};
  const receiptNo = submitted ? `H1-TEST-000${app.id.slice(1)}${app.round ? "B" : ""}` : null;
  await db.insert(s.applications).values({
    id: app.id,
    roundId: app.round ?? "r1",
    personKey: `person-${app.id}`,
    terms: [{ code: "application", version: 1, agreedAt: at(0).toISOString() }],
    name: app.name,
    phone: app.phone,
    birth: app.birth,
    ...answers,
    channel: app.paper ? "PAPER" : "ONLINE",
    createdBy: app.paper ? "developer" : null,
    status: app.status,
    version: submitted ? 1 : 0,
    receiptNo,
    submittedAt: submitted ? at(app.hour) : null,
  });
  if (!submitted) return;
  const bytes = pdf(`id card of ${app.id}`);
  await env.FILES.put(`applications/${app.id}/id`, bytes, { httpMetadata: { contentType: "application/pdf" } });
  const doc = {
    name: "idCard",
    kind: "idCard",
    originalName: `신분증 ${app.id}.pdf`,
    contentType: "application/pdf",
    size: bytes.byteLength,
    sha256: "v1",
  };
  await db
    .insert(s.applicationDocuments)
    .values({ id: `${app.id}-doc`, applicationId: app.id, r2Key: `applications/${app.id}/id`, ...doc });
  const snapshot = {
    receiptNo,
    name: app.name,
    phone: app.phone,
    birth: app.birth,
    terms: [],
    answers,
    documents: [doc],
  };
  await db
    .insert(s.applicationVersions)
    .values({ applicationId: app.id, version: 1, token: `${app.id}-1`, snapshot, createdAt: at(app.hour) });
  await db.insert(s.applicationStatusHistory).values({
    applicationId: app.id,
    fromStatus: "DRAFT",
    toStatus: "SUBMITTED",
    actor: "applicant",
    createdAt: at(app.hour),
  });
  if (app.status !== "SUBMITTED") {
    await db.insert(s.applicationStatusHistory).values({
      applicationId: app.id,
      fromStatus: "SUBMITTED",
      toStatus: app.status,
      actor: "reviewer1",
      note: "서류 확인 완료",
      createdAt: at(app.hour + 1),
    });
  }
}

type ListBody = {
  items: { id: string; name: string; receiptNo: string; duplicates: { samePhone: boolean; sameNameBirth: boolean } }[];
  total: number;
  totalPages: number;
  counts: Record<string, number>;
};
type DetailBody = {
  application: Record<string, unknown>;
  answers: Record<string, unknown>;
  eligibility: { verdict: string; checks: { rule: string; status: string }[] };
  versions: { version: number; changes: unknown[] }[];
  history: Record<string, unknown>[];
  documents: Record<string, unknown>[];
};
const list = (token: string, query = "") => callApi<ListBody>(token, "GET", `/api/console/application${query}`);
const ids = async (token: string, query: string) => (await list(token, query)).body.items.map((r) => r.id);
const audits = (action: string) => db.select().from(s.auditLog).where(eq(s.auditLog.action, action));

function exportCall(token: string, body: Record<string, unknown>) {
  return api.request(
    "/api/console/application/export",
    { method: "POST", headers: { ...bearer(token), "content-type": "application/json" }, body: JSON.stringify(body) },
    env,
  );
}

/** The sheet's rows as arrays of cell texts (inline strings and numbers), header first. */
async function sheetRows(res: Response): Promise<string[][]> {
  const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
  const xml = strFromU8(files["xl/worksheets/sheet1.xml"] as Uint8Array);
  return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? "").matchAll(/<c [^>]*>(?:<is><t xml:space="preserve">(.*?)<\/t><\/is>|<v>(.*?)<\/v>)<\/c>/g)].map(
      (c) => c[1] ?? c[2] ?? "",
    ),
  );
}

let devId = "";
/** The session the page tests' principal signed in with. */
const PAGE_SESSION = "page-session";
const principal = () => ({ managerId: devId, username: "developer", scope: [...SCOPES], sessionId: PAGE_SESSION });
function pageArgs(url: string, params: Record<string, string> = {}, init?: RequestInit, who: Principal = principal()) {
  const request = new Request(`http://localhost${url}`, init);
  return { request, context: contextFor(request, who), params, url: new URL(request.url), pattern: "" };
}

describe("/console/application and /api/console/application", () => {
  let dev: string;
  let devSession: Awaited<ReturnType<typeof sessionFor>>;
  let other: string;

  beforeAll(async () => {
    await insertRound("r1", 1);
    await insertRound("r2", 2);
    devId = await createManager(env, { username: "developer", scope: [...SCOPES] });
    await createManager(env, { username: "noapp", scope: ["console", "registration"] });
    devSession = await sessionFor(env, "developer");
    dev = devSession.accessToken;
    other = await accessTokenFor(env, "noapp");
    for (const app of APPS) await insert(app);
    // a2 was edited: version 2 changed the unit type and replaced the ID card.
    const v1 = await db.select().from(s.applicationVersions).where(eq(s.applicationVersions.applicationId, "a2")).get();
    const before = v1?.snapshot as { answers: Answers; documents: { originalName: string }[] };
    await db
      .update(s.applicationVersions)
      .set({
        snapshot: {
          ...before,
          answers: { ...before.answers, unitType: "36A" },
          documents: [{ ...before.documents[0], originalName: "흐린 신분증.pdf", sha256: "v0" }],
        },
      })
      .where(eq(s.applicationVersions.applicationId, "a2"));
    await db
      .insert(s.applicationVersions)
      .values({ applicationId: "a2", version: 2, token: "a2-2", snapshot: { ...before }, createdAt: at(9) });
    await db.update(s.applications).set({ version: 2 }).where(eq(s.applications.id, "a2"));
  });

  it("lists submitted applications only, newest first; a draft is never listed", async () => {
    const { status, body } = await list(dev);
    expect(status).toBe(200);
    expect(body.items.map((r) => r.id)).toEqual(["b1", "a7", "a5", "a4", "a3", "a2", "a1"]);
    expect(body.total).toBe(7);
    expect(body.items[0]).toMatchObject({ name: "김하늘", receiptNo: "H1-TEST-0001B" });
  });

  it("filters by round, status, supply type and category, ranks, unit type, paper and duplicates", async () => {
    expect(await ids(dev, "?roundId=r2")).toEqual(["b1"]);
    expect(await ids(dev, "?status=UNDER_REVIEW")).toEqual(["a2"]);
    expect(await ids(dev, "?supplyType=SPECIAL_TYPE")).toEqual(["a3", "a2"]);
    expect(await ids(dev, "?supplyCategory=MARRIED")).toEqual(["a2"]);
    expect(await ids(dev, "?earningRank=FIRST")).toEqual(["a2"]);
    expect(await ids(dev, "?regionRank=FIRST")).toEqual(["a3"]);
    expect(await ids(dev, "?unitType=18B")).toEqual(["a4"]);
    expect(await ids(dev, "?channel=PAPER")).toEqual(["a3"]);
    expect(await ids(dev, "?channel=ONLINE&roundId=r1&status=SUBMITTED")).toEqual(["a4", "a1"]);
    expect(await ids(dev, "?duplicate=1")).toEqual(["a5", "a4", "a3", "a1"]);
  });

  it("flags the same phone and the same name and birth within a round, never across rounds or against drafts", async () => {
    const flags = Object.fromEntries((await list(dev)).body.items.map((r) => [r.id, r.duplicates]));
    expect(flags).toEqual({
      a1: { samePhone: true, sameNameBirth: false },
      a3: { samePhone: true, sameNameBirth: false },
      a4: { samePhone: false, sameNameBirth: true },
      a5: { samePhone: false, sameNameBirth: true },
      a2: { samePhone: false, sameNameBirth: false },
      a7: { samePhone: false, sameNameBirth: false },
      b1: { samePhone: false, sameNameBirth: false },
    });
  });

  it("searches by part of a name, digits of a phone (hyphens ignored) or a receipt number; wildcards are literal", async () => {
    const q = (text: string) => ids(dev, `?q=${encodeURIComponent(text)}`);
    expect(await q("하늘")).toEqual(["b1", "a1"]);
    expect(await q("010-1111-0002")).toEqual(["a2"]);
    expect(await q("h1-test-0003")).toEqual(["a3"]);
    expect(await q("%")).toEqual([]);
  });

  it("sorts by submitted time, name, receipt number and status, both ways", async () => {
    expect(await ids(dev, "?roundId=r1&sort=submittedAt&dir=asc")).toEqual(["a1", "a2", "a3", "a4", "a5", "a7"]);
    expect(await ids(dev, "?roundId=r1&sort=name&dir=asc")).toEqual(["a1", "a3", "a2", "a4", "a5", "a7"]);
    expect(await ids(dev, "?roundId=r1&sort=receiptNo&dir=desc")).toEqual(["a7", "a5", "a4", "a3", "a2", "a1"]);
    // The workflow's order: submitted, under review, …, eligible, …, selected, …, withdrawn.
    expect(await ids(dev, "?roundId=r1&sort=status&dir=asc")).toEqual(["a1", "a4", "a2", "a3", "a7", "a5"]);
    expect(await ids(dev, "?roundId=r1&sort=status&dir=desc")).toEqual(["a5", "a7", "a3", "a2", "a4", "a1"]);
  });

  it("counts each status of the filtered set, the status filter itself aside", async () => {
    const { body } = await list(dev, "?roundId=r1&status=SUBMITTED");
    expect(body.items.map((r) => r.id)).toEqual(["a4", "a1"]);
    expect(body.counts).toEqual({
      SUBMITTED: 2,
      UNDER_REVIEW: 1,
      FIX_REQUESTED: 0,
      ELIGIBLE: 1,
      INELIGIBLE: 0,
      SELECTED: 1,
      WAITING: 0,
      NOT_SELECTED: 0,
      WITHDRAWN: 1,
    });
    expect((await list(dev, "?supplyType=SPECIAL_TYPE")).body.counts).toMatchObject({
      UNDER_REVIEW: 1,
      ELIGIBLE: 1,
      SUBMITTED: 0,
    });
  });

  it("pages the list", async () => {
    const page = (n: number) => listApplications(db, { page: n, sort: "submittedAt", dir: "desc" }, 3);
    const [first, third] = [await page(1), await page(3)];
    expect([first.total, first.totalPages, first.items.length, third.items.map((r) => r.id)]).toEqual([
      7,
      3,
      3,
      ["a1"],
    ]);
  });

  it("refuses a bad filter or order with 400 and the field's message", async () => {
    const bad = await callApi<{ errors: Record<string, string> }>(dev, "GET", "/api/console/application?status=DRAFT");
    expect([bad.status, bad.body.errors]).toEqual([400, { status: "상태를 다시 선택해주세요" }]);
    const sort = await callApi<{ errors: Record<string, string> }>(dev, "GET", "/api/console/application?sort=phone");
    expect([sort.status, sort.body.errors]).toEqual([400, { sort: "정렬 기준을 다시 선택해주세요" }]);
  });

  it("writes each listing to the audit log as a view: the filter and counts, no search text or personal data", async () => {
    const before = (await audits("personal.view")).length;
    await list(dev, "?roundId=r1&q=%EA%B9%80%ED%95%98%EB%8A%98");
    const views = await audits("personal.view");
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      actor: "developer",
      targetType: "application_list",
      detail: { filter: { roundId: "r1", search: true }, page: 1, rows: 1, total: 1 },
    });
    expect(JSON.stringify(views)).not.toMatch(/김하늘|01011110001/);
  });

  it("the list page shows the rows with their flags and counts, and audits the view", async () => {
    const before = (await audits("personal.view")).length;
    const page = await listLoader(pageArgs("/console/application?roundId=r1&sort=name&dir=asc") as never);
    expect(page.rows.map((r) => [r.receiptNo, r.name, r.phone, r.statusLabel, r.duplicates.samePhone])).toEqual([
      ["H1-TEST-0001", "김하늘", "010-1111-0001", "접수 완료", true],
      ["H1-TEST-0003", "박구름", "010-1111-0001", "적격", true],
      ["H1-TEST-0002", "이바다", "010-1111-0002", "심사 중", false],
      ["H1-TEST-0004", "최나래", "010-1111-0004", "접수 완료", false],
      ["H1-TEST-0005", "최나래", "010-1111-0005", "신청 취소", false],
      ["H1-TEST-0007", "한별", "010-1111-0007", "당첨", false],
    ]);
    expect(page.rows[1]?.channel).toBe("종이 접수");
    expect(page.order).toEqual({ sort: "name", dir: "asc" });
    expect(page.counts.SUBMITTED).toBe(2);
    expect(await audits("personal.view")).toHaveLength(before + 1);
  });

  it("shows one application in full: answers, eligibility with reasons, versions with changes, history, documents", async () => {
    const { status, body } = await callApi<DetailBody>(dev, "GET", "/api/console/application/a2");
    expect(status).toBe(200);
    expect(body.application).toMatchObject({
      id: "a2",
      name: "이바다",
      status: "UNDER_REVIEW",
      receiptNo: "H1-TEST-0002",
    });
    expect(body.answers).toMatchObject({ unitType: "39A", earningRank: "FIRST", marriageDate: "20220505" });
    expect(body.eligibility.verdict).toBe("eligible");
    expect(body.eligibility.checks.map((c: { rule: string; status: string }) => [c.rule, c.status])).toEqual([
      ["marriage", "pass"],
      ["home", "pass"],
      ["car", "pass"],
    ]);
    expect(body.versions.map((v: { version: number; changes: unknown[] }) => [v.version, v.changes])).toEqual([
      [
        2,
        [
          { kind: "field", field: "unitType", before: "36A", after: "39A" },
          { kind: "document", slot: "idCard", before: "흐린 신분증.pdf", after: "신분증 a2.pdf" },
        ],
      ],
      [1, []],
    ]);
    expect(body.history.map((h: Record<string, unknown>) => [h.fromStatus, h.toStatus, h.actor, h.note])).toEqual([
      ["DRAFT", "SUBMITTED", "applicant", null],
      ["SUBMITTED", "UNDER_REVIEW", "reviewer1", "서류 확인 완료"],
    ]);
    expect(body.documents).toEqual([
      expect.objectContaining({ id: "a2-doc", name: "idCard", originalName: "신분증 a2.pdf", reviewState: "PENDING" }),
    ]);
    expect(JSON.stringify(body)).not.toMatch(/r2Key|personKey|applications\/a2/);
    const view = (await audits("personal.view")).at(-1);
    expect(view).toMatchObject({
      targetType: "application",
      targetId: "a2",
      subject: "a2",
      detail: { receiptNo: "H1-TEST-0002" },
    });
    expect(JSON.stringify(view)).not.toMatch(/이바다|01011110002/);
  });

  it("the detail page puts every answer, reason and change into Korean words, and audits the view", async () => {
    const before = (await audits("personal.view")).length;
    const { application: a } = await detailLoader(
      pageArgs("/console/application/a7", { applicationId: "a7" }) as never,
    );
    expect(a.answers).toEqual(
      expect.arrayContaining([
        { label: "신청 주택형", value: "36A" },
        { label: "공급 유형", value: "일반공급" },
        { label: "자동차 보유", value: "예" },
        { label: "차량가액", value: "5,000만 원" },
      ]),
    );
    expect(a.eligibility.label).toBe("충족하지 않는 기준 있음");
    expect(a.eligibility.checks.find((c) => c.rule === "car")).toMatchObject({
      text: "자동차: 미충족",
      reason: "차량가액 5000만 원으로 기준(3803만 원 이하)을 넘습니다.",
    });
    expect(a.history.map((h) => [h.from, h.to, h.actor, h.note])).toEqual([
      ["작성 중", "접수 완료", "신청인", "-"],
      ["접수 완료", "당첨", "reviewer1", "서류 확인 완료"],
    ]);
    expect(a.documents[0]).toMatchObject({ slot: "idCard", reviewState: "확인 대기", fixDeadline: "-" });
    const edited = await detailLoader(pageArgs("/console/application/a2", { applicationId: "a2" }) as never);
    expect(edited.application.versions[0]?.changes).toEqual([
      { label: "신청 주택형", before: "36A", after: "39A" },
      { label: "서류 idCard", before: "흐린 신분증.pdf", after: "신분증 a2.pdf" },
    ]);
    expect(await audits("personal.view")).toHaveLength(before + 2);
  });

  it("answers 404 for a draft or an unknown application, page and API alike", async () => {
    expect((await callApi(dev, "GET", "/api/console/application/d1")).status).toBe(404);
    expect((await callApi(dev, "GET", "/api/console/application/nope")).status).toBe(404);
    const page = await detailLoader(pageArgs("/console/application/d1", { applicationId: "d1" }) as never).catch(
      (e) => e,
    );
    expect(page).toMatchObject({ init: { status: 404 } });
  });

  it("refuses a document without a sub-password grant, clearly, page and API alike, and nothing is audited", async () => {
    const before = (await audits("personal.download")).length;
    const res = await api.request("/api/console/application/a3/documents/a3-doc", { headers: bearer(dev) }, env);
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: "신청 서류를 내려받으려면 2차 비밀번호를 다시 확인해주세요. 확인하면 10분 동안 내려받을 수 있습니다.",
    });
    // The page's file route leads to the sub-password page, which comes back to this file.
    const page = (await documentLoader(
      pageArgs("/console/application/a3/documents/a3-doc?file=v1", {
        applicationId: "a3",
        documentId: "a3-doc",
      }) as never,
    ).catch((e) => e)) as Response;
    expect([page.status, page.headers.get("location")]).toEqual([
      302,
      "/console/application/a3/documents/a3-doc/unlock?file=v1",
    ]);
    expect(await audits("personal.download")).toHaveLength(before);
    // There a wrong sub-password comes back with the refusal; the right one opens the file.
    const unlock = (subPassword: string) =>
      unlockAction(
        pageArgs(
          "/console/application/a3/documents/a3-doc/unlock?file=v1",
          { applicationId: "a3", documentId: "a3-doc" },
          { method: "POST", body: new URLSearchParams({ subPassword }) },
        ) as never,
      );
    const refused = (await unlock("Wrong!2345")) as Response;
    expect([refused.status, refused.headers.get("location")]).toEqual([
      302,
      "/console/application/a3/documents/a3-doc/unlock?file=v1&refused=wrong",
    ]);
    expect(await unlock(TEST_SUB_PASSWORD)).toEqual({ grantedUntil: expect.stringMatching(/^\d{4}-\d\d-\d\d /) });
    const file = (await documentLoader(
      pageArgs("/console/application/a3/documents/a3-doc?file=v1", {
        applicationId: "a3",
        documentId: "a3-doc",
      }) as never,
    )) as Response;
    expect(file.status).toBe(200);
    await file.arrayBuffer();
    expect(await audits("personal.download")).toHaveLength(before + 1);
  });

  it("grants documents for ten minutes of this session after the sub-password; each download is audited", async () => {
    const wrong = await callApi(devSession.accessToken, "POST", "/api/console/application/document-grant", {
      subPassword: "Wrong!2345",
    });
    expect(wrong).toMatchObject({ status: 403, body: { message: "2차 비밀번호가 일치하지 않습니다" } });
    expect(
      (await api.request("/api/console/application/a3/documents/a3-doc", { headers: bearer(dev) }, env)).status,
    ).toBe(403);
    const granted = await callApi(devSession.accessToken, "POST", "/api/console/application/document-grant", {
      subPassword: TEST_SUB_PASSWORD,
    });
    expect(granted.status).toBe(200);
    const expiresAt = new Date(String(granted.body.expiresAt));
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    // Another session of the same manager holds no grant.
    const elsewhere = await accessTokenFor(env, "developer");
    expect(
      (await api.request("/api/console/application/a3/documents/a3-doc", { headers: bearer(elsewhere) }, env)).status,
    ).toBe(403);
    // Within it, files download one after another without asking again.
    for (const [application, document] of [
      ["a3", "a3-doc"],
      ["a1", "a1-doc"],
    ]) {
      const file = await api.request(
        `/api/console/application/${application}/documents/${document}`,
        { headers: bearer(dev) },
        env,
      );
      expect(file.status).toBe(200);
      await file.arrayBuffer();
    }
    const downloads = await audits("personal.download");
    expect(downloads.slice(-2)).toEqual([
      expect.objectContaining({
        actor: "developer",
        targetType: "application_document",
        targetId: "a3-doc",
        subject: "a3",
        detail: { receiptNo: "H1-TEST-0003", slot: "idCard", sha256: "v1" },
        at: expect.any(Date),
      }),
      expect.objectContaining({ targetId: "a1-doc", subject: "a1" }),
    ]);
    // Ten minutes on (a fresh access token of the same session), the grant has run out.
    const later = new Date(expiresAt.getTime() + 1000);
    const refreshed = await api.request(
      "/api/auth/accessToken",
      { headers: { ...bearer(devSession.refreshToken), "x-test-now": later.toISOString() } },
      env,
    );
    const { accessToken } = (await refreshed.json()) as { accessToken: string };
    const expired = await api.request(
      "/api/console/application/a3/documents/a3-doc",
      { headers: { ...bearer(accessToken), "x-test-now": later.toISOString() } },
      env,
    );
    expect(expired.status).toBe(403);
    expect(await audits("personal.download")).toHaveLength(downloads.length);
  });

  it("streams a document with its type as a private download, audited; another application's path is 404", async () => {
    await callApi(dev, "POST", "/api/console/application/document-grant", { subPassword: TEST_SUB_PASSWORD });
    const res = await api.request("/api/console/application/a3/documents/a3-doc", { headers: bearer(dev) }, env);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(pdf("id card of a3"));
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="___ a3.pdf"; filename*=UTF-8''${encodeURIComponent("신분증 a3.pdf")}`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // The file's SHA-256, which a review decision names.
    expect(res.headers.get("etag")).toBe('"v1"');
    const view = (await audits("personal.download")).at(-1);
    expect(view).toMatchObject({ targetType: "application_document", targetId: "a3-doc", subject: "a3" });
    const before = (await audits("personal.download")).length;
    const wrong = await api.request("/api/console/application/a1/documents/a3-doc", { headers: bearer(dev) }, env);
    expect(wrong.status).toBe(404);
    expect(
      (await api.request("/api/console/application/d1/documents/a3-doc", { headers: bearer(dev) }, env)).status,
    ).toBe(404);
    expect(await audits("personal.download")).toHaveLength(before);
    // The console's file route: the same file and rules (the page session's grant).
    await db
      .insert(s.subPasswordGrants)
      .values({
        sessionId: PAGE_SESSION,
        purpose: "applicationDocuments",
        managerId: devId,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .onConflictDoUpdate({
        target: [s.subPasswordGrants.sessionId, s.subPasswordGrants.purpose],
        set: { expiresAt: new Date(Date.now() + 60_000) },
      });
    const file = (await documentLoader(
      pageArgs("/console/application/a3/documents/a3-doc", { applicationId: "a3", documentId: "a3-doc" }) as never,
    )) as Response;
    expect([file.status, file.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(new TextDecoder().decode(await file.arrayBuffer())).toContain("id card of a3");
    const mixed = await documentLoader(
      pageArgs("/console/application/a1/documents/a3-doc", { applicationId: "a1", documentId: "a3-doc" }) as never,
    ).catch((e) => e);
    expect(mixed).toMatchObject({ init: { status: 404 } });
    // The review page's link names the file it shows: the same file opens, a replaced one is
    // refused (409) without a download in the audit log.
    const named = (await documentLoader(
      pageArgs("/console/application/a3/documents/a3-doc?file=v1", {
        applicationId: "a3",
        documentId: "a3-doc",
      }) as never,
    )) as Response;
    expect(named.status).toBe(200);
    await named.arrayBuffer();
    const opened = (await audits("personal.download")).length;
    const replaced = await documentLoader(
      pageArgs("/console/application/a3/documents/a3-doc?file=v0", {
        applicationId: "a3",
        documentId: "a3-doc",
      }) as never,
    ).catch((e) => e);
    expect(replaced).toMatchObject({ init: { status: 409 } });
    expect(await audits("personal.download")).toHaveLength(opened);
  });

  it("exports the filtered list as xlsx after the sub-password, audited with the filter and count only", async () => {
    const res = await exportCall(dev, { roundId: "r1", duplicate: "1", q: "최나래", subPassword: TEST_SUB_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="applications-\d{8}\.xlsx"$/);
    const rows = await sheetRows(res);
    expect(rows[0]?.slice(0, 9)).toEqual([
      "접수번호",
      "접수 일시",
      "상태",
      "접수 방법",
      "모집 차수",
      "이름",
      "휴대전화번호",
      "생년월일",
      "이메일",
    ]);
    expect(rows[0]?.slice(-4)).toEqual(["자격 확인", "중복 의심", "서류 수", "보완 필요 서류 수"]);
    expect(rows.slice(1).map((r) => [r[0], r[2], r[3], r[4], r[5], r[6], r.at(-4), r.at(-3), r.at(-2)])).toEqual([
      [
        "H1-TEST-0005",
        "신청 취소",
        "온라인",
        "1",
        "최나래",
        "01011110005",
        "모든 기준 충족",
        "이름·생년월일 중복",
        "1",
      ],
      [
        "H1-TEST-0004",
        "접수 완료",
        "온라인",
        "1",
        "최나래",
        "01011110004",
        "모든 기준 충족",
        "이름·생년월일 중복",
        "1",
      ],
    ]);
    const exported = (await audits("personal.export")).at(-1);
    expect(exported).toMatchObject({
      actor: "developer",
      targetType: "application",
      detail: { filter: { roundId: "r1", duplicate: "1", search: true }, count: 2 },
    });
    expect(JSON.stringify(exported)).not.toMatch(/최나래|0101111/);
  });

  it("refuses the export with a wrong or missing sub-password, exporting and auditing nothing", async () => {
    const before = (await audits("personal.export")).length;
    const failures = () =>
      db
        .select()
        .from(s.auditLog)
        .where(and(eq(s.auditLog.action, "auth.sub_password_failed"), eq(s.auditLog.targetId, devId)));
    const failedBefore = (await failures()).length;
    const wrong = await exportCall(dev, { subPassword: "Wrong!2345" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ message: "2차 비밀번호가 일치하지 않습니다" });
    expect((await exportCall(dev, {})).status).toBe(400);
    expect(await audits("personal.export")).toHaveLength(before);
    expect(await failures()).toHaveLength(failedBefore + 1);
  });

  it("the page's export form downloads the file; a wrong sub-password goes back to the filtered list", async () => {
    const post = (fields: Record<string, string>) =>
      exportAction(
        pageArgs("/console/application/export", {}, { method: "POST", body: new URLSearchParams(fields) }) as never,
      );
    const file = (await post({ channel: "PAPER", subPassword: TEST_SUB_PASSWORD })) as Response;
    expect((await sheetRows(file)).slice(1).map((r) => r[0])).toEqual(["H1-TEST-0003"]);
    const refused = (await post({ channel: "PAPER", subPassword: "nope" })) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/console/application?channel=PAPER&export=wrong");
  });

  it("refuses every endpoint and page to a manager without the application scope", async () => {
    expect((await list(other)).status).toBe(403);
    expect((await callApi(other, "GET", "/api/console/application/a1")).status).toBe(403);
    const file = await api.request("/api/console/application/a1/documents/a1-doc", { headers: bearer(other) }, env);
    expect(file.status).toBe(403);
    expect((await exportCall(other, { subPassword: TEST_SUB_PASSWORD })).status).toBe(403);
    const who = { managerId: "x", username: "noapp", scope: ["console", "registration"] as never };
    const denied = await listLoader(pageArgs("/console/application", {}, undefined, who) as never).catch((e) => e);
    expect([denied.status, denied.headers.get("location")]).toEqual([302, "/console/denied"]);
  });
});

describe("exporting a round of 10,000 applications", () => {
  it("streams every row in one file, keyset batch by batch, with the duplicate flags worked out in SQL", async () => {
    await insertRound("r9", 9);
    await createManager(env, { username: "bulk", scope: ["console", "application"] });
    const token = await accessTokenFor(env, "bulk");
    // Every hundredth applicant shares the phone of the one before: 100 pairs.
    await db.run(sql`
      WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
      INSERT INTO applications (id, round_id, person_key, terms, name, phone, birth, email, qualification_type,
        unit_type, supply_type, supply_category, is_homeless, is_asset, is_car, status, version, receipt_no,
        submitted_at, created_at, updated_at)
      SELECT printf('bulk%05d', i), 'r9', 'bulk-' || i, '[]', '신청인' || i,
        printf('0108%07d', CASE WHEN i % 100 = 0 THEN i - 1 ELSE i END), '19950101', 'p' || i || '@example.com',
        'YOUTH_TYPE', '36A', 'NORMAL_TYPE', 'YOUTH', 1, 0, 0, 'SUBMITTED', 1, printf('H9-BULK-%05d', i),
        1767225600000 + i * 1000, 1767225600000, 1767225600000 FROM n`);
    const started = Date.now();
    const res = await exportCall(token, { roundId: "r9", subPassword: TEST_SUB_PASSWORD });
    expect(res.status).toBe(200);
    const rows = await sheetRows(res);
    console.log(`10,000-application export: ${Date.now() - started} ms`);
    expect(rows).toHaveLength(10_001);
    expect([rows[1]?.[0], rows.at(-1)?.[0]]).toEqual(["H9-BULK-10000", "H9-BULK-00001"]);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(10_000);
    expect(rows.filter((r) => r.at(-3) === "번호 중복")).toHaveLength(200);
    const duplicates = await list(token, "?roundId=r9&duplicate=1");
    expect(duplicates.body.total).toBe(200);
  }, 120_000);
});
