import { Link } from "react-router";
import { CenterArticle } from "../../../components/center/center-article";
import { FileList } from "../../../components/center/file-list";
import { ManagedText, RichText } from "../../../components/center/managed-text";
import { centerItemLoader, NOTICE_PAGES } from "../../../controllers/center-pages.server";
import { sitePage } from "../../../controllers/site-page.server";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/notice";
import "../site-pages.css";
import "./center.css";
export const loader = ({ params, context }: Route.LoaderArgs) =>
  centerItemLoader(params.id, sitePage(context, ["center.common", "center.notice"]), NOTICE_PAGES);

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function Notice({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const notice = loaderData.item;
  const neighbours = [
    { key: "previous", label: t("center.notice.previous"), item: notice.previous },
    { key: "next", label: t("center.notice.next"), item: notice.next },
  ] as const;
  return (
    <CenterArticle
      name="notice"
      item={notice}
      badge={notice.pinned && <span className="badge badge--pinned">{t("center.common.pinned")}</span>}
      after={
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
      }
    >
      <RichText html={notice.body} />
      {notice.attachments.length > 0 && <FileList files={notice.attachments} headingId="notice-files" />}
    </CenterArticle>
  );
}
