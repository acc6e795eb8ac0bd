import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { ChevronRightIcon, CloseIcon } from "../../components/icons";
import { apiFetch } from "../../lib/api-client";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import { dismissForToday, isDismissed } from "./dismissal";
import { PopupCard } from "./popup-card";
import type { PublicPopup } from "./popups.server";
import "./popup-layer.css";

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage can be disabled; then "hide for today" only hides for this visit.
  }
}

/**
 * The home page's popups, loaded from GET /api/v1/popups after the page has rendered. Each
 * is a non-modal dialog: it never traps focus, Esc or "닫기" closes it, and "오늘 하루 보지
 * 않기" hides it until the next midnight in Asia/Seoul (kept in localStorage). Wide screens
 * show them side by side; a phone shows one at a time over the bottom of the screen, with
 * its count and a button to the next, so the top of the first screen stays in view.
 */
export function PopupLayer() {
  const t = useT();
  const lang = useLang();
  const pageLang = HTML_LANG[lang];
  const [popups, setPopups] = useState<PublicPopup[]>([]);
  const [current, setCurrent] = useState(0);
  const layer = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);

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

  // After "다음 팝업", keyboard focus follows to the popup now shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown popup changes
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    layer.current?.querySelector<HTMLElement>(".popup.is-current .popup__next")?.focus();
  }, [current]);

  if (popups.length === 0) return null;
  const shown = Math.min(current, popups.length - 1);

  const close = (id: string) => setPopups((list) => list.filter((p) => p.id !== id));
  const hideToday = (id: string) => {
    const store = safeStorage();
    if (store) dismissForToday(store, id, new Date());
    close(id);
  };
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === "Escape") close(id);
  };
  const next = () => {
    focusNext.current = true;
    setCurrent((shown + 1) % popups.length);
  };

  return (
    <div className="popup-layer" ref={layer} data-count={popups.length}>
      {popups.map((popup, i) => (
        <PopupCard
          key={popup.id}
          popup={popup}
          current={i === shown}
          onKeyDown={onKeyDown(popup.id)}
          pager={
            popups.length > 1 && (
              <p className="popup__pager" lang={pageLang}>
                <span className="popup__count">{t("site.popups.count", { current: i + 1, total: popups.length })}</span>
                <button type="button" className="popup__next" onClick={next}>
                  {t("site.popups.next")}
                  <ChevronRightIcon />
                </button>
              </p>
            )
          }
        >
          <button type="button" className="popup__button" onClick={() => hideToday(popup.id)}>
            {t("site.popups.hideToday")}
          </button>
          <button type="button" className="popup__button popup__button--close" onClick={() => close(popup.id)}>
            <CloseIcon />
            {t("site.popups.close")}
          </button>
        </PopupCard>
      ))}
    </div>
  );
}
