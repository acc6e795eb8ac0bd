import { env } from "cloudflare:test";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Principal } from "../../../app/features/auth/scopes";
import { action as noticeAction } from "../../../app/routes/console/center/notice-edit";
import { action as approvalAction, loader as approvalLoader } from "../../../app/routes/console/publishing";
import { createDb } from "../../../db/client";
import { auditLog, noticeAttachments, notices, publishingOverrides } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager, TEST_SUB_PASSWORD } from "../../support/console";
import { fileOf, PDF_BYTES } from "../../support/files";
import { contextFor } from "../../support/integration";
import { people, registrationNumber, xlsxOf } from "../../support/office-files";

/*
 * Publishing that cannot leak (docs/product/publishing.md), through the console API and the
 * console pages, on the real D1 and R2: refusals that say what and where (never the data),
 * unreadable files posted only with the writer's confirmation, and the second manager's
 * override, each audited.
 */

const db = createDb(env.DB);
type Body = {
  message?: string;
  errors?: Record<string, string>;
  notification?: { id: string };
  override?: { id: string };
};
const call = callApi<Body>;
const BASE = "/api/console/center/notifications";
const list = people(12);
const mobilesBody = `<p>서류심사 대상자</p>${list
  .slice(0, 4)
  .map((p) => `<p>${p.name} ${p.mobile}</p>`)
  .join("")}`;
const roster = () =>
  xlsxOf([
    { name: "안내", rows: [["서류심사 결과"]] },
    { name: "명단", rows: [["번호", "이름", "연락처"], ...list.map((p, i) => [i + 1, p.name, p.mobile])] },
  ]);

function upload(token: string, id: string, files: File[], confirm = false) {
  const form = new FormData();
  for (const f of files) form.append("files[]", f);
  if (confirm) form.append("confirmUnreadable", "true");
  return api.request(`${BASE}/${id}/attachments`, { method: "POST", headers: bearer(token), body: form }, env);
}

const auditsOf = (actor: string, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor, actor), eq(auditLog.action, action as never)));

const noticesTitled = (title: string) =>
  db
    .select()
    .from(notices)
    .where(like(notices.title, `${title}%`));

let writer: string;
let second: string;
let outsider: string;

beforeAll(async () => {
  await createManager(env, { username: "leakwriter", scope: ["console", "centerNotifications"] });
  await createManager(env, { username: "leaksecond", scope: ["console", "centerNotifications"] });
  await createManager(env, { username: "leakfaqs", scope: ["console", "centerFaqs"] });
  writer = await accessTokenFor(env, "leakwriter");
  second = await accessTokenFor(env, "leaksecond");
  outsider = await accessTokenFor(env, "leakfaqs");
});

