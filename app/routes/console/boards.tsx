import { Link } from "react-router";
import { ListFilters, ListResults } from "../../components/console/filtered-list";
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
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/boards";
import "./managed-content.css";

const ALL: ModerationQuery = { page: 1, board: undefined, status: "all", q: "" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "boards", ["managed.common", "managed.boards"]);
  const search = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = moderationQuerySchema.safeParse(search);
  // A bad filter shows its message and the first page of everything, never an error page.
  const query = parsed.success ? parsed.data : ALL;
  const refused = parsed.success ? null : failure(parsed.error);
  const [boards, page] = await Promise.all([listBoardsForModeration(db), listPostsForModeration(db, query)]);
  return {
    i18n,
    meta: meta(t("managed.boards.title")),
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
  return moderationAction(request, context, listHref(query, Number(search.get("page") ?? 1) || 1));
}

function listHref(query: { board: string; status: string; q: string }, page: number) {
  const params = new URLSearchParams();
  if (query.board) params.set("board", query.board);
  if (query.status !== "all") params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  if (page > 1) params.set("page", String(page));
  const search = params.toString();
  return search ? `${CONSOLE_PATHS.boards}?${search}` : CONSOLE_PATHS.boards;
}

export default function ConsoleBoards({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: d.errors });
  return (
    <>
      <h1>{t("managed.boards.title")}</h1>
      <p>{t("managed.boards.lead")}</p>
      <StatusMessage>{!actionData && d.done && t(`managed.boards.${d.done}`)}</StatusMessage>
      <FormError message={actionData?.message} />
      <ListFilters
        id="boards-filter"
        title={t("managed.boards.filterLabel")}
        invalid={d.invalid}
        query={d.query}
        form={form}
        resetTo={CONSOLE_PATHS.boards}
      >
        <SelectField
          form={form}
          name="board"
          label={t("managed.boards.board")}
          defaultValue={d.query.board}
          options={[
            { value: "", label: t("managed.boards.allBoards") },
            ...d.boards.map((b) => ({ value: b.code, label: b.title })),
          ]}
        />
        <SelectField
          form={form}
          name="status"
          label={t("managed.boards.colState")}
          defaultValue={d.query.status}
          options={MODERATION_STATUSES.map((s) => ({ value: s, label: t(`managed.boards.statuses.${s}`) }))}
        />
        <TextField
          form={form}
          name="q"
          type="search"
          label={t("managed.common.query")}
          hint={t("managed.boards.queryHint")}
          defaultValue={d.query.q}
          maxLength={50}
        />
      </ListFilters>
      <ListResults
        caption={t("managed.boards.caption")}
        empty={d.posts.length === 0 && t("managed.boards.empty")}
        headings={[
          t("managed.boards.colState"),
          t("managed.boards.colBoard"),
          t("managed.boards.colTitle"),
          t("managed.boards.colAuthor"),
          t("managed.boards.colDate"),
          t("managed.boards.colComments"),
          t("managed.common.actions"),
        ]}
        total={d.total}
        page={d.page}
        totalPages={d.totalPages}
        pageHref={(p) => listHref(d.query, p)}
      >
        {d.posts.map((p) => (
          <tr key={p.id}>
            <td>
              <span className={`managed-label managed-label--${p.hidden ? "off" : "done"}`}>
                {t(`managed.boards.statuses.${p.hidden ? "hidden" : "shown"}`)}
              </span>
            </td>
            <td>{p.board}</td>
            <th scope="row" className="console-break">
              <Link to={consoleItemPath("boards", p.id)}>{p.title}</Link>
            </th>
            <td>{p.authorName}</td>
            <td className="console-nowrap">{p.createdAt}</td>
            <td>{formatNumber(p.comments)}</td>
            <td>
              <HiddenToggle target="post" id={p.id} hidden={p.hidden} label={p.title} />
            </td>
          </tr>
        ))}
      </ListResults>
    </>
  );
}
