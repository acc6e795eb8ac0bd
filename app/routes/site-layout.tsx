import { useEffect, useRef } from "react";
import { Outlet } from "react-router";
import { BackToTop } from "../components/back-to-top";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { getSiteSettings } from "../features/settings/settings.server";
import { useContentProtection } from "../features/site/use-content-protection";
import { useScrollState } from "../features/site/use-scroll-state";
import { dbContext } from "../lib/context";
import { useT } from "../lib/i18n/client";
import type { Route } from "./+types/site-layout";
import "../styles/site.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await getSiteSettings(context.get(dbContext)) };
}

/** Chrome of the public site: skip link, fixed header, `<main id="main">`, footer, back to top. */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { scrolled, pastHalf } = useScrollState();
  const content = useRef<HTMLDivElement>(null);
  useContentProtection(content);
  // Marks the page as interactive (for CSS that only applies with JavaScript, and for tests).
  useEffect(() => document.documentElement.classList.add("js-ready"), []);
  return (
    <div className="site" ref={content}>
      <span id="top" tabIndex={-1} />
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteHeader scrolled={scrolled} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter settings={loaderData.settings} />
      <BackToTop visible={pastHalf} />
    </div>
  );
}
