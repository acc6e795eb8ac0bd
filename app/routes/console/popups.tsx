import { data, Link, redirect } from "react-router";
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
  const { db, now, t, i18n, meta } = consolePage(context, "popups", ["managed.common", "managed.popups"]);
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
    meta: meta(t("managed.popups.title")),
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
  return (
    <>
      <h1>{t("managed.popups.title")}</h1>
      <p>{t("managed.popups.lead")}</p>
      <StatusMessage>{loaderData.deleted && t("managed.popups.deleted")}</StatusMessage>
      <section className="console-section" aria-label={t("managed.popups.caption")}>
        {loaderData.popups.length === 0 ? (
          <p>{t("managed.popups.empty")}</p>
        ) : (
          <div className="console-table-wrap">
            <table className="console-table">
              <caption>{t("managed.popups.caption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("managed.common.sortOrder")}</th>
                  <th scope="col">{t("managed.popups.titleLabel")}</th>
                  <th scope="col">{t("managed.common.period")}</th>
                  <th scope="col">{t("managed.common.status")}</th>
                  <th scope="col">{t("managed.popups.image")}</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.popups.map((p) => (
                  <tr key={p.id}>
                    <td className="console-num">{p.sortOrder}</td>
                    <th scope="row" className="console-break">
                      <Link to={consoleItemPath("popups", p.id)} lang="ko">
                        {p.title}
                      </Link>
                    </th>
                    <td className="console-nowrap">{t("managed.common.periodValue", p.period)}</td>
                    <td>
                      <span
                        className={`managed-label managed-label--${p.state === "live" ? "done" : p.state === "scheduled" ? "waiting" : "off"}`}
                      >
                        {t(`managed.popups.states.${p.state}`)}
                      </span>
                    </td>
                    <td>{t(p.hasImage ? "console.common.yes" : "console.common.no")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="console-section" aria-labelledby="popup-create">
        <h2 id="popup-create">{t("managed.popups.createHeading")}</h2>
        <PopupForm
          values={actionData?.values ?? loaderData.blank}
          refused={actionData}
          submitLabel={t("managed.popups.create")}
        />
      </section>
    </>
  );
}
