import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import { TextField } from "../forms/fields";
import { useValidatedForm } from "../forms/use-validated-form";

/*
 * The list part of the console's managed-content screens (notices, FAQ, downloads): the
 * search and status filter, and rows with their badges and the pin / publish buttons, which
 * post to the screen's action (so they work without JavaScript).
 */

export type ContentRow = {
  id: string;
  title: string;
  date?: string;
  pinned: boolean;
  published: boolean;
  sample: boolean;
  /** An extra cell (files, category) after the title. */
  extra?: ReactNode;
};

export function ContentFilters({
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
    <Form method="get" className="console-filters" role="search" {...form.formProps}>
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
      <p>
        <button type="submit" className="console-button">
          {t("console.center.list.submit")}
        </button>
      </p>
    </Form>
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

export function ContentTable({
  caption,
  extraHeading,
  rows,
  editHref,
}: {
  caption: string;
  extraHeading?: string;
  rows: ContentRow[];
  editHref: (id: string) => string;
}) {
  const t = useT();
  if (rows.length === 0) return <p>{t("console.center.list.empty")}</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("console.center.list.title")}</th>
            {extraHeading && <th scope="col">{extraHeading}</th>}
            <th scope="col">{t("console.center.list.state")}</th>
            <th scope="col">{t("console.center.list.date")}</th>
            <th scope="col">{t("console.center.list.actions")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <th scope="row">
                <Link to={editHref(r.id)}>{r.title}</Link>
              </th>
              {extraHeading && <td>{r.extra}</td>}
              <td>
                <span className="content-badges">
                  {r.pinned && <span className="console-badge">{t("console.center.list.pinnedBadge")}</span>}
                  <span className={r.published ? "console-badge" : "console-badge console-badge--off"}>
                    {r.published ? t("console.center.list.publishedBadge") : t("console.center.list.hiddenBadge")}
                  </span>
                  {r.sample && (
                    <span className="console-badge console-badge--sample">{t("console.center.list.sampleBadge")}</span>
                  )}
                </span>
              </td>
              <td className="console-nowrap">{r.date}</td>
              <td>
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
