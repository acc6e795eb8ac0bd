import { useEffect, useRef } from "react";
import { ChevronRightIcon, CloseIcon } from "../../components/icons";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { showPopups } from "./popup-behaviour";
import "./popup-layer.css";

/**
 * The home page's popup layer: empty and hidden in the HTML, with the template of one popup
 * (the same markup as <PopupCard>, its words in the page's language; a manager writes popups
 * in Korean, so the card is marked lang="ko"). popup-behaviour.ts loads and shows them: from
 * the home page's own script, or from this effect when React renders the page.
 */
export function PopupLayer() {
  const t = useT();
  const lang = useLang();
  const pageLang = HTML_LANG[lang];
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => (layer.current ? showPopups(layer.current) : undefined), []);
  return (
    <div
      className="popup-layer"
      ref={layer}
      hidden
      data-lang={lang}
      data-count-text={t("site.popups.count", { current: "{current}", total: "{total}" })}
      suppressHydrationWarning
    >
      <template>
        <div className="popup" role="dialog" aria-modal="false" lang="ko">
          <img className="popup__image" data-part="image" alt="" width="360" height="240" />
          <div className="popup__content">
            {/* biome-ignore lint/a11y/useHeadingContent: a template's heading, filled with the popup's title */}
            <h2 className="popup__title" data-part="title" />
            <p className="popup__body" data-part="body" />
            <p>
              <a data-part="link" href="/">
                <span lang={pageLang}>{t("site.popups.more")}</span>
                <span className="visually-hidden" data-part="link-name" />
              </a>
            </p>
          </div>
          <p className="popup__pager" data-part="pager" lang={pageLang} hidden>
            <span className="popup__count" data-part="count" />
            <button type="button" className="popup__next" data-popup-action="next">
              {t("site.popups.next")}
              <ChevronRightIcon />
            </button>
          </p>
          <div className="popup__actions" lang={pageLang}>
            <button type="button" className="popup__button" data-popup-action="hide-today">
              {t("site.popups.hideToday")}
            </button>
            <button type="button" className="popup__button popup__button--close" data-popup-action="close">
              <CloseIcon />
              {t("site.popups.close")}
            </button>
          </div>
        </div>
      </template>
    </div>
  );
}
