import { ListFilters, ListResults } from "../../components/console/console-list";
import { SelectField, TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import { AUDIT_ACTIONS } from "../../features/audit/audit-actions";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { type LogFilter, logFilterSchema } from "../../features/logs/log-filters";
import { LOG_COLUMNS } from "../../features/logs/log-table";
import { actionLabel, logLines } from "../../features/logs/log-view.server";
import { listAuditLog } from "../../features/logs/logs.server";
import { listManagers } from "../../features/managers/managers.server";
import { formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/logs";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "logs");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = logFilterSchema.safeParse(query);
  // A bad filter shows its message and the unfiltered first page, never an error page.
  const filter: LogFilter = parsed.success ? parsed.data : { page: 1 };
  const refused = parsed.success ? null : failure(parsed.error);
  const [page, managers] = await Promise.all([listAuditLog(db, filter), listManagers(db)]);
  return {
    i18n,
    meta: meta(t("console.logs.title")),
    values: { actor: query.actor ?? "", action: query.action ?? "", from: query.from ?? "", to: query.to ?? "" },
    errors: refused?.errors ?? {},
    invalid: refused?.message ?? "",
    filter,
    actors: managers.map((m) => m.username),
    actions: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a, t) })),
    lines: logLines(page.items, t),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Logs({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const form = useValidatedForm({ serverErrors: d.errors });
  const all = { value: "", label: t("console.common.all") };
  return (
    <>
      <h1>{t("console.logs.title")}</h1>
      <p>{t("console.logs.intro")}</p>
      <ListFilters
        heading={{ id: "logs-filters", text: t("console.logs.filtersHeading") }}
        invalid={d.invalid}
        values={d.values}
        form={form}
        resetTo={CONSOLE_PATHS.logs}
      >
        <SelectField
          form={form}
          name="actor"
          label={t("console.logs.actor")}
          defaultValue={d.values.actor}
          options={[all, ...d.actors.map((a) => ({ value: a, label: a }))]}
        />
        <SelectField
          form={form}
          name="action"
          label={t("console.logs.action")}
          defaultValue={d.values.action}
          options={[all, ...d.actions]}
        />
        <TextField form={form} name="from" type="date" label={t("console.logs.from")} defaultValue={d.values.from} />
        <TextField form={form} name="to" type="date" label={t("console.logs.to")} defaultValue={d.values.to} />
      </ListFilters>
      <ListResults
        label={t("console.logs.title")}
        caption={t("console.logs.caption", { total: formatNumber(d.total) })}
        empty={t("console.logs.empty")}
        emptyIsStatus
        columns={LOG_COLUMNS}
        rows={d.lines}
        rowKey={(l) => l.id}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) => listHref(CONSOLE_PATHS.logs, { ...d.filter, page: p }),
        }}
      />
    </>
  );
}
