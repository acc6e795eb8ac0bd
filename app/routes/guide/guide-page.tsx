import { data } from "react-router";
import { GuideArticle } from "../../features/guide/components/guide-article";
import { loadGuidePage } from "../../features/guide/guide.server";
import { GUIDE_SECTIONS_COPY, type GuidePageData } from "../../features/guide/view";
import { CONTENT_PAGE } from "../../lib/content-page";
import { clockContext, dbContext, langContext } from "../../lib/context";
import { pageMeta } from "../../lib/page-meta";
import { holdCopy } from "../../lib/static-copy.server";
import type { Route } from "./+types/guide-page";

/** Every guide page (see ./routes.ts); the matched route's path says which one. */
export async function loader({ pattern, context }: Route.LoaderArgs): Promise<GuidePageData> {
  const view = await loadGuidePage(
    pattern,
    context.get(langContext),
    context.get(dbContext),
    context.get(clockContext)(),
  );
  if (!view) throw data(null, { status: 404 });
  // The guide copy travels once: as markup on the first load, as data on client navigations.
  return { ...view, page: { ...view.page, sections: holdCopy(context, GUIDE_SECTIONS_COPY, view.page.sections) } };
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData && { ...loaderData.meta, lang: loaderData.lang });

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle view={loaderData} />;
}
