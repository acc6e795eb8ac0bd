import { useEffect } from "react";
import { data, Link } from "react-router";
import { splitView } from "../../../components/split-view";
import { JOURNEY_SECTIONS, journeyAction, journeyLoader } from "../../../controllers/applications/journey-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { AgreementsStep } from "../../../features/applications/components/agreements-step";
import { RoundClosed } from "../../../features/applications/components/round-closed";
import { JOURNEY_PATH } from "../../../features/applications/paths";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/form";
import "../site-pages.css";
import "./journey.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, JOURNEY_SECTIONS);
  const { data: body, init } = await journeyLoader(context.get(scopeContext), request);
  // The views loaded apart render in place (split-view.tsx).
  if (body.view === "step") await JourneyStep.preload();
  if (body.view === "receipt") await Receipt.preload();
  const query = new URL(request.url).searchParams;
  const flags = { done: query.get("done"), existing: query.has("existing"), uploaded: query.get("uploaded") };
  return data(
    { ...body, ...flags, i18n, meta: meta(t("application.journey.title"), t("application.journey.description")) },
    init ?? undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return journeyAction(context.get(scopeContext), request);
}

// The applicant's own data: never kept by the shared page cache.
export const headers = unsharedPage;

// A public entry page, indexable (SEO 100); what a person entered is never in it for a crawler.
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function Loading() {
  const t = useT();
  return (
    <p className="notice" role="status">
      {t("application.journey.loading")}
    </p>
  );
}

/*
 * A first visit shows the round's state or the agreements; the steps and the receipt come
 * after the identity verification, so they load apart (the form page's JS budget).
 */
const JourneyStep = splitView(
  () => import("../../../features/applications/components/journey-step").then((m) => m.JourneyStep),
  <Loading />,
);
const Receipt = splitView(
  () => import("../../../features/applications/components/receipt").then((m) => m.Receipt),
  <Loading />,
);

export default function ApplicationForm({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const page = loaderData;
  const reviewing = page.view === "step" && page.step === "review";
  // The receipt follows the review's submit: fetched while the applicant reads the review.
  useEffect(() => {
    if (reviewing) void Receipt.preload();
  }, [reviewing]);
  return (
    <div className="page page--narrow journey">
      <h1>{t("application.journey.title")}</h1>
      {page.view !== "closed" && (
        <p className="page-lead">
          {t("application.journey.roundLabel", {
            title: page.round.title,
            from: page.round.openAt,
            to: page.round.deadAt,
          })}
        </p>
      )}
      {page.view === "closed" && (
        <RoundClosed
          title={t("application.journey.closedTitle")}
          messages={page.messages}
          general={t("application.journey.description")}
        />
      )}
      {page.view === "agreements" && (
        <>
          {page.problem && (
            <p role="alert" className="form-error">
              {page.problem}
            </p>
          )}
          <AgreementsStep terms={page.terms} errors={actionData?.errors} agreed={[]} />
        </>
      )}
      {page.view === "step" && (
        <JourneyStep page={page} base={JOURNEY_PATH} failure={actionData} uploaded={page.uploaded} />
      )}
      {page.view === "receipt" && (
        <>
          {page.existing && (
            <div className="notice" role="status">
              <h2>{t("application.existing.title")}</h2>
              <p>{t("application.existing.text")}</p>
            </div>
          )}
          {page.done === "submitted" && (
            <div className="panel panel--success" role="status">
              <p>{t("application.receipt.submitted")}</p>
              <p>{t("application.receipt.sent")}</p>
            </div>
          )}
          <Receipt application={page.application} versions={page.versions} />
          {page.application.editable && (
            <p className="actions">
              <Link className="button" to={`${JOURNEY_PATH}/${page.application.id}?step=details`}>
                {t("application.receipt.edit")}
              </Link>
            </p>
          )}
        </>
      )}
    </div>
  );
}
