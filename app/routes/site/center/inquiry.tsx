import { Link } from "react-router";
import { z } from "zod";
import { pageGrant, questionPageAction } from "../../../controllers/question-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import {
  DeleteQuestionForm,
  PasswordCheckForm,
  QUESTION_FORM_SECTIONS,
} from "../../../features/questions/question-forms";
import { AnswerLabel, QUESTION_LIST_SECTIONS } from "../../../features/questions/question-list";
import { INQUIRY_PATH, inquiryPath } from "../../../features/questions/question-paths";
import { detailView, type QuestionFormResult } from "../../../features/questions/question-views";
import { getQuestion } from "../../../features/questions/questions.server";
import { useT } from "../../../lib/i18n/client";
import { HTML_LANG } from "../../../lib/i18n/languages";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/inquiry";
import "../site-pages.css";
import "../../../features/questions/qna.css";
import { unsharedPage } from "../../../lib/shared-page";

const flash = z.object({ done: z.enum(["asked", "checked", "updated"]).optional() }).catch({});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, [
    "qna.title",
    "qna.description",
    "qna.done",
    ...QUESTION_FORM_SECTIONS,
    ...QUESTION_LIST_SECTIONS,
  ]);
  const id = recordIdParam(params.questionId);
  const granted = await pageGrant(context, request, id);
  const question = detailView(await orNotFound(() => getQuestion(db, id, granted)));
  const title = question.locked ? t("qna.detail.lockedTitle") : question.title;
  return {
    i18n,
    meta: meta(`${title} - ${t("qna.title")}`, t("qna.description")),
    question,
    granted,
    done: flash.parse(Object.fromEntries(new URL(request.url).searchParams)).done,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return questionPageAction(context, request, recordIdParam(params.questionId), await readForm(request));
}

/** Visitors' questions change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

/**
 * A public question is there for anyone, as a board post is (the asker's name masked), so
 * search engines may list it; a private one, locked or opened with its password, is kept out.
 */
export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  ...(loaderData?.question.secret === false ? [] : [{ name: "robots", content: "noindex" }]),
];

export default function Inquiry({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { question: q, granted, done } = loaderData;
  const checkResult = actionData?.intent === "check" ? actionData : undefined;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">
        <Link to={INQUIRY_PATH}>{t("qna.title")}</Link>
      </p>
      <div role="status">{done && <p className="result result--ok">{t(`qna.done.${done}`)}</p>}</div>
      {q.locked ? (
        <section className="panel" aria-labelledby="qna-locked">
          <h1 id="qna-locked">{t("qna.detail.lockedTitle")}</h1>
          <p>{t("qna.detail.lockedLead")}</p>
          <p>
            <AnswerLabel answered={q.answered} /> <time>{q.createdAt}</time>
          </p>
          <PasswordCheckForm result={checkResult} />
        </section>
      ) : (
        <>
          <article className="qna-question" aria-labelledby="qna-title">
            <p>
              <AnswerLabel answered={q.answered} />
            </p>
            <h1 id="qna-title" lang={q.lang}>
              {q.title}
            </h1>
            <dl className="qna-meta">
              <dt>{t("qna.detail.author")}</dt>
              <dd lang={q.lang}>{q.authorName}</dd>
              <dt>{t("qna.detail.date")}</dt>
              <dd>
                <time>{q.createdAt}</time>
              </dd>
            </dl>
            <h2 className="visually-hidden">{t("qna.detail.question")}</h2>
            <div className="qna-text" lang={q.lang}>
              {q.body}
            </div>
          </article>
          <section className="qna-answer" aria-labelledby="qna-answer">
            <h2 id="qna-answer">{t("qna.detail.answer")}</h2>
            {q.answer === null ? (
              <p className="notice">{t("qna.detail.noAnswer")}</p>
            ) : (
              <>
                <p className="qna-meta">
                  {t("qna.detail.answeredAt")} <time>{q.answeredAt}</time>
                </p>
                {/* Managers answer in Korean (docs/product.md §9.3). */}
                <div className="qna-text" lang={HTML_LANG.ko}>
                  {q.answer}
                </div>
              </>
            )}
          </section>
          <OwnerTools id={q.id} answered={q.answered} granted={granted} result={actionData} />
        </>
      )}
      <p className="board-toolbar">
        <Link className="button" to={INQUIRY_PATH}>
          {t("qna.detail.backToList")}
        </Link>
      </p>
    </div>
  );
}

/** Changing or deleting: the password check first, then (for ten minutes) the edit link and the delete button. */
function OwnerTools({
  id,
  answered,
  granted,
  result,
}: {
  id: string;
  answered: boolean;
  granted: boolean;
  result?: QuestionFormResult;
}) {
  const t = useT();
  if (!granted) {
    return (
      <section className="panel" aria-labelledby="qna-owner">
        <h2 id="qna-owner">{t("qna.detail.ownerTitle")}</h2>
        <p>{t("qna.detail.ownerLead")}</p>
        <PasswordCheckForm result={result?.intent === "check" ? result : undefined} />
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="qna-owner">
      <h2 id="qna-owner">{t("qna.detail.ownerTitle")}</h2>
      <p>{t("qna.detail.grantNote")}</p>
      {answered ? (
        <p>{t("qna.detail.answeredNoEdit")}</p>
      ) : (
        <p>
          <Link className="button" to={`${inquiryPath(id)}/edit`}>
            {t("qna.detail.edit")}
          </Link>
        </p>
      )}
      <h3>{t("qna.detail.deleteTitle")}</h3>
      <p>{t("qna.detail.deleteIntro")}</p>
      <DeleteQuestionForm result={result?.intent === "delete" ? result : undefined} />
    </section>
  );
}
