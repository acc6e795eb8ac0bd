import { Link } from "react-router";
import { FileList } from "../../../components/center/file-list";
import { ManagedText, RichText } from "../../../components/center/managed-text";
import { sitePage } from "../../../controllers/site-page.server";
import { richTextToPlain } from "../../../features/managed-content/sanitize.server";
import { noticeDetailJson } from "../../../features/notices/notice-json.server";
import { getPublishedNotice } from "../../../features/notices/notices.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notice";
import "../site-pages.css";
import "./center.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = sitePage(context, ["center.common", "center.notice"]);
  const notice = await orNotFound(() => getPublishedNotice(db, recordIdParam(params.id), now));
  return {
    i18n,
    meta: meta(`${notice.title} - ${t("center.notice.title")}`, richTextToPlain(notice.body).slice(0, 120)),
    notice: { ...noticeDetailJson(notice), date: formatDate(notice.publishedAt) },
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function Notice({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { notice } = loaderData;
  const neighbours = [
    { key: "previous", label: t("center.notice.previous"), item: notice.previous },
    { key: "next", label: t("center.notice.next"), item: notice.next },
  ] as const;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">
        <Link to="/center/notice">{t("center.notice.title")}</Link>
      </p>
      <article className="center-article" aria-labelledby="notice-title">
        <h1 id="notice-title">
          <ManagedText>{notice.title}</ManagedText>
        </h1>
        <p className="center-article__meta">
          {notice.pinned && <span className="badge badge--pinned">{t("center.common.pinned")}</span>}{" "}
          {t("center.common.date")} <time dateTime={notice.publishedAt}>{notice.date}</time>
        </p>
        <RichText html={notice.body} />
        {notice.attachments.length > 0 && <FileList files={notice.attachments} headingId="notice-files" />}
      </article>
      <nav className="center-neighbours" aria-label={t("center.notice.neighbours")}>
        <dl>
          {neighbours.map(({ key, label, item }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                {item ? (
                  <Link to={`/center/notice/${item.id}`}>
                    <ManagedText>{item.title}</ManagedText>
                  </Link>
                ) : (
                  t("center.notice.none")
                )}
              </dd>
            </div>
          ))}
        </dl>
      </nav>
      <p className="board-toolbar">
        <Link className="button" to="/center/notice">
          {t("center.common.backToList")}
        </Link>
      </p>
    </div>
  );
}
