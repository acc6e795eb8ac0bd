import { Link } from "react-router";
import { useT } from "../../../lib/i18n/client";

/**
 * The form outside its window: the round's own texts for the state (before opening, closed,
 * stopped; "dead2" on the edit and fix pages), or the general sentence when it has none.
 */
export function RoundClosed({ title, messages, general }: { title: string; messages: string[]; general: string }) {
  const t = useT();
  return (
    <section className="panel round-messages" aria-labelledby="closed-title">
      <h2 id="closed-title">{title}</h2>
      {(messages.length ? messages : [general]).map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        <Link to="/application">{t("application.journey.toApplication")}</Link>
      </p>
    </section>
  );
}
