import { Form, Link } from "react-router";
import { formatDateTime } from "../../lib/format";
import { useT } from "../../lib/i18n/client";
import { Uploader } from "../applications/components/uploader";
import { GIVE_UP_PATH, WINNER_PATH } from "../applications/paths";
import { AddToCalendar } from "../calendar/add-to-calendar";
import type { WinnerFile, WinnerItem } from "./winner-view.server";

/*
 * The applicant's after-draw panels (/application/winner): the winners' documents with their
 * checklist and deadline, the check's result with its reason and rule, the appeal, and a
 * promotion offer. Every change is a plain form posting to the page (works without JavaScript);
 * giving up goes through its own confirmation page.
 */

type Check = NonNullable<WinnerItem["check"]>;

function FileLines({ files }: { files: WinnerFile[] }) {
  const t = useT();
  if (files.length === 0) return <p className="field-hint">{t("applicant.winner.noFile")}</p>;
  return (
    <ul className="winner-files">
      {files.map((f) => (
        <li key={f.id}>
          {f.originalName} · {t(`applicant.winner.fileState.${f.reviewState}`)}
          {f.reviewState === "FLAGGED" && f.reviewReason && (
            <span className="form-error"> {t("applicant.winner.flagged", { reason: f.reviewReason })}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Documents({ item, check }: { item: WinnerItem; check: Check }) {
  const t = useT();
  const taken = check.checklist.flatMap((i) => i.files.map((f) => f.name));
  const due = formatDateTime(check.documentsDue);
  return (
    <>
      <p>
        <strong>{t("applicant.winner.due")}</strong>: {due}
      </p>
      {check.stage === "INVITED" && check.open && <p>{t("applicant.winner.dueText", { at: due })}</p>}
      {check.stage === "SUBMITTED" && <p>{t("applicant.winner.submittedText")}</p>}
      {check.open && (
        <AddToCalendar
          label={t("application.calendar.addWinner")}
          date={{ kind: "winner", at: new Date(check.documentsDue) }}
        />
      )}
      <h3>{t("applicant.winner.checklist")}</h3>
      {check.checklist.map((entry) => {
        const title = t(`application.documents.kinds.${entry.kind}`);
        const headingId = `w-${item.applicationId}-${entry.kind}`;
        return (
          <section key={entry.kind} className="document-item" aria-labelledby={headingId}>
            <h4 id={headingId}>
              {title}{" "}
              <span className="badge">
                {t(entry.required ? "applicant.winner.required" : "applicant.winner.optional")}
              </span>
            </h4>
            <p className="field-hint">{t(`application.documents.hints.${entry.kind}`)}</p>
            <FileLines files={entry.files} />
            {check.open && (
              <Uploader
                applicationId={item.applicationId}
                kind={entry.kind}
                taken={taken}
                action={WINNER_PATH}
                label={t("application.documents.chooseFile", { kind: title })}
              />
            )}
          </section>
        );
      })}
      {!check.open && (check.stage === "INVITED" || check.stage === "SUBMITTED") && (
        <p className="notice">{t("applicant.winner.closed")}</p>
      )}
      {check.stage === "INVITED" && check.open && (
        <Form method="post" action={WINNER_PATH}>
          <input type="hidden" name="applicationId" value={item.applicationId} />
          <input type="hidden" name="intent" value="handIn" />
          {check.missing.length > 0 && (
            <p className="notice">
              {t("applicant.winner.missing", {
                kinds: check.missing.map((k) => t(`application.documents.kinds.${k}`)).join(", "),
              })}
            </p>
          )}
          <button type="submit" className="button button--primary">
            {t("applicant.winner.handIn")}
          </button>
        </Form>
      )}
    </>
  );
}

function Refusal({ item, refusal }: { item: WinnerItem; refusal: NonNullable<Check["refusal"]> }) {
  const t = useT();
  const textId = `appeal-${item.applicationId}`;
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t("applicant.winner.refusedReason")}</dt>
          <dd>
            {t(`applicant.winner.reasons.${refusal.reason}`)}
            {refusal.text ? `: ${refusal.text}` : ""}
          </dd>
        </div>
        <div>
          <dt>{t("applicant.winner.refusedRule")}</dt>
          <dd>{t(`applicant.winner.rules.${refusal.reason}`)}</dd>
        </div>
      </dl>
      <h3>{t("applicant.winner.appealHeading")}</h3>
      {refusal.appealState ? (
        <p role="status">{t(`applicant.winner.appealState.${refusal.appealState}`)}</p>
      ) : refusal.appealOpen && refusal.appealDue ? (
        <>
          <p>{t("applicant.winner.appealDue", { at: formatDateTime(refusal.appealDue) })}</p>
          <h4>{t("applicant.winner.appealFiles")}</h4>
          <FileLines files={refusal.files} />
          <Uploader
            applicationId={item.applicationId}
            kind="winAppeal"
            taken={refusal.files.map((f) => f.name)}
            action={WINNER_PATH}
            label={t("application.documents.chooseFile", { kind: t("applicant.winner.appealFiles") })}
          />
          <Form method="post" action={WINNER_PATH} className="stack">
            <input type="hidden" name="applicationId" value={item.applicationId} />
            <input type="hidden" name="intent" value="appeal" />
            <label htmlFor={textId}>{t("applicant.winner.appealText")}</label>
            <p id={`${textId}-hint`} className="field-hint">
              {t("applicant.winner.appealHint")}
            </p>
            <textarea
              id={textId}
              name="text"
              rows={5}
              required
              minLength={10}
              maxLength={2000}
              aria-describedby={`${textId}-hint`}
            />
            <button type="submit" className="button button--primary">
              {t("applicant.winner.appealSubmit")}
            </button>
          </Form>
        </>
      ) : (
        <p>{t("applicant.winner.appealClosed")}</p>
      )}
    </>
  );
}

function Offer({ item, offer }: { item: WinnerItem; offer: NonNullable<WinnerItem["offer"]> }) {
  const t = useT();
  if (!offer.open) return <p role="status">{t(`applicant.winner.offerState.${offer.state}`)}</p>;
  const at = formatDateTime(offer.due);
  return (
    <section aria-labelledby={`offer-${item.applicationId}`}>
      <h3 id={`offer-${item.applicationId}`}>{t("applicant.winner.offerHeading")}</h3>
      <p>{t("applicant.winner.offerText", { at })}</p>
      <AddToCalendar label={t("application.calendar.addOffer")} date={{ kind: "offer", at: new Date(offer.due) }} />
      <Form method="post" action={WINNER_PATH} className="button-row">
        <input type="hidden" name="applicationId" value={item.applicationId} />
        <input type="hidden" name="intent" value="offer" />
        <button type="submit" name="answer" value="ACCEPT" className="button button--primary">
          {t("applicant.winner.accept")}
        </button>
        <button type="submit" name="answer" value="DECLINE" className="button">
          {t("applicant.winner.decline")}
        </button>
      </Form>
    </section>
  );
}

/** One application's after-draw panel. */
export function WinnerPanel({ item }: { item: WinnerItem }) {
  const t = useT();
  const check = item.check;
  return (
    <li className="panel" data-application={item.applicationId}>
      <h2>
        {item.roundTitle} · {t("applicant.winner.receipt", { receipt: item.receiptNo })}
      </h2>
      {item.offer && (!check || item.offer.state !== "ACCEPTED") && <Offer item={item} offer={item.offer} />}
      {check && (
        <>
          <p className="result-outcome">
            {t("applicant.winner.stageLabel")}: <strong>{t(`applicant.winner.stage.${check.stage}`)}</strong>
          </p>
          {check.stage === "PASSED" && <p>{t("applicant.winner.passedText")}</p>}
          {check.stage === "GAVE_UP" && <p>{t("applicant.winner.gaveUpText")}</p>}
          {(check.stage === "INVITED" || check.stage === "SUBMITTED") && <Documents item={item} check={check} />}
          {check.refusal && <Refusal item={item} refusal={check.refusal} />}
          {check.canGiveUp && (
            <p>
              <Link to={`${GIVE_UP_PATH}?id=${item.applicationId}`}>{t("applicant.winner.giveUpLink")}</Link>
            </p>
          )}
        </>
      )}
    </li>
  );
}
