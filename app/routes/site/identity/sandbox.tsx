import { bareIdentityPage } from "../../../controllers/identity-page.server";
import { notFoundBody, sandboxBody } from "../../../features/identity/provider-pages.server";
import { pendingSandboxOrder } from "../../../features/identity/verification-flow.server";
import contentScriptUrl from "../../../features/site/content-page-script.ts?worker&url";
import { bareDocument } from "../../../lib/bare-document.server";
import globalCssUrl from "../../../styles/global.css?url";
import sitePagesCssUrl from "../site-pages.css?url";
import type { Route } from "./+types/sandbox";
import sandboxCssUrl from "./sandbox.css?url";

/**
 * The sandbox provider's page (IDENTITY_PROVIDER=sandbox only; production never has it): a
 * bare document with a plain form the browser checks itself (app/lib/bare-document.server.ts).
 * With any other provider it is a page not found, which never says what a sandbox is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { scope, t, document, assets } = bareIdentityPage(context, request, "sandbox");
  if (scope.env.IDENTITY_PROVIDER !== "sandbox") {
    const title = `${t("errorPage.notFoundTitle")} | ${t("common.siteName")}`;
    const description = t("errorPage.notFound");
    const body = notFoundBody(t);
    const stylesheets = [globalCssUrl, sitePagesCssUrl];
    return bareDocument({ ...document, title, description, stylesheets, scripts: [], body, status: 404 }, assets);
  }
  const order = await pendingSandboxOrder(scope, new URL(request.url).searchParams.get("ordr_idxx") ?? "");
  return bareDocument(
    {
      ...document,
      stylesheets: [globalCssUrl, sitePagesCssUrl, sandboxCssUrl],
      scripts: [contentScriptUrl],
      body: sandboxBody(t, order),
      status: order ? 200 : 404,
    },
    assets,
  );
}
