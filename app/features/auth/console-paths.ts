import type { ConsoleArea } from "./scopes";

/**
 * Every console page's path, in one table: each area's own page (docs/product.md §2.2), and the pages
 * around them. The route table (app/routes/console/routes.ts), the menu, links, redirects and
 * the access rules all read it, so a path is written once. Client-safe.
 */
export const CONSOLE_PATHS = {
  dashboard: "/console",
  manager: "/console/manager",
  notifications: "/console/center/notifications",
  faqs: "/console/center/faqs",
  downloads: "/console/center/downloads",
  terms: "/console/terms",
  registration: "/console/registration",
  application: "/console/application",
  popups: "/console/popups",
  setting: "/console/setting",
  password: "/console/password",
  logs: "/console/logs",
  schedules: "/console/schedules",
  questions: "/console/center/questions",
  banners: "/console/banners",
  boards: "/console/boards",
  publishing: "/console/publishing",
  login: "/console/login",
  logout: "/console/logout",
  denied: "/console/denied",
  outbox: "/console/outbox",
} as const satisfies Record<ConsoleArea | "login" | "logout" | "denied" | "outbox", string>;

/** One manager's edit page. */
export function managerEditPath(managerId: string): string {
  return `${CONSOLE_PATHS.manager}/${encodeURIComponent(managerId)}`;
}

/** One item's page under an area's list (a question, a term, a popup, a banner, a post). */
export function consoleItemPath(area: ConsoleArea, id: string): string {
  return `${CONSOLE_PATHS[area]}/${encodeURIComponent(id)}`;
}

/** One round's page (edit, preview, delete), with a preview state when given. */
export function scheduleEditPath(roundId: string, preview?: string): string {
  const path = `${CONSOLE_PATHS.schedules}/${encodeURIComponent(roundId)}`;
  return preview ? `${path}?preview=${encodeURIComponent(preview)}` : path;
}

/** The login page, coming back to `redirectTo` afterwards (the dashboard needs no mention). */
export function consoleLoginPath(redirectTo?: string): string {
  return !redirectTo || redirectTo === CONSOLE_PATHS.dashboard
    ? CONSOLE_PATHS.login
    : `${CONSOLE_PATHS.login}?redirectTo=${encodeURIComponent(redirectTo)}`;
}
