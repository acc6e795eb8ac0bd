import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { FormError } from "../forms/fields";
import type { ValidatedForm } from "../forms/use-validated-form";
import { Pagination } from "../pagination";

/*
 * The two halves of a console screen that lists and filters (board posts, questions): the
 * filter box, a GET form that works without JavaScript, and the results, a table with its
 * caption and total, or the empty message, then the pages.
 */

export function ListFilters({
  id,
  title,
  invalid,
  query,
  form,
  resetTo,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** A refused filter's message (the list then shows everything). */
  invalid: string;
  /** The filters in force: the fields start from them, and a new set draws the form again. */
  query: Record<string, string>;
  form: ValidatedForm;
  /** The list without filters. */
  resetTo: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="console-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FormError message={invalid} />
      <Form method="get" className="console-filters" key={JSON.stringify(query)} {...form.formProps}>
        {children}
        <p className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {t("managed.common.filter")}
          </button>
          <Link to={resetTo}>{t("managed.common.reset")}</Link>
        </p>
      </Form>
    </section>
  );
}

export function ListResults({
  caption,
  empty,
  headings,
  total,
  page,
  totalPages,
  pageHref,
  children,
}: {
  caption: string;
  /** Shown instead of the table when nothing matches. */
  empty: string | false;
  headings: string[];
  total: number;
  page: number;
  totalPages: number;
  pageHref: (page: number) => string;
  /** The table's rows. */
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="console-section" aria-label={caption}>
      {empty ? (
        <p>{empty}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <caption>
              {caption} · {t("console.common.total", { total: formatNumber(total) })}
            </caption>
            <thead>
              <tr>
                {headings.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={totalPages} href={pageHref} />
    </section>
  );
}
