import { useT } from "../../lib/i18n/client";
import { BeaconAndPublish } from "./draw-verify-values";
import { publicUnitAuditPath } from "./paths";

/** A frozen unit draw as the verify page shows it, its times already formatted for the page. */
export type UnitDrawFacts = {
  roundNo: number;
  listDigest: string;
  frozenAt: string;
  winners: number;
  units: number;
  beacon: { network: "quicknet" | "local"; round: number };
  beaconAt: string;
  publishedAt: string | null;
};

/**
 * The verify page's 동·호 배정 추첨 section (docs/product/units.md §18.7.4): from the freeze,
 * the list's digest and counts and the beacon round; from publishing, the audit file's link;
 * the rule in a few words and the command that re-runs it with this round's file and digest.
 */
export function UnitDrawVerify({ round, draw }: { round: number; draw: UnitDrawFacts }) {
  const t = useT();
  // The name the download comes under (the frozen round number, as the file says).
  const file = `unit-draw-round-${draw.roundNo}.json`;
  return (
    <section aria-labelledby="verify-units">
      <h2 id="verify-units">{t("application.drawVerify.units.heading")}</h2>
      <p>{t("application.drawVerify.units.intro")}</p>
      <dl className="draw-values">
        <dt>{t("application.drawVerify.frozenAt")}</dt>
        <dd>{draw.frozenAt}</dd>
        <dt>{t("application.drawVerify.units.counts")}</dt>
        <dd>{t("application.drawVerify.units.countsValue", { winners: draw.winners, units: draw.units })}</dd>
        <dt>{t("application.drawVerify.listDigest")}</dt>
        <dd>
          <code className="draw-digest" data-testid="public-unit-digest">
            {draw.listDigest}
          </code>
        </dd>
        <BeaconAndPublish
          beacon={draw.beacon}
          beaconAt={draw.beaconAt}
          publishedAt={draw.publishedAt}
          publishedLabel={t("application.drawVerify.units.publishedAt")}
          audit={{ href: publicUnitAuditPath(round), label: t("application.drawVerify.units.auditLink", { round }) }}
        />
      </dl>
      <p>{t("application.drawVerify.units.rule")}</p>
      <p>
        <code>{t("application.drawVerify.units.seedFormula", { round: draw.roundNo })}</code>
      </p>
      <p>{t("application.drawVerify.units.how")}</p>
      <p>
        <code className="draw-digest">
          {t("application.drawVerify.units.verifyCommand", { file, digest: draw.listDigest })}
          {/* A file drawn with the local test beacon is checked only when named as a test. */}
          {draw.beacon.network === "local" ? " --local" : ""}
        </code>
      </p>
    </section>
  );
}
