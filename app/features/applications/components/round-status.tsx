import { Link } from "react-router";
import { useLang, useT } from "../../../lib/i18n/client";
import type { RoundStatus } from "../round-status.server";

/** The current round's state with its own texts; the way to apply only while it is open. */
export function RoundStatusPanel({ round }: { round: RoundStatus | null }) {
  const t = useT();
  const lang = useLang();
  return (
    <section className="panel round-status" aria-labelledby="round-status-title">
      <h2 id="round-status-title">{t("forms.application.statusHeading")}</h2>
      {round ? (
        <>
          <dl className="facts">
            <div>
              <dt>{t("forms.application.round")}</dt>
              <dd lang={lang === "ko" ? undefined : "ko"}>{round.title}</dd>
            </div>
            <div>
              <dt>{t("forms.application.statusHeading")}</dt>
              <dd>
                <strong className="round-state" data-state={round.state}>
                  {t(`window.${round.state}`)}
                </strong>
              </dd>
            </div>
            <div>
              <dt>{t("forms.application.period")}</dt>
              <dd>
                <time>{round.openAt}</time> ~ <time>{round.deadAt}</time>
              </dd>
            </div>
          </dl>
          {round.messages.length > 0 && (
            <div className="round-messages" lang={lang === "ko" ? undefined : "ko"}>
              {round.messages.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </div>
          )}
        </>
      ) : (
        <p className="round-state" data-state="none">
          {t("forms.application.noRound")}
        </p>
      )}
      {round?.state === "open" ? (
        <div className="actions">
          <p>{t("forms.application.applyHint")}</p>
          <Link className="button button--primary" to="/form/application">
            {t("forms.application.apply")}
          </Link>
        </div>
      ) : (
        <div className="actions">
          <p>{t("forms.application.registerHint")}</p>
          <Link className="button button--primary" to="/form/registration">
            {t("forms.application.register")}
          </Link>
        </div>
      )}
    </section>
  );
}
