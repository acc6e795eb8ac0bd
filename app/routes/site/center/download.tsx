import { CenterArticle } from "../../../components/center/center-article";
import { FileList } from "../../../components/center/file-list";
import { ManagedText } from "../../../components/center/managed-text";
import { centerItemLoader, DOWNLOAD_PAGES } from "../../../controllers/center-pages.server";
import { sitePage } from "../../../controllers/site-page.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/download";
import "../site-pages.css";
import "./center.css";

export const loader = ({ params, context }: Route.LoaderArgs) =>
  centerItemLoader(params.id, sitePage(context, ["center.common", "center.download"]), DOWNLOAD_PAGES);

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function Download({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const download = loaderData.item;
  return (
    <CenterArticle name="download" item={download}>
      {download.description && (
        <p className="center-article__text">
          <ManagedText>{download.description}</ManagedText>
        </p>
      )}
      {download.files.length > 0 ? (
        <FileList files={download.files} headingId="download-files" />
      ) : (
        <p className="notice">{t("center.download.noFiles")}</p>
      )}
    </CenterArticle>
  );
}
