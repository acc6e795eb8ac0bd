import { ManagedListPage } from "../../../components/center/managed-list-page";
import { sitePage } from "../../../controllers/site-page.server";
import { downloadSummaryJson } from "../../../features/downloads/download-json.server";
import { listPublishedDownloads } from "../../../features/downloads/downloads.server";
import { listQueryOfUrl, publicListQuerySchema } from "../../../features/managed-content/managed-schema";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/download-list";
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

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DownloadList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { downloads, ...list } = loaderData;
  return (
    <ManagedListPage
      base={BASE}
      text={{
        title: t("center.download.title"),
        description: t("center.download.description"),
        searchPlaceholder: t("center.download.searchPlaceholder"),
        empty: t("center.download.empty"),
        caption: t("center.download.listCaption"),
      }}
      list={{ ...list, rows: downloads }}
      columns={[
        { header: t("center.common.files"), cell: (d) => t("center.download.fileCount", { count: d.fileCount }) },
      ]}
    />
  );
}
