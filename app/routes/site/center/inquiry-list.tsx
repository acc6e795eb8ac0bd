import { Form, Link } from "react-router";
import { z } from "zod/mini";
import { Pagination } from "../../../components/pagination";
import { sitePage } from "../../../controllers/site-page.server";
import { QUESTION_PAGE_SIZE, QUESTION_STATUSES } from "../../../features/questions/question-field-names";
import { QUESTION_LIST_SECTIONS, QuestionTable } from "../../../features/questions/question-list";
import { INQUIRY_PATH } from "../../../features/questions/question-paths";
import { questionListQuerySchema } from "../../../features/questions/question-schema";
import { summaryView } from "../../../features/questions/question-views";
import { listQuestions } from "../../../features/questions/questions.server";
import { useT } from "../../../lib/i18n/client";
import { listHref } from "../../../lib/list-href";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/inquiry-list";
import "../site-pages.css";
import "../../../features/questions/qna.css";
import { unsharedPage } from "../../../lib/shared-page";

const DEFAULT_QUERY = { page: 1, size: QUESTION_PAGE_SIZE, q: "", status: "all" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, [
    "qna.title",
    "qna.description",
    "qna.lead",
    "qna.ask",
    "qna.faqHint",
    "qna.faqLink",
    "qna.search",
    "qna.done",
    ...QUESTION_LIST_SECTIONS,
  ]);
  const params = new URL(request.url).searchParams;
  // A malformed query shows the first page of everything rather than an error.
  const query = z.catch(questionListQuerySchema, DEFAULT_QUERY).parse(Object.fromEntries(params));
  const page = await listQuestions(db, query);
  return {
    i18n,
    meta: meta(t("qna.title"), t("qna.description")),
    questions: page.items.map(summaryView),
    page: page.page,
    total: page.total,
    totalPages: page.totalPages,
    startNumber: page.total - (page.page - 1) * page.pageSize,
    query: { q: query.q, status: query.status },
    done: params.get("done") === "deleted",
  };
}

/** Visitors' questions change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function InquiryList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { questions, query, total, page, totalPages, startNumber, done } = loaderData;
  const searching = query.q !== "" || query.status !== "all";
  return (
    <div className="page">
      <h1>{t("qna.title")}</h1>
      <p className="page-lead">{t("qna.lead")}</p>
      <p>
        {t("qna.faqHint")} <Link to="/center/faqs">{t("qna.faqLink")}</Link>
      </p>
      <div role="status">{done && <p className="result result--ok">{t("qna.done.deleted")}</p>}</div>
      <Form method="get" action={INQUIRY_PATH} className="qna-search" role="search" aria-label={t("qna.search.label")}>
        <div className="field">
          <label htmlFor="qna-q">{t("qna.search.query")}</label>
          <p id="qna-q-hint" className="field-hint">
            {t("qna.search.queryHint")}
          </p>
          <input
            id="qna-q"
            type="search"
            name="q"
            defaultValue={query.q}
            maxLength={50}
            aria-describedby="qna-q-hint"
          />
        </div>
        <div className="field">
          <label htmlFor="qna-status">{t("qna.search.status")}</label>
          <select id="qna-status" name="status" defaultValue={query.status}>
            {QUESTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`qna.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button--primary">
            {t("qna.search.submit")}
          </button>
          {searching && (
            <Link className="button" to={INQUIRY_PATH}>
              {t("qna.search.reset")}
            </Link>
          )}
        </div>
      </Form>
      <div className="board-toolbar">
        {searching && <p className="qna-results">{t("qna.search.results", { total })}</p>}
        <Link className="button button--primary" to={`${INQUIRY_PATH}/write`}>
          {t("qna.ask")}
        </Link>
      </div>
      {questions.length === 0 ? (
        <p className="notice">{t(searching ? "qna.list.noResults" : "qna.list.empty")}</p>
      ) : (
        <QuestionTable questions={questions} startNumber={startNumber} />
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        href={(p) => listHref(INQUIRY_PATH, { ...query, page: p }, { status: "all" })}
      />
    </div>
  );
}
