import { Link, useSearchParams } from "react-router";
import { ManagedFilters, ManagedTable } from "../../components/console/managed-table";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import type { ConsoleListQuery } from "./managed-schema";
import "../../components/console/managed-screens.css";

/** The screens' titles (message keys). */
export type ManagedTitle = "console.center.notices.title" | "console.center.downloads.title";

/** What the list screen of notices or form downloads shows (app/controllers/managed-list.server.ts loads it). */
export type ManagedListData = {
  query: ConsoleListQuery;
  rows: {
    id: string;
    title: string;
    pinned: boolean;
    published: boolean;
    sample: boolean;
    date: string;
    files: number;
  }[];
  total: number;
  page: number;
  totalPages: number;
};

/**
 * The console list of notices or form downloads: what the last act did, the filters, the
 * table with its pin / publish buttons and the pages. `title` is the screen's message key.
 */
export function ManagedListScreen({
  title,
  base,
  loaderData: d,
  actionData,
}: {
  title: ManagedTitle;
  base: string;
  loaderData: ManagedListData;
  actionData?: { message?: string };
}) {
  const t = useT();
  const [params] = useSearchParams();
  const changed = params.get("changed");
  const created = params.get("created");
  const deleted = params.get("deleted");
  return (
    <>
      <h1>{t(title)}</h1>
      <StatusMessage>
        {changed && t("console.center.list.flagsDone", { title: changed })}
        {created && t("console.center.list.created", { title: created })}
        {deleted && t("console.center.list.deleted", { title: deleted })}
      </StatusMessage>
      <FormError message={actionData?.message} />
      <div className="content-toolbar">
        <ManagedFilters q={d.query.q} status={d.query.status} />
        <Link className="console-button console-button--primary" to={`${base}/new`}>
          {t("console.center.list.new")}
        </Link>
      </div>
      <ManagedTable
        caption={t("console.center.list.caption", { title: t(title), total: d.total })}
        extraHeader="console.center.list.files"
        rows={d.rows.map((r) => ({ ...r, extra: r.files || "" }))}
        editHref={(id) => `${base}/${id}`}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) => listHref(base, { q: d.query.q, status: d.query.status, page: p }, { status: "all" }),
        }}
      />
    </>
  );
}
