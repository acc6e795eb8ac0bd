import type { ReactNode, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { Form, Link } from "react-router";
import { formatNumber } from "../../lib/format";
import { type TKey, useT } from "../../lib/i18n/client";
import { FormError } from "../forms/fields";
import type { ValidatedForm } from "../forms/use-validated-form";
import { Pagination } from "../pagination";

/*
 * The console's list kit, the one way a console screen draws a list or a table:
 * - `ListFilters`: the filter box, a GET form that works without JavaScript;
 * - `ListResults`: the results, a table from columns declared as data, with its caption and
 *   count, or the empty message, then the pages;
 * - `ListTable`: the same table alone (inside a form, a detail page);
 * - `ConsoleTable`: a plain table whose rows are written out (a detail's history, a form's
 *   selection).
 * Addresses of list pages come from `listHref` (app/lib/list-href.ts). The `console-table`
 * class lives here and in console-screens.css only.
 */

/** One column: its header (a message key), and how a row's cell is drawn. */
export type Column<Row> = {
  header: TKey;
  cell: (row: Row) => ReactNode;
  /** The cell names its row: `<th scope="row">` rather than `<td>`. */
  rowHeader?: boolean;
  /** The cell's class: `console-num`, `console-nowrap`, `console-break`. */
  className?: string;
  /** More attributes of a row's cell (`lang`, `data-*`). */
  cellProps?: (row: Row) => TdHTMLAttributes<HTMLTableCellElement> & { [data: `data-${string}`]: string };
  /** The header's content instead of its label (a sort link), and its attributes (`aria-sort`). */
  heading?: (label: string) => ReactNode;
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
};

type TableFrame = {
  /** The table's caption; `captionHidden` keeps it for screen readers only. */
  caption?: ReactNode;
  captionHidden?: boolean;
  /** A table as wide as its content (a few numbers), not the page. */
  narrow?: boolean;
  /** Drawn without the scrolling wrapper (a narrow table in a card). */
  bare?: boolean;
};

function Frame({
  caption,
  captionHidden,
  narrow,
  bare,
  head,
  children,
}: TableFrame & { head: ReactNode; children: ReactNode }) {
  const table = (
    <table className={narrow ? "console-table console-table--narrow" : "console-table"}>
      {caption !== undefined && <caption className={captionHidden ? "visually-hidden" : undefined}>{caption}</caption>}
      <thead>
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return bare ? table : <div className="console-table-wrap">{table}</div>;
}

/** A table whose rows the caller writes (`<tr>`s); `headers` are the column headers' texts. */
export function ConsoleTable({ headers, children, ...frame }: TableFrame & { headers: string[]; children: ReactNode }) {
  return (
    <Frame
      {...frame}
      head={headers.map((header) => (
        <th key={header} scope="col">
          {header}
        </th>
      ))}
    >
      {children}
    </Frame>
  );
}

/** A table drawn from its columns: a row per item, the row's key from `rowKey`. */
export function ListTable<Row>({
  columns,
  rows,
  rowKey,
  ...frame
}: TableFrame & { columns: Column<Row>[]; rows: readonly Row[]; rowKey: (row: Row) => string }) {
  const t = useT();
  return (
    <Frame
      {...frame}
      head={columns.map((c) => (
        <th key={c.header} scope="col" {...c.headerProps}>
          {c.heading ? c.heading(t(c.header)) : t(c.header)}
        </th>
      ))}
    >
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((c) =>
            c.rowHeader ? (
              <th key={c.header} scope="row" className={c.className} {...c.cellProps?.(row)}>
                {c.cell(row)}
              </th>
            ) : (
              <td key={c.header} className={c.className} {...c.cellProps?.(row)}>
                {c.cell(row)}
              </td>
            ),
          )}
        </tr>
      ))}
    </Frame>
  );
}

/** The pages of a list: the page shown, how many, and each page's address (`listHref`). */
export type ListPager = { page: number; totalPages: number; href: (page: number) => string };

/**
 * A list's results: the table (or `empty` when there are no rows), then the pages. The
 * section around them is named by `label` (aria-label) or by a `heading` (an h2); with
 * neither, the parts stand on the page. `total` adds the count to the caption
 * ("… · 총 12건"); `frame` puts the table in something (the bulk-change form).
 */
export function ListResults<Row>({
  label,
  heading,
  caption,
  total,
  empty,
  emptyIsStatus,
  pager,
  frame,
  ...table
}: {
  label?: string;
  heading?: { id: string; text: string };
  caption?: string;
  total?: number;
  /** Shown instead of the table when there are no rows; without it the table is always drawn. */
  empty?: string;
  /** The empty message is announced (`role="status"`): a search that found nothing. */
  emptyIsStatus?: boolean;
  pager?: ListPager;
  frame?: (table: ReactNode) => ReactNode;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  narrow?: boolean;
}) {
  const t = useT();
  const fullCaption =
    caption !== undefined && total !== undefined
      ? `${caption} · ${t("console.common.total", { total: formatNumber(total) })}`
      : caption;
  const drawn = <ListTable caption={fullCaption} {...table} />;
  const content = (
    <>
      {heading && <h2 id={heading.id}>{heading.text}</h2>}
      {empty !== undefined && table.rows.length === 0 ? (
        <p role={emptyIsStatus ? "status" : undefined}>{empty}</p>
      ) : frame ? (
        frame(drawn)
      ) : (
        drawn
      )}
      {pager && <Pagination page={pager.page} totalPages={pager.totalPages} href={pager.href} />}
    </>
  );
  if (heading) {
    return (
      <section className="console-section" aria-labelledby={heading.id}>
        {content}
      </section>
    );
  }
  if (label) {
    return (
      <section className="console-section" aria-label={label}>
        {content}
      </section>
    );
  }
  return content;
}

/**
 * A list's filter box: a GET form of the filter fields (children), its submit button and a
 * link back to the list without filters. With a `heading` it is a section named by it; without
 * one it is a search landmark of its own (the managed-content toolbar). `values` are the
 * filters in force: a new set draws the form again, so the fields start from them.
 */
export function ListFilters({
  heading,
  invalid,
  values,
  form,
  resetTo,
  submitLabel,
  resetLabel,
  children,
}: {
  heading?: { id: string; text: string };
  /** A refused filter's message (the list then shows everything). */
  invalid?: string;
  values?: Record<string, string | undefined>;
  form: ValidatedForm;
  /** The list without filters; without it no reset link is drawn. */
  resetTo?: string;
  /** The button's and the reset link's texts (default: console.common.search / reset). */
  submitLabel?: string;
  resetLabel?: string;
  children: ReactNode;
}) {
  const t = useT();
  const filters = (
    <Form
      method="get"
      className="console-filters"
      role={heading ? undefined : "search"}
      key={values ? JSON.stringify(values) : undefined}
      {...form.formProps}
    >
      {children}
      <p className="console-actions">
        <button type="submit" className="console-button console-button--primary">
          {submitLabel ?? t("console.common.search")}
        </button>
        {resetTo && <Link to={resetTo}>{resetLabel ?? t("console.common.reset")}</Link>}
      </p>
    </Form>
  );
  if (!heading) return filters;
  return (
    <section className="console-section" aria-labelledby={heading.id}>
      <h2 id={heading.id}>{heading.text}</h2>
      <FormError message={invalid} />
      {filters}
    </section>
  );
}
