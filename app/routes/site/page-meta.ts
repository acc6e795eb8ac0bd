/** What a page's `meta` export renders: title, description and Open Graph tags. */
export type PageMeta = { title: string; description: string; siteName: string; locale: string };

/** `<title>`, description and Open Graph tags of a page of this area. */
export function pageMeta(meta: PageMeta | undefined) {
  if (!meta) return [];
  const title = `${meta.title} | ${meta.siteName}`;
  return [
    { title },
    { name: "description", content: meta.description },
    { property: "og:title", content: title },
    { property: "og:description", content: meta.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: meta.locale.replace("-", "_") },
  ];
}
