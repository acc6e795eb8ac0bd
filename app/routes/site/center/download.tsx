import { Link } from "react-router";
import { FileList } from "../../../components/center/file-list";
import { ManagedText } from "../../../components/center/managed-text";
import { sitePage } from "../../../controllers/site-page.server";
import { downloadDetailJson } from "../../../features/downloads/download-json.server";
import { getPublishedDownload } from "../../../features/downloads/downloads.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { orNotFound, recordIdParam } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/download";
import "../site-pages.css";
import "./center.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["center.common", "center.download"]);
  const download = await orNotFound(() => getPublishedDownload(db, recordIdParam(params.id)));
  return {
    i18n,
    meta: meta(`${download.title} - ${t("center.download.title")}`, download.description.slice(0, 120)),
    download: { ...downloadDetailJson(download), date: formatDate(download.publishedAt) },
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function Download({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { download } = loaderData;
  return (
    <div className="page page--narrow">
      <p className="eyebrow">
        <Link to="/center/download">{t("center.download.title")}</Link>
      </p>
      <article className="center-article" aria-labelledby="download-title">
        <h1 id="download-title">
          <ManagedText>{download.title}</ManagedText>
        </h1>
        <p className="center-article__meta">
          {t("center.common.date")} <time dateTime={download.publishedAt}>{download.date}</time>
        </p>
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
      </article>
      <p className="board-toolbar">
        <Link className="button" to="/center/download">
          {t("center.common.backToList")}
        </Link>
      </p>
    </div>
  );
}
