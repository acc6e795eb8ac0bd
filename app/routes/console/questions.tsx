import { Link } from "react-router";
import { ListFilters, ListResults } from "../../components/console/filtered-list";
import { SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { QUESTION_PAGE_SIZE, QUESTION_STATUSES } from "../../features/questions/question-fields";
import { type QuestionListQuery, questionListQuerySchema } from "../../features/questions/question-schema";
import { listQuestionsForConsole } from "../../features/questions/questions-console.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/questions";
import "./managed-content.css";

const ALL: QuestionListQuery = { page: 1, size: QUESTION_PAGE_SIZE, q: "", status: "all" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "questions", ["managed.common", "managed.questions"]);
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = questionListQuerySchema.safeParse(search);
  // A bad filter shows its message and the first page of everything, never an error page.
  const query = parsed.success ? parsed.data : ALL;
  const refused = parsed.success ? null : failure(parsed.error);
  const page = await listQuestionsForConsole(db, query);
  return {
    i18n,
    meta: meta(t("managed.questions.title")),
    query: { q: query.q, status: query.status },
    errors: refused?.errors ?? {},
    invalid: refused?.message ?? "",
    questions: page.items.map((q) => ({
      id: q.id,
      title: q.title,
      authorName: q.authorName,
      secret: q.secret,
      answered: q.answered,
      lang: q.lang,
      createdAt: formatDateTime(q.createdAt),
      answeredAt: formatDateTime(q.answeredAt),
    })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
    done: search.done === "deleted",
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

function listHref(query: { q: string; status: string }, page: number) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status !== "all") params.set("status", query.status);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${CONSOLE_PATHS.questions}?${search}` : CONSOLE_PATHS.questions;
}

export default function ConsoleQuestions({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: d.errors });
  return (
    <>
      <h1>{t("managed.questions.title")}</h1>
      <p>{t("managed.questions.lead")}</p>
      <div role="status">{d.done && <p className="form-status">{t("managed.questions.deleted")}</p>}</div>
      <ListFilters
        id="questions-filter"
        title={t("managed.questions.filterLabel")}
        invalid={d.invalid}
        query={d.query}
        form={form}
        resetTo={CONSOLE_PATHS.questions}
      >
        <TextField
          form={form}
          name="q"
          type="search"
          label={t("managed.common.query")}
          hint={t("managed.questions.queryHint")}
          defaultValue={d.query.q}
          maxLength={50}
        />
        <SelectField
          form={form}
          name="status"
          label={t("managed.questions.colStatus")}
          defaultValue={d.query.status}
          options={QUESTION_STATUSES.map((s) => ({ value: s, label: t(`managed.questions.statuses.${s}`) }))}
        />
      </ListFilters>
      <ListResults
        caption={t("managed.questions.caption")}
        empty={d.questions.length === 0 && t("managed.questions.empty")}
        headings={[
          t("managed.questions.colStatus"),
          t("managed.questions.colTitle"),
          t("managed.questions.colVisibility"),
          t("managed.questions.colAuthor"),
          t("managed.questions.colDate"),
          t("managed.questions.colAnsweredAt"),
        ]}
        total={d.total}
        page={d.page}
        totalPages={d.totalPages}
        pageHref={(p) => listHref(d.query, p)}
      >
        {d.questions.map((q) => (
          <tr key={q.id}>
            <td>
              <span className={`managed-label managed-label--${q.answered ? "done" : "waiting"}`}>
                {t(`managed.questions.statuses.${q.answered ? "answered" : "unanswered"}`)}
              </span>
            </td>
            <th scope="row" className="console-break">
              <Link to={consoleItemPath("questions", q.id)} lang={HTML_LANG[q.lang]}>
                {q.title}
              </Link>
            </th>
            <td>{t(`managed.questions.visibility.${q.secret ? "private" : "public"}`)}</td>
            <td>{q.authorName}</td>
            <td className="console-nowrap">{q.createdAt}</td>
            <td className="console-nowrap">{q.answeredAt}</td>
          </tr>
        ))}
      </ListResults>
    </>
  );
}
