import { data, Form, Link, redirect, useSearchParams } from "react-router";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS, consoleItemPath } from "../../features/auth/console-paths";
import { BannerForm } from "../../features/banners/banner-form";
import { bannerFormValues, bannerFormView, saveBannerFromForm } from "../../features/banners/banner-form.server";
import { BannerPreview } from "../../features/banners/banner-preview";
import { deleteBanner, getBannerForConsole } from "../../features/banners/banners.server";
import { useT } from "../../lib/i18n/client";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/banner-edit";
import "./managed-content.css";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = consolePage(context, "banners");
  const banner = bannerFormView(await orNotFound(getBannerForConsole(db, params.bannerId)));
  return { i18n, meta: meta(`${t("console.banners.editTitle")}: ${banner.title}`), banner };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "banners");
  const form = await readForm(request);
  const id = params.bannerId;
  const intent = form.get("intent") === "delete" ? "delete" : "save";
  try {
    if (intent === "delete") {
      await deleteBanner(db, id, actor(request));
      return redirect(`${CONSOLE_PATHS.banners}?done=deleted`);
    }
    await saveBannerFromForm(db, scope.files, form, actor(request), id);
    return redirect(`${consoleItemPath("banners", id)}?done=saved`);
  } catch (error) {
    const refused = failure(error);
    const current = bannerFormView(await orNotFound(getBannerForConsole(db, id)));
    return data({ intent, values: bannerFormValues(form, current), ...refused }, refused.status);
  }
}

export default function BannerEdit({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const [params] = useSearchParams();
  const { banner } = loaderData;
  const saving = actionData?.intent === "save" ? actionData : undefined;
  const done = params.get("done");
  return (
    <>
      <p>
        <Link to={CONSOLE_PATHS.banners}>{t("console.common.backToList")}</Link>
      </p>
      <h1>{t("console.banners.editTitle")}</h1>
      <StatusMessage>
        {!actionData && done === "created" && t("console.banners.created")}
        {!actionData && done === "saved" && t("console.banners.saved")}
      </StatusMessage>
      <div className="managed-split">
        <section className="console-section" aria-labelledby="banner-form">
          <h2 id="banner-form" lang="ko">
            {banner.title}
          </h2>
          <BannerForm values={saving?.values ?? banner} refused={saving} submitLabel={t("console.common.save")} />
        </section>
        <section className="console-section" aria-labelledby="banner-preview">
          <h2 id="banner-preview">{t("console.banners.preview")}</h2>
          <p>{t("console.banners.previewIntro")}</p>
          <BannerPreview banner={banner} />
        </section>
      </div>
      <section className="console-section managed-danger" aria-labelledby="banner-delete">
        <h2 id="banner-delete">{t("console.banners.deleteTitle")}</h2>
        <p>{t("console.banners.deleteIntro")}</p>
        <FormError message={actionData?.intent === "delete" ? actionData.message : undefined} />
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="console-button console-button--danger">
            {t("console.banners.deleteSubmit")}
          </button>
        </Form>
      </section>
    </>
  );
}
