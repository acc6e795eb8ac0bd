import { Link } from "react-router";
import { useLang, useT } from "../../lib/i18n/client";
import type { ApplicationWindow } from "./application-window";

type ClosedWindow = ApplicationWindow & { state: "beforeOpen" | "closed" | "stopped" };

/**
 * What an application form page (new, edit, fix) shows instead of the form while its round is
 * not open: the state and the round's own texts for that page (`formWindow`), and the way
 * back to /application. Its strings: `base` (window.*) and `forms.windowNotice`.
 */
export function FormWindowNotice({ window }: { window: ClosedWindow }) {
  const t = useT();
  const lang = useLang();
  // A plain block, not a region: the page around it names the place (and the console's preview shows two).
  return (
    <div className="panel window-notice" data-state={window.state}>
      <h2>{t(`window.${window.state}`)}</h2>
      {window.messages.length > 0 && (
        <div className="round-messages" lang={lang === "ko" ? undefined : "ko"}>
          {window.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      <p>
        <Link to="/application">{t("forms.windowNotice.toApplication")}</Link>
      </p>
    </div>
  );
}
