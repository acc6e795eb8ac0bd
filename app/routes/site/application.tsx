import { Link } from "react-router";
import { sitePage } from "../../controllers/site-page.server";
import { RoundStatusPanel } from "../../features/applications/components/round-status";
import { LOOKUP_PATH, RESULT_PATH, SELF_CHECK_PATH } from "../../features/applications/paths";
import { roundStatusOf } from "../../features/applications/round-status.server";
import { AddToCalendar, CALENDAR_SECTIONS } from "../../features/calendar/add-to-calendar";
import { COMPETITION_PATH } from "../../features/competition/paths";
import { currentRoundWindow } from "../../features/schedules/rounds.server";
import { CONTENT_PAGE } from "../../lib/content-page";
import { useT } from "../../lib/i18n/client";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/application";
import "./site-pages.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, now, t, i18n, meta } = sitePage(context, [
    "forms.application",
    "application.lookupLink",
    "application.selfCheckLink",
    "application.resultLink",
    "application.competition",
    ...CALENDAR_SECTIONS,
  ]);
  const current = await currentRoundWindow(db, now);
  return {
    i18n,
    meta: meta(t("forms.application.title"), t("forms.application.description")),
    round: current ? roundStatusOf(current.round, current.window) : null,
    // Its deadline, to add to a calendar, until the round closes.
    deadline:
      current && current.window.state !== "closed"
        ? { id: current.round.id, title: current.round.title, at: current.round.deadAt.toISOString() }
        : null,
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function ApplicationPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page">
      <h1>{t("forms.application.title")}</h1>
      <p className="page-lead">{t("forms.application.description")}</p>
      <RoundStatusPanel round={loaderData.round} />
      {loaderData.deadline && (
        <AddToCalendar
          label={t("application.calendar.addDeadline")}
          date={{
            kind: "deadline",
            roundId: loaderData.deadline.id,
            roundTitle: loaderData.deadline.title,
            at: new Date(loaderData.deadline.at),
          }}
        />
      )}
      <ul className="link-list">
        <li>
          <Link to={SELF_CHECK_PATH}>{t("application.selfCheckLink")}</Link>
        </li>
        <li>
          <Link to={LOOKUP_PATH}>{t("application.lookupLink")}</Link>
        </li>
        <li>
          <Link to={RESULT_PATH}>{t("application.resultLink")}</Link>
        </li>
        <li>
          <Link to={COMPETITION_PATH}>{t("application.competition.link")}</Link>
        </li>
        <li>
          <Link to="/guide">{t("forms.application.guide")}</Link>
        </li>
      </ul>
    </div>
  );
}
