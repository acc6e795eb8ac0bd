import { boardPageAction } from "../../../controllers/board-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { PasswordForm, PostForm } from "../../../features/boards/board-forms";
import { getBoard, getPost } from "../../../features/boards/posts.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/edit";
import "../site-pages.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["forms.common", "errors.validation", "forms.board"]);
  const postId = recordIdParam(params.postId);
  const { board, post } = await orNotFound(async () => {
    const board = await getBoard(db, params.board);
    return { board, post: await getPost(db, board, postId) };
  });
  return {
    i18n,
    meta: meta(`${t("forms.board.editTitle")} - ${board.title}`, post.title),
    board: { code: board.code, title: board.title },
    post: { id: post.id, title: post.title, body: post.body },
  };
}

export const action = boardPageAction;

/** Visitors' posts change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function BoardEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { board, post } = loaderData;
  const postUrl = `/board/${board.code}/${post.id}`;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">{board.title}</p>
      <h1>{t("forms.board.editTitle")}</h1>
      <p className="page-lead">{t("forms.board.editIntro")}</p>
      <PostForm
        mode="edit"
        initial={post}
        result={actionData?.intent === "update" ? actionData : undefined}
        cancelTo={postUrl}
      />
      <section className="panel panel--danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("forms.board.deleteTitle")}</h2>
        <p>{t("forms.board.deleteIntro")}</p>
        <PasswordForm
          intent="delete"
          result={actionData?.intent === "delete" ? actionData : undefined}
          submitLabel={t("forms.board.delete")}
        />
      </section>
    </div>
  );
}
