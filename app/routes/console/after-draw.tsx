import { data, Form, Link, redirect } from "react-router";
import { ConsoleTable } from "../../components/console/console-list";
import { SubPasswordExportForm } from "../../components/console/export-form";
import { IntentForm } from "../../components/console/intent-form";
import { TextField } from "../../components/forms/fields";
import { useValidatedForm } from "../../components/forms/use-validated-form";
import { consolePage } from "../../controllers/console-page.server";
import {
  afterDrawOverview,
  saveAfterDrawSettings,
  winnerForReview,
} from "../../features/after-draw/after-draw-console.server";
import {
  AFTER_DRAW_LISTS,
  type AfterDrawList,
  afterDrawSettingsSchema,
  appealDecisionSchema,
  winnerDecisionSchema,
  winnerDocumentReviewSchema,
} from "../../features/after-draw/after-draw-schema";
import { decideAppeal, decideWinner, reviewWinnerDocument } from "../../features/after-draw/winner-check.server";
import { APPLICATION_EXPORT_REFUSALS } from "../../features/application-review/review-list";
import { applicationDocumentPath } from "../../features/application-review/review-paths";
import { subPasswordCheckSchema } from "../../features/managers/manager-schema";
import { enqueueOutbox } from "../../features/messaging/outbox-delivery.server";
import { REFUSAL_REASONS } from "../../lib/enums";
import { formText } from "../../lib/form-values";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { consoleMeta } from "../../lib/page-meta";
import { readForm } from "../../lib/read-form.server";
import type { Route } from "./+types/after-draw";

const path = (roundId: string, query: Record<string, string> = {}) => {
  const search = new URLSearchParams(query).toString();
  return `/console/application/after-draw/${roundId}${search ? `?${search}` : ""}`;
};

