import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Public pages (paths relative to app/). */
export const siteRoutes: RouteConfigEntry[] = [];
