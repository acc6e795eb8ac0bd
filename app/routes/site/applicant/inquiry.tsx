import { data } from "react-router";
import { inquiry } from "../../../controllers/applications/inquiry.server";
import { sitePage } from "../../../controllers/site-page.server";
import { ReceiptView } from "../../../features/applications/inquiry/receipt-view";
import { VerifyPanel } from "../../../features/applications/inquiry/verify-panel";
import { CALENDAR_SECTIONS } from "../../../features/calendar/add-to-calendar";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/inquiry";
import "../site-pages.css";

/** Only its applicant sees an application: never kept by the page cache (and no-store as a private path). */
export const headers = unsharedPage;

/**
 * /application/inquiry/:id: the receipt, status and version history for the applicant's
 * session; anyone else is asked to verify, and an id not theirs answers as one that does not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, [
    "application.receipt",
    ...CALENDAR_SECTIONS,
    "application.status",
    "application.supply",
    "application.verify",
    "application.review",
    "application.documents",
    "applicant.inquiry",
    "identity.request",
  ]);
  const answer = await inquiry(context.get(scopeContext), request, params.id);
  const title = t(answer.data.view === "receipt" ? "application.receipt.title" : "application.verify.inquiryTitle");
  return data(
    { i18n, meta: meta(title, t("application.receipt.description")), ...answer.data },
    { status: answer.status },
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function ApplicationInquiry({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="page page--narrow">
      {loaderData.view === "receipt" ? (
        <>
          <h1>{t("application.receipt.title")}</h1>
          <ReceiptView application={loaderData.application} versions={loaderData.versions} done={loaderData.done} />
        </>
      ) : (
        <>
          <h1>{t("application.verify.inquiryTitle")}</h1>
          <VerifyPanel
            text={t("application.verify.inquiryText")}
            button={t("applicant.inquiry.verifyButton")}
            returnTo={loaderData.returnTo}
            problem={loaderData.problem}
          />
        </>
      )}
    </div>
  );
}
