import { Link } from "react-router";
import { type Column, ListFilters, ListResults } from "../../components/console/console-list";
import { FormError, SelectField, StatusMessage, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { moderationAction } from "../../controllers/board-moderation.server";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { listBoardsForModeration, listPostsForModeration } from "../../features/boards/moderation.server";
import { HiddenToggle } from "../../features/boards/moderation-forms";
import {
  MODERATION_STATUSES,
  type ModerationQuery,
  moderationDone,
  moderationQuerySchema,
} from "../../features/boards/moderation-schema";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/boards";
import "./managed-content.css";

const ALL: ModerationQuery = { page: 1, board: undefined, status: "all", q: "" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "boards");
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = moderationQuerySchema.safeParse(search);
  // A bad filter shows its message and the first page of everything, never an error page.
  const query = parsed.success ? parsed.data : ALL;
  const refused = parsed.success ? null : failure(parsed.error);
  const [boards, page] = await Promise.all([listBoardsForModeration(db), listPostsForModeration(db, query)]);
  return {
    i18n,
    meta: meta(t("console.boards.title")),
    query: { board: query.board ?? "", status: query.status, q: query.q },
    errors: refused?.errors ?? {},
    invalid: refused?.message ?? "",
    boards: boards.map((b) => ({ code: b.code, title: b.title })),
    posts: page.items.map((p) => ({
      id: p.id,
      board: p.board.title,
      title: p.title,
      authorName: p.authorName,
      createdAt: formatDateTime(p.createdAt),
      hidden: p.hiddenAt !== null,
      comments: p.comments,
    })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
    done: moderationDone(search.done),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/**
 * Hiding or showing a post from the list; back to the same page of the list. The request's
 * own path may be the router's data path (`/console/boards.data`), so the way back is built
 * from the list's path and its filters only.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const search = new URL(request.url).searchParams;
  const query = { board: search.get("board") ?? "", status: search.get("status") ?? "all", q: search.get("q") ?? "" };
  return moderationAction(request, context, boardsHref(query, Number(search.get("page") ?? 1) || 1));
}

/** The moderation list's address: its filters (the status "all" left out) and page. */
function boardsHref(query: { board: string; status: string; q: string }, page: number) {
  return listHref(CONSOLE_PATHS.boards, { ...query, page }, { status: "all" });
}

export default function ConsoleBoards({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: d.errors });
  const columns: Column<(typeof d.posts)[number]>[] = [
    {
      header: "console.boards.colState",
      cell: (p) => (
        <span className={`managed-label managed-label--${p.hidden ? "off" : "done"}`}>
          {t(`console.boards.statuses.${p.hidden ? "hidden" : "shown"}`)}
        </span>
      ),
    },
    { header: "console.boards.colBoard", cell: (p) => p.board },
    {
      header: "console.boards.colTitle",
      rowHeader: true,
      className: "console-break",
      cell: (p) => <Link to={consoleItemPath("boards", p.id)}>{p.title}</Link>,
    },
    { header: "console.boards.colAuthor", cell: (p) => p.authorName },
    { header: "console.boards.colDate", className: "console-nowrap", cell: (p) => p.createdAt },
    { header: "console.boards.colComments", cell: (p) => formatNumber(p.comments) },
    {
      header: "console.common.actions",
      cell: (p) => <HiddenToggle target="post" id={p.id} hidden={p.hidden} label={p.title} />,
    },
  ];
  return (
    <>
      <h1>{t("console.boards.title")}</h1>
      <p>{t("console.boards.lead")}</p>
      <StatusMessage>{!actionData && d.done && t(`console.boards.${d.done}`)}</StatusMessage>
      <FormError message={actionData?.message} />
      <ListFilters
        heading={{ id: "boards-filter", text: t("console.boards.filterLabel") }}
        invalid={d.invalid}
        values={d.query}
        form={form}
        resetTo={CONSOLE_PATHS.boards}
        submitLabel={t("console.common.filter")}
        resetLabel={t("console.common.reset")}
      >
        <SelectField
          form={form}
          name="board"
          label={t("console.boards.board")}
          defaultValue={d.query.board}
          options={[
            { value: "", label: t("console.boards.allBoards") },
            ...d.boards.map((b) => ({ value: b.code, label: b.title })),
          ]}
        />
        <SelectField
          form={form}
          name="status"
          label={t("console.boards.colState")}
          defaultValue={d.query.status}
          options={MODERATION_STATUSES.map((s) => ({ value: s, label: t(`console.boards.statuses.${s}`) }))}
        />
        <TextField
          form={form}
          name="q"
          type="search"
          label={t("console.common.query")}
          hint={t("console.boards.queryHint")}
          defaultValue={d.query.q}
          maxLength={50}
        />
      </ListFilters>
      <ListResults
        label={t("console.boards.caption")}
        caption={t("console.boards.caption")}
        total={d.total}
        empty={t("console.boards.empty")}
        columns={columns}
        rows={d.posts}
        rowKey={(p) => p.id}
        pager={{ page: d.page, totalPages: d.totalPages, href: (p) => boardsHref(d.query, p) }}
      />
    </>
  );
}
