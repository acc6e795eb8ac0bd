import { Link } from "react-router";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { moderationAction } from "../../controllers/board-moderation.server";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { getPostForModeration } from "../../features/boards/moderation.server";
import { DeleteButton, HiddenToggle } from "../../features/boards/moderation-forms";
import { moderationDone } from "../../features/boards/moderation-schema";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/board-post";
import "./managed-content.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "boards");
  const { post, comments } = await orNotFound(getPostForModeration(db, params.postId));
  const hiddenBy = (at: Date | null, by: string | null) =>
    at ? t("console.boards.hiddenBy", { date: formatDateTime(at), by: by ?? "" }) : null;
  return {
    i18n,
    meta: meta(`${t("console.boards.postTitle")}: ${post.title}`),
    post: {
      id: post.id,
      board: post.board,
      title: post.title,
      body: post.body,
      authorName: post.authorName,
      createdAt: formatDateTime(post.createdAt),
      hidden: hiddenBy(post.hiddenAt, post.hiddenBy),
    },
    comments: comments.map((c) => ({
      id: c.id,
      authorName: c.authorName,
      body: c.body,
      createdAt: formatDateTime(c.createdAt),
      hidden: hiddenBy(c.hiddenAt, c.hiddenBy),
    })),
    done: moderationDone(new URL(request.url).searchParams.get("done") ?? undefined),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  return moderationAction(request, context, consoleItemPath("boards", params.postId));
}

export default function BoardPost({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const { post } = d;
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.boards}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.boards.postTitle")}</h1>
      <StatusMessage>{!actionData && d.done && t(`console.boards.${d.done}`)}</StatusMessage>
      <FormError message={actionData?.message} />
      <section className="console-section" aria-labelledby="post-title">
        <h2 id="post-title">{post.title}</h2>
        <dl className="managed-facts">
          <dt>{t("console.boards.colBoard")}</dt>
          <dd>{post.board.title}</dd>
          <dt>{t("console.boards.colAuthor")}</dt>
          <dd>{post.authorName}</dd>
          <dt>{t("console.boards.colDate")}</dt>
          <dd>{post.createdAt}</dd>
          <dt>{t("console.boards.colState")}</dt>
          <dd>
            <span className={`managed-label managed-label--${post.hidden ? "off" : "done"}`}>
              {t(`console.boards.statuses.${post.hidden ? "hidden" : "shown"}`)}
            </span>{" "}
            {post.hidden}
          </dd>
        </dl>
        <div className="managed-text">{post.body}</div>
        <p className="console-actions">
          <HiddenToggle target="post" id={post.id} hidden={post.hidden !== null} label={post.title} />
          {!post.hidden && (
            <a href={`/board/${encodeURIComponent(post.board.code)}/${encodeURIComponent(post.id)}`}>
              {t("console.boards.viewOnSite")}
            </a>
          )}
        </p>
      </section>
      <section className="console-section" aria-labelledby="comments-heading">
        <h2 id="comments-heading">{t("console.boards.commentsHeading", { count: formatNumber(d.comments.length) })}</h2>
        {d.comments.length === 0 ? (
          <p>{t("console.boards.noComments")}</p>
        ) : (
          <ul className="managed-comments">
            {d.comments.map((c) => (
              <li key={c.id}>
                <p>
                  <strong>{t("console.boards.commentBy", { author: c.authorName, date: c.createdAt })}</strong>{" "}
                  {c.hidden && <span className="managed-label managed-label--off">{c.hidden}</span>}
                </p>
                <div className="managed-text">{c.body}</div>
                <div className="managed-actions">
                  <HiddenToggle target="comment" id={c.id} hidden={c.hidden !== null} label={c.body.slice(0, 40)} />
                  <DeleteButton target="comment" id={c.id} label={c.body.slice(0, 40)} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="console-section managed-danger" aria-labelledby="delete-heading">
        <h2 id="delete-heading">{t("console.boards.deleteTitle")}</h2>
        <p>{t("console.boards.deleteIntro")}</p>
        <DeleteButton target="post" id={post.id} label={post.title} />
      </section>
    </>
  );
}
