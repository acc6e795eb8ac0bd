import { Form, Link } from "react-router";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { Checkbox, FormError, SelectField, TextField } from "../../components/forms/fields";
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
import { CONSOLE_PATHS } from "../auth/console-paths";
import {
  applicationExportSchema,
  applicationFilterSchema,
  applicationListQuery,
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
    <section className="console-section" aria-labelledby="application-filters">
      <h2 id="application-filters">{l("filtersHeading")}</h2>
      <FormError message={message} />
      <Form method="get" className="console-filters" key={JSON.stringify(values)} {...form.formProps}>
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
        <Checkbox
          form={form}
          name="duplicate"
          value="1"
          label={l("duplicateOnly")}
          checked={values.duplicate === "1"}
        />
        <TextField
          form={form}
          name="q"
          type="search"
          label={l("q")}
          hint={l("qHint")}
          defaultValue={values.q}
          maxLength={50}
        />
        <p className="console-actions">
          <button type="submit" className="console-button console-button--primary">
            {t("console.common.search")}
          </button>
          <Link to={CONSOLE_PATHS.application}>{t("console.common.reset")}</Link>
        </p>
      </Form>
    </section>
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
  const link = (status: string) => `${CONSOLE_PATHS.application}${applicationListQuery({ ...applied, status }, order)}`;
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

/** A column header that sorts the list by it: asc/desc toggles, `aria-sort` on the sorted one. */
function SortHeader({ column, applied, order }: { column: SortKey; applied: FilterValues; order: ListOrder }) {
  const t = useT();
  const label = t(`console.applicationList.fields.${column}`);
  const current = order.sort === column;
  const next: SortDirection = current
    ? order.dir === "asc"
      ? "desc"
      : "asc"
    : column === "submittedAt"
      ? "desc"
      : "asc";
  const href = `${CONSOLE_PATHS.application}${applicationListQuery(applied, { sort: column, dir: next })}`;
  return (
    <th scope="col" aria-sort={current ? (order.dir === "asc" ? "ascending" : "descending") : undefined}>
      <Link to={href} className="application-sort" title={t("console.applicationList.sortHint", { column: label })}>
        {label}
        <span aria-hidden="true">{current ? (order.dir === "asc" ? " ▲" : " ▼") : " ↕"}</span>
      </Link>
    </th>
  );
}

/**
 * The table inside the bulk form: each row's checkbox posts its id (`id=A&id=B`) to the
 * status page, which asks once to confirm the change for all of them.
 */
export function ApplicationTable({
  rows,
  caption,
  applied,
  order,
}: {
  rows: ListRow[];
  caption: string;
  applied: FilterValues;
  order: ListOrder;
}) {
  const t = useT();
  const f = (key: "phone" | "birth" | "round" | "supplyType" | "unitType" | "channel" | "duplicate") =>
    t(`console.applicationList.fields.${key}`);
  return (
    <form method="get" action={APPLICATION_STATUS_PATH} aria-label={t("console.applicationList.bulkSubmit")}>
      <p className="console-field__hint">{t("console.applicationList.bulkHint")}</p>
      <div className="console-table-wrap">
        <table className="console-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t("console.applicationList.selectColumn")}</th>
              <SortHeader column="receiptNo" applied={applied} order={order} />
              <SortHeader column="submittedAt" applied={applied} order={order} />
              <SortHeader column="name" applied={applied} order={order} />
              <th scope="col">{f("phone")}</th>
              <th scope="col">{f("birth")}</th>
              <th scope="col">{f("round")}</th>
              <th scope="col">{f("supplyType")}</th>
              <th scope="col">{f("unitType")}</th>
              <th scope="col">{f("channel")}</th>
              <SortHeader column="status" applied={applied} order={order} />
              <th scope="col">{f("duplicate")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>
                  <input
                    type="checkbox"
                    name="id"
                    value={r.id}
                    aria-label={t("console.applicationList.select", { receiptNo: r.receiptNo })}
                  />
                </td>
                <td className="console-nowrap">
                  <Link to={applicationDetailPath(r.id)}>{r.receiptNo}</Link>
                </td>
                <td className="console-nowrap">{r.submittedAt}</td>
                <td>{r.name}</td>
                <td className="console-nowrap">{r.phone}</td>
                <td className="console-nowrap">{r.birth}</td>
                <td className="console-num">{r.round}</td>
                <td>{r.supply}</td>
                <td>{r.unitType}</td>
                <td>{r.channel}</td>
                <td data-status={r.status}>{r.statusLabel}</td>
                <td>
                  {r.duplicates.samePhone && (
                    <span className="console-badge console-badge--off">
                      {t("console.applicationList.duplicatePhone")}
                    </span>
                  )}{" "}
                  {r.duplicates.sameNameBirth && (
                    <span className="console-badge console-badge--off">
                      {t("console.applicationList.duplicateNameBirth")}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
