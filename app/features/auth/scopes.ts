import type { Scope } from "../../lib/enums";
import { CONSOLE_PATHS } from "./console-paths";

/** Who is asking: the payload of a manager's access token (docs/product.md §3.1, §10: username and scope). */
export type Principal = {
  managerId: string;
  username: string;
  scope: Scope[];
  /** The session (refresh-token family) the access token was issued for, when known. */
  sessionId?: string;
};

/** Console areas of docs/product.md §6.2, each a console page and the /api/console endpoints behind it. */
export const CONSOLE_AREAS = [
  "dashboard",
  "manager",
  "notifications",
  "faqs",
  "downloads",
  "terms",
  "registration",
  "application",
  "popups",
  "setting",
  "password",
  "logs",
  "schedules",
  // Customer centre and managed content: scopes of docs/product.md §6.2.
  "questions",
  "banners",
  "boards",
  // Overrides of the leak scan (docs/product/publishing.md).
  "publishing",
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];

type Rule = {
  /** Every one of these scopes is needed. */
  all: Scope[];
  /** At least one of these scopes is needed (when given). */
  any?: Scope[];
  /** Only the developer account (DEVELOPER_USERNAME) passes. */
  developerOnly?: boolean;
};

/** The one table of access rules, used by page guards and the API alike (docs/product.md §6.2). */
export const CONSOLE_RULES: Record<ConsoleArea, Rule> = {
  dashboard: { all: ["console"] },
  manager: { all: ["console"] },
  notifications: { all: ["console", "centerNotifications"] },
  faqs: { all: ["console", "centerFaqs"] },
  downloads: { all: ["console", "centerDownloads"] },
  terms: { all: ["console", "terms"] },
  registration: { all: ["console", "registration"] },
  application: { all: ["console", "application"] },
  popups: { all: ["console", "popups"] },
  setting: { all: [], any: ["console", "manager"] },
  password: { all: [], any: ["console", "manager"] },
  logs: { all: ["console"] },
  schedules: { all: ["console"], developerOnly: true },
  // Answering questions is the notices staff's job; the home hero's banners go with popups;
  // moderating visitors' boards with the notices staff, who already speak for the site.
  questions: { all: ["console", "centerNotifications"] },
  banners: { all: ["console", "popups"] },
  boards: { all: ["console", "centerNotifications"] },
  // Any manager sees the requests; approving one also needs the area of its content
  // (PUBLISH_TARGET_AREAS), checked by the approval itself.
  publishing: { all: ["console"] },
};

/** Console pages outside an area's own path, and the area whose rule guards them. */
export const CONSOLE_EXTRA_PAGES: { path: string; area: ConsoleArea }[] = [
  // Messages hold applicants' addresses: the same rule as applications.
  { path: CONSOLE_PATHS.outbox, area: "application" },
];

/** Pure decision: may this principal use this area? */
export function can(principal: Principal | null, area: ConsoleArea, developerUsername: string): boolean {
  if (!principal) return false;
  const rule = CONSOLE_RULES[area];
  const has = (s: Scope) => principal.scope.includes(s);
  if (!rule.all.every(has)) return false;
  if (rule.any && !rule.any.some(has)) return false;
  if (rule.developerOnly && principal.username !== developerUsername) return false;
  return true;
}
