import { Link } from "react-router";
import { loadDashboard } from "../../features/admin/dashboard.server";
import { requireConsole } from "../../features/auth/guard.server";
import { can } from "../../features/auth/scopes";
import { logLines } from "../../features/logs/log-view.server";
import { clockContext, dbContext, envContext, langContext } from "../../lib/context";
import { formatDate, formatNumber } from "../../lib/format";
import { clientMessages, createI18n } from "../../lib/i18n";
import { useT } from "../../lib/i18n/client";
import type { Route } from "./+types/dashboard";
import { LogTable } from "./ui/log-table";
import "./ui/console-screens.css";

export async function loader({ context }: Route.LoaderArgs) {
  const principal = requireConsole(context, "dashboard");
  const lang = context.get(langContext);
  const now = context.get(clockContext)();
  const t = createI18n(lang).t;
  const board = await loadDashboard(context.get(dbContext), now);
  const developer = context.get(envContext).DEVELOPER_USERNAME;
  return {
    i18n: clientMessages(lang, ["console"]),
    title: t("console.dashboard.title"),
    today: formatDate(now),
    registrationsToday: board.registrationsToday,
    round: board.round && { title: board.round.title, state: t(`window.${board.round.state}` as "window.open") },
    applications: Object.entries(board.applicationsByStatus).map(([status, n]) => ({
      status,
      label: t(`console.applicationStatus.${status}` as "console.applicationStatus.SUBMITTED"),
      n,
    })),
    unansweredQuestions: board.unansweredQuestions,
    recentLogs: logLines(board.recentLogs, t),
    canSeeLogs: can(principal, "logs", developer),
    canSeeOutbox: can(principal, "application", developer),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }, { name: "robots", content: "noindex" }];
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1>{t("console.dashboard.title")}</h1>
      <div className="console-cards">
        <section className="console-card" aria-labelledby="dash-registrations">
          <h2 id="dash-registrations">{t("console.dashboard.registrationsHeading")}</h2>
          <p className="console-card__figure">
            {t("console.dashboard.registrationsCount", { count: formatNumber(d.registrationsToday) })}
          </p>
          <p className="console-field__hint">{t("console.dashboard.registrationsDay", { date: d.today })}</p>
        </section>
        <section className="console-card" aria-labelledby="dash-questions">
          <h2 id="dash-questions">{t("console.dashboard.questionsHeading")}</h2>
          <p className="console-card__figure">
            {t("console.dashboard.questionsCount", { count: formatNumber(d.unansweredQuestions) })}
          </p>
        </section>
      </div>
      <section className="console-section" aria-labelledby="dash-applications">
        <h2 id="dash-applications">{t("console.dashboard.applicationsHeading")}</h2>
        {d.round ? (
          <table className="console-table console-table--narrow">
            <caption>{t("console.dashboard.roundState", { title: d.round.title, state: d.round.state })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("console.dashboard.status")}</th>
                <th scope="col">{t("console.dashboard.count")}</th>
              </tr>
            </thead>
            <tbody>
              {d.applications.map((a) => (
                <tr key={a.status}>
                  <th scope="row">{a.label}</th>
                  <td className="console-num">{formatNumber(a.n)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t("console.dashboard.noRound")}</p>
        )}
      </section>
      <section className="console-section" aria-labelledby="dash-logs">
        <h2 id="dash-logs">{t("console.dashboard.logsHeading")}</h2>
        {d.recentLogs.length ? <LogTable lines={d.recentLogs} /> : <p>{t("console.dashboard.noLogs")}</p>}
        <p className="console-links">
          {d.canSeeLogs && <Link to="/console/logs">{t("console.dashboard.allLogs")}</Link>}
          {d.canSeeOutbox && <Link to="/console/outbox">{t("console.dashboard.outbox")}</Link>}
        </p>
      </section>
    </>
  );
}
