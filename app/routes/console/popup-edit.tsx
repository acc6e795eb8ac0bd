import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { PopupCard } from "../../features/popups/popup-card";
import { PopupForm } from "../../features/popups/popup-form";
import { popupFormView, savePopupFromForm } from "../../features/popups/popup-form.server";
import { popupFromForm } from "../../features/popups/popup-schema";
import { deletePopup, getPopupForConsole } from "../../features/popups/popups.server";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/popup-edit";
import "./managed-content.css";
import "../../features/popups/popup-layer.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "popups", ["site.popups"]);
  const popup = await orNotFound(getPopupForConsole(db, params.popupId));
  return { i18n, meta: meta(`${t("console.popups.editTitle")}: ${popup.title}`), popup: popupFormView(popup) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "popups");
  const form = await readForm(request);
  const id = params.popupId;
  const intent = form.get("intent") === "delete" ? "delete" : "save";
  try {
    if (intent === "delete") {
      await deletePopup(db, id, actor(request));
      return redirect(`${CONSOLE_PATHS.popups}?done=deleted`);
    }
    await savePopupFromForm(db, scope.files, form, actor(request), id);
    return redirect(`${consoleItemPath("popups", id)}?done=saved`);
  } catch (error) {
    const refused = failure(error);
    const { newImage: _, sortOrder, imageKey: __, ...text } = popupFromForm(form);
    return data(
      { intent, values: { ...text, linkUrl: text.linkUrl ?? "", sortOrder: String(sortOrder) }, ...refused },
      refused.status,
    );
  }
}

export default function PopupEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { popup } = loaderData;
  const saving = actionData?.intent === "save" ? actionData : undefined;
  const done = params.get("done");
  const preview = {
    id: popup.id,
    title: popup.title,
    body: popup.body,
    linkUrl: popup.linkUrl || null,
    image: popup.imageUrl ? { url: popup.imageUrl, alt: popup.imageAlt } : null,
  };
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.popups}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.popups.editTitle")}</h1>
      <StatusMessage>
        {!actionData && done === "created" && t("console.popups.created")}
        {!actionData && done === "saved" && t("console.popups.saved")}
      </StatusMessage>
      <div className="managed-split">
        <section className="console-section" aria-labelledby="popup-form">
          <h2 id="popup-form">{popup.title}</h2>
          <PopupForm
            values={saving ? { ...saving.values, imageKey: popup.imageKey, imageUrl: popup.imageUrl } : popup}
            refused={saving}
            submitLabel={t("console.common.save")}
          />
        </section>
        <section className="console-section" aria-labelledby="popup-preview">
          <h2 id="popup-preview">{t("console.popups.preview")}</h2>
          <p>{t("console.popups.previewIntro")}</p>
          <div className="managed-phone">
            <PopupCard popup={preview} preview>
              <span className="popup__button">{t("site.popups.hideToday")}</span>
              <span className="popup__button popup__button--close">{t("site.popups.close")}</span>
            </PopupCard>
          </div>
        </section>
      </div>
      <section className="console-section managed-danger" aria-labelledby="popup-delete">
        <h2 id="popup-delete">{t("console.popups.deleteTitle")}</h2>
        <p>{t("console.popups.deleteIntro")}</p>
        <FormError message={actionData?.intent === "delete" ? actionData.message : undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="console-button console-button--danger">
            {t("console.popups.deleteSubmit")}
          </button>
        </Form>
      </section>
    </>
  );
}
