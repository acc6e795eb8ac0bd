import { sitePage } from "../../../controllers/site-page.server";
import { RESULT_PATH } from "../../../features/applications/paths";
import { QUICKNET } from "../../../features/selection/beacon";
import { DrawGroupsTable } from "../../../features/selection/draw-groups-table";
import { publicDrawOfRound } from "../../../features/selection/draw-public.server";
import { BeaconAndPublish } from "../../../features/selection/draw-verify-values";
import { publicDrawAuditPath } from "../../../features/selection/paths";
import { publicUnitDrawOfRound } from "../../../features/selection/unit-draw-public.server";
import { UnitDrawVerify } from "../../../features/selection/unit-draw-verify";
import { CONTENT_PAGE } from "../../../lib/content-page";
import { formatDateTime } from "../../../lib/format";
import { useT } from "../../../lib/i18n/client";
import { notFound } from "../../../lib/not-found.server";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/competition-verify";
import "../site-pages.css";

/**
 * /application/competition/:round/verify: the draw's rule in words and formulas, this round's
 * published values (list digest, beacon round, result) and how anyone re-runs it; then the
 * same for the round's unit draw (동·호 배정) once it is frozen. A shared page: both draws'
 * freeze and publish change the public content version.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const round = Number(params.round);
  if (!Number.isInteger(round) || round < 1 || round > 10_000) notFound();
  const { db, t, i18n, meta } = sitePage(context, ["application.drawVerify"]);
  const [draw, unitDraw] = await Promise.all([publicDrawOfRound(db, round), publicUnitDrawOfRound(db, round)]);
  return {
    i18n,
    meta: meta(t("application.drawVerify.title", { round }), t("application.drawVerify.description")),
    round,
    draw: draw && {
      ...draw,
      frozenAt: formatDateTime(draw.frozenAt),
      beaconAt: formatDateTime(draw.beacon.at),
      publishedAt: draw.publishedAt ? formatDateTime(draw.publishedAt) : null,
    },
    unitDraw: unitDraw && {
      ...unitDraw,
      frozenAt: formatDateTime(unitDraw.frozenAt),
      beaconAt: formatDateTime(unitDraw.beacon.at),
      publishedAt: unitDraw.publishedAt ? formatDateTime(unitDraw.publishedAt) : null,
    },
    chainHash: QUICKNET.chainHash,
  };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function CompetitionVerifyPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { round, draw, unitDraw, chainHash } = loaderData;
  const multiple = draw?.waitingMultiple ?? 3;
  return (
    <div className="page">
      <h1>{t("application.drawVerify.title", { round })}</h1>
      <p className="page-lead">{t("application.drawVerify.intro")}</p>
      {!draw && <p className="notice">{t("application.drawVerify.notFrozen")}</p>}
      {draw && (
        <section aria-labelledby="verify-values">
          <h2 id="verify-values">{t("application.drawVerify.valuesHeading", { round })}</h2>
          <dl className="draw-values">
            <dt>{t("application.drawVerify.frozenAt")}</dt>
            <dd>{draw.frozenAt}</dd>
            <dt>{t("application.drawVerify.entrants")}</dt>
            <dd>{t("application.drawVerify.entrantsValue", { entrants: draw.entrants, drawn: draw.drawn })}</dd>
            <dt>{t("application.drawVerify.roundNo")}</dt>
            <dd>{draw.roundNo}</dd>
            <dt>{t("application.drawVerify.multiple")}</dt>
            <dd>{t("application.drawVerify.multipleValue", { multiple: draw.waitingMultiple })}</dd>
            <dt>{t("application.drawVerify.listDigest")}</dt>
            <dd>
              <code className="draw-digest">{draw.listDigest}</code>
            </dd>
            <BeaconAndPublish
              beacon={draw.beacon}
              beaconAt={draw.beaconAt}
              publishedAt={draw.publishedAt}
              publishedLabel={t("application.drawVerify.publishedAt")}
              audit={{ href: publicDrawAuditPath(round), label: t("application.drawVerify.auditLink", { round }) }}
            />
          </dl>
          <DrawGroupsTable
            caption={t("application.drawVerify.groupsCaption", { round })}
            headers={[
              t("application.drawVerify.groupKey"),
              t("application.drawVerify.households"),
              t("application.drawVerify.drawn"),
            ]}
            groups={draw.groups}
            name={(key) => <code>{key}</code>}
          />
        </section>
      )}
      <section aria-labelledby="verify-steps">
        <h2 id="verify-steps">{t("application.drawVerify.stepsHeading")}</h2>
        <ol className="draw-steps">
          <li>
            <p>{t("application.drawVerify.step1")}</p>
            <p>
              <code>{t("application.drawVerify.lineFormat")}</code>
            </p>
          </li>
          <li>
            <p>{t("application.drawVerify.step2")}</p>
          </li>
          <li>
            <p>{t("application.drawVerify.step3")}</p>
          </li>
          <li>
            <p>{t("application.drawVerify.step4")}</p>
            <p>
              <code>{t("application.drawVerify.seedFormula", { round: draw?.roundNo ?? round })}</code>
            </p>
          </li>
          <li>
            <p>{t("application.drawVerify.step5")}</p>
            <p>
              <code>{t("application.drawVerify.lotFormula")}</code>
            </p>
          </li>
          <li>
            <p>{t("application.drawVerify.step6", { multiple })}</p>
          </li>
        </ol>
      </section>
      <section aria-labelledby="verify-how">
        <h2 id="verify-how">{t("application.drawVerify.howHeading")}</h2>
        <ol>
          <li>
            <p>{t("application.drawVerify.how1")}</p>
            {draw?.publishedAt && (
              <p>
                <a href={publicDrawAuditPath(round)}>{t("application.drawVerify.auditLink", { round })}</a>
              </p>
            )}
          </li>
          <li>
            <p>{t("application.drawVerify.how2")}</p>
            <p>
              <code>{t("application.drawVerify.verifyCommand")}</code>
            </p>
          </li>
          <li>
            <p>{t("application.drawVerify.how3")}</p>
            <p>
              <code className="draw-digest">
                {t("application.drawVerify.drandUrl", { chainHash, beaconRound: draw?.beacon.round ?? "R" })}
              </code>
            </p>
          </li>
          <li>
            <p>
              {t("application.drawVerify.how4")} <a href={RESULT_PATH}>{t("application.drawVerify.resultLink")}</a>
            </p>
          </li>
        </ol>
        <p>
          <a href="/application/competition">{t("application.drawVerify.competitionLink")}</a>
        </p>
      </section>
      {unitDraw && <UnitDrawVerify round={round} draw={unitDraw} />}
    </div>
  );
}
