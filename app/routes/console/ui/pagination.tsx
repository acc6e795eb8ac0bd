import { Link } from "react-router";
import { useT } from "../../../lib/i18n/client";

type Props = { page: number; pages: number; href: (page: number) => string };

/** Previous / next links with the current page; plain links, so they work without JavaScript. */
export function Pagination({ page, pages, href }: Props) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className="console-pagination" aria-label={t("console.common.pagination")}>
      {page > 1 ? <Link to={href(page - 1)}>{t("console.common.previous")}</Link> : <span aria-hidden="true" />}
      <span aria-current="page">{t("console.common.pageOf", { page, pages })}</span>
      {page < pages ? <Link to={href(page + 1)}>{t("console.common.next")}</Link> : <span aria-hidden="true" />}
    </nav>
  );
}
