import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { GUIDE_PAGES, guidePath } from "../../features/guide/pages";

/** The seventeen guide pages (business 7, complex 5, subscription 5), one shared module. */
export const guideRoutes: RouteConfigEntry[] = GUIDE_PAGES.map((ref) =>
  route(guidePath(ref).slice(1), "routes/guide/guide-page.tsx", { id: `guide/${ref.section}/${ref.page}` }),
);
