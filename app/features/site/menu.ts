import type { TKey } from "../../lib/i18n/client";
import { GUIDE_SECTION_KEYS, GUIDE_SECTIONS } from "../guide/pages";

/*
 * The public site's menu tree, shared by the header, the sitemap overlay, guide pages'
 * sibling navigation and any sitemap. Client-safe: labels are locale keys (site.menu.*).
 */

export type MenuLink = { id: string; to: string; label: TKey };
export type MenuGroup = MenuLink & { children: readonly MenuLink[] };

function group(id: string, base: string, pages: readonly string[]): MenuGroup {
  const children = pages.map((page) => ({
    id: page,
    to: `${base}/${page}`,
    label: `site.menu.${page}` as TKey,
  }));
  return { id, to: children[0]?.to ?? base, label: `site.menu.${id}` as TKey, children };
}

export const MAIN_MENU: readonly MenuGroup[] = [
  ...GUIDE_SECTION_KEYS.map((section) => group(section, `/${section}`, GUIDE_SECTIONS[section])),
  { id: "registration", to: "/form/registration", label: "site.menu.registration", children: [] },
  { id: "application", to: "/application", label: "site.menu.application", children: [] },
  {
    id: "center",
    to: "/center/notice",
    label: "site.menu.center",
    children: [
      { id: "notice", to: "/center/notice", label: "site.menu.notice" },
      { id: "faqs", to: "/center/faqs", label: "site.menu.faqs" },
      { id: "download", to: "/center/download", label: "site.menu.download" },
    ],
  },
];

/** The group a path belongs to (for aria-current on the top level), if any. */
export function menuGroupOf(pathname: string): MenuGroup | undefined {
  return MAIN_MENU.find(
    (g) => g.to === pathname || g.children.some((c) => pathname === c.to || pathname.startsWith(`${c.to}/`)),
  );
}
