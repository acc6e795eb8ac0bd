import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, faqs } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";

const db = createDb(env.DB);
type Category = { id: string; name: string; faqCount: number };
type Faq = { id: string; question: string; answer: string; categoryName: string; pinned: boolean; published?: boolean };
type Body = {
  message?: string;
  errors?: Record<string, string>;
  category?: Category;
  categories?: Category[];
  faq?: Faq;
  items?: Faq[];
  total?: number;
};
const call = callApi<Body>;
const BASE = "/api/console/center/faqs";

describe("FAQ: console API and public API", () => {
  let token: string;
  let apply: string;
  let documents: string;
  beforeAll(async () => {
    await createManager(env, { username: "faqer", scope: ["console", "centerFaqs"] });
    token = await accessTokenFor(env, "faqer");
    apply =
      (await call(token, "POST", `${BASE}/categories`, { name: "청약신청", sortOrder: 1 })).body.category?.id ?? "";
    documents =
      (await call(token, "POST", `${BASE}/categories`, { name: "서류제출", sortOrder: 2 })).body.category?.id ?? "";
  });

  it("refuses a category name that exists", async () => {
    const taken = await call(token, "POST", `${BASE}/categories`, { name: "청약신청" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ name: "이미 있는 분류 이름입니다" });
  });

  it("creates questions with sanitised answers and lists them pinned first, by category and order", async () => {
    const make = (categoryId: string, question: string, answer: string, extra = {}) =>
      call(token, "POST", BASE, { categoryId, question, answer, ...extra });
    const xss = await make(
      apply,
      "<b>몇 번</b> 신청할 수 있나요?",
      '<p onmouseover="alert(1)">한 번<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>',
      { sortOrder: 2 },
    );
    expect(xss.status).toBe(201);
    expect(xss.body.faq?.answer).toBe('<p>한 번</p><a rel="noopener noreferrer nofollow">x</a>');
    await make(apply, "수정할 수 있나요?", "<p>마감 전까지 수정할 수 있습니다.</p>", { sortOrder: 1 });
    await make(documents, "어떤 서류를 내나요?", "<p>주민등록표등본을 냅니다.</p>", { pinned: true });
    await make(documents, "숨긴 질문", "<p>비공개</p>", { published: false });

    const list = await call(null, "GET", "/api/v1/center/faqs");
    expect(list.status).toBe(200);
    expect(list.body.items?.map((f) => f.question)).toEqual([
      "어떤 서류를 내나요?",
      "수정할 수 있나요?",
      "<b>몇 번</b> 신청할 수 있나요?",
    ]);
    expect(list.body.categories?.map((c) => [c.name, c.faqCount])).toEqual([
      ["청약신청", 2],
      ["서류제출", 1],
    ]);
    expect(list.body.items?.[0]).not.toHaveProperty("published");
  });

  it("filters by category and searches question and answer text", async () => {
    const ofApply = await call(null, "GET", `/api/v1/center/faqs?category=${apply}`);
    expect(ofApply.body.items?.map((f) => f.categoryName)).toEqual(["청약신청", "청약신청"]);
    const byAnswer = await call(null, "GET", `/api/v1/center/faqs?q=${encodeURIComponent("등본")}`);
    expect(byAnswer.body.items?.map((f) => f.question)).toEqual(["어떤 서류를 내나요?"]);
    const hidden = await call(null, "GET", `/api/v1/center/faqs?q=${encodeURIComponent("비공개")}`);
    expect(hidden.body.total).toBe(0);
    const bad = await call(null, "GET", "/api/v1/center/faqs?category=%3Cx%3E");
    expect(bad.status).toBe(400);
  });

  it("edits, publishes and deletes a question, audited; a category with questions stays", async () => {
    const hidden = await db.select().from(faqs).where(eq(faqs.question, "숨긴 질문")).get();
    const id = hidden?.id ?? "";
    const edited = await call(token, "PUT", `${BASE}/${id}`, {
      categoryId: apply,
      question: "공개한 질문",
      answer: "<p>이제 보입니다</p>",
      published: true,
    });
    expect(edited.body.faq).toMatchObject({ question: "공개한 질문", categoryName: "청약신청", published: true });
    expect((await call(token, "PATCH", `${BASE}/${id}`, { pinned: true })).body.faq?.pinned).toBe(true);
    const busy = await call(token, "DELETE", `${BASE}/categories/${apply}`);
    expect(busy.status).toBe(409);
    expect((await call(token, "DELETE", `${BASE}/${id}`)).status).toBe(204);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits.map((a) => a.action)).toEqual(["record.create", "record.update", "record.update", "record.delete"]);
    const unknownCategory = await call(token, "POST", BASE, { categoryId: "nope", question: "q", answer: "<p>a</p>" });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.errors).toEqual({ categoryId: "분류를 찾을 수 없습니다" });
  });

  it("renames and deletes an empty category", async () => {
    const empty = (await call(token, "POST", `${BASE}/categories`, { name: "기타" })).body.category?.id;
    const renamed = await call(token, "PUT", `${BASE}/categories/${empty}`, { name: "계약·입주", sortOrder: 3 });
    expect(renamed.body.category?.name).toBe("계약·입주");
    expect((await call(token, "DELETE", `${BASE}/categories/${empty}`)).status).toBe(204);
    expect((await call(token, "GET", `${BASE}/categories`)).body.categories?.map((c) => c.name)).toEqual([
      "청약신청",
      "서류제출",
    ]);
  });
});
