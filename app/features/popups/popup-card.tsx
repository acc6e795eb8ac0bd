import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLang, useT } from "../../lib/i18n/client";
import { HTML_LANG } from "../../lib/i18n/languages";
import type { PublicPopup } from "./popups.server";

function PopupLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith("/")) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
    </a>
  );
}

export type PopupView = Pick<PublicPopup, "id" | "title" | "body" | "linkUrl" | "image">;

/**
 * One popup as visitors see it: a non-modal dialog with its picture, words and link; the
 * buttons come from the caller (the home page's layer, or a console preview's none). The
 * manager wrote it in Korean: it is marked so on en/cn pages (docs/product.md §9.3).
 */
export function PopupCard({
  popup,
  current = true,
  preview = false,
  pager,
  children,
  onKeyDown,
}: {
  popup: PopupView;
  /** The one a phone shows now (the others wait their turn); wide screens show every popup. */
  current?: boolean;
  /** Shown in the console as an example, not over a page: a plain group, not a dialog. */
  preview?: boolean;
  /** The count and the way to the next popup, when there are several. */
  pager?: ReactNode;
  children?: ReactNode;
  onKeyDown?: (event: React.KeyboardEvent) => void;
}) {
  const t = useT();
  const pageLang = HTML_LANG[useLang()];
  const inside = (
    <>
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
      {pager}
      {children && (
        <div className="popup__actions" lang={pageLang}>
          {children}
        </div>
      )}
    </>
  );
  const className = current ? "popup is-current" : "popup";
  if (preview) {
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled group of a sample, as the dialog's contents
      <div className={className} role="group" aria-labelledby={`popup-title-${popup.id}`} lang="ko">
        {inside}
      </div>
    );
  }
  return (
    <div
      className={className}
      role="dialog"
      aria-modal="false"
      aria-labelledby={`popup-title-${popup.id}`}
      aria-describedby={`popup-body-${popup.id}`}
      data-popup-id={popup.id}
      onKeyDown={onKeyDown}
      lang="ko"
    >
      {inside}
    </div>
  );
}
