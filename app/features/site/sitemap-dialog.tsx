import { useEffect, useState } from "react";
import { Link } from "react-router";
import { invokes, ModalDialog } from "../../components/dialog";
import { ChevronDownIcon, CloseIcon } from "../../components/icons";
import { LanguageSwitch } from "../../components/language-switch";
import { useT } from "../../lib/i18n/client";
import { MemberLinks, type SignedInMember } from "./member-links";
import { MAIN_MENU } from "./menu";

export const SITEMAP_ID = "sitemap";

/** Every submenu collapsed; keeps the state as it is when nothing is open (no render for nothing). */
const collapsed = (prev: ReadonlySet<string>): ReadonlySet<string> => (prev.size === 0 ? prev : new Set());

/**
 * The sitemap overlay (and the mobile menu): a modal dialog. Esc or any link closes it;
 * opening or closing collapses every submenu; submenus toggle through their arrow buttons.
 */
export function SitemapDialog({
  open,
  onClose,
  member,
}: {
  open: boolean;
  onClose: () => void;
  member: SignedInMember | null;
}) {
  const t = useT();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: opening or closing is what collapses the submenus.
  useEffect(() => setExpanded(collapsed), [open]);

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ModalDialog
      open={open}
      onDismiss={onClose}
      id={SITEMAP_ID}
      className="sitemap"
      aria-labelledby="sitemap-title"
      // A click on the backdrop (outside the panel) lands on the dialog element itself.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="sitemap__inner">
        <div className="sitemap__head">
          <h2 id="sitemap-title" className="sitemap__title">
            {t("site.header.sitemap")}
          </h2>
          <button type="button" className="icon-button" {...invokes(SITEMAP_ID, "close")} onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">{t("site.header.closeMenu")}</span>
          </button>
        </div>
        <ul className="sitemap__groups">
          {MAIN_MENU.map((group) => {
            const isOpen = expanded.has(group.id);
            const listId = `sitemap-${group.id}`;
            const name = t(group.label);
            return (
              <li key={group.id} className="sitemap__group">
                <div className="sitemap__row">
                  <Link to={group.to} className="sitemap__group-link" onClick={onClose}>
                    {name}
                  </Link>
                  {group.children.length > 0 && (
                    <button
                      type="button"
                      className="icon-button sitemap__toggle"
                      aria-expanded={isOpen}
                      aria-controls={listId}
                      onClick={() => toggle(group.id)}
                    >
                      <ChevronDownIcon />
                      <span className="visually-hidden">{t("site.header.toggleSubmenu", { name })}</span>
                    </button>
                  )}
                </div>
                {group.children.length > 0 && (
                  <ul id={listId} className="sitemap__sub" hidden={!isOpen}>
                    {group.children.map((item) => (
                      <li key={item.id}>
                        <Link to={item.to} onClick={onClose}>
                          {t(item.label)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <MemberLinks member={member} className="sitemap__members" onNavigate={onClose} />
        <LanguageSwitch className="sitemap__languages" onNavigate={onClose} />
      </div>
    </ModalDialog>
  );
}
