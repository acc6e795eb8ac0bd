import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { Pagination } from "../pagination";
import { ManagedText } from "./managed-text";
import { SearchForm } from "./search-form";

/** A row of a centre list: a notice or a form download, newest first with the pinned ones on top. */
type ManagedListRow = { id: string; pinned: boolean; title: string; publishedAt: string; date: string };

/** The page of results a list loader returns; numbers count down from `startNumber`. */
type ListData<Row extends ManagedListRow> = {
  q?: string;
  rows: Row[];
  page: number;
  total: number;
  totalPages: number;
  startNumber: number;
};

/**
 * The public list of notices or form downloads (`/center/<name>`): title, lead, search, the
 * count (announced), the table or the empty message, and the pages (the page imports
 * site-pages.css and center.css). Its words are the kind's section of `center`. Pinned rows
 * show "공지" where the others show their number; a kind adds badges after the title and
 * columns before the date.
 */
export function ManagedListPage<Row extends ManagedListRow>({
  name,
  list: { q, rows, page, total, totalPages, startNumber },
  titleBadges,
  columns = [],
}: {
  name: "notice" | "download";
  list: ListData<Row>;
  titleBadges?: (row: Row) => ReactNode;
  columns?: { header: string; cell: (row: Row) => ReactNode }[];
}) {
  const t = useT();
  const base = `/center/${name}`;
  const text = {
    title: t(`center.${name}.title`),
    description: t(`center.${name}.description`),
    searchPlaceholder: t(`center.${name}.searchPlaceholder`),
    empty: t(`center.${name}.empty`),
    caption: t(`center.${name}.listCaption`),
  };
  return (
    <div className="page">
      <h1>{text.title}</h1>
      <p className="page-lead">{text.description}</p>
      <SearchForm action={base} q={q} placeholder={text.searchPlaceholder} />
      <p className="center-count" role="status">
        {q ? t("center.common.searchResult", { q, count: total }) : t("center.common.total", { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="notice">{q ? t("center.common.noResults") : text.empty}</p>
      ) : (
        <div className="table-wrap">
          <table className="table center-table">
            <caption className="visually-hidden">{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t("center.common.number")}</th>
                <th scope="col">{t("center.common.title")}</th>
                {columns.map((column) => (
                  <th key={column.header} scope="col">
                    {column.header}
                  </th>
                ))}
                <th scope="col">{t("center.common.date")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} className={row.pinned ? "center-table__pinned" : undefined}>
                  <td>
                    {row.pinned ? (
                      <span className="badge badge--pinned">{t("center.common.pinned")}</span>
                    ) : (
                      startNumber - i
                    )}
                  </td>
                  <td className="center-table__title">
                    <Link to={`${base}/${row.id}`}>
                      <ManagedText>{row.title}</ManagedText>
                    </Link>
                    {titleBadges?.(row)}
                  </td>
                  {columns.map((column) => (
                    <td key={column.header}>{column.cell(row)}</td>
                  ))}
                  <td>
                    <time dateTime={row.publishedAt}>{row.date}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} href={(p) => listHref(base, { q, page: p })} />
    </div>
  );
}
