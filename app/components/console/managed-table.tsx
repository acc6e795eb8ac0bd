import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { type TKey, useT } from "../../lib/i18n/client";
import { TextField } from "../forms/fields";
import { useValidatedForm } from "../forms/use-validated-form";
import { type Column, ListFilters, type ListPager, ListResults } from "./console-list";

/*
 * The list part of the console's managed-content screens (notices, FAQ, downloads), on the
 * console list kit: the search and status filter, and rows with their badges and the pin /
 * publish buttons, which post to the screen's action (so they work without JavaScript).
 */

export type ManagedRow = {
  id: string;
  title: string;
  date?: string;
  pinned: boolean;
  published: boolean;
  sample: boolean;
  /** An extra cell (files, category) after the title. */
  extra?: ReactNode;
};

export function ManagedFilters({
  q,
  status,
  children,
}: {
  q?: string;
  status: string;
  /** More filters (e.g. a category select), placed before the button. */
  children?: ReactNode;
}) {
  const t = useT();
  const form = useValidatedForm();
  return (
    <ListFilters form={form} submitLabel={t("console.center.list.submit")}>
      <TextField
        form={form}
        name="q"
        type="search"
        label={t("console.center.list.search")}
        defaultValue={q}
        maxLength={100}
      />
      <div className="field">
        <label htmlFor="content-status">{t("console.center.list.status")}</label>
        <select id="content-status" name="status" defaultValue={status}>
          <option value="all">{t("console.center.list.statusAll")}</option>
          <option value="published">{t("console.center.list.statusPublished")}</option>
          <option value="hidden">{t("console.center.list.statusHidden")}</option>
        </select>
      </div>
      {children}
    </ListFilters>
  );
}

function FlagButton({ id, title, intent, label }: { id: string; title: string; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="title" value={title} />
      <button type="submit" name="intent" value={intent} className="console-button console-button--small">
        {label}
      </button>
    </Form>
  );
}

/** The rows with their badges and buttons, or the empty message, then the pages. */
export function ManagedTable({
  caption,
  extraHeader,
  rows,
  editHref,
  pager,
}: {
  caption: string;
  /** The header of the extra cell (files, category). */
  extraHeader?: TKey;
  rows: ManagedRow[];
  editHref: (id: string) => string;
  pager: ListPager;
}) {
  const t = useT();
  const columns: Column<ManagedRow>[] = [
    {
      header: "console.center.list.title",
      rowHeader: true,
      cell: (r) => <Link to={editHref(r.id)}>{r.title}</Link>,
    },
    ...(extraHeader ? [{ header: extraHeader, cell: (r: ManagedRow) => r.extra }] : []),
    {
      header: "console.center.list.state",
      cell: (r) => (
        <span className="content-badges">
          {r.pinned && <span className="console-badge">{t("console.center.list.pinnedBadge")}</span>}
          <span className={r.published ? "console-badge" : "console-badge console-badge--off"}>
            {r.published ? t("console.center.list.publishedBadge") : t("console.center.list.hiddenBadge")}
          </span>
          {r.sample && (
            <span className="console-badge console-badge--sample">{t("console.center.list.sampleBadge")}</span>
          )}
        </span>
      ),
    },
    { header: "console.center.list.date", className: "console-nowrap", cell: (r) => r.date },
    {
      header: "console.center.list.actions",
      cell: (r) => (
        <div className="content-row-actions">
          <FlagButton
            id={r.id}
            title={r.title}
            intent={r.pinned ? "unpin" : "pin"}
            label={r.pinned ? t("console.center.list.unpin") : t("console.center.list.pin")}
          />
          <FlagButton
            id={r.id}
            title={r.title}
            intent={r.published ? "hide" : "publish"}
            label={r.published ? t("console.center.list.hide") : t("console.center.list.publish")}
          />
        </div>
      ),
    },
  ];
  return (
    <ListResults
      caption={caption}
      empty={t("console.center.list.empty")}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      pager={pager}
    />
  );
}
