import { and, count, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SelectedFields, SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "../../../db/client";
import { questions } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { Language } from "../../lib/i18n/languages";
import { type Page, paginate, type Query } from "../../lib/pagination";
import { hashPassword, verifyPassword } from "../auth/password.server";
import { BOARD_PASSWORD_ITERATIONS } from "../boards/posts.server";
import { consume, RATE_LIMITS } from "../rate-limit/rate-limit.server";
import type { AskQuestionInput, EditQuestionInput, QuestionListQuery } from "./question-schema";

/*
 * Q&A for visitors (docs/product.md §14.4): anyone asks with a name and a password (stored
 * hashed, the board's PBKDF2 work); private questions open only after the password check,
 * which also allows changing or deleting one. Managers answer in the console
 * (./questions-console.server.ts).
 */

/** A question in a public list: a private one shows neither its title nor its words. */
export type QuestionSummary = {
  id: string;
  secret: boolean;
  title: string | null;
  authorName: string;
  answered: boolean;
  createdAt: Date;
  lang: Language;
};

/** A question opened: everything but the password, with the name masked. */
export type QuestionDetail = QuestionSummary & {
  title: string;
  body: string;
  answer: string | null;
  answeredAt: Date | null;
  updatedAt: Date;
};

/** A private question before the password check: only that it exists and its label. */
export type LockedQuestion = Pick<QuestionSummary, "id" | "secret" | "answered" | "createdAt"> & { locked: true };

type Row = typeof questions.$inferSelect;

/** "홍길동" → "홍*동", "김철" → "김*": the list and the page show who asked without their full name. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return "*";
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars.at(-1)}`;
}

const summaryColumns = {
  id: questions.id,
  secret: questions.secret,
  title: questions.title,
  authorName: questions.authorName,
  answered: questions.answered,
  createdAt: questions.createdAt,
  lang: questions.lang,
};

/** `column LIKE %text%` on user text: "%", "_" and the backslash in it match literally. */
export function contains(column: SQLiteColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} like ${pattern} escape '\\'`;
}

function statusFilter(status: QuestionListQuery["status"]): SQL | undefined {
  if (status === "answered") return eq(questions.answered, true);
  if (status === "unanswered") return eq(questions.answered, false);
  return undefined;
}

/**
 * A page of the questions `where` picks, newest first, as `columns` (the public list's, the
 * console's).
 */
export function questionPage<S extends SelectedFields>(
  db: Db,
  query: Pick<QuestionListQuery, "page" | "size">,
  where: SQL | undefined,
  columns: S,
): Promise<Page<SelectResultFields<S>>> {
  return paginate(
    db,
    { page: query.page, pageSize: query.size },
    ({ limit, offset }) =>
      db
        .select(columns as SelectedFields)
        .from(questions)
        .where(where)
        .orderBy(desc(questions.createdAt), desc(questions.id))
        .limit(limit)
        .offset(offset) as unknown as Query<SelectResultFields<S>[]>,
    db.select({ n: count() }).from(questions).where(where),
  );
}

/**
 * Newest first. A search looks at public questions' titles and words only, so it can never
 * tell anything about a private question's.
 */
export function listQuestions(db: Db, query: QuestionListQuery): Promise<Page<QuestionSummary>> {
  const q = query.q;
  const where = and(
    statusFilter(query.status),
    q ? and(eq(questions.secret, false), or(contains(questions.title, q), contains(questions.body, q))) : undefined,
  );
  return questionPage(db, query, where, summaryColumns).then((page) => ({
    ...page,
    items: page.items.map((row) => ({
      ...row,
      title: row.secret ? null : row.title,
      authorName: maskName(row.authorName),
    })),
  }));
}

function detailOf(row: Row): QuestionDetail {
  return {
    id: row.id,
    secret: row.secret,
    title: row.title,
    body: row.body,
    authorName: maskName(row.authorName),
    answered: row.answered,
    answer: row.answer,
    answeredAt: row.answeredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lang: row.lang,
  };
}

async function rowOf(db: Db, id: string): Promise<Row | undefined> {
  return db.select().from(questions).where(eq(questions.id, id)).get();
}

/** A question as a visitor sees it: whole when public or `granted`, else locked. 404 when there is none. */
export async function getQuestion(db: Db, id: string, granted: boolean): Promise<QuestionDetail | LockedQuestion> {
  const row = await rowOf(db, id);
  if (!row) throw new DomainError(404, "question.notFound");
  if (row.secret && !granted) {
    return { id: row.id, secret: true, answered: row.answered, createdAt: row.createdAt, locked: true };
  }
  return detailOf(row);
}

/**
 * A new question from the client at `ip` (within the write limit), asked on a page in `lang`;
 * `personKey` when a logged-in member asks, so it shows on their my page.
 */
export async function askQuestion(
  db: Db,
  input: AskQuestionInput,
  by: { now: Date; ip: string; lang: Language; personKey?: string | null },
): Promise<QuestionDetail> {
  await consume(db, [[RATE_LIMITS.questionWrite, by.ip]], by.now);
  const [row] = await db
    .insert(questions)
    .values({
      title: input.title,
      body: input.body,
      authorName: input.authorName,
      passwordHash: await hashPassword(input.password, BOARD_PASSWORD_ITERATIONS),
      secret: input.secret,
      lang: by.lang,
      personKey: by.personKey ?? null,
      createdAt: by.now,
      updatedAt: by.now,
    })
    .returning();
  if (!row) throw new Error("question insert returned no row");
  return detailOf(row);
}

/** Compared against when the question does not exist, so that case costs the same time. */
let dummyHash: Promise<string> | null = null;

/**
 * The password check (POST …/check, and the page's form). The attempt is counted first, for
 * the question and for the client, in one atomic upsert each: past either limit it is
 * refused (429) without comparing anything. A wrong password and an unknown question get the
 * same 403 "비밀번호가 일치하지 않습니다", after the same work.
 */
export async function checkQuestionPassword(
  db: Db,
  id: string,
  password: string,
  by: { now: Date; ip: string },
): Promise<QuestionDetail> {
  await consume(
    db,
    [
      [RATE_LIMITS.questionPassword, `question:${id}`],
      [RATE_LIMITS.questionPasswordClient, by.ip],
    ],
    by.now,
  );
  const row = await rowOf(db, id);
  dummyHash ??= hashPassword("no such question", BOARD_PASSWORD_ITERATIONS);
  const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
  if (!row || !ok) throw new DomainError(403, "question.wrongPassword", "password");
  return detailOf(row);
}

/** The asker changes their question (after the check); an answered one stays as it was answered. */
export async function editQuestion(db: Db, id: string, input: EditQuestionInput, now: Date): Promise<QuestionDetail> {
  const row = await rowOf(db, id);
  if (!row) throw new DomainError(404, "question.notFound");
  if (row.answered) throw new DomainError(409, "question.answered");
  const [updated] = await db
    .update(questions)
    .set({ title: input.title, body: input.body, secret: input.secret, updatedAt: now })
    .where(and(eq(questions.id, id), eq(questions.answered, false)))
    .returning();
  // Answered between the read and the write.
  if (!updated) throw new DomainError(409, "question.answered");
  return detailOf(updated);
}

/** The asker deletes their question (after the check), with its answer. */
export async function deleteQuestion(db: Db, id: string): Promise<void> {
  const [gone] = await db.delete(questions).where(eq(questions.id, id)).returning({ id: questions.id });
  if (!gone) throw new DomainError(404, "question.notFound");
}

/** The API's JSON of a question: dates as ISO strings. */
export function questionJson(q: QuestionSummary | QuestionDetail | LockedQuestion) {
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  if ("locked" in q) return { ...q, createdAt: iso(q.createdAt) };
  if (!("body" in q)) return { ...q, createdAt: iso(q.createdAt) };
  return { ...q, createdAt: iso(q.createdAt), answeredAt: iso(q.answeredAt), updatedAt: iso(q.updatedAt) };
}

/** A member's own questions (asked while logged in), newest first, for their my page. */
export type OwnQuestion = { id: string; title: string; answered: boolean; createdAt: Date };

export function questionsOfPerson(db: Db, personKey: string): Promise<OwnQuestion[]> {
  return db
    .select({ id: questions.id, title: questions.title, answered: questions.answered, createdAt: questions.createdAt })
    .from(questions)
    .where(eq(questions.personKey, personKey))
    .orderBy(desc(questions.createdAt))
    .limit(50);
}

/**
 * Deletes every question a verified person asked as a member, answers with them, for the
 * batch of their withdrawal: the privacy policy keeps nothing of a withdrawn member but
 * submitted applications, so their questions are not kept nor left tied to their identity.
 */
export function deleteQuestionsOfPerson(db: Db, personKey: string) {
  return db.delete(questions).where(eq(questions.personKey, personKey)).returning({ id: questions.id });
}

/** How many questions a verified person asked as a member (the withdrawal's audit row counts them). */
export async function questionCountOfPerson(db: Db, personKey: string): Promise<number> {
  const row = await db.select({ n: count() }).from(questions).where(eq(questions.personKey, personKey)).get();
  return row?.n ?? 0;
}
