import { Link } from "react-router";
import { ChevronDownIcon, CloseIcon } from "../../components/icons";
import { invokes } from "../../components/invokes";
import { LanguageSwitch } from "../../components/language-switch";
import { useT } from "../../lib/i18n/client";
import { MemberLinks, type SignedInMember } from "./member-links";
import { MAIN_MENU } from "./menu";

export const SITEMAP_ID = "sitemap";

/**
 * The sitemap overlay (and the mobile menu): a <dialog> opened modally by the hamburger's
 * invoker command and closed by Esc or its close button, without any script. The shell's
 * behaviours (shell-behaviour.ts) add the rest: any link or a click outside the panel closes
 * it, opening or closing collapses every submenu, the arrow buttons toggle them.
 */
export function SitemapDialog({ member }: { member: SignedInMember | null }) {
  const t = useT();
  return (
    <dialog id={SITEMAP_ID} className="sitemap" aria-labelledby="sitemap-title" aria-modal="true">
      <div className="sitemap__inner">
        <div className="sitemap__head">
          <h2 id="sitemap-title" className="sitemap__title">
            {t("site.header.sitemap")}
          </h2>
          <button type="button" className="icon-button" {...invokes(SITEMAP_ID, "close")}>
            <CloseIcon />
            <span className="visually-hidden">{t("site.header.closeMenu")}</span>
          </button>
        </div>
        <ul className="sitemap__groups">
          {MAIN_MENU.map((group) => {
            const listId = `sitemap-${group.id}`;
            const name = t(group.label);
            return (
              <li key={group.id} className="sitemap__group">
                <div className="sitemap__row">
                  <Link to={group.to} className="sitemap__group-link">
                    {name}
                  </Link>
                  {group.children.length > 0 && (
                    <button
                      type="button"
                      className="icon-button sitemap__toggle"
                      aria-expanded="false"
                      aria-controls={listId}
                      data-submenu-toggle=""
                    >
                      <ChevronDownIcon />
                      <span className="visually-hidden">{t("site.header.toggleSubmenu", { name })}</span>
                    </button>
                  )}
                </div>
                {group.children.length > 0 && (
                  <ul id={listId} className="sitemap__sub" hidden>
                    {group.children.map((item) => (
                      <li key={item.id}>
                        <Link to={item.to}>{t(item.label)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <MemberLinks member={member} className="sitemap__members" />
        <LanguageSwitch className="sitemap__languages" />
      </div>
    </dialog>
  );
}
