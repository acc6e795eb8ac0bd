/**
 * The seventeen guide pages, in menu order (business 7, complex 5, subscription 5).
 * Client-safe: the route table and the page loader both read it.
 */
export const GUIDE_SECTIONS = {
  business: ["brand", "overview", "traffic", "environment", "feature", "direction", "supply"],
  complex: ["community", "layout", "floor", "unit", "neighborhood"],
  subscription: ["requirement", "condition", "recruitment", "document", "support"],
} as const;

export type GuideSectionKey = keyof typeof GUIDE_SECTIONS;
export type GuidePageKey<S extends GuideSectionKey = GuideSectionKey> = (typeof GUIDE_SECTIONS)[S][number];
export type GuidePageRef = { [S in GuideSectionKey]: { section: S; page: GuidePageKey<S> } }[GuideSectionKey];

export const GUIDE_SECTION_KEYS = Object.keys(GUIDE_SECTIONS) as GuideSectionKey[];

export function guidePath(ref: GuidePageRef): string {
  return `/${ref.section}/${ref.page}`;
}

/** Every guide page, in menu order. */
export const GUIDE_PAGES: GuidePageRef[] = GUIDE_SECTION_KEYS.flatMap((section) =>
  GUIDE_SECTIONS[section].map((page) => ({ section, page }) as GuidePageRef),
);

/** The guide page a path names ("/complex/unit", "complex/unit/"), or null. */
export function findGuidePage(path: string): GuidePageRef | null {
  const [section, page, ...rest] = path.replace(/^\/+|\/+$/g, "").split("/");
  if (rest.length > 0 || !section || !page) return null;
  return GUIDE_PAGES.find((ref) => ref.section === section && ref.page === page) ?? null;
}
