import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { useT } from "../../lib/i18n/client";
import { LogoutButton } from "./logout-button";

/** A menu entry; `end` makes it current on its own path only (not on the paths below it). */
export type ConsoleMenuItem = { href: string; label: string; end?: boolean };

type Props = { username: string; menu: ConsoleMenuItem[]; home: string; logoutPath: string; children: ReactNode };

/** The console frame: its name, a menu of only the areas this manager may use, who is signed in, logout. */
export function ConsoleChrome({ username, menu, home, logoutPath, children }: Props) {
  const t = useT();
  const location = useLocation();
  return (
    <div className="console" data-dialog-ok={t("auth.dialog.ok")} data-dialog-title={t("auth.dialog.notice")}>
      <a className="console-skip" href="#main">
        {t("auth.chrome.skipToContent")}
      </a>
      <header className="console-header">
        <p className="console-header__brand">
          <a href={home}>{t("auth.chrome.title")}</a>
        </p>
        <div className="console-header__user">
          <span>{t("auth.chrome.signedInAs", { username })}</span>
          <a href="/">{t("auth.chrome.toSite")}</a>
          <LogoutButton action={logoutPath} returnTo={`${location.pathname}${location.search}`} />
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={t("auth.chrome.nav")}>
          <ul>
            {menu.map((item) => (
              <li key={item.href}>
                <NavLink to={item.href} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
