import { env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { questions, rateLimits } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { accessTokenFor, createManager, TEST_ORIGIN } from "../../support/console";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const BASE = "/api/v1/center/questions";
const WRONG = { message: "비밀번호가 일치하지 않습니다", errors: { password: "비밀번호가 일치하지 않습니다" } };
const CHECK_FIRST = { message: "비밀번호를 먼저 확인해주세요" };

type Json = Record<string, unknown>;
type Question = { id: string; title: string | null; body?: string; authorName: string; answered: boolean };

let ipCounter = 0;
/** Each call from its own client address unless one is given, so per-client limits stay out of the way. */
async function send(
  method: string,
  path: string,
  body?: unknown,
  opts: { ip?: string; grant?: string; at?: Date; origin?: string | null } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "cf-connecting-ip": opts.ip ?? `198.51.100.${(ipCounter++ % 250) + 1}`,
  };
  if (opts.origin !== null) headers.origin = opts.origin ?? TEST_ORIGIN;
  if (opts.grant) headers["x-question-grant"] = opts.grant;
  if (opts.at) headers["x-test-now"] = opts.at.toISOString();
  const res = await api.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    env,
  );
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Json };
}

const asking = {
  authorName: "홍길동",
  password: "qna-pass1",
  title: "주차 문의",
  body: "주차할 수 있나요?",
  secret: true,
};

async function ask(input: Partial<typeof asking> = {}) {
  const res = await send("POST", BASE, { ...asking, ...input });
  expect(res.status).toBe(201);
  return res.body as { question: Question; grant: string };
}

beforeAll(async () => {
  await seedTestDb();
});
beforeEach(async () => {
  await db.delete(rateLimits);
});

