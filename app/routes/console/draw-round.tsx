import { data, Form, Link } from "react-router";
import { ConsoleTable } from "../../components/console/console-list";
import { IntentForm } from "../../components/console/intent-form";
import { FormError, StatusMessage } from "../../components/forms/fields";
import { consolePage } from "../../controllers/console-page.server";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import type { DrawGroupResult } from "../../features/selection/draw";
import {
  commitDraw,
  dryRunDraw,
  promoteNext,
  publishDraw,
  publishedGroups,
  readCommitInput,
  roundDrawView,
} from "../../features/selection/draw.server";
import { DRAW_CONSOLE_PATH, drawAuditPath } from "../../features/selection/paths";
import type { ApplicationStatus, Rank, SupplyCategory, SupplyType } from "../../lib/enums";
import { formText } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/draw-round";

/**
 * /console/application/draw/:roundId: commit a seed (shown once), dry-run, publish, download
 * the audit file and promote from the waiting list. Plain forms: everything works without
 * JavaScript; the seed is posted, never put in a URL.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, now } = consolePage(context, "application", ["application.supply"]);
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
    draw: d && {
      state: d.state,
      commitment: d.commitment,
      committedBy: d.committedBy,
      committedAt: formatDateTime(d.committedAt),
      waitingMultiple: d.waitingMultiple,
      resultDate: d.resultDate
        ? `${d.resultDate.slice(0, 4)}-${d.resultDate.slice(4, 6)}-${d.resultDate.slice(6)}`
        : null,
      publishedBy: d.publishedBy,
      publishedAt: d.publishedAt ? formatDateTime(d.publishedAt) : null,
    },
    groups,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

type DrawOutcome =
  | { done: "commit"; seed: string; commitment: string }
  | { done: "dryRun"; groups: DrawGroupResult[] }
  | { done: "publish" }
  | { done: "promote"; number: number | null };

export async function action({ request, context, params }: Route.ActionArgs) {
  const { scope, db, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const origin = new URL(request.url).origin;
  const enqueue = (ids: readonly string[]) => enqueueOutbox(scope, ids);
  try {
    let result: DrawOutcome;
    if (intent === "commit") {
      const input = readCommitInput({
        waitingMultiple: formText(form, "waitingMultiple"),
        resultDate: formText(form, "resultDate"),
        subPassword: formText(form, "subPassword"),
      });
      result = { done: "commit", ...(await commitDraw(db, params.roundId, input, actor(request))) };
    } else if (intent === "dryRun") {
      result = { done: "dryRun", groups: await dryRunDraw(db, params.roundId, formText(form, "seed")) };
    } else if (intent === "publish") {
      await publishDraw(
        db,
        params.roundId,
        { seed: formText(form, "seed"), subPassword: formText(form, "subPassword") },
        actor(request),
        origin,
        enqueue,
      );
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

function RankCell({ rank }: { rank: Rank | null }) {
  const t = useT();
  return <td>{rank ? t(`application.supply.${rank}`) : t("console.draw.noRank")}</td>;
}

/** A draw group's key (supply type/category/unit type) as the console reads it: "청년 · 우선공급 · 36C". */
function groupName(t: ReturnType<typeof useT>, key: string) {
  const [supplyType, supplyCategory, unitType] = key.split("/") as [SupplyType, SupplyCategory, string];
  return `${t(`application.supply.${supplyType}`)} · ${t(`application.supply.${supplyCategory}`)} · ${unitType}`;
}

function GroupTable({
  group,
  households,
  counts,
  rows,
  withStatus,
}: {
  group: string;
  households: number;
  counts: Record<"SELECTED" | "WAITING" | "NOT_SELECTED", number>;
  rows: {
    receiptNo: string;
    position: number;
    regionRank: Rank | null;
    earningRank: Rank | null;
    outcome: "SELECTED" | "WAITING" | "NOT_SELECTED";
    waitingNumber: number | null;
    lot?: string;
    status?: ApplicationStatus;
    promoted?: boolean;
  }[];
  withStatus: boolean;
}) {
  const t = useT();
  const name = groupName(t, group);
  const headers = [
    t("console.draw.position"),
    t("console.draw.receiptNo"),
    t("console.draw.regionRank"),
    t("console.draw.earningRank"),
    t("console.draw.outcome"),
    t("console.draw.waitingNumber"),
    ...(withStatus ? [t("console.draw.status")] : []),
  ];
  return (
    <ConsoleTable
      headers={headers}
      caption={t("console.draw.groupCaption", {
        group: name,
        households,
        selected: counts.SELECTED,
        waiting: counts.WAITING,
        notSelected: counts.NOT_SELECTED,
      })}
    >
      {rows.map((r) => (
        <tr key={r.receiptNo}>
          <td className="console-num">{r.position}</td>
          <th scope="row">{r.receiptNo}</th>
          <RankCell rank={r.regionRank} />
          <RankCell rank={r.earningRank} />
          <td>
            {t(`console.applicationStatus.${r.outcome}`)}
            {r.promoted ? ` (${t("console.draw.promoted")})` : ""}
          </td>
          <td className="console-num">{r.waitingNumber ?? ""}</td>
          {withStatus && <td>{r.status ? t(`console.applicationStatus.${r.status}`) : ""}</td>}
        </tr>
      ))}
    </ConsoleTable>
  );
}

