import { useT } from "../lib/i18n/client";
import { ArrowUpIcon } from "./icons";

/** "맨 위로": hidden until the page is scrolled past half the viewport (the shell's behaviour shows it and runs it). */
export function BackToTop() {
  const t = useT();
  return (
    <button type="button" className="back-to-top" hidden>
      <ArrowUpIcon />
      <span className="visually-hidden">{t("site.backToTop")}</span>
    </button>
  );
}
