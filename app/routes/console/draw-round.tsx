import { data, Form, Link } from "react-router";
import { IntentForm } from "../../components/console/intent-form";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { contractSlotsPath } from "../../features/contracts/paths";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import { beaconSourceFor } from "../../features/selection/beacon-source.server";
import { promoteNext, publishDraw, publishedGroups, roundDrawView } from "../../features/selection/draw.server";
import { freezeDraw, readFreezeInput } from "../../features/selection/draw-freeze.server";
import { DrawProof, DrawSubPassword } from "../../features/selection/draw-proof";
import { GroupTable, groupName } from "../../features/selection/draw-tables";
import { DRAW_CONSOLE_PATH, drawAuditPath, unitsPath, verifyPagePath } from "../../features/selection/paths";
import { formText } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/draw-round";

/**
 * /console/application/draw/:roundId: freeze the entrant list (after the deadline, nothing
 * undecided), publish once the beacon round is out, download the audit file and promote from
 * the waiting list. Plain forms: everything works without JavaScript.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { scope, db, t, i18n, meta, now } = consolePage(context, "application", ["application.supply"]);
  const view = await roundDrawView(db, params.roundId, now);
  const groups = view.draw?.state === "PUBLISHED" ? await publishedGroups(db, params.roundId) : [];
  const d = view.draw;
  return {
    i18n,
    meta: meta(
      `${t("console.draw.title")} · ${t("console.draw.roundHeading", { round: view.round.round, title: view.round.title })}`,
    ),
    round: { ...view.round, deadAt: formatDateTime(view.round.deadAt) },
    eligible: view.eligible,
    undecided: view.undecided,
    beaconDue: view.beaconDue,
    delaySeconds: scope.env.DRAW_BEACON_DELAY_SECONDS,
    draw: d && {
      state: d.state,
      frozenBy: d.frozenBy,
      frozenAt: formatDateTime(d.frozenAt),
      listDigest: d.listDigest,
      entrants: d.entrants,
      drawn: d.drawn,
      waitingMultiple: d.waitingMultiple,
      resultDate: d.resultDate
        ? `${d.resultDate.slice(0, 4)}-${d.resultDate.slice(4, 6)}-${d.resultDate.slice(6)}`
        : null,
      beacon: {
        network: d.beaconNetwork,
        round: d.beaconRound,
        at: formatDateTime(d.beaconAt),
        iso: d.beaconAt.toISOString(),
      },
      seed: d.seed,
      publishedBy: d.publishedBy,
      publishedAt: d.publishedAt ? formatDateTime(d.publishedAt) : null,
    },
    groups,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

type DrawOutcome = { done: "freeze" } | { done: "publish" } | { done: "promote"; number: number | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { scope, db, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const origin = new URL(request.url).origin;
  const enqueue = (ids: readonly string[]) => enqueueOutbox(scope, ids);
  const source = beaconSourceFor(scope.env);
  try {
    let result: DrawOutcome;
    if (intent === "freeze") {
      const input = readFreezeInput({
        waitingMultiple: formText(form, "waitingMultiple"),
        resultDate: formText(form, "resultDate"),
        subPassword: formText(form, "subPassword"),
      });
      const beacon = { chain: source.chain, delaySeconds: scope.env.DRAW_BEACON_DELAY_SECONDS };
      await freezeDraw(db, params.roundId, input, actor(request), beacon, origin, enqueue);
      result = { done: "freeze" };
    } else if (intent === "publish") {
      const input = { subPassword: formText(form, "subPassword") };
      await publishDraw(db, params.roundId, input, actor(request), source, origin, enqueue);
      result = { done: "publish" };
    } else {
      const applicationId = formText(form, "applicationId");
      const promoted = await promoteNext(db, params.roundId, applicationId, actor(request), origin, enqueue);
      result = { done: "promote", number: promoted.waitingNumber };
    }
    return { ...result, message: undefined, errors: {} as Record<string, string> };
  } catch (error) {
    const refused = failure(error);
    return data({ done: undefined, ...refused, intent }, refused.status);
  }
}

type Loaded = Route.ComponentProps["loaderData"];

function FreezeSection({ loaderData }: { loaderData: Loaded }) {
  const t = useT();
  const { round, undecided, delaySeconds } = loaderData;
  const ready = round.closed && undecided === 0;
  return (
    <section className="console-section" aria-labelledby="draw-freeze">
      <h2 id="draw-freeze">{t("console.draw.freezeHeading")}</h2>
      <p>{t("console.draw.freezeIntro", { delay: delaySeconds })}</p>
      {!round.closed && <p>{t("console.draw.beforeDeadline", { date: round.deadAt })}</p>}
      {round.closed && undecided > 0 && <p>{t("console.draw.undecided", { count: undecided })}</p>}
      <IntentForm intent="freeze">
        <p className="console-field">
          <label htmlFor="draw-multiple">{t("console.draw.multiple")}</label>
          <input id="draw-multiple" name="waitingMultiple" type="number" min={0} max={10} defaultValue={3} required />
        </p>
        <p className="console-field">
          <label htmlFor="draw-result-date">{t("console.draw.resultDate")}</label>
          <input id="draw-result-date" name="resultDate" type="text" inputMode="numeric" placeholder="YYYY-MM-DD" />
        </p>
        <DrawSubPassword id="draw-freeze-sub" />
        <p>
          {/* Not disabled when not ready: the server says why, in words, to keyboard and screen reader users too. */}
          <button type="submit" className={`console-button${ready ? " console-button--primary" : ""}`}>
            {t("console.draw.freeze")}
          </button>
        </p>
      </IntentForm>
    </section>
  );
}