describe("the console API refuses personal data", () => {
  it("refuses a body with a run of mobile numbers, saying where and how many, storing nothing", async () => {
    const res = await call(writer, "POST", BASE, { title: "누출 본문", body: mobilesBody });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain("개인정보로 보이는 내용이 있어 게시할 수 없습니다");
    expect(res.body.message).toContain("본문에서 휴대전화번호 4건");
    expect(res.body.errors?.body).toContain("본문에서 휴대전화번호 4건");
    expect(JSON.stringify(res.body)).not.toContain(list[0]?.mobile);
    expect(await noticesTitled("누출 본문")).toEqual([]);
    const [refused] = await auditsOf("leakwriter", "publishing.refused");
    const findings = (refused?.detail as { findings: { code: string }[] } | undefined)?.findings ?? [];
    expect(findings.map((f) => f.code)).toEqual(["publishing.found.mobile", "publishing.found.nameRows"]);
    expect(JSON.stringify(refused?.detail)).not.toContain(list[0]?.mobile.slice(4));
  });

  it("refuses a registration number in the title and answers in English for English", async () => {
    const res = await call(
      writer,
      "POST",
      BASE,
      { title: `확인 ${registrationNumber("900101", 1)}`, body: "<p>안내</p>" },
      { "accept-language": "en", cookie: "lang=en" },
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.title).toMatch(/resident registration number/);
  });

  it("refuses a spreadsheet with a list of people, naming its sheet and column; nothing reaches R2", async () => {
    const created = await call(writer, "POST", BASE, { title: "결과 공지", body: "<p>결과를 알려드립니다.</p>" });
    expect(created.status).toBe(201);
    const id = created.body.notification?.id ?? "";
    const res = await upload(writer, id, [fileOf(roster(), "명단.xlsx")]);
    expect(res.status).toBe(422);
    const body = (await res.json()) as Body;
    expect(body.message).toContain("첨부파일 명단.xlsx 2번째 시트(명단) C열에서 휴대전화번호 12건");
    expect(body.errors?.["files.0"]).toContain("B, C열에서 이름과 휴대전화번호 또는 생년월일이 함께 적힌 행 12건");
    expect(await db.select().from(noticeAttachments).where(eq(noticeAttachments.noticeId, id))).toEqual([]);
    expect((await env.FILES.list({ prefix: `notices/${id}/` })).objects).toEqual([]);
  });

  it("lets an office number and one contact mobile through", async () => {
    const body = "<p>문의: 관리사무소 02-123-4567, 고객센터 1600-0000</p><p>담당 김민준 010-1234-5678</p>";
    const res = await call(writer, "POST", BASE, { title: "평범한 공지", body });
    expect(res.status).toBe(201);
  });
});

describe("files the scan cannot read", () => {
  it("need the writer's confirmation, which is audited", async () => {
    const created = await call(writer, "POST", BASE, { title: "공고문 게시", body: "<p>공고문을 올립니다.</p>" });
    const id = created.body.notification?.id ?? "";
    const refused = await upload(writer, id, [fileOf(PDF_BYTES, "공고문.pdf")]);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as Body;
    expect(body.message).toContain("개인정보가 없음을 확인했다고 체크한 뒤 다시 올려주세요");
    expect(body.errors?.["files.0"]).toBe("첨부파일 공고문.pdf은(는) 내용을 읽을 수 없습니다");
    const confirmed = await upload(writer, id, [fileOf(PDF_BYTES, "공고문.pdf")], true);
    expect(confirmed.status).toBe(201);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "publishing.unreadable_confirmed"), eq(auditLog.targetId, id)));
    expect(audit?.actor).toBe("leakwriter");
    expect(audit?.detail).toMatchObject({ parts: [{ name: "공고문.pdf", field: "files.0" }] });
  });

  it("include new images in a body", async () => {
    const body =
      '<p>단지 사진</p><p><img src="/api/editor/photos/0123456789abcdef0123456789abcdef.png" alt="단지"></p>';
    const refused = await call(writer, "POST", BASE, { title: "사진 공지", body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.body).toBe("본문의 새 이미지 1개는 내용을 읽을 수 없습니다");
    const confirmed = await call(writer, "POST", BASE, { title: "사진 공지", body, confirmUnreadable: true });
    expect(confirmed.status).toBe(201);
  });
});