describe("asking and reading questions", () => {
  it("asks a private question: stored hashed, listed without its title, the name masked", async () => {
    const { question, grant } = await ask({ title: "비밀 문의 제목", body: "비공개 본문" });
    expect(question).toMatchObject({ title: "비밀 문의 제목", authorName: "홍*동", secret: true, answered: false });
    expect(grant).toMatch(/^ey/);
    const row = await db.select().from(questions).all();
    const stored = row.find((r) => r.id === question.id);
    expect(stored?.passwordHash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored?.authorName).toBe("홍길동");

    const list = await send("GET", BASE);
    expect(list.status).toBe(200);
    const item = (list.body.items as Question[]).find((q) => q.id === question.id);
    expect(item).toMatchObject({ title: null, authorName: "홍*동", answered: false, secret: true });
    expect(JSON.stringify(list.body)).not.toContain("비밀 문의 제목");
    expect(JSON.stringify(list.body)).not.toContain("비공개 본문");
  });

  it("reads a private question only with its own live grant", async () => {
    const { question, grant } = await ask({ title: "잠긴 질문" });
    const other = await ask({ title: "다른 질문" });

    const locked = await send("GET", `${BASE}/${question.id}`);
    expect(locked.body.question).toEqual({
      id: question.id,
      secret: true,
      answered: false,
      createdAt: expect.any(String),
      locked: true,
    });
    const opened = await send("GET", `${BASE}/${question.id}`, undefined, { grant });
    expect(opened.body.question).toMatchObject({ title: "잠긴 질문", body: asking.body });
    // Another question's grant, an expired one, or a console token opens nothing.
    const wrongGrant = await send("GET", `${BASE}/${question.id}`, undefined, { grant: other.grant });
    expect(wrongGrant.body.question).toMatchObject({ locked: true });
    const later = new Date(Date.now() + 11 * 60_000);
    const expired = await send("GET", `${BASE}/${question.id}`, undefined, { grant, at: later });
    expect(expired.body.question).toMatchObject({ locked: true });
    await createManager(env, { username: "qnagrant", scope: ["console", "centerNotifications"] });
    const consoleToken = await accessTokenFor(env, "qnagrant");
    const asConsole = await send("GET", `${BASE}/${question.id}`, undefined, { grant: consoleToken });
    expect(asConsole.body.question).toMatchObject({ locked: true });
  });

  it("shows a public question whole to anyone; an unknown one is 404", async () => {
    const { question } = await ask({ title: "공개 질문", secret: false });
    const res = await send("GET", `${BASE}/${question.id}`);
    expect(res.body.question).toMatchObject({ title: "공개 질문", body: asking.body, answer: null });
    expect(res.body.question).not.toHaveProperty("locked");
    expect((await send("GET", `${BASE}/no-such-question`)).status).toBe(404);
    expect((await send("GET", `${BASE}/bad%20id`)).status).toBe(400);
  });

  it("searches public questions' titles and words only, filters by label, and pages", async () => {
    await ask({ title: "검색용 공개 질문 100%_확인", secret: false });
    await ask({ title: "검색용 비공개 질문", secret: true });
    const found = await send("GET", `${BASE}?q=${encodeURIComponent("검색용")}`);
    expect((found.body.items as Question[]).map((q) => q.title)).toEqual(["검색용 공개 질문 100%_확인"]);
    // % and _ are matched as themselves.
    const literal = await send("GET", `${BASE}?q=${encodeURIComponent("0%_")}`);
    expect((literal.body.items as Question[]).length).toBe(1);
    const wildcard = await send("GET", `${BASE}?q=${encodeURIComponent("%")}`);
    expect((wildcard.body.items as Question[]).map((q) => q.title)).toEqual(["검색용 공개 질문 100%_확인"]);

    const answered = await send("GET", `${BASE}?status=answered&size=50`);
    expect((answered.body.items as Question[]).every((q) => q.answered)).toBe(true);
    // The seed's three answered sample questions.
    expect((answered.body.items as Question[]).length).toBe(3);
    const page = await send("GET", `${BASE}?size=2&page=2`);
    expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
    expect((page.body.items as Question[]).length).toBe(2);
    expect((await send("GET", `${BASE}?status=maybe`)).status).toBe(400);
    expect((await send("GET", `${BASE}?size=500`)).status).toBe(400);
  });

  it("refuses bad input with the one error shape and writes nothing", async () => {
    const before = (await db.select().from(questions)).length;
    const res = await send("POST", BASE, { authorName: "", password: "1", title: "", body: "", secret: "yes" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: "입력값을 확인해주세요",
      errors: {
        authorName: "이름을 1~20자로 입력해주세요",
        password: "비밀번호를 4~20자로 입력해주세요",
        title: "제목을 1~100자로 입력해주세요",
        body: "내용을 1~5,000자로 입력해주세요",
        secret: "공개 여부를 선택해주세요",
      },
    });
    const foreign = await send("POST", BASE, asking, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await db.select().from(questions)).length).toBe(before);
  });

  it("keeps the language the question was asked in", async () => {
    const res = await api.request(
      BASE,
      {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-language": "en" },
        body: JSON.stringify({ ...asking, title: "Parking?", secret: false }),
      },
      env,
    );
    const { question } = (await res.json()) as { question: { lang: string } };
    expect(question.lang).toBe("en");
  });
});

