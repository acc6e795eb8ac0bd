import { formText } from "../../lib/form-values";

/*
 * The Q&A forms' fields and the list's options, apart from how they are checked
 * (question-schema.ts): the pages load the schemas on a form's first use, so their first
 * visit carries no zod (the client JS budget).
 */

export const QUESTION_PAGE_SIZE = 10;
export const QUESTION_STATUSES = ["all", "unanswered", "answered"] as const;
export type QuestionStatus = (typeof QUESTION_STATUSES)[number];

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
