import { Fragment } from "react";
import { Link } from "react-router";
import { SocialIcon } from "../../components/icons";
import { useT } from "../../lib/i18n/client";
import type { SiteSettings } from "../settings/site-settings";

/**
 * The footer, from the `site` setting: info items (title, text, optional line break),
 * footer links (internal route, or external in a new tab), social links and the copyright.
 * The setting is written in Korean by managers, so its text is marked lang="ko".
 */
export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const t = useT();
  const newWindow = <span className="visually-hidden"> ({t("site.footer.newWindow")})</span>;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__name">{settings.complexName || t("common.siteName")}</p>
        {settings.footerLinks.length > 0 && (
          <nav className="site-footer__links" aria-label={t("site.footer.links")}>
            <ul>
              {settings.footerLinks.map((link) => (
                <li key={link.title}>
                  {"to" in link ? (
                    <Link to={link.to} lang="ko">
                      {link.title}
                    </Link>
                  ) : (
                    <a href={link.href} target="_blank" rel="noopener">
                      <span lang="ko">{link.title}</span>
                      {newWindow}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {settings.footerInfo.length > 0 && (
          <p className="site-footer__info" lang="ko">
            {settings.footerInfo.map((item) => (
              <Fragment key={`${item.title}:${item.text}`}>
                <span className="site-footer__info-item">
                  <span className="site-footer__info-title">{item.title}</span> {item.text}
                </span>
                {item.lineBreak ? <br /> : " "}
              </Fragment>
            ))}
          </p>
        )}
        {settings.socialLinks.length > 0 && (
          <ul className="site-footer__social" aria-label={t("site.footer.social")}>
            {settings.socialLinks.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener" className="icon-button">
                  <SocialIcon kind={link.kind} />
                  <span className="visually-hidden">
                    <span lang="ko">{link.label}</span>
                    {newWindow}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className="site-footer__copyright" lang={settings.copyright ? "ko" : undefined}>
          {settings.copyright || `Copyright © 2025 ${t("common.siteName")}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
