import { Link, useLocation } from "react-router";
import { ListResults } from "../../components/console/console-list";
import { consolePage } from "../../controllers/console-page.server";
import {
  type ApplicationFilter,
  applicationFilterSchema,
  applicationListDefaults,
  FILTER_KEYS,
  type FilterValues,
} from "../../features/application-review/review-filters";
import {
  APPLICATION_EXPORT_REFUSALS,
  ApplicationExportForm,
  ApplicationFilterForm,
  BulkStatusForm,
  StatusCounts,
  useApplicationColumns,
} from "../../features/application-review/review-list";
import { roundOptions, viewApplicationList } from "../../features/application-review/review-list.server";
import { APPLICATION_NEW_PATH, MESSAGE_TEMPLATES_PAGE } from "../../features/application-review/review-paths";
import { StatusChangedMessage } from "../../features/application-review/status-change-form";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { formatDateTime, formatNumber, formatPhone } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/applications";
import "../../features/application-review/application-review.css";

/** The list: each load is a personal-data view (names, phones), audited with the filter and counts only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure, actor } = consolePage(context, "application", ["application.supply"]);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = applicationFilterSchema.safeParse(query);
  // A bad filter shows its message and the unfiltered first page, never an error page.
  const filter: ApplicationFilter = parsed.success ? parsed.data : applicationFilterSchema.parse({});
  const refused = parsed.success ? null : failure(parsed.error);
  const [list, rounds] = await Promise.all([viewApplicationList(db, filter, actor(request)), roundOptions(db)]);
  const refusal = APPLICATION_EXPORT_REFUSALS[query.export as keyof typeof APPLICATION_EXPORT_REFUSALS];
  const supply = (v: string | null) => (v ? t(`application.supply.${v as "SPECIAL_TYPE"}`) : "-");
  return {
    i18n,
    meta: meta(t("console.applicationList.title")),
    values: Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k] ?? ""])) as FilterValues,
    applied: Object.fromEntries(FILTER_KEYS.map((k) => [k, filter[k] ?? ""])) as FilterValues,
    order: { sort: filter.sort, dir: filter.dir },
    errors: refused?.errors ?? {},
    invalid: refused?.message ?? "",
    exportRefused: refusal ? t(`errors.${refusal}`) : "",
    rounds: rounds.map((r) => ({ id: r.id, title: r.title })),
    rows: list.items.map((r) => ({
      id: r.id,
      receiptNo: r.receiptNo ?? "-",
      name: r.name,
      phone: formatPhone(r.phone),
      birth: r.birth,
      status: r.status,
      statusLabel: t(`console.applicationStatus.${r.status}`),
      channel: t(`console.applicationList.channels.${r.channel}`),
      round: r.round,
      supply: `${supply(r.supplyType)} · ${supply(r.supplyCategory)}`,
      unitType: r.unitType ?? "-",
      submittedAt: formatDateTime(r.submittedAt),
      duplicates: r.duplicates,
    })),
    counts: list.counts,
    total: list.total,
    page: list.page,
    totalPages: list.totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Applications({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const { search } = useLocation();
  const total = formatNumber(d.total);
  const column = t(`console.applicationList.fields.${d.order.sort}`);
  const order = t("console.applicationList.orderBy", {
    column,
    direction: t(`console.applicationList.${d.order.dir}`),
  });
  const columns = useApplicationColumns(d.applied, d.order);
  return (
    <>
      <h1>{t("console.applicationList.title")}</h1>
      <p>{t("console.applicationList.intro")}</p>
      <p className="console-links">
        <Link to={APPLICATION_NEW_PATH}>{t("console.applicationList.paperNew")}</Link>
        <Link to={MESSAGE_TEMPLATES_PAGE}>{t("console.applicationFlow.messages.title")}</Link>
      </p>
      <StatusChangedMessage search={search} />
      <ApplicationFilterForm values={d.values} errors={d.errors} message={d.invalid} rounds={d.rounds} />
      <StatusCounts counts={d.counts} applied={d.applied} order={d.order} />
      <ListResults
        label={t("console.applicationList.title")}
        caption={t("console.applicationList.caption", { total, order })}
        empty={t("console.applicationList.empty")}
        emptyIsStatus
        columns={columns}
        rows={d.rows}
        rowKey={(r) => r.id}
        frame={(table) => <BulkStatusForm>{table}</BulkStatusForm>}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) =>
            listHref(
              CONSOLE_PATHS.application,
              { ...d.applied, ...d.order, page: p },
              applicationListDefaults(d.order.sort),
            ),
        }}
      />
      <ApplicationExportForm filter={d.applied} total={total} message={d.exportRefused} />
    </>
  );
}
