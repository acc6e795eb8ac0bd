import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import { RoundStatusPanel } from "../applications/components/round-status";
import { ApplyCta } from "../home/apply-cta";
import type { ApplicationWindow } from "./application-window";
import { FormWindowNotice } from "./form-window-notice";
import { PREVIEW_STATES, type PreviewState } from "./preview-states";
import type { RoundPreview } from "./round-preview.server";
import "./round-preview.css";

type Props = {
  preview: RoundPreview;
  /** The state the round is in now (shown or not). */
  now: PreviewState;
  shows: boolean;
  /** The round visitors see now, when it is another one. */
  otherCurrent: number | null;
  href: (state: PreviewState) => string;
};

/**
 * A round as the public pages would show it in one state, drawn by their own components
 * (/application's panel, home's call to apply, the form pages' notice); links choose the
 * state, so it works without JavaScript.
 */
export function RoundPreviewSection({ preview, now, shows, otherCurrent, href }: Props) {
  const t = useT();
  const stateName = (s: PreviewState) => t(`console.schedules.states.${s}`);
  return (
    <section className="console-section" aria-labelledby="round-preview">
      <h2 id="round-preview">{t("console.schedules.preview.heading")}</h2>
      <p>{t("console.schedules.preview.intro")}</p>
      {!shows && <p className="console-note">{t("console.schedules.preview.hiddenNote")}</p>}
      {otherCurrent !== null && <p>{t("console.schedules.preview.otherCurrent", { round: otherCurrent })}</p>}
      <nav aria-label={t("console.schedules.preview.states")}>
        <ul className="round-preview__states">
          {PREVIEW_STATES.map((s) => (
            <li key={s}>
              <Link to={href(s)} replace preventScrollReset aria-current={s === preview.state ? "true" : undefined}>
                {s === now ? t("console.schedules.preview.nowState", { state: stateName(s) }) : stateName(s)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="round-preview" data-state={preview.state}>
        <Frame title={t("console.schedules.preview.application")}>
          <RoundStatusPanel round={preview.status} />
        </Frame>
        <Frame title={t("console.schedules.preview.home")}>
          <ApplyCta round={preview.status} />
        </Frame>
        <Frame title={t("console.schedules.preview.apply")}>
          <FormPreview window={preview.apply} open={t("console.schedules.preview.applyOpen")} />
        </Frame>
        <Frame title={t("console.schedules.preview.amend")}>
          <FormPreview window={preview.amend} open={t("console.schedules.preview.amendOpen")} />
        </Frame>
      </div>
    </section>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="round-preview__frame">
      <figcaption>{title}</figcaption>
      <div className="round-preview__page">{children}</div>
    </figure>
  );
}

function FormPreview({ window, open }: { window: ApplicationWindow; open: string }) {
  if (window.state === "beforeOpen" || window.state === "closed" || window.state === "stopped")
    return <FormWindowNotice window={{ ...window, state: window.state }} />;
  return <p className="round-preview__open">{open}</p>;
}
