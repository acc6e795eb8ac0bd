import { data, Link, redirect, useSearchParams } from "react-router";
import { ContentFilters, ContentTable } from "../../../components/console/content-list";
import { FormError, StatusMessage } from "../../../components/forms/fields";
import { Pagination } from "../../../components/pagination";
import { CONSOLE_PATHS } from "../../../features/auth/console-paths";
import { flagsFromForm } from "../../../features/content/content-actions.server";
import { consoleListQuerySchema, listQueryOfUrl } from "../../../features/content/content-schema";
import { listDownloadsForConsole, setDownloadFlags } from "../../../features/downloads/downloads.server";
import { formatDate } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { consoleMeta } from "../../../lib/page-meta";
import { readForm } from "../../../lib/read-form.server";
import { consolePage } from "../page.server";
import type { Route } from "./+types/downloads";
import { listHref, withParam } from "./paths";
import "../../../components/console/content-screens.css";

const BASE = CONSOLE_PATHS.downloads;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "downloads");
  const query = listQueryOfUrl(consoleListQuerySchema, request.url);
  const page = await listDownloadsForConsole(db, query);
  return {
    i18n,
    meta: meta(t("console.center.downloads.title")),
    query,
    rows: page.items.map((n) => ({ ...n, date: formatDate(n.publishedAt), files: n.fileCount })),
    total: page.total,
    page: page.page,
    totalPages: page.totalPages,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

/** The rows' pin / publish buttons. */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, actor, failure } = consolePage(context, "downloads");
  const form = await readForm(request);
  try {
    const { id, flags } = flagsFromForm(form);
    const download = await setDownloadFlags(db, id, flags, actor(request));
    return redirect(withParam(request.url, "changed", download.title));
  } catch (error) {
    const refused = failure(error);
    return data(refused, refused.status);
  }
}

export default function Downloads({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const changed = params.get("changed");
  const created = params.get("created");
  const deleted = params.get("deleted");
  return (
    <>
      <h1>{t("console.center.downloads.title")}</h1>
      <StatusMessage>
        {changed && t("console.center.list.flagsDone", { title: changed })}
        {created && t("console.center.list.created", { title: created })}
        {deleted && t("console.center.list.deleted", { title: deleted })}
      </StatusMessage>
      <FormError message={actionData?.message} />
      <div className="content-toolbar">
        <ContentFilters q={d.query.q} status={d.query.status} />
        <Link className="console-button console-button--primary" to={`${BASE}/new`}>
          {t("console.center.list.new")}
        </Link>
      </div>
      <ContentTable
        caption={t("console.center.list.caption", { title: t("console.center.downloads.title"), total: d.total })}
        extraHeading={t("console.center.list.files")}
        rows={d.rows.map((r) => ({ ...r, extra: r.files || "" }))}
        editHref={(id) => `${BASE}/${id}`}
      />
      <Pagination page={d.page} totalPages={d.totalPages} href={(p) => listHref(BASE, d.query, p)} />
    </>
  );
}
