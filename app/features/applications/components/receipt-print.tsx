import { useT } from "../../../lib/i18n/client";
import { LOOKUP_PATH } from "../paths";

/*
 * The printed receipt (접수증): the page's stylesheet (@media print, site-pages.css) prints
 * only the element marked `print-receipt`, on one A4 page, without the site's header,
 * footer, menus or buttons. These parts are what the print adds or leaves out.
 */

/** The site's name and the receipt's title, on paper only. */
export function PrintHeading() {
  const t = useT();
  return (
    <div className="print-only print-heading">
      <p className="print-heading__site">{t("common.siteName")}</p>
      <p className="print-heading__title">{t("application.receipt.printTitle")}</p>
    </div>
  );
}

/** How to check the application later, on paper only. */
export function PrintCheckLine() {
  const t = useT();
  return <p className="print-only print-check">{t("application.receipt.printCheck", { path: LOOKUP_PATH })}</p>;
}

/**
 * "Print or save as PDF": the browser's print dialog, where PDF is one of the printers. A real
 * button (keyboard and screen readers know it), shown once JavaScript runs; without it the
 * browser's own print (Ctrl+P) prints the same page, as the hint beside it says.
 */
export function PrintButton() {
  const t = useT();
  return (
    <div className="print-actions no-print">
      <button type="button" className="button print-button" onClick={() => window.print()}>
        {t("application.receipt.printButton")}
      </button>
      <p className="form-note">{t("application.receipt.print")}</p>
    </div>
  );
}
