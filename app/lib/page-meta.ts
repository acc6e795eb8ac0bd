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
