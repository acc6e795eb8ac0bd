import { isRouteErrorResponse } from "react-router";
import { type ClientMessages, createT } from "./i18n/client";
import { type Language, OG_LOCALE } from "./i18n/languages";

/** What a page's loader hands its `meta` export: the whole `<title>`, description, site name, language. */
export type PageMeta = { title: string; description: string; siteName: string; lang: Language };

/** `<title>`, description and Open Graph tags of a public page. */
export function pageMeta(meta: PageMeta | undefined) {
  if (!meta) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: OG_LOCALE[meta.lang] },
  ];
}

/** What a console page's loader hands its `meta` export (see consolePage()). */
export type ConsoleMeta = { title: string };

/** `<title>` of a console page, which no search engine may index. */
export function consoleMeta(meta: ConsoleMeta | undefined) {
  return [{ title: meta?.title }, { name: "robots", content: "noindex" }];
}

/** The error page's title: "not found" for a 404, "too large" for a refused body (413), else a general error. */
export function errorTitleKey(error: unknown) {
  const status = isRouteErrorResponse(error) ? error.status : null;
  if (status === 404) return "errorPage.notFoundTitle";
  return status === 413 ? "errorPage.tooLargeTitle" : "errorPage.errorTitle";
}

type ErrorMetaArgs = { error?: unknown; matches: readonly ({ id: string; loaderData?: unknown } | undefined)[] };

/**
 * `<title>` of an error page, for the `meta` of each route whose ErrorBoundary shows one
 * (root, the site layout): its title by `errorTitleKey`, from the
 * shell strings the root loader sends every page. Nothing when there is no error.
 */
export function errorPageMeta({ error, matches }: ErrorMetaArgs) {
  if (!error) return [];
  const root = matches.find((m) => m?.id === "root")?.loaderData as { i18n?: ClientMessages } | undefined;
  const t = createT(root?.i18n ?? {});
  const title = t(errorTitleKey(error));
  return [{ title: `${title} | ${t("common.siteName")}` }, { name: "robots", content: "noindex" }];
}
