import { Link } from "react-router";
import { type Column, ListTable } from "../../components/console/console-list";
import { consolePage } from "../../controllers/console-page.server";
import { CONSOLE_PATHS } from "../../features/auth/console-paths";
import { can } from "../../features/auth/scopes";
import { loadDashboard } from "../../features/dashboard/dashboard.server";
import { LogTable } from "../../features/logs/log-table";
import { logLines } from "../../features/logs/log-view.server";
import { formatDate, formatNumber } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/dashboard";

export async function loader({ context }: Route.LoaderArgs) {
  const { principal, db, now, t, i18n, meta, scope } = consolePage(context, "dashboard");
  const board = await loadDashboard(db, now);
  const developer = scope.env.DEVELOPER_USERNAME;
  return {
    i18n,
    meta: meta(t("console.dashboard.title")),
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
    canSeeApplications: can(principal, "application", developer),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  const columns: Column<(typeof d.applications)[number]>[] = [
    { header: "console.dashboard.status", rowHeader: true, cell: (a) => a.label },
    { header: "console.dashboard.count", className: "console-num", cell: (a) => formatNumber(a.n) },
  ];
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
          <ListTable
            narrow
            bare
            caption={t("console.dashboard.roundState", { title: d.round.title, state: d.round.state })}
            columns={columns}
            rows={d.applications}
            rowKey={(a) => a.status}
          />
        ) : (
          <p>{t("console.dashboard.noRound")}</p>
        )}
        {d.canSeeApplications && (
          <p className="console-links">
            <Link to={CONSOLE_PATHS.application}>{t("console.applicationList.dashboardLink")}</Link>
          </p>
        )}
      </section>
      <section className="console-section" aria-labelledby="dash-logs">
        <h2 id="dash-logs">{t("console.dashboard.logsHeading")}</h2>
        {d.recentLogs.length ? <LogTable lines={d.recentLogs} /> : <p>{t("console.dashboard.noLogs")}</p>}
        <p className="console-links">
          {d.canSeeLogs && <Link to={CONSOLE_PATHS.logs}>{t("console.dashboard.allLogs")}</Link>}
          {d.canSeeOutbox && <Link to={CONSOLE_PATHS.outbox}>{t("console.dashboard.outbox")}</Link>}
        </p>
      </section>
    </>
  );
}
