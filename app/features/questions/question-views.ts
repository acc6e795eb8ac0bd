import type { ActionRefusal } from "../../lib/action-result";
import { formatDate, formatDateTime } from "../../lib/format";
import { HTML_LANG } from "../../lib/i18n/languages";
import type { LockedQuestion, QuestionDetail, QuestionSummary } from "./questions.server";

/** Questions as the Q&A pages render them (dates formatted), and what a refused form answers. */
export const summaryView = (q: QuestionSummary) => ({
  id: q.id,
  secret: q.secret,
  title: q.title,
  authorName: q.authorName,
  answered: q.answered,
  createdAt: formatDate(q.createdAt),
  /** The `lang` of the asker's words (the page language they asked in). */
  lang: HTML_LANG[q.lang],
});

export const detailView = (q: QuestionDetail | LockedQuestion) =>
  "locked" in q
    ? {
        locked: true as const,
        id: q.id,
        secret: q.secret,
        answered: q.answered,
        createdAt: formatDateTime(q.createdAt),
      }
    : {
        locked: false as const,
        ...summaryView(q),
        title: q.title,
        body: q.body,
        answer: q.answer,
        answeredAt: formatDateTime(q.answeredAt),
        createdAt: formatDateTime(q.createdAt),
      };

export type QuestionListItem = ReturnType<typeof summaryView>;
export type QuestionView = ReturnType<typeof detailView>;

/** A form's refusal, for that form: errors by field (or "_"), the values to show again (never the password). */
export type QuestionFormResult = ActionRefusal<Record<string, string>>;
