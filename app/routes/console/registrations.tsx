import { useSearchParams } from "react-router";
import { ListResults } from "../../components/console/console-list";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { listRegistrations } from "../../features/registration/registration-console.server";
import {
  FILTER_KEYS,
  type RegistrationFilter,
  registrationFilterSchema,
} from "../../features/registration/registration-filters";
import {
  type FilterValues,
  RegistrationExportForm,
  RegistrationFilterForm,
  useRegistrationColumns,
} from "../../features/registration/registration-list";
import type { ErrorCode } from "../../lib/domain-error";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { listHref } from "../../lib/list-href";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/registrations";

/** Why an export was refused, as the export route's redirect names it (`?export=`). */
export const EXPORT_REFUSALS = {
  wrong: "console.subPasswordWrong",
  locked: "console.subPasswordLocked",
  required: "validation.manager.subPasswordRequired",
} as const satisfies Record<string, ErrorCode>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta, failure } = consolePage(context, "registration");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = registrationFilterSchema.safeParse(query);
  // A bad filter shows its message and the unfiltered first page, never an error page.
  const filter: RegistrationFilter = parsed.success ? parsed.data : { page: 1 };
  const refused = parsed.success ? null : failure(parsed.error);
  const page = await listRegistrations(db, filter);
  const refusal = EXPORT_REFUSALS[query.export as keyof typeof EXPORT_REFUSALS];
  return {
    i18n,
    meta: meta(t("console.registrations.title")),
    values: Object.fromEntries(FILTER_KEYS.map((k) => [k, query[k] ?? ""])) as FilterValues,
    applied: Object.fromEntries(FILTER_KEYS.map((k) => [k, filter[k] ?? ""])) as FilterValues,
    errors: refused?.errors ?? {},
    invalid: refused?.message ?? "",
    exportRefused: refusal ? t(`errors.${refusal}`) : "",
    items: page.items.map((r) => ({ ...r, createdAt: formatDateTime(r.createdAt) })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Registrations({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const total = formatNumber(d.total);
  const columns = useRegistrationColumns();
  return (
    <>
      <h1>{t("console.registrations.title")}</h1>
      <p>{t("console.registrations.intro")}</p>
      <StatusMessage>{params.get("deleted") && t("console.registrations.deleted")}</StatusMessage>
      <RegistrationFilterForm values={d.values} errors={d.errors} message={d.invalid} />
      <ListResults
        label={t("console.registrations.title")}
        caption={t("console.registrations.caption", { total })}
        empty={t("console.registrations.empty")}
        emptyIsStatus
        columns={columns}
        rows={d.items}
        rowKey={(r) => r.id}
        pager={{
          page: d.page,
          totalPages: d.totalPages,
          href: (p) => listHref(CONSOLE_PATHS.registration, { ...d.applied, page: p }),
        }}
      />
      <RegistrationExportForm filter={d.applied} total={total} message={d.exportRefused} />
    </>
  );
}
