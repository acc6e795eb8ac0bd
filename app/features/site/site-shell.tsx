import { type ReactNode, useEffect, useRef } from "react";
import { BackToTop } from "../../components/back-to-top";
import { useT } from "../../lib/i18n/client";
import type { SiteSettings } from "../settings/site-settings";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { useContentProtection } from "./use-content-protection";
import { useScrollState } from "./use-scroll-state";

/** Skip link, fixed header, `<main id="main">`, footer and back to top around a public page. */
export function SiteShell({ settings, children }: { settings: SiteSettings | null; children: ReactNode }) {
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
        {children}
      </main>
      {settings && <SiteFooter settings={settings} />}
      <BackToTop visible={pastHalf} />
    </div>
  );
}
