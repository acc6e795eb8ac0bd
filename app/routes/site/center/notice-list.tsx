import { ManagedListPage } from "../../../components/center/managed-list-page";
import { centerListLoader, NOTICE_PAGES } from "../../../controllers/center-pages.server";
import { sitePage } from "../../../controllers/site-page.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notice-list";
import "../site-pages.css";
import "./center.css";

export const loader = ({ request, context }: Route.LoaderArgs) =>
  centerListLoader(request, sitePage(context, ["center.common", "center.notice"]), NOTICE_PAGES);

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function NoticeList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ManagedListPage
      name="notice"
      list={loaderData.list}
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
