import { redirect } from "react-router";
import { pageGrant, questionPageAction } from "../../../controllers/question-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { QUESTION_FORM_SECTIONS, QuestionForm } from "../../../features/questions/question-forms";
import { inquiryPath } from "../../../features/questions/question-paths";
import { getQuestion } from "../../../features/questions/questions.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import type { Route } from "./+types/inquiry-edit";
import "../site-pages.css";
import "../../../features/questions/qna.css";
import { unsharedPage } from "../../../lib/shared-page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, [
    "qna.title",
    "qna.description",
    "qna.edit",
    ...QUESTION_FORM_SECTIONS,
  ]);
  const id = recordIdParam(params.questionId);
  // Only after the password check, and only while unanswered: else back to the question.
  const granted = await pageGrant(context, request, id);
  const question = await orNotFound(() => getQuestion(db, id, granted));
  if (!granted || "locked" in question || question.answered) throw redirect(inquiryPath(id));
  return {
    i18n,
    meta: meta(t("qna.edit.title"), t("qna.description")),
    question: { id, title: question.title, body: question.body, secret: question.secret },
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return questionPageAction(context, request, recordIdParam(params.questionId), await readForm(request));
}

/** Visitors' questions change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function InquiryEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { question } = loaderData;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">{t("qna.title")}</p>
      <h1>{t("qna.edit.title")}</h1>
      <p className="page-lead">{t("qna.edit.lead")}</p>
      <QuestionForm mode="edit" initial={question} result={actionData} cancelTo={inquiryPath(question.id)} />
    </div>
  );
}