/**
 * /console/application/after-draw/:roundId (docs/product/after-draw.md): the round's periods,
 * the count at each stage (each a link to its list: ?list=), and one winner's documents to
 * review and decide (?id=), with their appeal. Plain forms: everything works without JavaScript.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, actor } = consolePage(context, "application", [
    "application.documents",
    "applicant.winner",
  ]);
  const url = new URL(request.url);
  const list = (AFTER_DRAW_LISTS as readonly string[]).includes(url.searchParams.get("list") ?? "")
    ? (url.searchParams.get("list") as AfterDrawList)
    : null;
  const overview = await afterDrawOverview(db, params.roundId, list);
  const id = url.searchParams.get("id");
  const review = id ? await winnerForReview(db, params.roundId, id, actor(request)) : null;
  const refusal =
    APPLICATION_EXPORT_REFUSALS[url.searchParams.get("export") as keyof typeof APPLICATION_EXPORT_REFUSALS];
  return {
    i18n,
    meta: meta(`${t("console.afterDraw.title")} · ${t("console.afterDraw.roundHeading", overview.round)}`),
    ...overview,
    list,
    review,
    done: url.searchParams.get("done"),
    exportRefused: refusal ? t(`errors.${refusal}`) : "",
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { scope, db, actor, failure } = consolePage(context, "application");
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const by = actor(request);
  const who = { username: by.principal.username, origin: by.origin, now: by.now, site: new URL(request.url).origin };
  const id = formText(form, "applicationId");
  try {
    if (intent === "settings") {
      await saveAfterDrawSettings(
        db,
        params.roundId,
        {
          documentDays: formText(form, "documentDays"),
          appealDays: formText(form, "appealDays"),
          offerHours: formText(form, "offerHours"),
        },
        by,
      );
      return redirect(path(params.roundId, { done: "settings" }), 303);
    }
    if (intent === "document") {
      const input = winnerDocumentReviewSchema.parse({
        documentId: formText(form, "documentId"),
        state: formText(form, "state"),
        reasonText: formText(form, "reasonText") || undefined,
      });
      await reviewWinnerDocument(db, id, input, who);
    } else if (intent === "decision") {
      const input = winnerDecisionSchema.parse({
        decision: formText(form, "decision"),
        reason: formText(form, "reason") || undefined,
        reasonText: formText(form, "reasonText") || undefined,
      });
      enqueueOutbox(scope, await decideWinner(db, id, input, who));
    } else if (intent === "appeal") {
      const { decision } = appealDecisionSchema.parse({ decision: formText(form, "decision") });
      enqueueOutbox(scope, await decideAppeal(db, id, decision, who));
    }
    return redirect(path(params.roundId, { id, done: intent }), 303);
  } catch (error) {
    const refused = failure(error);
    return data({ ...refused, intent }, refused.status);
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

function Counts({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const names = [...AFTER_DRAW_LISTS, "PROMOTED"] as const;
  return (
    <ConsoleTable
      caption={t("console.afterDraw.countsCaption", { round: d.round.round })}
      headers={[t("console.afterDraw.stage"), t("console.afterDraw.counts")]}
    >
      {names.map((name) => (
        <tr key={name}>
          <th scope="row">{t(`console.afterDraw.list.${name}`)}</th>
          <td>
            {name === "PROMOTED" ? d.counts[name] : <Link to={path(d.round.id, { list: name })}>{d.counts[name]}</Link>}
          </td>
        </tr>
      ))}
    </ConsoleTable>
  );
}

function Review({ data: d }: { data: Route.ComponentProps["loaderData"] }) {
  const t = useT();
  const r = d.review;
  if (!r) return null;
  const id = r.check.applicationId;
  const open = r.check.stage === "INVITED" || r.check.stage === "SUBMITTED";
  // Handed in and partly reviewed: under review (the screen's counts, after-draw-console.server.ts).
  const stage =
    r.check.stage === "SUBMITTED" && r.documents.some((doc) => doc.reviewState !== "PENDING")
      ? "UNDER_REVIEW"
      : r.check.stage;
  return (
    <section aria-labelledby="review-heading">
      <h2 id="review-heading">{t("console.afterDraw.review", { receipt: r.receiptNo })}</h2>
      <p>
        {t("console.afterDraw.stage")}: {t(`console.afterDraw.list.${stage}`)} · {t("console.afterDraw.due")}:{" "}
        {formatDateTime(r.check.documentsDue)}
      </p>
      <h3>{t("console.afterDraw.documents")}</h3>
      {r.documents.length === 0 ? (
        <p>{t("console.afterDraw.noDocuments")}</p>
      ) : (
        <ConsoleTable
          caption={t("console.afterDraw.documents")}
          headers={[t("console.afterDraw.kind"), t("console.afterDraw.file"), t("console.afterDraw.state")]}
        >
          {r.documents.map((doc) => (
            <tr key={doc.id}>
              <th scope="row">{t(`application.documents.kinds.${doc.kind as "winFamily"}`)}</th>
              <td>
                <a href={applicationDocumentPath(id, doc.id)}>{doc.originalName}</a>
              </td>
              <td>
                {t(`applicant.winner.fileState.${doc.reviewState}`)}
                {open && (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="intent" value="document" />
                    <input type="hidden" name="applicationId" value={id} />
                    <input type="hidden" name="documentId" value={doc.id} />
                    <label htmlFor={`flag-${doc.id}`}>{t("console.afterDraw.flagReason")}</label>
                    <input id={`flag-${doc.id}`} name="reasonText" maxLength={500} />
                    <button type="submit" name="state" value="ACCEPTED">
                      {t("console.afterDraw.accept")}
                    </button>
                    <button type="submit" name="state" value="FLAGGED">
                      {t("console.afterDraw.flag")}
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {open && (
        <Form method="post" className="stack">
          <fieldset>
            <legend>{t("console.afterDraw.decision")}</legend>
            <input type="hidden" name="intent" value="decision" />
            <input type="hidden" name="applicationId" value={id} />
            <label>
              <input type="radio" name="decision" value="PASSED" /> {t("console.afterDraw.pass")}
            </label>
            <label>
              <input type="radio" name="decision" value="REFUSED" /> {t("console.afterDraw.refuse")}
            </label>
            <label htmlFor="refusal-reason">{t("console.afterDraw.reasonLabel")}</label>
            <select id="refusal-reason" name="reason" defaultValue="">
              <option value="">-</option>
              {REFUSAL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`applicant.winner.reasons.${reason}`)}
                </option>
              ))}
            </select>
            <label htmlFor="refusal-text">{t("console.afterDraw.reasonText")}</label>
            <input id="refusal-text" name="reasonText" maxLength={500} />
            <button type="submit">{t("console.afterDraw.decide")}</button>
          </fieldset>
        </Form>
      )}
      {r.check.appealState === "OPEN" && (
        <Form method="post" className="stack">
          <h3>{t("console.afterDraw.appealHeading")}</h3>
          <p>{r.check.appealText}</p>
          <input type="hidden" name="intent" value="appeal" />
          <input type="hidden" name="applicationId" value={id} />
          <button type="submit" name="decision" value="UPHELD">
            {t("console.afterDraw.uphold")}
          </button>
          <button type="submit" name="decision" value="DISMISSED">
            {t("console.afterDraw.dismiss")}
          </button>
        </Form>
      )}
      <p>
        <Link to={path(d.round.id)}>{t("console.afterDraw.back")}</Link>
      </p>
    </section>
  );
}

/** The round's periods, checked in the browser and again by the action with the same schema. */
function Periods({
  settings,
  answer,
}: {
  settings: Route.ComponentProps["loaderData"]["settings"];
  answer: Route.ComponentProps["actionData"];
}) {
  const t = useT();
  const failed = answer?.intent === "settings" ? answer : undefined;
  const form = useValidatedForm({ schema: afterDrawSettingsSchema, serverErrors: failed?.errors });
  const days = { type: "number", inputMode: "numeric", min: 1, max: 60, required: true } as const;
  return (
    <section className="console-section" aria-labelledby="after-draw-settings">
      <h2 id="after-draw-settings">{t("console.afterDraw.settings")}</h2>
      <p>{t("console.afterDraw.settingsText")}</p>
      <IntentForm intent="settings" message={failed?.message} formProps={form.formProps}>
        <TextField
          form={form}
          name="documentDays"
          label={t("console.afterDraw.documentDays")}
          defaultValue={settings.documentDays}
          {...days}
        />
        <TextField
          form={form}
          name="appealDays"
          label={t("console.afterDraw.appealDays")}
          defaultValue={settings.appealDays}
          {...days}
        />
        <TextField
          form={form}
          name="offerHours"
          label={t("console.afterDraw.offerHours")}
          defaultValue={settings.offerHours}
          {...days}
          max={336}
        />
        <p>
          <button type="submit" className="console-button console-button--primary">
            {t("console.afterDraw.save")}
          </button>
        </p>
      </IntentForm>
    </section>
  );
}

