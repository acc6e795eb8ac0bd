import { data, Link } from "react-router";
import { EDIT_SECTIONS, editAction, editLoader } from "../../../controllers/applications/edit-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { JourneyStep } from "../../../features/applications/components/journey-step";
import { Receipt } from "../../../features/applications/components/receipt";
import { RoundClosed } from "../../../features/applications/components/round-closed";
import { VerifyAgain } from "../../../features/applications/components/verify-again";
import { FIX_PATH, journeyPath } from "../../../features/applications/paths";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/edit";
import "../site-pages.css";
import "./journey.css";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, EDIT_SECTIONS);
  const { data: body, init } = await editLoader(context.get(scopeContext), request, params.id);
  const query = new URL(request.url).searchParams;
  return data(
    {
      ...body,
      done: query.get("done"),
      uploaded: query.get("uploaded"),
      i18n,
      meta: meta(t("application.edit.title"), t("application.edit.intro")),
    },
    init ?? undefined,
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return editAction(context.get(scopeContext), request, params.id);
}

// The applicant's own data: never kept by the shared page cache.
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function ApplicationEdit({ loaderData, actionData, params }: Route.ComponentProps) {
  const t = useT();
  const page = loaderData;
  const base = journeyPath("edit", params.id);
  return (
    <div className="page page--narrow journey">
      <h1>{t("application.edit.title")}</h1>
      {page.view === "verify" && (
        <VerifyAgain text={t("application.verify.editText")} verifyPath={page.verifyPath} problem={page.problem} />
      )}
      {page.view === "step" && (
        <>
          <p className="page-lead">{t("application.edit.intro")}</p>
          <JourneyStep
            page={page}
            base={base}
            failure={actionData}
            uploaded={page.uploaded}
            notice={page.done === "discarded" ? t("application.review.discarded") : undefined}
          />
        </>
      )}
      {page.view === "receipt" && (
        <>
          {page.window.state !== "open" && (
            <RoundClosed
              title={t("application.edit.closedTitle")}
              messages={page.window.messages}
              general={t("application.receipt.editClosed")}
            />
          )}
          {page.window.state === "open" && !page.editable && (
            <p className="notice">{t("application.edit.notEditable")}</p>
          )}
          {page.done === "saved" && (
            <p className="panel panel--success" role="status">
              {t("application.receipt.saved")}
            </p>
          )}
          <Receipt application={page.application} versions={page.versions} />
          <p className="actions">
            {page.editable && (
              <Link className="button" to={`${base}?step=details`}>
                {t("application.receipt.edit")}
              </Link>
            )}
            {page.application.documents.some((d) => d.reviewState === "FLAGGED") && (
              <Link className="button" to={FIX_PATH}>
                {t("application.receipt.fix")}
              </Link>
            )}
          </p>
        </>
      )}
    </div>
  );
}
