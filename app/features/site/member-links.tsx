import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import { MEMBER_PATHS } from "../members/paths";

/** What the header knows of a signed-in member (from the site layout's loader). */
export type SignedInMember = { username: string };

/**
 * Join and login for visitors; my page and logout for a member. Logout opens the page that
 * asks "로그아웃 하시겠습니까?" (it works without JavaScript too). Rendered on the server from
 * the session, so the right links are there from the first paint.
 */
export function MemberLinks({ member, className }: { member: SignedInMember | null; className?: string }) {
  const t = useT();
  const links = member
    ? [
        { to: MEMBER_PATHS.myPage, label: t("site.header.myPage") },
        { to: MEMBER_PATHS.logout, label: t("site.header.logout") },
      ]
    : [
        { to: MEMBER_PATHS.join, label: t("site.header.join") },
        { to: MEMBER_PATHS.login, label: t("site.header.login") },
      ];
  return (
    <nav className={className} aria-label={t("site.header.memberMenu")}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
