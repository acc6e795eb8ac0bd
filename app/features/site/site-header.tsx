import { Link, NavLink, useLocation } from "react-router";
import { LogoMark, MenuIcon } from "../../components/icons";
import { invokes } from "../../components/invokes";
import { LanguageSwitch } from "../../components/language-switch";
import { useT } from "../../lib/i18n/client";
import { MemberLinks, type SignedInMember } from "./member-links";
import { MAIN_MENU, menuGroupOf } from "./menu";
import { SITEMAP_ID, SitemapDialog } from "./sitemap-dialog";

/**
 * The fixed header: logo, the main navigation from 1200 px up (submenus open on hover and
 * keyboard focus, in CSS), the language switch and the hamburger that opens the sitemap.
 * Join and login, or my page and logout, from the member session the server read (so the first
 * paint already shows the right ones). The scrolled look (`data-scrolled`) and the sitemap's
 * state belong to the shell's behaviours (shell-behaviour.ts), not to React.
 */
export function SiteHeader({ member }: { member: SignedInMember | null }) {
  const t = useT();
  const location = useLocation();
  const current = menuGroupOf(location.pathname);

  return (
    <header className="site-header" data-scrolled="false">
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <LogoMark className="site-header__mark" />
          <span className="site-header__brand">{t("site.header.brand")}</span>
        </Link>
        <nav className="site-nav" aria-label={t("site.menu.main")}>
          <ul className="site-nav__list">
            {MAIN_MENU.map((group) => (
              <li key={group.id} className="site-nav__item" data-current={group === current ? "true" : undefined}>
                <Link to={group.to} className="site-nav__link">
                  {t(group.label)}
                </Link>
                {group.children.length > 0 && (
                  <ul className="site-nav__sub">
                    {group.children.map((item) => (
                      <li key={item.id}>
                        <NavLink to={item.to} end>
                          {t(item.label)}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <MemberLinks member={member} className="site-header__members" />
        <LanguageSwitch className="site-header__languages" />
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-haspopup="dialog"
          aria-controls={SITEMAP_ID}
          aria-expanded="false"
          {...invokes(SITEMAP_ID, "show-modal")}
        >
          <MenuIcon />
          <span className="visually-hidden">{t("site.header.openMenu")}</span>
        </button>
      </div>
      <SitemapDialog member={member} />
    </header>
  );
}
