import { and, eq, or } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { questions } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import type { Page } from "../../lib/pagination";
import { type AuditActor, auditStatement } from "../audit/audit.server";
import { clearForPublishing } from "../publishing/publishing-gate.server";
import type { QuestionListQuery } from "./question-schema";
import { contains, questionPage } from "./questions.server";

/*
 * Q&A in the console (area "questions": the notices' scope): every question, private ones
 * included, with the asker's name as written; answering sets the label 답변완료. Every
 * change and every opening of a question (its words may hold personal data) is audited.
 */

export type ConsoleQuestion = Omit<typeof questions.$inferSelect, "passwordHash" | "personKey">;

const columns = {
  id: questions.id,
  title: questions.title,
  body: questions.body,
  authorName: questions.authorName,
  secret: questions.secret,
  answer: questions.answer,
  answered: questions.answered,
  answeredAt: questions.answeredAt,
  answeredBy: questions.answeredBy,
  lang: questions.lang,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};

/** Newest first; the search looks at titles, words and names. */
export function listQuestionsForConsole(db: Db, query: QuestionListQuery): Promise<Page<ConsoleQuestion>> {
  const q = query.q;
  const where = and(
    query.status === "all" ? undefined : eq(questions.answered, query.status === "answered"),
    q ? or(contains(questions.title, q), contains(questions.body, q), contains(questions.authorName, q)) : undefined,
  );
  return questionPage(db, query, where, columns);
}

type Change = "record.update" | "record.delete" | "personal.view";

const audit = (db: Db, by: AuditActor, action: Change, id: string, detail?: Record<string, unknown>) =>
  auditStatement(db, { actor: by.principal.username, action, targetType: "question", targetId: id, detail }, by.origin);

/** One question, whole; the opening is audited (`personal.view`): it names the asker. */
export async function openQuestionForConsole(db: Db, id: string, by: AuditActor): Promise<ConsoleQuestion> {
  const [[row]] = await db.batch([
    db.select(columns).from(questions).where(eq(questions.id, id)),
    audit(db, by, "personal.view", id),
  ]);
  if (!row) throw new DomainError(404, "question.notFound");
  return row;
}

async function existing(db: Db, id: string): Promise<void> {
  const row = await db.select({ id: questions.id }).from(questions).where(eq(questions.id, id)).get();
  if (!row) throw new DomainError(404, "question.notFound");
}

/** Answers a question, or changes its answer: the label becomes 답변완료. */
export async function answerQuestion(db: Db, id: string, answer: string, by: AuditActor): Promise<ConsoleQuestion> {
  await existing(db, id);
  // A plain-text answer: nothing in it that cannot be read, so nothing to confirm.
  const cleared = await clearForPublishing(db, by, {
    targetType: "question",
    targetId: id,
    parts: [{ field: "answer", place: "answer", text: answer }],
    confirmUnreadable: false,
  });
  const [[row]] = await db.batch([
    db
      .update(questions)
      .set({ answer, answered: true, answeredAt: by.now, answeredBy: by.principal.username, updatedAt: by.now })
      .where(eq(questions.id, id))
      .returning(columns),
    audit(db, by, "record.update", id, { answered: true }),
    ...cleared,
  ]);
  if (!row) throw new DomainError(404, "question.notFound");
  return row;
}

/** Takes an answer back: the label returns to 미답변 and the asker may edit again. */
export async function withdrawAnswer(db: Db, id: string, by: AuditActor): Promise<ConsoleQuestion> {
  await existing(db, id);
  const [[row]] = await db.batch([
    db
      .update(questions)
      .set({ answer: null, answered: false, answeredAt: null, answeredBy: null, updatedAt: by.now })
      .where(eq(questions.id, id))
      .returning(columns),
    audit(db, by, "record.update", id, { answered: false }),
  ]);
  if (!row) throw new DomainError(404, "question.notFound");
  return row;
}

/** Removes a question (spam, abuse) with its answer. */
export async function deleteQuestionForConsole(db: Db, id: string, by: AuditActor): Promise<void> {
  await existing(db, id);
  await db.batch([db.delete(questions).where(eq(questions.id, id)), audit(db, by, "record.delete", id)]);
}

export function consoleQuestionJson(q: ConsoleQuestion) {
  return {
    ...q,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    createdAt: q.createdAt.toISOString(),
    updatedAt: q.updatedAt.toISOString(),
  };
}
