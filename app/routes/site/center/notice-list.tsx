import { Link } from "react-router";
import { ManagedText } from "../../../components/center/managed-text";
import { SearchForm } from "../../../components/center/search-form";
import { Pagination } from "../../../components/pagination";
import { listQueryOfUrl, publicListQuerySchema } from "../../../features/content/content-schema";
import { noticeSummaryJson } from "../../../features/notices/notice-json.server";
import { listPublishedNotices } from "../../../features/notices/notices.server";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { sitePage } from "../page.server";
import type { Route } from "./+types/notice-list";
import { listHref } from "./list-href";
import "../site-pages.css";
import "./center.css";

const BASE = "/center/notice";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = sitePage(context, ["center.common", "center.notice"]);
  const query = listQueryOfUrl(publicListQuerySchema, request.url);
  const page = await listPublishedNotices(db, query, now);
  return {
    i18n,
    meta: meta(t("center.notice.title"), t("center.notice.description")),
    q: query.q,
    notices: page.items.map((n) => ({ ...noticeSummaryJson(n), date: formatDate(n.publishedAt) })),
    page: page.page,
    total: page.total,
    totalPages: page.totalPages,
    // Numbers count down from the newest; pinned notices show "공지" instead.
    startNumber: page.total - (page.page - 1) * page.pageSize,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, notices, page, total, totalPages, startNumber } = loaderData;
  return (
    <div className="page">
      <h1>{t("center.notice.title")}</h1>
      <p className="page-lead">{t("center.notice.description")}</p>
      <SearchForm action={BASE} q={q} placeholder={t("center.common.searchPlaceholder")} />
      <p className="center-count" role="status">
        {q ? t("center.common.searchResult", { q, count: total }) : t("center.common.total", { count: total })}
      </p>
      {notices.length === 0 ? (
        <p className="notice">{q ? t("center.common.noResults") : t("center.notice.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table center-table">
            <caption className="visually-hidden">{t("center.notice.listCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("center.common.number")}</th>
                <th scope="col">{t("center.common.title")}</th>
                <th scope="col">{t("center.common.date")}</th>
              </tr>
            </thead>
            <tbody>
              {notices.map((n, i) => (
                <tr key={n.id} className={n.pinned ? "center-table__pinned" : undefined}>
                  <td>
                    {n.pinned ? (
                      <span className="badge badge--pinned">{t("center.common.pinned")}</span>
                    ) : (
                      startNumber - i
                    )}
                  </td>
                  <td className="center-table__title">
                    <Link to={`${BASE}/${n.id}`}>
                      <ManagedText>{n.title}</ManagedText>
                    </Link>
                    {n.attachmentCount > 0 && (
                      <span className="badge badge--files">
                        <span aria-hidden="true">{t("center.common.files")}</span>
                        <span className="visually-hidden">{t("center.notice.withFiles")}</span>
                      </span>
                    )}
                    {n.isNew && (
                      <span className="badge badge--new">
                        <span aria-hidden="true">{t("center.common.newBadge")}</span>
                        <span className="visually-hidden">{t("center.common.newLabel")}</span>
                      </span>
                    )}
                  </td>
                  <td>
                    <time dateTime={n.publishedAt}>{n.date}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} href={(p) => listHref(BASE, { q, page: p })} />
    </div>
  );
}
