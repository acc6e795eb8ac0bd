import { data, Link } from "react-router";
import { TableWrap } from "../../../components/table-wrap";
import { lookup } from "../../../controllers/applications/inquiry.server";
import { sitePage } from "../../../controllers/site-page.server";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { inquiryPath, JOURNEY_PATH } from "../../../features/applications/paths";
import type { ApplicationView } from "../../../features/applications/views";
import { scopeContext } from "../../../lib/context";
import { formatDateTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/lookup";
import "../site-pages.css";

export const headers = unsharedPage;

/** /application/inquiry: an applicant without the id finds their applications after a verification. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [
    "application.lookup",
    "application.verify",
    "application.receipt",
    "application.status",
    "applicant.lookup",
    "applicant.inquiry",
    "identity.request",
  ]);
  const answer = await lookup(context.get(scopeContext), request);
  return data(
    { i18n, meta: meta(t("application.lookup.title"), t("application.lookup.description")), ...answer.data },
    { status: answer.status },
  );
}

// A public entry page, indexable (SEO 100); what a person entered is never in it for a crawler.
export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

function ApplicationList({ applications }: { applications: ApplicationView[] }) {
  const t = useT();
  const lang = useLang();
  return (
    <TableWrap labelledBy="lookup-caption">
      <table className="table">
        <caption id="lookup-caption">{t("applicant.lookup.listCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("application.receipt.receiptNo")}</th>
            <th scope="col">{t("application.receipt.round")}</th>
            <th scope="col">{t("application.receipt.status")}</th>
            <th scope="col">{t("application.receipt.submittedAt")}</th>
          </tr>
        </thead>
        <tbody>
          {applications.map((app) => {
            const receipt = app.receiptNo ?? t("applicant.inquiry.noReceipt");
            return (
              <tr key={app.id}>
                <th scope="row">
                  <Link to={inquiryPath(app.id)} aria-label={t("applicant.lookup.openOf", { receipt })}>
                    {receipt}
                  </Link>
                </th>
                <td lang={lang === "ko" ? undefined : "ko"}>{app.round.title}</td>
                <td data-status={app.status}>{t(`application.status.${app.status}`)}</td>
                <td>{app.submittedAt ? formatDateTime(app.submittedAt) : ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}

export default function ApplicationLookup({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      <h1>{t("application.lookup.title")}</h1>
      {loaderData.view === "list" ? (
        loaderData.applications.length ? (
          <ApplicationList applications={loaderData.applications} />
        ) : (
          <p>{t("application.lookup.none")}</p>
        )
      ) : (
        <VerifyPanel
          text={t("application.verify.lookupText")}
          button={t("applicant.lookup.verifyButton")}
          returnTo={loaderData.returnTo}
          problem={loaderData.problem}
        />
      )}
      <p>
        <Link to={JOURNEY_PATH}>{t("application.lookup.apply")}</Link>
      </p>
    </div>
  );
}
