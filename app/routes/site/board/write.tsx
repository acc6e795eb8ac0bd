import { boardPageAction } from "../../../controllers/board-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { PostForm } from "../../../features/boards/board-forms";
import { getBoard } from "../../../features/boards/posts.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/write";
import "../site-pages.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["forms.common", "errors.validation", "forms.board"]);
  const board = await orNotFound(() => getBoard(db, params.board));
  return {
    i18n,
    meta: meta(`${t("forms.board.writeTitle")} - ${board.title}`, board.description),
    board: { code: board.code, title: board.title },
  };
}

export const action = boardPageAction;

// A public entry page, indexable (SEO 100); what a person entered is never in it for a crawler.
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function BoardWrite({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <p className="eyebrow">{loaderData.board.title}</p>
      <h1>{t("forms.board.writeTitle")}</h1>
      <PostForm mode="create" result={actionData} cancelTo={`/board/${loaderData.board.code}`} />
    </div>
  );
}
