import { data } from "react-router";
import { FIX_SECTIONS, fixAction, fixLoader } from "../../../controllers/applications/fix-page.server";
import { sitePage } from "../../../controllers/site-page.server";
import { FixList } from "../../../features/applications/components/fix-list";
import { RoundClosed } from "../../../features/applications/components/round-closed";
import { VerifyAgain } from "../../../features/applications/components/verify-again";
import { scopeContext } from "../../../lib/context";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import { unsharedPage } from "../../../lib/shared-page";
import type { Route } from "./+types/fix";
import "../site-pages.css";
import "./journey.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t, i18n, meta } = sitePage(context, FIX_SECTIONS);
  const { data: body, init } = await fixLoader(context.get(scopeContext), request);
  const uploaded = new URL(request.url).searchParams.get("uploaded");
  return data(
    { ...body, uploaded, i18n, meta: meta(t("application.fix.title"), t("application.fix.description")) },
    init ?? undefined,
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return fixAction(context.get(scopeContext), request);
}

// The applicant's own data: never kept by the shared page cache.
export const headers = unsharedPage;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function ApplicationFix({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const page = loaderData;
  return (
    <div className="page page--narrow journey">
      <h1>{t("application.fix.title")}</h1>
      {page.view === "verify" && (
        <VerifyAgain text={t("application.verify.fixText")} verifyPath={page.verifyPath} problem={page.problem} />
      )}
      {page.view === "fix" && (
        <>
          {page.window.state === "closed" && page.window.messages.length > 0 && (
            <RoundClosed title={t("application.edit.closedTitle")} messages={page.window.messages} general="" />
          )}
          <FixList
            applicationId={page.applicationId}
            receiptNo={page.receiptNo}
            flagged={page.flagged}
            uploaded={page.uploaded}
            error={actionData?.errors._ ?? Object.values(actionData?.errors ?? {})[0]}
          />
        </>
      )}
    </div>
  );
}
