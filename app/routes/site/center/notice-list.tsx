import { ManagedListPage } from "../../../components/center/managed-list-page";
import { sitePage } from "../../../controllers/site-page.server";
import { listQueryOfUrl, publicListQuerySchema } from "../../../features/managed-content/managed-schema";
import { noticeSummaryJson } from "../../../features/notices/notice-json.server";
import { listPublishedNotices } from "../../../features/notices/notices.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notice-list";
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

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { notices, ...list } = loaderData;
  return (
    <ManagedListPage
      base={BASE}
      text={{
        title: t("center.notice.title"),
        description: t("center.notice.description"),
        searchPlaceholder: t("center.common.searchPlaceholder"),
        empty: t("center.notice.empty"),
        caption: t("center.notice.listCaption"),
      }}
      list={{ ...list, rows: notices }}
      titleBadges={(n) => (
        <>
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
        </>
      )}
    />
  );
}
