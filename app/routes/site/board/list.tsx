import { Link } from "react-router";
import { z } from "zod";
import { Pagination } from "../../../components/pagination";
import { sitePage } from "../../../controllers/site-page.server";
import { boardCodeSchema, boardPageQuerySchema, DEFAULT_PAGE_SIZE } from "../../../features/boards/board-schema";
import { summaryView } from "../../../features/boards/board-views";
import { PostTable } from "../../../features/boards/post-list";
import { getBoard, listPosts } from "../../../features/boards/posts.server";
import { useT } from "../../../lib/i18n/client";
import { listHref } from "../../../lib/list-href";
import { orNotFound } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/list";
import "../site-pages.css";

const flash = z.object({ done: z.enum(["deleted"]).optional() }).catch({});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, i18n, meta } = sitePage(context, ["forms.board"]);
  const code = boardCodeSchema.safeParse(params.board);
  const board = await orNotFound(() => getBoard(db, code.success ? code.data : ""));
  const search = Object.fromEntries(new URL(request.url).searchParams);
  // A malformed ?page= shows the first page rather than an error.
  const query = z.catch(boardPageQuerySchema, { page: 1, size: DEFAULT_PAGE_SIZE }).parse(search);
  const page = await listPosts(db, board, query);
  return {
    i18n,
    meta: meta(board.title, board.description),
    board: { code: board.code, title: board.title, description: board.description },
    posts: page.items.map(summaryView),
    page: page.page,
    totalPages: page.totalPages,
    startNumber: page.total - (page.page - 1) * page.pageSize,
    done: flash.parse(search).done,
  };
}

/** Visitors' posts change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function BoardList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { board, posts, page, totalPages, startNumber, done } = loaderData;
  const base = `/board/${board.code}`;
  return (
    <div className="page">
      <h1>{board.title}</h1>
      {board.description && <p className="page-lead">{board.description}</p>}
      <div role="status">{done && <p className="result result--ok">{t(`forms.board.${done}`)}</p>}</div>
      <p className="board-toolbar">
        <Link className="button button--primary" to={`${base}/write`}>
          {t("forms.board.write")}
        </Link>
      </p>
      <PostTable base={base} posts={posts} startNumber={startNumber} />
      <Pagination page={page} totalPages={totalPages} href={(p) => listHref(base, { page: p })} />
    </div>
  );
}
