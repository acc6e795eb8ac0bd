import { data, Link, redirect } from "react-router";
import { type Column, ListResults } from "../../components/console/console-list";
import { StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { consoleItemPath } from "../../features/auth/console-paths";
import { BannerForm, type BannerFormValues } from "../../features/banners/banner-form";
import {
  bannerFormValues,
  bannerFormView,
  bannerState,
  saveBannerFromForm,
} from "../../features/banners/banner-form.server";
import { HERO_BANNER_CODE } from "../../features/banners/banner-schema";
import { listBannersForConsole } from "../../features/banners/banners.server";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/banners";
import "./managed-content.css";

const blankWords = { title: "", text: "", linkLabel: "", imageAlt: "" };
const BLANK: BannerFormValues = {
  code: HERO_BANNER_CODE,
  title: "",
  text: "",
  image: "",
  imageKey: "",
  imageUrl: null,
  imageAlt: "",
  linkUrl: "",
  linkLabel: "",
  startsAt: "",
  endsAt: "",
  sortOrder: "0",
  active: true,
  translations: { en: blankWords, cn: blankWords },
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = consolePage(context, "banners");
  const banners = await listBannersForConsole(db, HERO_BANNER_CODE);
  return {
    i18n,
    meta: meta(t("console.banners.title")),
    deleted: new URL(request.url).searchParams.get("done") === "deleted",
    banners: banners.map((b) => {
      const view = bannerFormView(b);
      return {
        id: b.id,
        title: b.title,
        imageUrl: view.imageUrl,
        period: view.period,
        sortOrder: b.sortOrder,
        state: bannerState(b, now),
        translated: Object.keys(b.translations),
        sample: b.id.startsWith("seed-"),
      };
    }),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export async function action({ request, context }: Route.ActionArgs) {
  const { db, scope, actor, failure } = consolePage(context, "banners");
  const form = await readForm(request);
  try {
    const banner = await saveBannerFromForm(db, scope.files, form, actor(request));
    return redirect(`${consoleItemPath("banners", banner.id)}?done=created`);
  } catch (error) {
    const refused = failure(error);
    return data({ values: bannerFormValues(form, { imageKey: "", imageUrl: null }), ...refused }, refused.status);
  }
}

export default function ConsoleBanners({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const open = t("console.common.openEnded");
  const columns: Column<(typeof loaderData.banners)[number]>[] = [
    { header: "console.common.sortOrder", className: "console-num", cell: (b) => b.sortOrder },
    {
      header: "console.banners.picture",
      cell: (b) => b.imageUrl && <img className="managed-thumb" src={b.imageUrl} alt="" width="96" height="54" />,
    },
    {
      header: "console.banners.headline",
      rowHeader: true,
      className: "console-break",
      cell: (b) => (
        <>
          <Link to={consoleItemPath("banners", b.id)} lang="ko">
            {b.title}
          </Link>{" "}
          {b.sample && <span className="console-badge console-badge--sample">{t("console.common.sample")}</span>}
        </>
      ),
    },
    {
      header: "console.common.period",
      className: "console-nowrap",
      cell: (b) => t("console.common.periodValue", { from: b.period.from || open, to: b.period.to || open }),
    },
    {
      header: "console.common.status",
      cell: (b) => (
        <span
          className={`managed-label managed-label--${b.state === "live" ? "done" : b.state === "scheduled" ? "waiting" : "off"}`}
        >
          {t(`console.banners.states.${b.state}`)}
        </span>
      ),
    },
    {
      header: "console.banners.translated",
      cell: (b) =>
        b.translated.length
          ? b.translated.map((l) => t(`console.common.languages.${l as "en" | "cn"}`)).join(", ")
          : t("console.common.none"),
    },
  ];
  return (
    <>
      <h1>{t("console.banners.title")}</h1>
      <p>{t("console.banners.lead")}</p>
      <StatusMessage>{loaderData.deleted && t("console.banners.deleted")}</StatusMessage>
      <ListResults
        label={t("console.banners.caption")}
        caption={t("console.banners.caption")}
        empty={t("console.banners.empty")}
        columns={columns}
        rows={loaderData.banners}
        rowKey={(b) => b.id}
      />
      <section className="console-section" aria-labelledby="banner-create">
        <h2 id="banner-create">{t("console.banners.createHeading")}</h2>
        <BannerForm
          values={actionData?.values ?? BLANK}
          refused={actionData}
          submitLabel={t("console.banners.create")}
        />
      </section>
    </>
  );
}
