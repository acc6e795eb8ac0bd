import { sitePage } from "../../../controllers/site-page.server";
import { publicCompetitions } from "../../../features/competition/competition.server";
import { CompetitionTable } from "../../../features/competition/competition-table";
import { publicDraws } from "../../../features/selection/draw.server";
import { publicDrawAuditPath } from "../../../features/selection/paths";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDateTime } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/competition";
import "../site-pages.css";

/**
 * /application/competition: each round visitors see, newest first, with the rates a manager
 * published (a snapshot taken when publishing), or a note that they are not published yet.
 * A shared page (the site layout's page cache): publishing changes the content version.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, t, i18n, meta } = sitePage(context, ["application.competition", "application.supply"]);
  return {
    i18n,
    meta: meta(t("application.competition.title"), t("application.competition.description")),
    rounds: await publicCompetitions(db),
    draws: await publicDraws(db),
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function CompetitionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rounds, draws } = loaderData;
  return (
    <div className="page">
      <h1>{t("application.competition.title")}</h1>
      <p className="page-lead">{t("application.competition.description")}</p>
      <p>{t("application.competition.counted")}</p>
      {rounds.length === 0 && <p className="notice">{t("application.competition.noRounds")}</p>}
      {rounds.map((r) => (
        <section key={r.round} aria-labelledby={`competition-${r.round}`}>
          <h2 id={`competition-${r.round}`}>
            {t("application.competition.roundHeading", { round: r.round })} · <span lang="ko">{r.title}</span>
          </h2>
          {r.published ? (
            <CompetitionTable round={r.round} published={r.published} />
          ) : (
            <p className="notice">{t("application.competition.notPublished")}</p>
          )}
          {draws[r.round] && (
            <>
              <h3>{t("application.competition.drawHeading")}</h3>
              <p>
                {t("application.competition.drawCommitment", {
                  round: r.round,
                  date: formatDateTime(draws[r.round]?.committedAt),
                  multiple: draws[r.round]?.waitingMultiple ?? 3,
                })}
              </p>
              <p>
                <code className="draw-commitment">{draws[r.round]?.commitment}</code>
              </p>
              {draws[r.round]?.publishedAt && (
                <p>
                  {t("application.competition.drawPublished", { date: formatDateTime(draws[r.round]?.publishedAt) })}{" "}
                  <a href={publicDrawAuditPath(r.round)} download>
                    {t("application.competition.drawAudit", { round: r.round })}
                  </a>
                </p>
              )}
            </>
          )}
        </section>
      ))}
    </div>
  );
}
