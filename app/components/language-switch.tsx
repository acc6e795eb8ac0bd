import { Link, useLocation } from "react-router";
import { useLang, useT } from "../lib/i18n/client";
import { HTML_LANG, LANGUAGES } from "../lib/i18n/languages";
import { GlobeIcon } from "./icons";

/**
 * Links to the current page in each language (`?lng=`); the server stores the choice in
 * the `lng` cookie, so later pages keep it.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const lang = useLang();
  const location = useLocation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of links, not of form fields, so no fieldset
    <div className={`language-switch ${className ?? ""}`} role="group" aria-label={t("site.header.languageSwitch")}>
      <GlobeIcon className="language-switch__icon" />
      <ul>
        {LANGUAGES.map((l) => {
          const params = new URLSearchParams(location.search);
          params.set("lng", l);
          return (
            <li key={l}>
              <Link
                to={{ pathname: location.pathname, search: `?${params}` }}
                lang={HTML_LANG[l]}
                hrefLang={HTML_LANG[l]}
                aria-current={l === lang ? "true" : undefined}
              >
                {t(`common.languages.${l}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
