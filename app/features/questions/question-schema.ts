import { z } from "zod";
import { formText } from "../../components/forms/form-values";
import { pageQuerySchema } from "../../lib/pagination";

/*
 * Q&A inputs (docs/product.md §14.4), shared by the pages (browser and action) and the API.
 * Client-safe: no server imports.
 */

export const QUESTION_PAGE_SIZE = 10;
export const QUESTION_STATUSES = ["all", "unanswered", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

const authorName = z
  .string({ error: "validation.questions.authorName" })
  .trim()
  .min(1, "validation.questions.authorName")
  .max(20, "validation.questions.authorName");
/** Not trimmed: spaces may be part of a password. The board's rule, for the same kind of secret. */
const password = z
  .string({ error: "validation.questions.password" })
  .min(4, "validation.questions.password")
  .max(20, "validation.questions.password");
const title = z
  .string({ error: "validation.questions.title" })
  .trim()
  .min(1, "validation.questions.title")
  .max(100, "validation.questions.title");
const body = z
  .string({ error: "validation.questions.body" })
  .trim()
  .min(1, "validation.questions.body")
  .max(5000, "validation.questions.body");
/** Private by default: a question may hold what the asker would not publish. */
const secret = z.boolean({ error: "validation.questions.secret" }).default(true);

/** Asking (fields in the order the form shows them). */
export const askQuestionSchema = z.object({ authorName, password, title, body, secret });
/** Changing one's question after the password check: its words and whether it is private. */
export const editQuestionSchema = z.object({ title, body, secret });
export const questionPasswordSchema = z.object({ password });
/** A manager's answer: plain text, line breaks kept. */
export const answerSchema = z.object({
  answer: z
    .string({ error: "validation.questions.answer" })
    .trim()
    .min(1, "validation.questions.answer")
    .max(5000, "validation.questions.answer"),
});

const search = z
  .string({ error: "validation.questions.query" })
  .trim()
  .max(50, "validation.questions.query")
  .default("");

/** `?page=&size=&q=&status=` of a list (public and console). */
export const questionListQuerySchema = pageQuerySchema.extend({
  size: z.coerce
    .number({ error: "validation.questions.size" })
    .int("validation.questions.size")
    .min(1, "validation.questions.size")
    .max(50, "validation.questions.size")
    .default(QUESTION_PAGE_SIZE),
  q: search,
  status: z.enum(QUESTION_STATUSES, { error: "validation.questions.status" }).default("all"),
});

export type AskQuestionInput = z.output<typeof askQuestionSchema>;
export type EditQuestionInput = z.output<typeof editQuestionSchema>;
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

/** The form's "공개 여부" radio as the schema's boolean; anything else is left for the schema to refuse. */
function secretOf(form: FormData): boolean | string {
  const value = formText(form, "secret");
  return value === "private" ? true : value === "public" ? false : value;
}

export function askQuestionFromForm(form: FormData) {
  return {
    authorName: formText(form, "authorName"),
    password: formText(form, "password"),
    title: formText(form, "title"),
    body: formText(form, "body"),
    secret: secretOf(form),
  };
}

export function editQuestionFromForm(form: FormData) {
  return { title: formText(form, "title"), body: formText(form, "body"), secret: secretOf(form) };
}