function FrozenSection({ loaderData }: { loaderData: Loaded }) {
  const t = useT();
  const { draw, round } = loaderData;
  if (!draw) return null;
  return (
    <section className="console-section" aria-labelledby="draw-frozen">
      <h2 id="draw-frozen">{t("console.draw.state_FROZEN")}</h2>
      <p>
        {t("console.draw.frozenState", {
          date: draw.frozenAt,
          by: draw.frozenBy,
          drawn: draw.drawn,
          entrants: draw.entrants,
          multiple: draw.waitingMultiple,
        })}
        {draw.resultDate ? ` · ${t("console.draw.resultOn", { date: draw.resultDate })}` : ""}
      </p>
      <DrawProof testId="draw" listDigest={draw.listDigest} seed={draw.seed} beacon={draw.beacon} />
      <p>
        <a href={verifyPagePath(round.round)}>{t("console.draw.verifyLink")}</a>
      </p>
    </section>
  );
}

export default function DrawRound({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { round, draw, groups, beaconDue } = loaderData;
  const done = actionData?.done;
  return (
    <>
      <p>
        <Link to={DRAW_CONSOLE_PATH}>{t("console.draw.back")}</Link>
      </p>
      <h1>
        {t("console.draw.title")} · {t("console.draw.roundHeading", { round: round.round, title: round.title })}
      </h1>
      <p>
        {t(`console.draw.state_${draw?.state ?? "NONE"}`)} ·{" "}
        {t("console.draw.counts", { eligible: loaderData.eligible, undecided: loaderData.undecided })}
      </p>
      <StatusMessage>
        {done === "freeze"
          ? t("console.draw.frozenDone")
          : done === "publish"
            ? t("console.draw.publishedDone")
            : done === "promote"
              ? t("console.draw.promotedDone", {
                  number: actionData?.done === "promote" ? (actionData.number ?? "") : "",
                })
              : ""}
      </StatusMessage>
      <FormError message={actionData?.message} />

      {!draw && <FreezeSection loaderData={loaderData} />}
      {draw && <FrozenSection loaderData={loaderData} />}

      {draw?.state === "FROZEN" && (
        <section className="console-section" aria-labelledby="draw-publish">
          <h2 id="draw-publish">{t("console.draw.publishHeading")}</h2>
          <p>{t("console.draw.publishIntro")}</p>
          {!beaconDue && <p>{t("console.draw.beaconWaiting", { time: draw.beacon.at })}</p>}
          <IntentForm intent="publish">
            <DrawSubPassword id="draw-publish-sub" />
            <p>
              <button type="submit" className="console-button console-button--danger">
                {t("console.draw.publish")}
              </button>
            </p>
          </IntentForm>
        </section>
      )}

      {draw?.state === "PUBLISHED" && (
        <>
          <section className="console-section" aria-labelledby="draw-result">
            <h2 id="draw-result">{t("console.draw.state_PUBLISHED")}</h2>
            <p>{t("console.draw.publishedState", { date: draw.publishedAt ?? "", by: draw.publishedBy ?? "" })}</p>
            <p>
              <a href={drawAuditPath(round.id)} download>
                {t("console.draw.auditDownload")}
              </a>
            </p>
            <p>
              <Link to={unitsPath(round.id)}>{t("console.draw.unitsLink")}</Link>
            </p>
            <p>
              <Link to={contractSlotsPath(round.id)}>{t("console.draw.contractsLink")}</Link>
            </p>
            {groups.map((g) => (
              <GroupTable
                key={g.key}
                group={g.key}
                households={g.households}
                counts={g.counts}
                rows={g.places}
                withStatus
              />
            ))}
          </section>
          <section className="console-section" aria-labelledby="draw-promote">
            <h2 id="draw-promote">{t("console.draw.promoteHeading")}</h2>
            {groups.every((g) => !g.next) && <p>{t("console.draw.promoteNone")}</p>}
            {groups.map((g) =>
              g.next ? (
                <Form method="post" key={g.key} className="console-form">
                  <input type="hidden" name="intent" value="promote" />
                  <input type="hidden" name="applicationId" value={g.next.applicationId} />
                  <p>
                    {t("console.draw.promoteOffer", {
                      group: groupName(t, g.key),
                      open: g.open,
                      number: g.next.waitingNumber ?? "",
                      receipt: g.next.receiptNo,
                    })}
                  </p>
                  <p>
                    <button type="submit" className="console-button console-button--primary">
                      {t("console.draw.promote", { number: g.next.waitingNumber ?? "" })}
                    </button>
                  </p>
                </Form>
              ) : null,
            )}
          </section>
        </>
      )}
    </>
  );
}
