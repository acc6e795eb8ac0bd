import { data } from "react-router";
import { identityPage, identityRefusal } from "../../../controllers/identity-page.server";
import { IdentityProblem } from "../../../features/identity/components/identity-problem";
import { ProviderRedirect } from "../../../features/identity/components/provider-redirect";
import providerStepScriptUrl from "../../../features/identity/provider-step-script.ts?worker&url";
import { providerStep } from "../../../features/identity/verification-flow.server";
import { CONTENT_PAGE, type ContentPageHandle } from "../../../lib/content-page";
import { useT } from "../../../lib/i18n/client";
import { pageMeta } from "../../../lib/page-meta";
import type { Route } from "./+types/provider";

const STEP_STATUS = { ready: 200, expired: 410, unavailable: 502, notFound: 404 } as const;

/** No framework in the browser: the page's own script submits the form (or the visitor does). */
export const handle: ContentPageHandle = { ...CONTENT_PAGE, scripts: [providerStepScriptUrl] };

/** GET ?id= (after starting): sends this browser on to the provider for its pending order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, page } = identityPage(context, "request");
  const id = new URL(request.url).searchParams.get("id") ?? "";
  try {
    const view = await providerStep(scope, request, id);
    return data({ ...page, view }, { status: STEP_STATUS[view.state] });
  } catch (error) {
    const { status, message } = identityRefusal(error, scope.lang);
    return data({ ...page, view: { state: "refused" as const, message } }, { status });
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta(loaderData?.meta),
  { name: "robots", content: "noindex" },
];

export default function ProviderStep({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { view } = loaderData;
  return (
    <div className="page page--narrow">
      <h1>{view.state === "ready" ? t("identity.request.redirectTitle") : t("identity.request.title")}</h1>
      {view.state === "ready" && (
        <>
          <p className="page-lead">{t("identity.request.redirectText")}</p>
          <ProviderRedirect form={view.form} />
        </>
      )}
      {(view.state === "expired" || view.state === "unavailable") && (
        <IdentityProblem codes={[view.state]} retry={view.retry} />
      )}
      {view.state === "notFound" && <IdentityProblem codes={["notFound"]} />}
      {view.state === "refused" && <IdentityProblem message={view.message} />}
    </div>
  );
}
