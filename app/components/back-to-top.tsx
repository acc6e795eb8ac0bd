import { useT } from "../lib/i18n/client";
import { ArrowUpIcon } from "./icons";

/** "맨 위로": shown past half the viewport; scrolls up and moves focus to the page top. */
export function BackToTop({ visible }: { visible: boolean }) {
  const t = useT();
  const onClick = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    document.getElementById("top")?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className="back-to-top" hidden={!visible} onClick={onClick}>
      <ArrowUpIcon />
      <span className="visually-hidden">{t("site.backToTop")}</span>
    </button>
  );
}