describe("an override by a second manager", () => {
  it("lets the requester publish that exact content once, each step audited", async () => {
    const content = { title: "예외 승인 공지", body: `${mobilesBody}<p>예외 승인 요청</p>` };
    expect((await call(writer, "POST", BASE, content)).status).toBe(422);
    const listed = await callApi<{ overrides: { id: string; requestedBy: string; approvedBy: string | null }[] }>(
      second,
      "GET",
      "/api/console/publishing",
    );
    const request = listed.body.overrides.find((o) => o.requestedBy === "leakwriter" && !o.approvedBy);
    expect(request).toBeDefined();
    const approve = (token: string, subPassword = TEST_SUB_PASSWORD) =>
      call(token, "POST", `/api/console/publishing/${request?.id}/approve`, { subPassword });

    expect((await approve(writer)).body.message).toBe(
      "게시 예외는 요청한 관리자가 아닌 다른 관리자만 승인할 수 있습니다",
    );
    expect((await approve(outsider)).status).toBe(403);
    expect((await approve(second, "Wrong!2345")).status).toBe(403);
    expect((await call(writer, "POST", BASE, content)).status).toBe(422);

    const approved = await approve(second);
    expect(approved.status).toBe(200);
    const [approval] = await auditsOf("leaksecond", "publishing.override_approved");
    expect(approval).toMatchObject({ targetType: "notice", targetId: request?.id });
    expect(approval?.detail).toMatchObject({ requestedBy: "leakwriter" });

    // Not for other content, nor for another manager.
    expect((await call(writer, "POST", BASE, { ...content, body: `${content.body}<p>추가</p>` })).status).toBe(422);
    expect((await call(second, "POST", BASE, content)).status).toBe(422);

    const published = await call(writer, "POST", BASE, content);
    expect(published.status).toBe(201);
    const [used] = await auditsOf("leakwriter", "publishing.override_used");
    expect(used).toMatchObject({ targetType: "notice", targetId: published.body.notification?.id });
    expect(used?.detail).toMatchObject({ override: request?.id });

    // Used up.
    expect((await call(writer, "POST", BASE, content)).status).toBe(422);
  });
});

describe("the console pages", () => {
  const principal = (username: string, scope: Principal["scope"]): Principal => ({ managerId: "", username, scope });

  async function run(
    action: typeof noticeAction | typeof approvalAction,
    path: string,
    form: FormData,
    who: Principal,
    params = {},
  ) {
    const request = new Request(`http://localhost${path}`, { method: "POST", body: form });
    const args = { request, context: contextFor(request, who), params, url: new URL(request.url), pattern: "" };
    try {
      const result = (await action(args as never)) as unknown;
      if (result instanceof Response) return { status: result.status, body: null };
      const { data, init } = result as { data: Body; init: { status: number } | null };
      return { status: init?.status, body: data };
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, body: null };
      throw thrown;
    }
  }

  it("show the refusal beside the field of the notice form, storing nothing", async () => {
    const form = new FormData();
    form.set("title", "페이지 누출");
    form.set("body", mobilesBody);
    form.set("published", "on");
    form.append("files", fileOf(roster(), "명단.xlsx"));
    const res = await run(
      noticeAction,
      "/console/center/notifications/new",
      form,
      principal("leakwriter", ["console", "centerNotifications"]),
    );
    expect(res.status).toBe(422);
    expect(res.body?.errors?.body).toBe(
      "본문에서 휴대전화번호 4건 / 본문에서 이름과 휴대전화번호 또는 생년월일이 함께 적힌 행 4건",
    );
    expect(res.body?.errors?.files).toContain("첨부파일 명단.xlsx 2번째 시트(명단) C열에서 휴대전화번호 12건");
    expect(await noticesTitled("페이지 누출")).toEqual([]);
  });

  it("list the requests and approve one with the sub-password", async () => {
    const [row] = await db
      .select()
      .from(publishingOverrides)
      .where(and(eq(publishingOverrides.requestedBy, "leakwriter"), eq(publishingOverrides.targetType, "notice")));
    const request = new Request("http://localhost/console/publishing");
    const page = (await approvalLoader({
      request,
      context: contextFor(request, principal("leaksecond", ["console", "centerNotifications"])),
      params: {},
    } as never)) as { items: { id: string; findings: string[] }[] };
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.flatMap((i) => i.findings).some((f) => f.includes("휴대전화번호"))).toBe(true);
    const form = new FormData();
    form.set("id", row?.id ?? "");
    form.set("subPassword", "Wrong!2345");
    const wrong = await run(
      approvalAction,
      "/console/publishing",
      form,
      principal("leaksecond", ["console", "centerNotifications"]),
    );
    expect(wrong.status).toBe(403);
  });
});
