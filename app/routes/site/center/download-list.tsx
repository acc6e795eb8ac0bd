import { Link } from "react-router";
import { ManagedText } from "../../../components/center/managed-text";
import { SearchForm } from "../../../components/center/search-form";
import { Pagination } from "../../../components/pagination";
import { listQueryOfUrl, publicListQuerySchema } from "../../../features/content/content-schema";
import { downloadSummaryJson } from "../../../features/downloads/download-json.server";
import { listPublishedDownloads } from "../../../features/downloads/downloads.server";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { sitePage } from "../page.server";
import type { Route } from "./+types/download-list";
import { listHref } from "./list-href";
import "../site-pages.css";
import "./center.css";

const BASE = "/center/download";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["center.common", "center.download"]);
  const query = listQueryOfUrl(publicListQuerySchema, request.url);
  const page = await listPublishedDownloads(db, query);
  return {
    i18n,
    meta: meta(t("center.download.title"), t("center.download.description")),
    q: query.q,
    downloads: page.items.map((d) => ({ ...downloadSummaryJson(d), date: formatDate(d.publishedAt) })),
    page: page.page,
    total: page.total,
    totalPages: page.totalPages,
    startNumber: page.total - (page.page - 1) * page.pageSize,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DownloadList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { q, downloads, page, total, totalPages, startNumber } = loaderData;
  return (
    <div className="page">
      <h1>{t("center.download.title")}</h1>
      <p className="page-lead">{t("center.download.description")}</p>
      <SearchForm action={BASE} q={q} placeholder={t("center.download.searchPlaceholder")} />
      <p className="center-count" role="status">
        {q ? t("center.common.searchResult", { q, count: total }) : t("center.common.total", { count: total })}
      </p>
      {downloads.length === 0 ? (
        <p className="notice">{q ? t("center.common.noResults") : t("center.download.empty")}</p>
      ) : (
        <div className="table-wrap">
          <table className="table center-table">
            <caption className="visually-hidden">{t("center.download.listCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("center.common.number")}</th>
                <th scope="col">{t("center.common.title")}</th>
                <th scope="col">{t("center.common.files")}</th>
                <th scope="col">{t("center.common.date")}</th>
              </tr>
            </thead>
            <tbody>
              {downloads.map((d, i) => (
                <tr key={d.id} className={d.pinned ? "center-table__pinned" : undefined}>
                  <td>
                    {d.pinned ? (
                      <span className="badge badge--pinned">{t("center.common.pinned")}</span>
                    ) : (
                      startNumber - i
                    )}
                  </td>
                  <td className="center-table__title">
                    <Link to={`${BASE}/${d.id}`}>
                      <ManagedText>{d.title}</ManagedText>
                    </Link>
                  </td>
                  <td>{t("center.download.fileCount", { count: d.fileCount })}</td>
                  <td>
                    <time dateTime={d.publishedAt}>{d.date}</time>
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
