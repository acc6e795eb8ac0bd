import { Form, Link } from "react-router";
import { AUDIT_ACTIONS } from "../../features/audit/audit-actions";
import { requireConsole } from "../../features/auth/guard.server";
import { type LogFilter, logFilterQuery, logFilterSchema } from "../../features/logs/log-filters";
import { actionLabel, logLines } from "../../features/logs/log-view.server";
import { listAuditLog } from "../../features/logs/logs.server";
import { listManagers } from "../../features/managers/managers.server";
import { dbContext, langContext } from "../../lib/context";
import { formatNumber } from "../../lib/format";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import { fieldErrors } from "../../lib/validation";
import type { Route } from "./+types/logs";
import { FormError, SelectInput, TextInput } from "./ui/fields";
import { LogTable } from "./ui/log-table";
import { Pagination } from "./ui/pagination";
import "./ui/console-screens.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireConsole(context, "logs");
  const lang = context.get(langContext);
  const db = context.get(dbContext);
  const t = createI18n(lang).t;
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = logFilterSchema.safeParse(query);
  // A bad filter shows its message and the unfiltered first page, never an error page.
  const filter: LogFilter = parsed.success ? parsed.data : { page: 1 };
  const [page, managers] = await Promise.all([listAuditLog(db, filter), listManagers(db)]);
  return {
    i18n: clientMessages(lang, ["console"]),
    title: t("console.logs.title"),
    values: { actor: query.actor ?? "", action: query.action ?? "", from: query.from ?? "", to: query.to ?? "" },
    errors: parsed.success ? {} : fieldErrors(parsed.error),
    invalid: parsed.success ? "" : t("console.common.invalid"),
    filter,
    actors: managers.map((m) => m.username),
    actions: AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a, t) })),
    lines: logLines(page.items, t),
    total: page.total,
    page: page.page,
    pages: page.pages,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function Logs({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const all = { value: "", label: t("console.common.all") };
  return (
    <>
      <h1>{t("console.logs.title")}</h1>
      <p>{t("console.logs.intro")}</p>
      <section className="console-section" aria-labelledby="logs-filters">
        <h2 id="logs-filters">{t("console.logs.filtersHeading")}</h2>
        <FormError message={d.invalid} />
        <Form method="get" className="console-filters" key={JSON.stringify(d.values)}>
          <SelectInput
            name="actor"
            label={t("console.logs.actor")}
            defaultValue={d.values.actor}
            options={[all, ...d.actors.map((a) => ({ value: a, label: a }))]}
            error={d.errors.actor}
          />
          <SelectInput
            name="action"
            label={t("console.logs.action")}
            defaultValue={d.values.action}
            options={[all, ...d.actions]}
            error={d.errors.action}
          />
          <TextInput
            name="from"
            type="date"
            label={t("console.logs.from")}
            defaultValue={d.values.from}
            error={d.errors.from}
          />
          <TextInput
            name="to"
            type="date"
            label={t("console.logs.to")}
            defaultValue={d.values.to}
            error={d.errors.to}
          />
          <p className="console-actions">
            <button type="submit" className="console-button console-button--primary">
              {t("console.common.search")}
            </button>
            <Link to="/console/logs">{t("console.common.reset")}</Link>
          </p>
        </Form>
      </section>
      <section className="console-section" aria-label={t("console.logs.title")}>
        {d.lines.length ? (
          <LogTable lines={d.lines} caption={t("console.logs.caption", { total: formatNumber(d.total) })} />
        ) : (
          <p role="status">{t("console.logs.empty")}</p>
        )}
        <Pagination page={d.page} pages={d.pages} href={(p) => `/console/logs${logFilterQuery(d.filter, p)}`} />
      </section>
    </>
  );
}
