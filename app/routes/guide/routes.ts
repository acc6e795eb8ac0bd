import type { RouteConfigEntry } from "@react-router/dev/routes";

/** The seventeen guide pages (business 7, complex 5, subscription 5). */
export const guideRoutes: RouteConfigEntry[] = [];
