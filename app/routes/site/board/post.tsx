import { Link } from "react-router";
import { z } from "zod";
import { boardPageAction } from "../../../controllers/board-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { commentView, postView } from "../../../features/boards/board-views";
import { CommentSection } from "../../../features/boards/comment-list";
import { commentsOf } from "../../../features/boards/comments.server";
import { getBoard, viewPost } from "../../../features/boards/posts.server";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/post";
import "../site-pages.css";

const flash = z
  .object({ done: z.enum(["created", "updated", "commentCreated", "commentDeleted"]).optional() })
  .catch({});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, i18n, meta } = sitePage(context, ["forms.common", "errors.validation", "forms.board"]);
  const postId = recordIdParam(params.postId);
  const { board, post, comments } = await orNotFound(async () => {
    const board = await getBoard(db, params.board);
    const post = await viewPost(db, board, postId);
    return { board, post, comments: await commentsOf(db, post.id) };
  });
  return {
    i18n,
    meta: meta(`${post.title} - ${board.title}`, post.body.slice(0, 120)),
    board: { code: board.code, title: board.title },
    post: postView(post),
    comments: comments.map(commentView),
    done: flash.parse(Object.fromEntries(new URL(request.url).searchParams)).done,
  };
}

export const action = boardPageAction;

/** Visitors' posts change without a console write: never kept by the shared page cache. */
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function BoardPost({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { board, post, comments, done } = loaderData;
  const base = `/board/${board.code}`;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">
        <Link to={base}>{board.title}</Link>
      </p>
      <div role="status">{done && <p className="result result--ok">{t(`forms.board.${done}`)}</p>}</div>
      <article className="post" aria-labelledby="post-title">
        <h1 id="post-title">{post.title}</h1>
        <p className="post__meta">
          {t("forms.board.meta", { author: post.authorName, date: post.createdAt, views: post.views })}
        </p>
        <div className="post__body">{post.body}</div>
      </article>
      <p className="board-toolbar">
        <Link className="button" to={base}>
          {t("forms.board.backToList")}
        </Link>
        <Link className="button" to={`${base}/${post.id}/edit`}>
          {t("forms.board.edit")}
        </Link>
      </p>
      <CommentSection comments={comments} result={actionData} />
    </div>
  );
}
