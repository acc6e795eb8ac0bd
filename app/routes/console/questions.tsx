import { Link } from "react-router";
import { type Column, ListFilters, ListResults } from "../../components/console/console-list";
import { SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { QUESTION_PAGE_SIZE, QUESTION_STATUSES } from "../../features/questions/question-field-names";
import { type QuestionListQuery, questionListQuerySchema } from "../../features/questions/question-schema";
import { listQuestionsForConsole } from "../../features/questions/questions-console.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/questions";
import "./managed-content.css";

const ALL: QuestionListQuery = { page: 1, size: QUESTION_PAGE_SIZE, q: "", status: "all" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "questions");
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = questionListQuerySchema.safeParse(search);
  // A bad filter shows its message and the first page of everything, never an error page.
  const query = parsed.success ? parsed.data : ALL;
  const refused = parsed.success ? null : failure(parsed.error);
  const page = await listQuestionsForConsole(db, query);
  return {
    i18n,
    meta: meta(t("console.questions.title")),
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

export default function ConsoleQuestions({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: d.errors });
  const columns: Column<(typeof d.questions)[number]>[] = [
    {
      header: "console.questions.colStatus",
      cell: (q) => (
        <span className={`managed-label managed-label--${q.answered ? "done" : "waiting"}`}>
          {t(`console.questions.statuses.${q.answered ? "answered" : "unanswered"}`)}
        </span>
      ),
    },
    {
      header: "console.questions.colTitle",
      rowHeader: true,
      className: "console-break",
      cell: (q) => (
        <Link to={consoleItemPath("questions", q.id)} lang={HTML_LANG[q.lang]}>
          {q.title}
        </Link>
      ),
    },
    {
      header: "console.questions.colVisibility",
      cell: (q) => t(`console.questions.visibility.${q.secret ? "private" : "public"}`),
    },
    { header: "console.questions.colAuthor", cell: (q) => q.authorName },
    { header: "console.questions.colDate", className: "console-nowrap", cell: (q) => q.createdAt },
    { header: "console.questions.colAnsweredAt", className: "console-nowrap", cell: (q) => q.answeredAt },
  ];
  return (
    <>
      <h1>{t("console.questions.title")}</h1>
      <p>{t("console.questions.lead")}</p>
      <div role="status">{d.done && <p className="form-status">{t("console.questions.deleted")}</p>}</div>
      <ListFilters
        heading={{ id: "questions-filter", text: t("console.questions.filterLabel") }}
        invalid={d.invalid}
        values={d.query}
        form={form}
        resetTo={CONSOLE_PATHS.questions}
        submitLabel={t("console.common.filter")}
        resetLabel={t("console.common.reset")}
      >
        <TextField
          form={form}
          name="q"
          type="search"
          label={t("console.common.query")}
          hint={t("console.questions.queryHint")}
          defaultValue={d.query.q}
          maxLength={50}
        />
        <SelectField
          form={form}
          name="status"
          label={t("console.questions.colStatus")}
          defaultValue={d.query.status}
          options={QUESTION_STATUSES.map((s) => ({ value: s, label: t(`console.questions.statuses.${s}`) }))}
        />
      </ListFilters>
      <ListResults
        label={t("console.questions.caption")}
        caption={t("console.questions.caption")}
        total={d.total}
        empty={t("console.questions.empty")}
        columns={columns}
        rows={d.questions}
        rowKey={(q) => q.id}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) => listHref(CONSOLE_PATHS.questions, { ...d.query, page: p }, { status: "all" }),
        }}
      />
    </>
  );
}
