import { type KeyboardEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { CloseIcon } from "../../components/icons";
import { apiFetch } from "../../lib/api-client";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { dismissForToday, isDismissed } from "./dismissal";
import type { PublicPopup } from "./popups.server";

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be disabled; then "hide for today" only hides for this visit.
  }
}

function PopupLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

/**
 * The home page's popups, loaded from GET /api/v1/popups after the page has rendered. Each
 * is a non-modal dialog: it never traps focus, Esc or "닫기" closes it, and "오늘 하루 보지
 * 않기" hides it until the next midnight in Asia/Seoul (kept in localStorage).
 */
export function PopupLayer() {
  const t = useT();
  const lang = useLang();
  const pageLang = HTML_LANG[lang];
  const [popups, setPopups] = useState<PublicPopup[]>([]);

  useEffect(() => {
    const controller = new AbortController();
    apiFetch<{ popups: PublicPopup[] }>("/api/v1/popups", { lang, signal: controller.signal })
      .then(({ popups: list }) => {
        const store = safeStorage();
        const now = new Date();
        setPopups(list.filter((p) => !store || !isDismissed(store, p.id, now)));
      })
      .catch(() => {
        // Popups are extras: if they cannot load, the page works without them.
      });
    return () => controller.abort();
  }, [lang]);

  if (popups.length === 0) return null;

  const close = (id: string) => setPopups((list) => list.filter((p) => p.id !== id));
  const hideToday = (id: string) => {
    const store = safeStorage();
    if (store) dismissForToday(store, id, new Date());
    close(id);
  };
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === "Escape") close(id);
  };

  return (
    <div className="popup-layer">
      {popups.map((popup) => (
        <div
          key={popup.id}
          className="popup"
          role="dialog"
          aria-modal="false"
          aria-labelledby={`popup-title-${popup.id}`}
          aria-describedby={`popup-body-${popup.id}`}
          data-popup-id={popup.id}
          onKeyDown={onKeyDown(popup.id)}
          lang="ko"
        >
          {popup.image && (
            <img className="popup__image" src={popup.image.url} alt={popup.image.alt} width="360" height="240" />
          )}
          <div className="popup__content">
            <h2 id={`popup-title-${popup.id}`} className="popup__title">
              {popup.title}
            </h2>
            <p id={`popup-body-${popup.id}`} className="popup__body">
              {popup.body}
            </p>
            {popup.linkUrl && (
              <p>
                <PopupLink href={popup.linkUrl}>
                  <span lang={pageLang}>{t("site.popups.more")}</span>
                  <span className="visually-hidden">: {popup.title}</span>
                </PopupLink>
              </p>
            )}
          </div>
          <div className="popup__actions" lang={pageLang}>
            <button type="button" className="popup__button" onClick={() => hideToday(popup.id)}>
              {t("site.popups.hideToday")}
            </button>
            <button type="button" className="popup__button popup__button--close" onClick={() => close(popup.id)}>
              <CloseIcon />
              {t("site.popups.close")}
            </button>
          </div>
        </div>
      ))}
    </div>
  );
}
