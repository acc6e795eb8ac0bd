import { useEffect, useRef } from "react";
import { roundStatus } from "../features/applications/round-status.server";
import { HERO_BANNER_CODE } from "../features/banners/banner-schema";
import { listActiveBanners } from "../features/banners/banners.server";
import { ApplyCta } from "../features/home/apply-cta";
import { Hero } from "../features/home/hero";
import homeScriptUrl from "../features/home/home-script.ts?worker&url";
import { EligibilityBox, FinancialSupport, PremiumFeatures } from "../features/home/home-sections";
import { enhanceReveal } from "../features/home/reveal";
import { PopupLayer } from "../features/popups/popup-layer";
import { CONTENT_PAGE, type ContentPageHandle } from "../lib/content-page";
import { clockContext, dbContext, langContext } from "../lib/context";
import { useT } from "../lib/i18n/client";
import { clientMessages, createI18n } from "../lib/i18n/i18n.server";
import { pageMeta } from "../lib/page-meta";
import type { Route } from "./+types/home";
import "../styles/home.css";

export async function loader({ context }: Route.LoaderArgs) {
  const now = context.get(clockContext)();
  const lang = context.get(langContext);
  const t = createI18n(lang).t;
  const db = context.get(dbContext);
  return {
    meta: { title: t("home.title"), description: t("home.description"), siteName: t("common.siteName"), lang },
    // The home page's own sections; the root sends the shell's (app/root.tsx).
    i18n: clientMessages(lang, [
      "site.hero",
      "site.eligibility",
      "site.premium",
      "site.finance",
      "site.cta",
      "site.popups",
    ]),
    ...(await Promise.all([roundStatus(db, now), listActiveBanners(db, HERO_BANNER_CODE, now, lang)]).then(
      ([round, slides]) => ({ round, slides: slides ?? [] }),
    )),
  };
}

/** A content page: no framework in the browser; its own script beside the shell's (app/root.tsx). */
export const handle: ContentPageHandle = { ...CONTENT_PAGE, scripts: [homeScriptUrl] };

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => (page.current ? enhanceReveal(page.current) : undefined), []);
  return (
    <div className="home" ref={page}>
      <Hero title={t("home.title")} slides={loaderData.slides} />
      <PopupLayer />
      <div className="home__body">
        <EligibilityBox />
        <PremiumFeatures />
        <FinancialSupport />
        <ApplyCta round={loaderData.round} />
      </div>
    </div>
  );
}
