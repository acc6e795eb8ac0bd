import { data, Link } from "react-router";
import { type RoundResult, results } from "../../../controllers/applications/result.server";
import { sitePage } from "../../../controllers/site-page.server";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { inquiryPath, LOOKUP_PATH, WINNER_PATH } from "../../../features/applications/paths";
import { verifyPagePath } from "../../../features/selection/paths";
import { scopeContext } from "../../../lib/context";
import { useLang, useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/result";
import "../site-pages.css";

/** Only its applicant sees a result: never kept by the page cache (and no-store as a private path). */
export const headers = unsharedPage;

/** /application/result (당첨 조회): the verified person's draw result for each round they applied in. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [
    "applicant.result",
    "application.verify",
    "application.status",
    "identity.request",
  ]);
  const answer = await results(context.get(scopeContext), request);
  return data(
    { i18n, meta: meta(t("applicant.result.title"), t("applicant.result.description")), ...answer.data },
    { status: answer.status },
  );
}

// A public entry page, indexable; what a person is shown needs their verified session.
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function Outcome({ result }: { result: RoundResult }) {
  const t = useT();
  switch (result.state) {
    case "SELECTED":
      return (
        <>
          <p className="result-outcome">
            <strong>{t("applicant.result.selected")}</strong>
          </p>
          <p>{t("applicant.result.selectedText")}</p>
        </>
      );
    case "WAITING":
      return (
        <>
          <p className="result-outcome">
            <strong>
              {result.waitingNumber !== null && result.waitingAhead !== null
                ? t("applicant.result.waitingPlace", { number: result.waitingNumber, ahead: result.waitingAhead })
                : result.waitingNumber !== null
                  ? t("applicant.result.waiting", { number: result.waitingNumber })
                  : t("applicant.result.waitingNoNumber")}
            </strong>
          </p>
          <p>
            {result.waitingAhead !== null ? t("applicant.result.waitingPlaceText") : t("applicant.result.waitingText")}
          </p>
        </>
      );
    case "NOT_SELECTED":
      return (
        <>
          <p className="result-outcome">
            <strong>{t("applicant.result.notSelected")}</strong>
          </p>
          <p>{t("applicant.result.notSelectedText")}</p>
        </>
      );
    case "CANCELLED":
      return (
        <>
          <p className="result-outcome">
            <strong>{t("applicant.result.cancelled")}</strong>
          </p>
          <p>{t("applicant.result.cancelledText", { status: t(`application.status.${result.status}`) })}</p>
        </>
      );
    case "NOT_DRAWN":
      return (
        <>
          <p className="result-outcome">
            <strong>{t("applicant.result.notDrawn")}</strong>
          </p>
          <p>{t("applicant.result.notDrawnText", { status: t(`application.status.${result.status}`) })}</p>
        </>
      );
    default:
      return (
        <>
          <p className="result-outcome">
            <strong>{t("applicant.result.pending")}</strong>
          </p>
          <p>
            {result.resultDate
              ? t("applicant.result.pendingOn", { date: result.resultDate })
              : t("applicant.result.pendingLater")}
          </p>
        </>
      );
  }
}

/** The application's line in the round's frozen entrant list: included among N, or why not; and how to check. */
function Standing({ standing }: { standing: NonNullable<RoundResult["standing"]> }) {
  const t = useT();
  const vars = { round: standing.round, digest: standing.digest, count: standing.drawn };
  return (
    <div className="result-standing">
      <p>
        <strong>{standing.included ? t("applicant.result.included", vars) : t("applicant.result.excluded")}</strong>
      </p>
      <p>
        {standing.included
          ? t("applicant.result.includedText", vars)
          : t(`applicant.result.reason_${standing.reason ?? "ineligible"}`, vars)}
      </p>
      <p>
        <a href={verifyPagePath(standing.round)}>{t("applicant.result.verifyLink", vars)}</a>
      </p>
    </div>
  );
}

function ResultList({ list }: { list: RoundResult[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <ul className="result-list" aria-label={t("applicant.result.listCaption")}>
      {list.map((result) => {
        const receipt = result.receiptNo ?? "";
        const published = result.state === "SELECTED" || result.state === "WAITING" || result.state === "NOT_SELECTED";
        return (
          <li key={result.applicationId} className="panel" data-result={result.state}>
            <h2 lang={lang === "ko" ? undefined : "ko"}>{result.round.title}</h2>
            <Outcome result={result} />
            {result.afterDraw && (
              <p>
                <Link to={WINNER_PATH} className="button button--primary">
                  {t(result.afterDraw === "offer" ? "applicant.result.offerLink" : "applicant.result.winnerLink")}
                </Link>
              </p>
            )}
            {result.standing && <Standing standing={result.standing} />}
            <dl className="result-facts">
              <dt>{t("applicant.result.receiptNo")}</dt>
              <dd>
                <Link to={inquiryPath(result.applicationId)} aria-label={t("applicant.result.receiptOf", { receipt })}>
                  {receipt}
                </Link>
              </dd>
              {result.unit && (
                <>
                  <dt>{t("applicant.result.unit")}</dt>
                  <dd data-testid="result-unit">{t("applicant.result.unitName", result.unit)}</dd>
                </>
              )}
              {published && result.resultDate && (
                <>
                  <dt>{t("applicant.result.announced")}</dt>
                  <dd>{result.resultDate}</dd>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

export default function ApplicationResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("applicant.result.title")}</h1>
      {loaderData.view === "results" ? (
        loaderData.results.length ? (
          <ResultList list={loaderData.results} />
        ) : (
          <p>{t("applicant.result.none")}</p>
        )
      ) : (
        <VerifyPanel
          text={t("applicant.result.verifyText")}
          button={t("applicant.result.verifyButton")}
          returnTo={loaderData.returnTo}
          problem={loaderData.problem}
        />
      )}
      <p>
        <Link to={LOOKUP_PATH}>{t("applicant.result.lookupLink")}</Link>
      </p>
    </div>
  );
}