describe("the password check, changing and deleting", () => {
  it("answers a wrong password and an unknown question alike, and a right one with a grant", async () => {
    const { question } = await ask();
    const wrong = await send("POST", `${BASE}/${question.id}/check`, { password: "not-it" });
    const unknown = await send("POST", `${BASE}/no-such-question/check`, { password: "not-it" });
    expect(wrong).toEqual({ status: 403, body: WRONG });
    expect(unknown).toEqual({ status: 403, body: WRONG });
    const right = await send("POST", `${BASE}/${question.id}/check`, { password: asking.password });
    expect(right.status).toBe(200);
    expect(right.body.question).toMatchObject({ title: asking.title, body: asking.body });
    const opened = await send("GET", `${BASE}/${question.id}`, undefined, { grant: String(right.body.grant) });
    expect(opened.body.question).toMatchObject({ title: asking.title });
  });

  it("changes a question only with a grant and only while unanswered", async () => {
    const { question, grant } = await ask();
    const change = { title: "바뀐 제목", body: "바뀐 본문", secret: false };
    expect(await send("PUT", `${BASE}/${question.id}`, change)).toEqual({ status: 403, body: CHECK_FIRST });
    const bad = await send("PUT", `${BASE}/${question.id}`, { ...change, title: "" }, { grant });
    expect(bad.status).toBe(400);
    const ok = await send("PUT", `${BASE}/${question.id}`, change, { grant });
    expect(ok.status).toBe(200);
    expect(ok.body.question).toMatchObject(change);

    await db.update(questions).set({ answer: "답변", answered: true });
    const answered = await send("PUT", `${BASE}/${question.id}`, change, { grant });
    expect(answered).toEqual({ status: 409, body: { message: "답변이 등록된 문의는 수정할 수 없습니다" } });
    await db.update(questions).set({ answer: null, answered: false });
  });

  it("deletes a question only with its grant", async () => {
    const { question, grant } = await ask();
    const other = await ask();
    expect(await send("DELETE", `${BASE}/${question.id}`, undefined, { grant: other.grant })).toEqual({
      status: 403,
      body: CHECK_FIRST,
    });
    expect((await send("DELETE", `${BASE}/${question.id}`, undefined, { grant })).status).toBe(204);
    expect((await send("GET", `${BASE}/${question.id}`)).status).toBe(404);
  });
});

// Every check and every question costs a 100,000-round hash: these take a while on a busy machine.
describe("brute force on a question's password", { timeout: 60_000 }, () => {
  it("lets 10 checks of one question through in 15 minutes, counted before comparing, even in parallel", async () => {
    const { question } = await ask();
    const guesses = Array.from({ length: 25 }, (_, i) =>
      send("POST", `${BASE}/${question.id}/check`, { password: `guess-${i}` }),
    );
    const answers = await Promise.all(guesses);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 403).length).toBe(10);
    expect(statuses.filter((s) => s === 429).length).toBe(15);
    const limited = answers.find((a) => a.status === 429);
    expect(limited?.body).toEqual({
      message: "이 문의의 비밀번호 확인을 너무 많이 시도했습니다. 15분 후 다시 시도해주세요.",
      errors: { password: "이 문의의 비밀번호 확인을 너무 많이 시도했습니다. 15분 후 다시 시도해주세요." },
    });
    // Now even the right password is not compared; after the window it is.
    expect((await send("POST", `${BASE}/${question.id}/check`, { password: asking.password })).status).toBe(429);
    const later = new Date(Date.now() + 16 * 60_000);
    const after = await send("POST", `${BASE}/${question.id}/check`, { password: asking.password }, { at: later });
    expect(after.status).toBe(200);
  });

  it("lets one client make 30 checks in 15 minutes, across questions, even in parallel", async () => {
    const ids = await Promise.all(Array.from({ length: 4 }, async () => (await ask()).question.id));
    const ip = "203.0.113.77";
    const guesses = Array.from({ length: 36 }, (_, i) =>
      send("POST", `${BASE}/${ids[i % ids.length]}/check`, { password: "wrong" }, { ip }),
    );
    const statuses = (await Promise.all(guesses)).map((a) => a.status);
    expect(statuses.filter((s) => s === 403).length).toBe(30);
    expect(statuses.filter((s) => s === 429).length).toBe(6);
    // Another client is not held back.
    expect((await send("POST", `${BASE}/${ids[0]}/check`, { password: asking.password })).status).toBe(200);
  });

  it("takes 5 questions per client in 10 minutes", async () => {
    const ip = "203.0.113.88";
    for (let i = 0; i < 5; i++) expect((await send("POST", BASE, asking, { ip })).status).toBe(201);
    const sixth = await send("POST", BASE, asking, { ip });
    expect(sixth).toEqual({
      status: 429,
      body: { message: "문의를 너무 자주 작성했습니다. 10분 후 다시 시도해주세요." },
    });
  });
});
