import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { questionPageAction } from "../../../app/controllers/question-page.server";
import type { QuestionFormResult } from "../../../app/features/questions/question-views";
import { createDb } from "../../../db/client";
import { questions, rateLimits } from "../../../db/schema";
import { contextFor, seedTestDb } from "../../support/integration";

const db = createDb(env.DB);

type Result = QuestionFormResult;

/** Posts a Q&A page form, as the browser would (with the grant cookie when given). */
async function post(fields: Record<string, string>, id: string | null, cookie?: string) {
  const request = new Request(`http://localhost/center/inquiry${id ? `/${id}` : "/write"}`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
  });
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const answer = await questionPageAction(contextFor(request), request, id, form);
  if (answer instanceof Response) {
    const setCookie = answer.headers.get("set-cookie") ?? "";
    return { redirect: answer.headers.get("location"), cookie: setCookie.split(";")[0] ?? "", setCookie };
  }
  return { status: answer.init?.status, result: answer.data as Result };
}

const ask = {
  intent: "ask",
  authorName: "김하늘",
  password: "pw-1234",
  title: "입주 시기",
  body: "언제?",
  secret: "private",
};

describe("the Q&A pages' form action", () => {
  beforeAll(async () => {
    await seedTestDb();
  });

  it("asks, then sends the asker to their question with the grant cookie (__Secure-, HttpOnly, Lax, the Q&A pages only)", async () => {
    const asked = await post(ask, null);
    expect(asked.redirect).toMatch(/^\/center\/inquiry\/[0-9a-f]{32}\?done=asked$/);
    expect(asked.setCookie).toMatch(
      /^__Secure-qna_grant=ey[^;]+; HttpOnly; Secure; SameSite=Lax; Path=\/center\/inquiry; Max-Age=600$/,
    );
    const id = asked.redirect?.split("/")[3]?.split("?")[0] ?? "";
    const row = await db.select().from(questions).where(eq(questions.id, id)).get();
    expect(row).toMatchObject({ title: "입주 시기", secret: true, lang: "ko" });
  });

  it("answers a bad form with its errors and the values, never the password", async () => {
    const refused = await post({ ...ask, title: "", secret: "maybe" }, null);
    expect(refused.status).toBe(400);
    expect(refused.result?.errors).toEqual({
      title: "제목을 1~100자로 입력해주세요",
      secret: "공개 여부를 선택해주세요",
    });
    expect(refused.result?.values).toMatchObject({ authorName: "김하늘", body: "언제?" });
    expect(refused.result?.values).not.toHaveProperty("password");
  });

  it("checks the password next to its field, then edits and deletes with the cookie only", async () => {
    const asked = await post(ask, null);
    const id = asked.redirect?.split("/")[3]?.split("?")[0] ?? "";
    const wrong = await post({ intent: "check", password: "nope-nope" }, id);
    expect(wrong).toMatchObject({
      status: 403,
      result: { ok: false, intent: "check", errors: { password: "비밀번호가 일치하지 않습니다" } },
    });

    const edit = { intent: "edit", title: "바뀐 제목", body: "바뀐 내용", secret: "public" };
    const noGrant = await post(edit, id);
    expect(noGrant).toMatchObject({ status: 403, result: { errors: { _: "비밀번호를 먼저 확인해주세요" } } });

    const checked = await post({ intent: "check", password: ask.password }, id);
    expect(checked.redirect).toBe(`/center/inquiry/${id}?done=checked`);
    const edited = await post(edit, id, checked.cookie);
    expect(edited.redirect).toBe(`/center/inquiry/${id}?done=updated`);
    expect(await db.select().from(questions).where(eq(questions.id, id)).get()).toMatchObject({
      title: "바뀐 제목",
      secret: false,
    });
    // A grant for this question opens no other.
    const other = await post({ intent: "delete" }, "seed-question-3", checked.cookie);
    expect(other).toMatchObject({ status: 403 });
    const deleted = await post({ intent: "delete" }, id, checked.cookie);
    expect(deleted.redirect).toBe("/center/inquiry?done=deleted");
    expect(deleted.setCookie).toMatch(
      /^__Secure-qna_grant=; HttpOnly; Secure; SameSite=Lax; Path=\/center\/inquiry; Max-Age=0$/,
    );
    expect(await db.select().from(questions).where(eq(questions.id, id)).get()).toBeUndefined();
  });

  it("says when the password check is limited", async () => {
    await db.delete(rateLimits);
    for (let i = 0; i < 10; i++) await post({ intent: "check", password: `guess-${i}` }, "seed-question-2");
    const limited = await post({ intent: "check", password: "qna1234!" }, "seed-question-2");
    expect(limited).toMatchObject({
      status: 429,
      result: { errors: { password: "이 문의의 비밀번호 확인을 너무 많이 시도했습니다. 15분 후 다시 시도해주세요." } },
    });
  });
});
