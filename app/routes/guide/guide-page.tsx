import { GuideArticle } from "../../features/guide/components/guide-article";
import { loadGuidePage } from "../../features/guide/guide.server";
import type { GuidePageData } from "../../features/guide/view";
import { CONTENT_PAGE } from "../../lib/content-page";
import { clockContext, dbContext, langContext } from "../../lib/context";
import { notFound } from "../../lib/not-found.server";
import { pageMeta } from "../../lib/page-meta";
import type { Route } from "./+types/guide-page";

/** Every guide page (see ./routes.ts); the matched route's path says which one. */
export async function loader({ pattern, context }: Route.LoaderArgs): Promise<GuidePageData> {
  const view = await loadGuidePage(
    pattern,
    context.get(langContext),
    context.get(dbContext),
    context.get(clockContext)(),
  );
  if (!view) notFound();
  // A content page: its first load carries the copy as markup only (no hydration data); a
  // client navigation from a hydrated page gets it as data.
  return view;
}

/** A content page: rendered on the server only, with the shell's small script (app/root.tsx). */
export const handle = CONTENT_PAGE;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData && { ...loaderData.meta, lang: loaderData.lang });

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle view={loaderData} />;
}
