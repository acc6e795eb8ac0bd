import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog, questions } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const BASE = "/api/console/center/questions";
type Item = { id: string; title: string; authorName: string; answered: boolean; answer: string | null };
type List = { items: Item[]; total: number };

let token: string;

beforeAll(async () => {
  await seedTestDb();
  await createManager(env, { username: "answerer", scope: ["console", "centerNotifications"] });
  token = await accessTokenFor(env, "answerer");
});

describe("/api/console/center/questions", () => {
  it("lists every question with the asker's name as written, filters by label and searches names too", async () => {
    const all = await callApi<List>(token, "GET", BASE);
    expect(all.status).toBe(200);
    // The seed's six sample questions, three of them answered.
    expect(all.body.total).toBe(6);
    // Private questions are whole here.
    expect(all.body.items.map((q) => q.title)).toContain("주차 가능 여부");
    const waiting = await callApi<List>(token, "GET", `${BASE}?status=unanswered`);
    expect(waiting.body.items.every((q) => !q.answered)).toBe(true);
    expect(waiting.body.total).toBe(3);
    const byName = await callApi<List>(
      token,
      "GET",
      `${BASE}?q=${encodeURIComponent(all.body.items[0]?.authorName ?? "")}`,
    );
    expect(byName.body.items.map((q) => q.id)).toContain(all.body.items[0]?.id);
    expect((await callApi(token, "GET", `${BASE}?status=later`)).status).toBe(400);
  });

  it("opens a question and records who looked (personal.view)", async () => {
    const res = await callApi<{ question: Item }>(token, "GET", `${BASE}/seed-question-4`);
    expect(res.body.question).toMatchObject({ id: "seed-question-4", answered: false, answer: null });
    expect(res.body.question).not.toHaveProperty("passwordHash");
    const rows = await db.select().from(auditLog).where(eq(auditLog.targetId, "seed-question-4"));
    expect(rows.map((r) => [r.actor, r.action, r.targetType])).toContainEqual([
      "answerer",
      "personal.view",
      "question",
    ]);
    expect((await callApi(token, "GET", `${BASE}/no-such-question`)).status).toBe(404);
  });

  it("answers: the label becomes 답변완료 on the public list; withdrawing turns it back", async () => {
    const answer = "네, 소형견은 관리규약에 따라 함께 입주할 수 있습니다.\n입주 전 신고해주세요.";
    const res = await callApi<{ question: Item & { answeredBy: string } }>(
      token,
      "PUT",
      `${BASE}/seed-question-3/answer`,
      { answer },
    );
    expect(res.status).toBe(200);
    expect(res.body.question).toMatchObject({ answered: true, answer, answeredBy: "answerer" });
    const publicList = await callApi<List>(null, "GET", "/api/v1/center/questions?status=answered");
    expect(publicList.body.items.map((q) => q.id)).toContain("seed-question-3");
    const publicOne = await callApi<{ question: Item }>(null, "GET", "/api/v1/center/questions/seed-question-3");
    expect(publicOne.body.question.answer).toBe(answer);

    const back = await callApi<{ question: Item }>(token, "DELETE", `${BASE}/seed-question-3/answer`);
    expect(back.body.question).toMatchObject({ answered: false, answer: null });
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, "seed-question-3"));
    expect(audits.map((a) => [a.action, a.detail])).toEqual([
      ["record.update", { answered: true }],
      ["record.update", { answered: false }],
    ]);
  });

  it("refuses an empty answer and changes nothing", async () => {
    const res = await callApi(token, "PUT", `${BASE}/seed-question-4/answer`, { answer: "   " });
    expect(res).toEqual({
      status: 400,
      body: { message: "입력값을 확인해주세요", errors: { answer: "답변을 1~5,000자로 입력해주세요" } },
    });
    const row = await db.select().from(questions).where(eq(questions.id, "seed-question-4")).get();
    expect(row?.answered).toBe(false);
    expect((await callApi(token, "PUT", `${BASE}/no-such-question/answer`, { answer: "x" })).status).toBe(404);
  });

  it("deletes a question, audited", async () => {
    expect((await callApi(token, "DELETE", `${BASE}/seed-question-1`)).status).toBe(204);
    expect((await callApi(token, "GET", `${BASE}/seed-question-1`)).status).toBe(404);
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, "seed-question-1"));
    expect(audits.map((a) => a.action)).toContain("record.delete");
    expect((await callApi(token, "DELETE", `${BASE}/seed-question-1`)).status).toBe(404);
  });
});
