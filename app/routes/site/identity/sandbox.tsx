import { bareIdentityPage } from "../../../controllers/identity-page.server";
import { notFoundBody, sandboxBody } from "../../../features/identity/provider-pages.server";
import { PICK_PARAM } from "../../../features/identity/sandbox-people";
import sandboxPickScriptUrl from "../../../features/identity/sandbox-pick-script.ts?worker&url";
import { sandboxPageData } from "../../../features/identity/verification-flow.server";
import contentScriptUrl from "../../../features/site/content-page-script.ts?worker&url";
import { bareDocument } from "../../../lib/bare-document.server";
import globalCssUrl from "../../../styles/global.css?url";
import sitePagesCssUrl from "../site-pages.css?url";
import type { Route } from "./+types/sandbox";
import sandboxCssUrl from "./sandbox.css?url";

/**
 * The sandbox provider's page (IDENTITY_PROVIDER=sandbox only; production never has it): a
 * bare document with a plain form the browser checks itself (app/lib/bare-document.server.ts).
 * Locally and in tests it lists the seeded sample people; `?person=` fills the form with one
 * (what picking does without JavaScript; with it, the page's script fills the form in place).
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
  const query = new URL(request.url).searchParams;
  const { order, people } = await sandboxPageData(scope, query.get("ordr_idxx") ?? "");
  const picked = people.find((p) => p.personId === query.get(PICK_PARAM)) ?? null;
  return bareDocument(
    {
      ...document,
      stylesheets: [globalCssUrl, sitePagesCssUrl, sandboxCssUrl],
      scripts: people.length ? [contentScriptUrl, sandboxPickScriptUrl] : [contentScriptUrl],
      body: sandboxBody(t, order, { people, picked }),
      status: order ? 200 : 404,
    },
    assets,
  );
}
