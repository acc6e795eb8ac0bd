import { z } from "zod/mini";
import { pageQuerySchema } from "../../lib/pagination";
import { QUESTION_PAGE_SIZE, QUESTION_STATUSES } from "./question-field-names";

/*
 * Q&A inputs (docs/product.md §14.4), shared by the pages (browser and action) and the API.
 * Client-safe: no server imports. zod/mini, like app/lib/validation.ts (see there why); the
 * pages load it on a form's first use, so what they need up front is in question-field-names.ts.
 */

/** A trimmed text of `min`..`max` characters, every failure reported as `code`. */
function text(code: string, min: number, max: number) {
  return z.string({ error: code }).check(z.trim(), z.minLength(min, code), z.maxLength(max, code));
}

const authorName = text("validation.questions.authorName", 1, 20);
/** Not trimmed: spaces may be part of a password. The board's rule, for the same kind of secret. */
const password = z
  .string({ error: "validation.questions.password" })
  .check(z.minLength(4, "validation.questions.password"), z.maxLength(20, "validation.questions.password"));
const title = text("validation.questions.title", 1, 100);
const body = text("validation.questions.body", 1, 5000);
/** Private by default: a question may hold what the asker would not publish. */
const secret = z._default(z.boolean({ error: "validation.questions.secret" }), true);

/** Asking (fields in the order the form shows them). */
export const askQuestionSchema = z.object({ authorName, password, title, body, secret });
/** Changing one's question after the password check: its words and whether it is private. */
export const editQuestionSchema = z.object({ title, body, secret });
export const questionPasswordSchema = z.object({ password });
/** A manager's answer: plain text, line breaks kept. */
export const answerSchema = z.object({ answer: text("validation.questions.answer", 1, 5000) });

const search = z._default(
  z.string({ error: "validation.questions.query" }).check(z.trim(), z.maxLength(50, "validation.questions.query")),
  "",
);

/** `?page=&size=&q=&status=` of a list (public and console). */
export const questionListQuerySchema = z.extend(pageQuerySchema, {
  size: z._default(
    z.pipe(
      z.coerce.number({ error: "validation.questions.size" }),
      z
        .int("validation.questions.size")
        .check(z.gte(1, "validation.questions.size"), z.lte(50, "validation.questions.size")),
    ),
    QUESTION_PAGE_SIZE,
  ),
  q: search,
  status: z._default(z.enum(QUESTION_STATUSES, { error: "validation.questions.status" }), "all"),
});

export type AskQuestionInput = z.output<typeof askQuestionSchema>;
export type EditQuestionInput = z.output<typeof editQuestionSchema>;
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;
