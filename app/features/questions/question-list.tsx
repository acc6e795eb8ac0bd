import { Link } from "react-router";
import { LockIcon } from "../../components/icons";
import { type TranslationSection, useT } from "../../lib/i18n/client";
import type { QuestionListItem } from "./question-views";

/** The strings the list and its labels render; a page using them asks for these. */
export const QUESTION_LIST_SECTIONS = ["qna.list", "qna.status"] as const satisfies readonly TranslationSection[];

/** 답변완료 / 미답변 (docs/product.md §4.5), in words, not by colour alone. */
export function AnswerLabel({ answered }: { answered: boolean }) {
  const t = useT();
  return (
    <span className={`qna-label ${answered ? "qna-label--answered" : "qna-label--waiting"}`}>
      {t(answered ? "qna.status.answered" : "qna.status.unanswered")}
    </span>
  );
}

/** The public list: a private question shows neither its title nor its words, only that it is there. */
export function QuestionTable({ questions, startNumber }: { questions: QuestionListItem[]; startNumber: number }) {
  const t = useT();
  return (
    <div className="table-wrap">
      <table className="table qna-table">
        <caption className="visually-hidden">{t("qna.list.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("qna.list.number")}</th>
            <th scope="col">{t("qna.list.title")}</th>
            <th scope="col">{t("qna.list.author")}</th>
            <th scope="col">{t("qna.list.date")}</th>
            <th scope="col">{t("qna.list.status")}</th>
          </tr>
        </thead>
        <tbody>
          {questions.map((q, i) => (
            <tr key={q.id}>
              <td>{startNumber - i}</td>
              <td className="qna-table__title">
                <Link to={`/center/inquiry/${q.id}`}>
                  {q.title === null ? (
                    <>
                      <LockIcon />
                      <span className="visually-hidden">{t("qna.list.privateMark")}: </span>
                      {t("qna.list.privateTitle")}
                    </>
                  ) : (
                    <span lang={q.lang}>{q.title}</span>
                  )}
                </Link>
              </td>
              <td lang={q.lang}>{q.authorName}</td>
              <td>
                <time>{q.createdAt}</time>
              </td>
              <td>
                <AnswerLabel answered={q.answered} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
