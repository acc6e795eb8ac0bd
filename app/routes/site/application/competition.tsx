import { sitePage } from "../../../controllers/site-page.server";
import { publicCompetitions } from "../../../features/competition/competition.server";
import { CompetitionTable } from "../../../features/competition/competition-table";
import { DrawGroupsTable } from "../../../features/selection/draw-groups-table";
import { type PublicDraw, publicDraws } from "../../../features/selection/draw-public.server";
import { groupName } from "../../../features/selection/draw-tables";
import { publicDrawAuditPath, verifyPagePath } from "../../../features/selection/paths";
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

/** A round's draw from its freeze on: the list digest, the entrants per group, the beacon round, then the audit file. */
function RoundDraw({ round, draw }: { round: number; draw: PublicDraw }) {
  const t = useT();
  const beaconKey =
    draw.beacon.network === "local" ? "application.competition.beaconLocal" : "application.competition.beacon";
  return (
    <>
      <h3>{t("application.competition.drawHeading")}</h3>
      <p>
        {t("application.competition.drawFrozen", {
          date: formatDateTime(draw.frozenAt),
          entrants: draw.entrants,
          drawn: draw.drawn,
          multiple: draw.waitingMultiple,
        })}
      </p>
      <p>
        {t("application.competition.listDigest")}: <code className="draw-digest">{draw.listDigest}</code>
      </p>
      <p>{t(beaconKey, { beaconRound: draw.beacon.round, time: formatDateTime(draw.beacon.at) })}</p>
      <DrawGroupsTable
        caption={t("application.competition.perGroupCaption", { round })}
        headers={[
          t("application.competition.group"),
          t("application.competition.households"),
          t("application.competition.drawn"),
        ]}
        groups={draw.groups}
        name={(key) => groupName(t, key)}
      />
      {draw.publishedAt && (
        <p>
          {t("application.competition.drawPublished", { date: formatDateTime(draw.publishedAt) })}{" "}
          <a href={publicDrawAuditPath(round)} download>
            {t("application.competition.drawAudit", { round })}
          </a>
        </p>
      )}
      <p>
        <a href={verifyPagePath(round)}>{t("application.competition.verifyLink", { round })}</a>
      </p>
    </>
  );
}

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
          {draws[r.round] && <RoundDraw round={r.round} draw={draws[r.round] as PublicDraw} />}
        </section>
      ))}
    </div>
  );
}
