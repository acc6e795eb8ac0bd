import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { z } from "zod";
import { FormError, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { answerSchema } from "../../features/questions/question-schema";
import {
  answerQuestion,
  deleteQuestionForConsole,
  openQuestionForConsole,
  withdrawAnswer,
} from "../../features/questions/questions-console.server";
import { formText } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/question-answer";
import "./managed-content.css";

const answerFromForm = (form: FormData) => ({ answer: formText(form, "answer") });
const intentSchema = z.enum(["answer", "withdraw", "delete"]);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, actor } = consolePage(context, "questions");
  const q = await orNotFound(openQuestionForConsole(db, params.questionId, actor(request)));
  return {
    i18n,
    meta: meta(`${t("console.questions.detailTitle")}: ${q.title}`),
    question: {
      id: q.id,
      title: q.title,
      body: q.body,
      authorName: q.authorName,
      secret: q.secret,
      lang: q.lang,
      answer: q.answer,
      answered: q.answered,
      answeredAt: formatDateTime(q.answeredAt),
      answeredBy: q.answeredBy,
      createdAt: formatDateTime(q.createdAt),
    },
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "questions");
  const form = await readForm(request);
  const intent = intentSchema.catch("answer").parse(form.get("intent"));
  const id = params.questionId;
  try {
    if (intent === "delete") {
      await deleteQuestionForConsole(db, id, actor(request));
      return redirect(`${CONSOLE_PATHS.questions}?done=deleted`);
    }
    if (intent === "withdraw") await withdrawAnswer(db, id, actor(request));
    else await answerQuestion(db, id, answerSchema.parse(answerFromForm(form)).answer, actor(request));
  } catch (error) {
    const refused = failure(error);
    return data({ intent, answer: formText(form, "answer"), ...refused }, refused.status);
  }
  return redirect(`${consoleItemPath("questions", id)}?done=${intent === "withdraw" ? "withdrawn" : "answered"}`);
}

export default function QuestionAnswer({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { question: q } = loaderData;
  const answering = actionData?.intent === "answer" ? actionData : undefined;
  const form = useValidatedForm({ schema: answerSchema, read: answerFromForm, serverErrors: answering?.errors });
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.questions}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.questions.detailTitle")}</h1>
      <StatusMessage>
        {!actionData && done === "answered" && t("console.questions.answered")}
        {!actionData && done === "withdrawn" && t("console.questions.withdrawn")}
      </StatusMessage>
      <section className="console-section" aria-labelledby="question-title">
        <h2 id="question-title" lang={HTML_LANG[q.lang]}>
          {q.title}
        </h2>
        <dl className="managed-facts">
          <dt>{t("console.questions.colStatus")}</dt>
          <dd>
            <span className={`managed-label managed-label--${q.answered ? "done" : "waiting"}`}>
              {t(`console.questions.statuses.${q.answered ? "answered" : "unanswered"}`)}
            </span>
          </dd>
          <dt>{t("console.questions.author")}</dt>
          <dd>{q.authorName}</dd>
          <dt>{t("console.questions.date")}</dt>
          <dd>{q.createdAt}</dd>
          <dt>{t("console.questions.colVisibility")}</dt>
          <dd>{t(`console.questions.visibility.${q.secret ? "private" : "public"}`)}</dd>
          <dt>{t("console.questions.lang")}</dt>
          <dd>{t(`console.common.languages.${q.lang}`)}</dd>
        </dl>
        <div className="managed-text" lang={HTML_LANG[q.lang]}>
          {q.body}
        </div>
        <p>
          <a href={`/center/inquiry/${q.id}`}>{t("console.questions.viewOnSite")}</a>
        </p>
      </section>
      <section className="console-section" aria-labelledby="answer-heading">
        <h2 id="answer-heading">{t("console.questions.answer")}</h2>
        {q.answered && q.answeredBy && (
          <p>{t("console.questions.answeredBy", { date: q.answeredAt, by: q.answeredBy })}</p>
        )}
        <FormError message={answering?.message} />
        <Form method="post" className="managed-form" {...form.formProps}>
          <input type="hidden" name="intent" value="answer" />
          <TextField
            form={form}
            name="answer"
            label={t("console.questions.answer")}
            hint={t("console.questions.answerHint")}
            multiline
            rows={10}
            maxLength={5000}
            required
            defaultValue={answering?.answer ?? q.answer ?? ""}
          />
          <p>
            <button type="submit" className="console-button console-button--primary">
              {t(q.answered ? "console.questions.answerUpdate" : "console.questions.answerSubmit")}
            </button>
          </p>
        </Form>
      </section>
      {q.answered && (
        <section className="console-section managed-danger" aria-labelledby="withdraw-heading">
          <h2 id="withdraw-heading">{t("console.questions.withdrawTitle")}</h2>
          <p>{t("console.questions.withdrawIntro")}</p>
          <FormError message={actionData?.intent === "withdraw" ? actionData.message : undefined} />
          <Form method="post">
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="console-button">
              {t("console.questions.withdraw")}
            </button>
          </Form>
        </section>
      )}
      <section className="console-section managed-danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("console.questions.deleteTitle")}</h2>
        <p>{t("console.questions.deleteIntro")}</p>
        <FormError message={actionData?.intent === "delete" ? actionData.message : undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="console-button console-button--danger">
            {t("console.questions.deleteSubmit")}
          </button>
        </Form>
      </section>
    </>
  );
}
