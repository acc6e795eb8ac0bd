import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import type { RoundStatus } from "../applications/round-status.server";

/**
 * The call to apply, from the current round's window state decided on the server: the
 * apply link only while the round is open; otherwise the round's own message and the way
 * to register interest.
 */
export function ApplyCta({ round: shown }: { round: RoundStatus | null }) {
  const t = useT();
  const open = shown?.state === "open";
  return (
    <section className="home-section apply-cta" aria-labelledby="round-heading" data-state={shown?.state ?? "none"}>
      <p className="apply-cta__eyebrow">{t("site.cta.title")}</p>
      <h2 id="round-heading" lang={shown ? "ko" : undefined}>
        {shown ? shown.title : t("window.hidden")}
      </h2>
      {shown && (
        <>
          <p className="apply-cta__state">{t(`window.${shown.state}`)}</p>
          <p>
            <span className="apply-cta__label">{t("site.cta.period")}</span>{" "}
            <span className="apply-cta__period">
              {shown.openAt} ~ {shown.deadAt}
            </span>
          </p>
          {shown.messages.map((m) => (
            <p key={m} lang="ko">
              {m}
            </p>
          ))}
        </>
      )}
      {!open && <p>{t("site.cta.registerHint")}</p>}
      <p className="apply-cta__actions">
        {open ? (
          <Link className="button button--accent" to="/application">
            {t("site.cta.apply")}
          </Link>
        ) : (
          <Link className="button button--accent" to="/form/registration">
            {t("site.cta.register")}
          </Link>
        )}
        <Link className="button button--outline" to="/subscription/recruitment">
          {t("site.cta.schedule")}
        </Link>
      </p>
    </section>
  );
}
