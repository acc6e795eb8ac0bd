import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, ListFilters } from "../../components/console/console-list";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { Checkbox, SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import type { ErrorCode } from "../../lib/domain-error";
import {
  APPLICATION_CHANNELS,
  RANKS,
  SUBMITTED_STATUSES,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
  type SubmittedStatus,
  UNIT_TYPE_CODES,
} from "../../lib/enums";
import { type TKey, useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { CONSOLE_PATHS } from "../auth/console-paths";
import {
  applicationExportSchema,
  applicationFilterSchema,
  applicationListDefaults,
  FILTER_KEYS,
  type FilterKey,
  type FilterValues,
  type SortDirection,
  type SortKey,
} from "./review-filters";
import { APPLICATION_EXPORT_PATH, APPLICATION_STATUS_PATH, applicationDetailPath } from "./review-paths";

/* The console application list's parts: filters, counts per status, the table (with the bulk form), the export. */

export type ListRow = {
  id: string;
  receiptNo: string;
  name: string;
  phone: string;
  birth: string;
  status: SubmittedStatus;
  statusLabel: string;
  channel: string;
  round: number;
  supply: string;
  unitType: string;
  submittedAt: string;
  duplicates: { samePhone: boolean; sameNameBirth: boolean };
};

/** Why an export was refused, as the export route's redirect names it (`?export=`). */
export const APPLICATION_EXPORT_REFUSALS = {
  wrong: "console.subPasswordWrong",
  locked: "console.subPasswordLocked",
  required: "validation.manager.subPasswordRequired",
} as const satisfies Record<string, ErrorCode>;

export type ListOrder = { sort: SortKey; dir: SortDirection };

export function ApplicationFilterForm({
  values,
  errors,
  message,
  rounds,
}: {
  values: FilterValues;
  errors: Record<string, string>;
  message: string;
  rounds: { id: string; title: string }[];
}) {
  const t = useT();
  const form = useValidatedForm({ schema: applicationFilterSchema, serverErrors: errors });
  const all = { value: "", label: t("console.common.all") };
  const l = (key: Exclude<FilterKey, "roundId"> | "round" | "filtersHeading" | "duplicateOnly" | "qHint") =>
    t(`console.applicationList.${key}`);
  // Each filter is labelled by its own key, but for the round's, whose label is "round".
  const label = (name: FilterKey) => l(name === "roundId" ? "round" : name);
  const select = (name: FilterKey, options: { value: string; label: string }[]) => (
    <SelectField form={form} name={name} label={label(name)} defaultValue={values[name]} options={[all, ...options]} />
  );
  const supply = (v: string) => ({ value: v, label: t(`application.supply.${v}` as TKey) });
  return (
    <ListFilters
      heading={{ id: "application-filters", text: l("filtersHeading") }}
      invalid={message}
      values={values}
      form={form}
      resetTo={CONSOLE_PATHS.application}
    >
      {select(
        "roundId",
        rounds.map((r) => ({ value: r.id, label: r.title })),
      )}
      {select(
        "status",
        SUBMITTED_STATUSES.map((s) => ({ value: s, label: t(`console.applicationStatus.${s}`) })),
      )}
      {select("supplyType", SUPPLY_TYPES.map(supply))}
      {select("supplyCategory", SUPPLY_CATEGORIES.map(supply))}
      {select("earningRank", RANKS.map(supply))}
      {select("regionRank", RANKS.map(supply))}
      {select(
        "unitType",
        UNIT_TYPE_CODES.map((code) => ({ value: code, label: t("console.applicationList.unitOption", { code }) })),
      )}
      {select(
        "channel",
        APPLICATION_CHANNELS.map((c) => ({ value: c, label: t(`console.applicationList.channels.${c}`) })),
      )}
      <Checkbox form={form} name="duplicate" value="1" label={l("duplicateOnly")} checked={values.duplicate === "1"} />
      <TextField
        form={form}
        name="q"
        type="search"
        label={l("q")}
        hint={l("qHint")}
        defaultValue={values.q}
        maxLength={50}
      />
    </ListFilters>
  );
}

/** Counts per status of the filtered set (the status filter aside); each a link to that status. */
export function StatusCounts({
  counts,
  applied,
  order,
}: {
  counts: Record<SubmittedStatus, number>;
  applied: FilterValues;
  order: ListOrder;
}) {
  const t = useT();
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const link = (status: string) =>
    listHref(CONSOLE_PATHS.application, { ...applied, status, ...order }, applicationListDefaults(order.sort));
  return (
    <section className="console-section" aria-labelledby="application-counts">
      <h2 id="application-counts">{t("console.applicationList.countsHeading")}</h2>
      <p>{t("console.applicationList.countsIntro")}</p>
      <ul className="application-counts">
        <li>
          <Link to={link("")} aria-current={applied.status ? undefined : "true"}>
            {t("console.applicationList.countsAll", { count: total })}
          </Link>
        </li>
        {SUBMITTED_STATUSES.map((s) => (
          <li key={s}>
            <Link to={link(s)} aria-current={applied.status === s ? "true" : undefined}>
              {t("console.applicationList.countOf", { status: t(`console.applicationStatus.${s}`), count: counts[s] })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A column's order: `aria-sort` on the header of the column the list is sorted by. */
function sortProps(column: SortKey, order: ListOrder) {
  return {
    "aria-sort": order.sort === column ? (order.dir === "asc" ? "ascending" : "descending") : undefined,
  } as const;
}

/** A column header's link that sorts the list by it: asc/desc toggles. */
function SortLink({
  column,
  label,
  applied,
  order,
}: {
  column: SortKey;
  label: string;
  applied: FilterValues;
  order: ListOrder;
}) {
  const t = useT();
  const current = order.sort === column;
  const next: SortDirection = current
    ? order.dir === "asc"
      ? "desc"
      : "asc"
    : column === "submittedAt"
      ? "desc"
      : "asc";
  const href = listHref(
    CONSOLE_PATHS.application,
    { ...applied, sort: column, dir: next },
    applicationListDefaults(column),
  );
  return (
    <Link to={href} className="application-sort" title={t("console.applicationList.sortHint", { column: label })}>
      {label}
      <span aria-hidden="true">{current ? (order.dir === "asc" ? " ▲" : " ▼") : " ↕"}</span>
    </Link>
  );
}

/** The list's columns; the receipt, submission, name and status headers sort the list. */
export function useApplicationColumns(applied: FilterValues, order: ListOrder): Column<ListRow>[] {
  const t = useT();
  const sorted = (column: SortKey) => ({
    header: `console.applicationList.fields.${column}` as const,
    headerProps: sortProps(column, order),
    heading: (label: string) => <SortLink column={column} label={label} applied={applied} order={order} />,
  });
  return [
    {
      header: "console.applicationList.selectColumn",
      cell: (r) => (
        <input
          type="checkbox"
          name="id"
          value={r.id}
          aria-label={t("console.applicationList.select", { receiptNo: r.receiptNo })}
        />
      ),
    },
    {
      ...sorted("receiptNo"),
      className: "console-nowrap",
      cell: (r) => <Link to={applicationDetailPath(r.id)}>{r.receiptNo}</Link>,
    },
    { ...sorted("submittedAt"), className: "console-nowrap", cell: (r) => r.submittedAt },
    { ...sorted("name"), cell: (r) => r.name },
    { header: "console.applicationList.fields.phone", className: "console-nowrap", cell: (r) => r.phone },
    { header: "console.applicationList.fields.birth", className: "console-nowrap", cell: (r) => r.birth },
    { header: "console.applicationList.fields.round", className: "console-num", cell: (r) => r.round },
    { header: "console.applicationList.fields.supplyType", cell: (r) => r.supply },
    { header: "console.applicationList.fields.unitType", cell: (r) => r.unitType },
    { header: "console.applicationList.fields.channel", cell: (r) => r.channel },
    { ...sorted("status"), cellProps: (r) => ({ "data-status": r.status }), cell: (r) => r.statusLabel },
    {
      header: "console.applicationList.fields.duplicate",
      cell: (r) => (
        <>
          {r.duplicates.samePhone && (
            <span className="console-badge console-badge--off">{t("console.applicationList.duplicatePhone")}</span>
          )}{" "}
          {r.duplicates.sameNameBirth && (
            <span className="console-badge console-badge--off">{t("console.applicationList.duplicateNameBirth")}</span>
          )}
        </>
      ),
    },
  ];
}

/**
 * The bulk form around the table: each row's checkbox posts its id (`id=A&id=B`) to the
 * status page, which asks once to confirm the change for all of them.
 */
export function BulkStatusForm({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <form method="get" action={APPLICATION_STATUS_PATH} aria-label={t("console.applicationList.bulkSubmit")}>
      <p className="console-field__hint">{t("console.applicationList.bulkHint")}</p>
      {children}
      <p className="console-actions">
        <button type="submit" className="console-button">
          {t("console.applicationList.bulkSubmit")}
        </button>
      </p>
    </form>
  );
}

/** The export of the filtered list, after the sub-password. */
export function ApplicationExportForm({
  filter,
  total,
  message,
}: {
  filter: FilterValues;
  total: string;
  message: string;
}) {
  const t = useT();
  return (
    <SubPasswordExportForm
      id="application-export"
      action={APPLICATION_EXPORT_PATH}
      filter={Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key]]))}
      schema={applicationExportSchema}
      message={message}
      text={{
        heading: t("console.applicationList.exportHeading"),
        intro: t("console.applicationList.exportIntro", { total }),
        subPassword: t("console.applicationList.subPassword"),
        submit: t("console.applicationList.exportSubmit"),
      }}
    />
  );
}
