import type { RouteConfigEntry } from "@react-router/dev/routes";

/** Console pages (paths relative to app/). */
export const consoleRoutes: RouteConfigEntry[] = [];
