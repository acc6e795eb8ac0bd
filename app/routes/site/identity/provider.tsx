import { bareIdentityPage, identityRefusal } from "../../../controllers/identity-page.server";
import { type ProviderStepView, providerStepBody } from "../../../features/identity/provider-pages.server";
import providerStepScriptUrl from "../../../features/identity/provider-step-script.ts?worker&url";
import { providerStep } from "../../../features/identity/verification-flow.server";
import contentScriptUrl from "../../../features/site/content-page-script.ts?worker&url";
import { bareDocument } from "../../../lib/bare-document.server";
import globalCssUrl from "../../../styles/global.css?url";
import sitePagesCssUrl from "../site-pages.css?url";
import type { Route } from "./+types/provider";

const STEP_STATUS = { ready: 200, expired: 410, unavailable: 502, notFound: 404 } as const;

/**
 * GET ?id= (after starting): sends this browser on to the provider for its pending order. A
 * bare document (app/lib/bare-document.server.ts): the page's own script submits the form (or
 * the visitor does), and no framework runs.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, t, document, assets } = bareIdentityPage(context, request, "request");
  const id = new URL(request.url).searchParams.get("id") ?? "";
  let view: ProviderStepView;
  let status: number;
  try {
    view = await providerStep(scope, request, id);
    status = STEP_STATUS[view.state];
  } catch (error) {
    const refusal = identityRefusal(error, scope.lang);
    view = { state: "refused", message: refusal.message };
    status = refusal.status;
  }
  return bareDocument(
    {
      ...document,
      stylesheets: [globalCssUrl, sitePagesCssUrl],
      scripts: [contentScriptUrl, providerStepScriptUrl],
      body: providerStepBody(t, view),
      status,
    },
    assets,
  );
}
