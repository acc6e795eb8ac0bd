import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, noticeAttachments, notices } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager } from "../../support/console";
import { EXE_BYTES, fileOf, filesForm, PDF_BYTES } from "../../support/files";

const db = createDb(env.DB);
type FileJson = { id: string; name: string; size: number; url: string; contentType: string };
type Notice = {
  id: string;
  title: string;
  body: string;
  pinned: boolean;
  published: boolean;
  isNew: boolean;
  attachments: FileJson[];
  previous: { id: string; title: string } | null;
  next: { id: string; title: string } | null;
};
type Body = {
  message?: string;
  errors?: Record<string, string>;
  notification?: Notice;
  items?: Notice[];
  total?: number;
  totalPages?: number;
};
const call = callApi<Body>;
const BASE = "/api/console/center/notifications";

/** Uploads with the writer's confirmation that the files the leak scan cannot read hold no personal data. */
function upload(token: string, id: string, form: FormData) {
  form.set("confirmUnreadable", "true");
  return api.request(`${BASE}/${id}/attachments`, { method: "POST", headers: bearer(token), body: form }, env);
}

describe("notices: console API and public API", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "noticer", scope: ["console", "centerNotifications"] });
    token = await accessTokenFor(env, "noticer");
  });

  it("stores a body through the allow-list: scripts, handlers and javascript: URLs are gone", async () => {
    const body = [
      "<p>입주 <strong>안내</strong><script>alert(1)</script></p>",
      '<p><img src="/api/editor/photos/0123456789abcdef0123456789abcdef.png" alt="단지" onerror="alert(2)"></p>',
      '<p><img src="https://evil.example/x.png"><a href="javascript:alert(3)">링크</a></p>',
      '<p><a href="https://example.com" target="_blank" onclick="alert(4)">공식</a></p>',
      '<iframe src="https://evil.example"></iframe></div></main><svg onload="alert(5)"></svg>',
    ].join("");
    const { status, body: res } = await call(token, "POST", BASE, {
      title: "XSS 시험",
      body,
      published: false,
      confirmUnreadable: true,
    });
    expect(status).toBe(201);
    const stored = res.notification?.body ?? "";
    expect(stored).not.toMatch(/script|onerror|onclick|onload|javascript:|iframe|svg|evil\.example|<\/div>|<\/main>/i);
    expect(stored).toContain("<strong>안내</strong>");
    expect(stored).toContain('<img src="/api/editor/photos/0123456789abcdef0123456789abcdef.png" alt="단지" />');
    expect(stored).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">공식</a>',
    );
    const row = await db
      .select()
      .from(notices)
      .where(eq(notices.id, res.notification?.id ?? ""))
      .get();
    expect(row?.bodyText).toBe("입주 안내 링크 공식");
    expect(row?.published).toBe(false);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, row?.id ?? ""));
    // The body's new image went through with the writer's confirmation, audited with it.
    expect(audits.map((a) => [a.actor, a.action, a.targetType])).toEqual([
      ["noticer", "record.create", "notice"],
      ["noticer", "publishing.unreadable_confirmed", "notice"],
    ]);
  });

  it("refuses a body with nothing left once cleaned, and bad fields, writing nothing", async () => {
    const before = (await db.select().from(notices)).length;
    const empty = await call(token, "POST", BASE, { title: "빈 글", body: "<p><script>x</script></p><p> </p>" });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ body: "내용을 입력해주세요" });
    const bad = await call(token, "POST", BASE, { title: "", body: "<p>x</p>", pinned: "yes" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      title: "제목을 입력해주세요 (200자 이내)",
      pinned: "예 또는 아니오로 보내주세요",
    });
    expect((await db.select().from(notices)).length).toBe(before);
  });

  it("lists published notices pinned first, searches title and body text, hides unpublished ones", async () => {
    const make = (title: string, body: string, extra = {}) =>
      call(token, "POST", BASE, { title, body: `<p>${body}</p>`, ...extra });
    await make("일반 공지 하나", "세대 점검 일정");
    await make("고정 공지", "모집 일정 100% 안내", { pinned: true });
    await make("일반 공지 둘", "견본주택 관람");
    const list = await call(null, "GET", "/api/v1/center/notifications");
    expect(list.status).toBe(200);
    const titles = list.body.items?.map((n) => n.title);
    expect(titles?.[0]).toBe("고정 공지");
    expect(titles).not.toContain("XSS 시험");
    expect(list.body.items?.every((n) => n.isNew)).toBe(true);

    const byBody = await call(null, "GET", `/api/v1/center/notifications?q=${encodeURIComponent("견본주택")}`);
    expect(byBody.body.items?.map((n) => n.title)).toEqual(["일반 공지 둘"]);
    // % is a character, not a wildcard.
    const literal = await call(null, "GET", `/api/v1/center/notifications?q=${encodeURIComponent("100%")}`);
    expect(literal.body.items?.map((n) => n.title)).toEqual(["고정 공지"]);
    // The body's markup is not searched, only its text.
    const markup = await call(null, "GET", "/api/v1/center/notifications?q=strong");
    expect(markup.body.total).toBe(0);

    const badPage = await call(null, "GET", "/api/v1/center/notifications?page=0");
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toEqual({ page: "페이지 번호를 확인해주세요" });
  });

  it("opens a published notice with its neighbours; an unpublished one is not found", async () => {
    const list = await call(null, "GET", "/api/v1/center/notifications?q=%EC%9D%BC%EB%B0%98");
    const [newer, older] = list.body.items ?? [];
    const pinned = (await db.select().from(notices).where(eq(notices.title, "고정 공지")).get())?.id;
    // Neighbours follow publication, pinned or not: 하나, then 고정 공지, then 둘.
    const detail = await call(null, "GET", `/api/v1/center/notifications/${pinned}`);
    expect(detail.status).toBe(200);
    expect(detail.body.notification?.previous).toEqual({ id: older?.id, title: "일반 공지 하나" });
    expect(detail.body.notification?.next).toEqual({ id: newer?.id, title: "일반 공지 둘" });
    const hidden = (await db.select().from(notices).where(eq(notices.published, false)).get())?.id;
    const missing = await call(null, "GET", `/api/v1/center/notifications/${hidden}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("공지사항을 찾을 수 없습니다");
  });

  it("lists every notice for the console, searched and filtered by status", async () => {
    const titles = async (query: string) =>
      (await call(token, "GET", `${BASE}?${query}`)).body.items?.map((n) => n.title).sort();
    expect(await titles("status=hidden")).toEqual(["XSS 시험"]);
    expect(await titles(`status=published&q=${encodeURIComponent("공지")}`)).toEqual([
      "고정 공지",
      "일반 공지 둘",
      "일반 공지 하나",
    ]);
    // Unlike visitors, managers find hidden notices too.
    expect(await titles("q=XSS")).toEqual(["XSS 시험"]);
    expect((await call(null, "GET", "/api/v1/center/notifications?q=XSS")).body.total).toBe(0);
    const bad = await call(token, "GET", `${BASE}?status=secret`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ status: "게시 상태를 다시 선택해주세요" });
  });

  it("pins and publishes with PATCH, audited", async () => {
    const hidden = (await db.select().from(notices).where(eq(notices.published, false)).get())?.id ?? "";
    const res = await call(token, "PATCH", `${BASE}/${hidden}`, { published: true, pinned: true });
    expect(res.status).toBe(200);
    expect(res.body.notification).toMatchObject({ published: true, pinned: true });
    expect((await call(null, "GET", `/api/v1/center/notifications/${hidden}`)).status).toBe(200);
    expect((await call(token, "PATCH", `${BASE}/${hidden}`, {})).status).toBe(400);
  });

  it("attaches a Korean-named file and serves it under that name (RFC 6266 filename*)", async () => {
    const created = await call(token, "POST", BASE, { title: "첨부 공지", body: "<p>첨부 확인</p>" });
    const id = created.body.notification?.id ?? "";
    const name = "입주자 모집 공고문(2차).pdf";
    const res = await upload(token, id, filesForm(fileOf(PDF_BYTES, name, "application/pdf")));
    expect(res.status).toBe(201);
    const notice = ((await res.json()) as Body).notification;
    expect(notice?.attachments.map((a) => [a.name, a.size])).toEqual([[name, PDF_BYTES.byteLength]]);

    const detail = await call(null, "GET", `/api/v1/center/notifications/${id}`);
    const url = detail.body.notification?.attachments[0]?.url ?? "";
    const file = await api.request(url, {}, env);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="___ __ ___(2_).pdf"; filename*=UTF-8''${encodeURIComponent(name).replace("(", "%28").replace(")", "%29")}`,
    );
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF_BYTES);

    // Once unpublished, the file is not served to visitors, but managers still get it.
    await call(token, "PATCH", `${BASE}/${id}`, { published: false });
    expect((await api.request(url, {}, env)).status).toBe(404);
    const consoleUrl = notice?.attachments[0]?.url ?? "";
    expect((await api.request(consoleUrl, { headers: bearer(token) }, env)).status).toBe(200);
  });

  it("refuses disguised, empty, unknown and too many files, storing nothing", async () => {
    const created = await call(token, "POST", BASE, { title: "거절 공지", body: "<p>파일 확인</p>" });
    const id = created.body.notification?.id ?? "";
    const refused = async (form: FormData) => {
      const res = await upload(token, id, form);
      return { status: res.status, body: (await res.json()) as Body };
    };
    const disguised = await refused(filesForm(fileOf(EXE_BYTES, "공고문.pdf", "application/pdf")));
    expect(disguised.status).toBe(415);
    expect(disguised.body.errors).toEqual({ "files.0": "파일 내용이 확장자와 맞지 않습니다. 원본 파일을 올려주세요" });
    expect((await refused(filesForm(fileOf(EXE_BYTES, "setup.exe")))).status).toBe(415);
    expect((await refused(filesForm(fileOf(new Uint8Array(), "빈.pdf")))).status).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => fileOf(PDF_BYTES, `파일${i}.pdf`));
    const tooMany = await refused(filesForm(...six));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ files: "첨부파일은 5개까지 올릴 수 있습니다" });
    const none = await refused(new FormData());
    expect(none.status).toBe(400);
    expect(await db.select().from(noticeAttachments).where(eq(noticeAttachments.noticeId, id))).toEqual([]);
    expect((await env.FILES.list({ prefix: `notices/${id}/` })).objects).toEqual([]);
  });

  it("refuses a file over 10 MB with 413", async () => {
    const created = await call(token, "POST", BASE, { title: "큰 파일", body: "<p>큰 파일</p>" });
    const id = created.body.notification?.id ?? "";
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    const res = await upload(token, id, filesForm(fileOf(big, "큰 공고문.pdf")));
    expect(res.status).toBe(413);
    expect(((await res.json()) as Body).errors).toEqual({ "files.0": "파일은 하나에 10MB까지 올릴 수 있습니다" });
  });

  it("removes a file and deletes a notice with its files in R2", async () => {
    const created = await call(token, "POST", BASE, { title: "삭제 공지", body: "<p>삭제</p>" });
    const id = created.body.notification?.id ?? "";
    await upload(token, id, filesForm(fileOf(PDF_BYTES, "가.pdf"), fileOf(PDF_BYTES, "나.pdf")));
    const [first] = (await call(token, "GET", `${BASE}/${id}`)).body.notification?.attachments ?? [];
    const removed = await call(token, "DELETE", `${BASE}/${id}/attachments/${first?.id}`);
    expect(removed.body.notification?.attachments.map((a) => a.name)).toEqual(["나.pdf"]);
    expect((await env.FILES.list({ prefix: `notices/${id}/` })).objects).toHaveLength(1);
    expect((await call(token, "DELETE", `${BASE}/${id}/attachments/no-such-file`)).status).toBe(404);

    expect((await call(token, "DELETE", `${BASE}/${id}`)).status).toBe(204);
    expect((await call(token, "GET", `${BASE}/${id}`)).status).toBe(404);
    expect((await env.FILES.list({ prefix: `notices/${id}/` })).objects).toEqual([]);
  });

  it("needs the notifications scope", async () => {
    await createManager(env, { username: "faqonly", scope: ["console", "centerFaqs"] });
    const other = await accessTokenFor(env, "faqonly");
    expect((await call(other, "GET", BASE)).status).toBe(403);
    expect((await call(null, "GET", BASE)).status).toBe(401);
  });
});