function SeedField({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="console-field">
      <label htmlFor={id}>{t("console.draw.seed")}</label>
      <input id={id} name="seed" type="text" required autoComplete="off" spellCheck={false} size={70} />
    </p>
  );
}

function SubPasswordField({ id }: { id: string }) {
  const t = useT();
  return (
    <p className="console-field">
      <label htmlFor={id}>{t("console.draw.subPassword")}</label>
      <input id={id} name="subPassword" type="password" required autoComplete="off" />
    </p>
  );
}

export default function DrawRound({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { round, draw, groups } = loaderData;
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
      {round.open && draw?.state !== "PUBLISHED" && <p>{t("console.draw.roundOpen")}</p>}
      <StatusMessage>
        {done === "publish"
          ? t("console.draw.publishedDone")
          : done === "promote"
            ? t("console.draw.promotedDone", {
                number: actionData?.done === "promote" ? (actionData.number ?? "") : "",
              })
            : ""}
      </StatusMessage>
      <FormError message={actionData?.message} />

      {actionData?.done === "commit" && (
        <section className="console-section" aria-labelledby="draw-seed-once">
          <h2 id="draw-seed-once">{t("console.draw.seedOnceHeading")}</h2>
          <p role="alert">{t("console.draw.seedOnce")}</p>
          <p>
            <code data-testid="draw-seed">{actionData.seed}</code>
          </p>
        </section>
      )}

      {draw && (
        <section className="console-section" aria-labelledby="draw-commitment">
          <h2 id="draw-commitment">{t("console.draw.commitment")}</h2>
          <p>
            <code data-testid="draw-commitment-value">{draw.commitment}</code>
          </p>
          <p>
            {t("console.draw.committed", {
              date: draw.committedAt,
              by: draw.committedBy,
              multiple: draw.waitingMultiple,
            })}
            {draw.resultDate ? ` · ${t("console.draw.resultOn", { date: draw.resultDate })}` : ""}
          </p>
        </section>
      )}

      {!draw && (
        <section className="console-section" aria-labelledby="draw-commit">
          <h2 id="draw-commit">{t("console.draw.commitHeading")}</h2>
          <p>{t("console.draw.commitIntro")}</p>
          <IntentForm intent="commit">
            <p className="console-field">
              <label htmlFor="draw-multiple">{t("console.draw.multiple")}</label>
              <input
                id="draw-multiple"
                name="waitingMultiple"
                type="number"
                min={0}
                max={10}
                defaultValue={3}
                required
              />
            </p>
            <p className="console-field">
              <label htmlFor="draw-result-date">{t("console.draw.resultDate")}</label>
              <input id="draw-result-date" name="resultDate" type="text" inputMode="numeric" placeholder="YYYY-MM-DD" />
            </p>
            <SubPasswordField id="draw-commit-sub" />
            <p>
              <button type="submit" className="console-button console-button--primary">
                {t("console.draw.commit")}
              </button>
            </p>
          </IntentForm>
        </section>
      )}

      {draw?.state === "COMMITTED" && (
        <>
          <section className="console-section" aria-labelledby="draw-dry-run">
            <h2 id="draw-dry-run">{t("console.draw.dryRunHeading")}</h2>
            <p>{t("console.draw.dryRunIntro")}</p>
            <IntentForm intent="dryRun">
              <SeedField id="draw-dry-seed" />
              <p>
                <button type="submit" className="console-button">
                  {t("console.draw.dryRun")}
                </button>
              </p>
            </IntentForm>
          </section>
          <section className="console-section" aria-labelledby="draw-publish">
            <h2 id="draw-publish">{t("console.draw.publishHeading")}</h2>
            <p>{t("console.draw.publishIntro")}</p>
            <IntentForm intent="publish">
              <SeedField id="draw-publish-seed" />
              <SubPasswordField id="draw-publish-sub" />
              <p>
                <button type="submit" className="console-button console-button--danger">
                  {t("console.draw.publish")}
                </button>
              </p>
            </IntentForm>
          </section>
        </>
      )}

      {actionData?.done === "dryRun" && (
        <section className="console-section" aria-labelledby="draw-dry-result">
          <h2 id="draw-dry-result">{t("console.draw.dryRunResult")}</h2>
          {actionData.groups.map((g) => (
            <GroupTable
              key={g.key}
              group={g.key}
              households={g.households}
              counts={g.counts}
              rows={g.places}
              withStatus={false}
            />
          ))}
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
