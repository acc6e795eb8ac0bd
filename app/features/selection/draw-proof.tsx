import { useT } from "../../lib/i18n/client";

/*
 * What both draws' console screens (the selection's and the unit draw's) show of a frozen draw,
 * and the sub-password their freeze and publish ask for.
 */

/** The acting manager's sub-password field of a draw's freeze or publish. */
export function DrawSubPassword({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="console-field">
      <label htmlFor={id}>{t("console.draw.subPassword")}</label>
      <input id={id} name="subPassword" type="password" required autoComplete="off" />
    </p>
  );
}

/**
 * A frozen draw's proof: the list digest, the seed once drawn, and the beacon round it waits
 * for. `testId` names the digest's and the beacon's elements (`<testId>-list-digest`,
 * `<testId>-beacon-at`) for the browser tests.
 */
export function DrawProof(props: {
  testId: string;
  listDigest: string;
  seed: string | null;
  beacon: { network: string; round: number; at: string; iso: string };
}) {
  const t = useT();
  const { beacon } = props;
  return (
    <>
      <dl className="console-dl">
        <dt>{t("console.draw.listDigest")}</dt>
        <dd>
          <code data-testid={`${props.testId}-list-digest`}>{props.listDigest}</code>
        </dd>
        {props.seed && (
          <>
            <dt>{t("console.draw.seed")}</dt>
            <dd>
              <code>{props.seed}</code>
            </dd>
          </>
        )}
      </dl>
      <p>
        {/* The moment as a machine reads it too: a browser test waits for the clock to reach it. */}
        <time dateTime={beacon.iso} data-testid={`${props.testId}-beacon-at`}>
          {t(beacon.network === "local" ? "console.draw.beaconLocal" : "console.draw.beacon", {
            round: beacon.round,
            time: beacon.at,
          })}
        </time>
      </p>
    </>
  );
}
