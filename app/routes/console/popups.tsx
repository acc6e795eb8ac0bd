import { data, Link, redirect } from "react-router";
import { type Column, ListResults } from "../../components/console/console-list";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { consoleItemPath } from "../../features/auth/console-paths";
import { PopupForm, type PopupFormValues } from "../../features/popups/popup-form";
import { minuteInput, popupState, savePopupFromForm } from "../../features/popups/popup-form.server";
import { popupFromForm } from "../../features/popups/popup-schema";
import { listPopupsForConsole } from "../../features/popups/popups.server";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/popups";
import "./managed-content.css";

const WEEK_MS = 7 * 86_400_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = consolePage(context, "popups");
  const popups = await listPopupsForConsole(db);
  const blank: PopupFormValues = {
    title: "",
    body: "",
    imageKey: "",
    imageUrl: null,
    imageAlt: "",
    linkUrl: "",
    startsAt: minuteInput(now),
    endsAt: minuteInput(new Date(now.getTime() + WEEK_MS)),
    sortOrder: "0",
    active: true,
  };
  return {
    i18n,
    meta: meta(t("console.popups.title")),
    blank,
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
    popups: popups.map((p) => ({
      id: p.id,
      title: p.title,
      hasImage: p.imageKey !== null,
      period: { from: formatDateTime(p.startsAt), to: formatDateTime(p.endsAt) },
      sortOrder: p.sortOrder,
      state: popupState(p, now),
    })),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "popups");
  const form = await readForm(request);
  try {
    const popup = await savePopupFromForm(db, scope.files, form, actor(request));
    return redirect(`${consoleItemPath("popups", popup.id)}?done=created`);
  } catch (error) {
    const refused = failure(error);
    const { newImage: _, sortOrder, imageKey, ...text } = popupFromForm(form);
    const values = { ...text, linkUrl: text.linkUrl ?? "", sortOrder: String(sortOrder), imageKey: "", imageUrl: null };
    return data({ values, ...refused }, refused.status);
  }
}

export default function ConsolePopups({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const columns: Column<(typeof loaderData.popups)[number]>[] = [
    { header: "console.common.sortOrder", className: "console-num", cell: (p) => p.sortOrder },
    {
      header: "console.popups.titleLabel",
      rowHeader: true,
      className: "console-break",
      cell: (p) => (
        <Link to={consoleItemPath("popups", p.id)} lang="ko">
          {p.title}
        </Link>
      ),
    },
    {
      header: "console.common.period",
      className: "console-nowrap",
      cell: (p) => t("console.common.periodValue", p.period),
    },
    {
      header: "console.common.status",
      cell: (p) => (
        <span
          className={`managed-label managed-label--${p.state === "live" ? "done" : p.state === "scheduled" ? "waiting" : "off"}`}
        >
          {t(`console.popups.states.${p.state}`)}
        </span>
      ),
    },
    { header: "console.popups.image", cell: (p) => t(p.hasImage ? "console.common.yes" : "console.common.no") },
  ];
  return (
    <>
      <h1>{t("console.popups.title")}</h1>
      <p>{t("console.popups.lead")}</p>
      <StatusMessage>{loaderData.deleted && t("console.popups.deleted")}</StatusMessage>
      <ListResults
        label={t("console.popups.caption")}
        caption={t("console.popups.caption")}
        empty={t("console.popups.empty")}
        columns={columns}
        rows={loaderData.popups}
        rowKey={(p) => p.id}
      />
      <section className="console-section" aria-labelledby="popup-create">
        <h2 id="popup-create">{t("console.popups.createHeading")}</h2>
        <PopupForm
          values={actionData?.values ?? loaderData.blank}
          refused={actionData}
          submitLabel={t("console.popups.create")}
        />
      </section>
    </>
  );
}
