import { Link } from "react-router";
import { useT } from "../lib/i18n/client";

type Props = {
  /** The page shown (1-based) and how many there are: a `Page` result's `page` and `totalPages`. */
  page: number;
  totalPages: number;
  /** The address of a page, e.g. `(p) => (p === 1 ? base : `${base}?page=${p}`)`. */
  href: (page: number) => string;
};

/**
 * Page links of every paged list, public and console: previous, up to five page numbers
 * around the current one (marked aria-current), next. Plain links, so paging works without
 * JavaScript; nothing is drawn for a single page. Its strings are `base` ones (every page has them).
 */
export function Pagination({ page, totalPages, href }: Props) {
  const t = useT();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  return (
    <nav className="pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)}>{t("pagination.previous")}</Link>
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            <Link
              to={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={t("pagination.page", { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link to={href(page + 1)}>{t("pagination.next")}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
