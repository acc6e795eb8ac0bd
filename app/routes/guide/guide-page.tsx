import { data } from "react-router";
import { GuideArticle } from "../../features/guide/components/guide-article";
import { loadGuidePage } from "../../features/guide/guide.server";
import { clockContext, dbContext, langContext } from "../../lib/context";
import type { Route } from "./+types/guide-page";

/** Every guide page (see ./routes.ts); the matched route's path says which one. */
export async function loader({ pattern, context }: Route.LoaderArgs) {
  const view = await loadGuidePage(
    pattern,
    context.get(langContext),
    context.get(dbContext),
    context.get(clockContext)(),
  );
  if (!view) throw data(null, { status: 404 });
  return view;
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { title, description, siteName, ogLocale } = loaderData.meta;
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: ogLocale },
    { property: "og:site_name", content: siteName },
  ];
}

export default function GuidePage({ loaderData }: Route.ComponentProps) {
  return <GuideArticle view={loaderData} />;
}