export default function AfterDraw({ loaderData: d, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="console-page">
      <h1>
        {t("console.afterDraw.title")} · {t("console.afterDraw.roundHeading", d.round)}
      </h1>
      <p role="status">
        {d.done && ["settings", "document", "decision", "appeal"].includes(d.done)
          ? t(`console.afterDraw.done.${d.done as "settings"}`)
          : ""}
      </p>
      {actionData?.message && actionData.intent !== "settings" && (
        <p role="alert" className="form-error">
          {actionData.message}
        </p>
      )}
      {!d.published && <p className="notice">{t("console.afterDraw.notPublished")}</p>}
      {d.review ? (
        <Review data={d} />
      ) : (
        <>
          <h2>{t("console.afterDraw.counts")}</h2>
          <Counts data={d} />
          {d.list && (
            <ConsoleTable
              caption={t("console.afterDraw.listCaption", { name: t(`console.afterDraw.list.${d.list}`) })}
              headers={[
                t("console.afterDraw.receipt"),
                d.list === "OFFERS" ? t("console.afterDraw.offer") : t("console.afterDraw.stage"),
                d.list === "OFFERS" ? t("console.afterDraw.offerDue") : t("console.afterDraw.due"),
              ]}
            >
              {d.lines.map((line) => (
                <tr key={line.applicationId}>
                  <th scope="row">
                    {line.stage ? (
                      <Link to={path(d.round.id, { id: line.applicationId })}>{line.receiptNo}</Link>
                    ) : (
                      line.receiptNo
                    )}
                  </th>
                  <td>
                    {line.offerState
                      ? t(`console.afterDraw.offerStates.${line.offerState as "OFFERED"}`)
                      : line.stage
                        ? t(
                            `console.afterDraw.list.${d.list === "UNDER_REVIEW" && line.stage === "SUBMITTED" ? d.list : line.stage}`,
                          )
                        : ""}
                    {line.appealState ? ` · ${t(`console.afterDraw.appealStates.${line.appealState as "OPEN"}`)}` : ""}
                  </td>
                  <td>{formatDateTime(line.offerDue ?? line.documentsDue)}</td>
                </tr>
              ))}
            </ConsoleTable>
          )}
          {d.list && d.lines.length === 0 && <p>{t("console.afterDraw.empty")}</p>}
          <SubPasswordExportForm
            id="after-draw-export"
            action={`${path(d.round.id)}/export`}
            filter={{}}
            schema={subPasswordCheckSchema}
            message={d.exportRefused}
            text={{
              heading: t("console.afterDraw.exportHeading"),
              intro: t("console.afterDraw.exportIntro"),
              subPassword: t("console.afterDraw.subPassword"),
              submit: t("console.afterDraw.exportSubmit"),
            }}
          />
          <Periods settings={d.settings} answer={actionData} />
        </>
      )}
    </div>
  );
}
