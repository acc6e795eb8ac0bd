import { useT } from "../../lib/i18n/client";

/**
 * A verify page's last two values for either draw (the selection's, the unit draw's), inside
 * its `<dl>`: the beacon round with its time, then the publish with the audit file's link, or
 * that it is not published yet.
 */
export function BeaconAndPublish({
  beacon,
  beaconAt,
  publishedAt,
  publishedLabel,
  audit,
}: {
  beacon: { network: "quicknet" | "local"; round: number };
  beaconAt: string;
  publishedAt: string | null;
  publishedLabel: string;
  audit: { href: string; label: string };
}) {
  const t = useT();
  return (
    <>
      <dt>{t("application.drawVerify.beaconRound")}</dt>
      <dd>
        {t(
          beacon.network === "local" ? "application.drawVerify.beaconLocalValue" : "application.drawVerify.beaconValue",
          { beaconRound: beacon.round, time: beaconAt },
        )}
      </dd>
      <dt>{publishedLabel}</dt>
      <dd>
        {publishedAt ? (
          <>
            {publishedAt} · <a href={audit.href}>{audit.label}</a>
          </>
        ) : (
          t("application.drawVerify.notPublished")
        )}
      </dd>
    </>
  );
}
