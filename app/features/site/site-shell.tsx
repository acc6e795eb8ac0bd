import { type ReactNode, useEffect, useRef } from "react";
import { BackToTop } from "../../components/back-to-top";
import { useT } from "../../lib/i18n/client";
import type { SiteSettings } from "../settings/site-settings";
import type { SignedInMember } from "./member-links";
import { enhanceShell } from "./shell-behaviour";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Skip link, fixed header, `<main id="main">`, footer and back to top around a public page.
 * Its behaviours are plain DOM code (shell-behaviour.ts): on a hydrated page this effect
 * attaches them, on a content page the page's own small script does.
 */
export function SiteShell({
  settings,
  member,
  children,
}: {
  settings: SiteSettings | null;
  member: SignedInMember | null;
  children: ReactNode;
}) {
  const t = useT();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (root.current ? enhanceShell(root.current) : undefined), []);
  return (
    <div className="site" ref={root}>
      <span id="top" tabIndex={-1} />
      <a className="skip-link" href="#main">
        {t("common.skipToContent")}
      </a>
      <SiteHeader member={member} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {settings && <SiteFooter settings={settings} />}
      <BackToTop />
    </div>
  );
}
