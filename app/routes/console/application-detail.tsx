import { useLocation } from "react-router";
import { consolePage } from "../../controllers/console-page.server";
import { ApplicationDetailView } from "../../features/application-review/review-detail";
import { viewApplication } from "../../features/application-review/review-detail.server";
import { shownApplication } from "../../features/application-review/review-detail-view.server";
import { StatusChangedMessage } from "../../features/application-review/status-change-form";
import { orNotFound } from "../../lib/not-found.server";
import { consoleMeta } from "../../lib/page-meta";
import type { Route } from "./+types/application-detail";
import "../../features/application-review/application-review.css";

/** Opening the page is a personal-data view: viewApplication writes it to the audit log. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db, t, i18n, meta, actor } = consolePage(context, "application");
  const review = await orNotFound(viewApplication(db, params.applicationId, actor(request)));
  return {
    i18n,
    meta: meta(t("console.applicationList.detailTitle")),
    application: shownApplication(t, review),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => consoleMeta(loaderData?.meta);

export default function ApplicationDetailPage({ loaderData: d }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <>
      <StatusChangedMessage search={search} />
      <ApplicationDetailView a={d.application} />
    </>
  );
}
