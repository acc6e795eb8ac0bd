import { ManagedListPage } from "../../../components/center/managed-list-page";
import { centerListLoader, DOWNLOAD_PAGES } from "../../../controllers/center-pages.server";
import { sitePage } from "../../../controllers/site-page.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/download-list";
import "../site-pages.css";
import "./center.css";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  centerListLoader(request, sitePage(context, ["center.common", "center.download"]), DOWNLOAD_PAGES);

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function DownloadList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ManagedListPage
      name="download"
      list={loaderData.list}
      columns={[
        { header: t("center.common.files"), cell: (d) => t("center.download.fileCount", { count: d.fileCount }) },
      ]}
    />
  );
}
