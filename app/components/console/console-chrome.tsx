import type { ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import type { ConsoleArea } from "../../features/auth/scopes";
import { useT } from "../../lib/i18n/client";
import { LogoutButton } from "./logout-button";

type Props = { username: string; areas: ConsoleArea[]; home: string; children: ReactNode };

/** The console frame: its name, a menu of only the areas this manager may use, who is signed in, logout. */
export function ConsoleChrome({ username, areas, home, children }: Props) {
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
          <LogoutButton returnTo={`${location.pathname}${location.search}`} />
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={t("auth.chrome.nav")}>
          <ul>
            {areas.map((area) => (
              <li key={area}>
                <NavLink to={CONSOLE_PATHS[area]} end={area === "dashboard"}>
                  {t(`auth.areas.${area}`)}
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
