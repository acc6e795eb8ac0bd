/**
 * What the permission matrix (tests/integration/auth/permission-matrix.test.ts) checks, read from
 * the app itself rather than from a list kept by hand: the endpoints mounted on the Hono app
 * with the areas their guards check, and the console pages of the route table with the
 * areas the console layout's middleware applies to their paths.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { CONSOLE_PATHS } from "../../app/features/auth/console-paths";
import { areaOfPath } from "../../app/features/auth/guard.server";
import { CONSOLE_AREAS, CONSOLE_EXTRA_PAGES, type ConsoleArea } from "../../app/features/auth/scopes";
import { MEMBER_ONLY_PAGES, OPEN_MEMBER_PAGES } from "../../app/features/members/paths";
import { guardedArea } from "../../worker/api/console/guard";
import { isMemberGuard } from "../../worker/api/member-guard";

/** Paths under these need a guard; anything else in the API is public by design. */
export const GUARDED_API_PREFIXES = ["/api/console/", "/api/editor/", "/api/v1/me"];

/** Endpoints under a guarded prefix that are public on purpose, and why. */
export const PUBLIC_API_ENDPOINTS = new Map([
  ["GET /api/editor/photos/:name", "editor images are shown on public pages"],
]);

/** Console pages anyone may open: how one gets in, out, or is told no. */
export const OPEN_CONSOLE_PAGES = [CONSOLE_PATHS.login, CONSOLE_PATHS.logout, CONSOLE_PATHS.denied];

export type ApiEndpoint = {
  method: string;
  /** The route's pattern, e.g. /api/console/managers/:id. */
  route: string;
  /** A path to call: each parameter filled with a sample value. */
  path: string;
  /** Areas of every guard that runs before the handler (all must allow). */
  areas: ConsoleArea[];
  /** Whether the member guard runs before the handler (a member's token is needed). */
  member: boolean;
};

type MountedRoute = { method: string; path: string; handler: unknown };

/** A route pattern with a sample for each `:param` and `*`. */
function samplePath(pattern: string): string {
  return pattern.replace(/:(\w+)(\{[^}]*\})?/g, "sample-$1").replace(/\*$/, "sample-splat");
}

/** Whether middleware mounted at `pattern` (e.g. /api/console/managers/*) runs for `path`. */
function covers(pattern: string, path: string): boolean {
  if (!pattern.endsWith("/*")) return pattern === path;
  const base = pattern.slice(0, -2);
  return path === base || path.startsWith(`${base}/`);
}

/**
 * Every endpoint of a Hono app (`app.routes` lists each handler of each route, and each
 * middleware mounted with `use()` as method ALL), with the areas of the guards that cover it.
 */
export function apiEndpoints(app: { routes: MountedRoute[] }): ApiEndpoint[] {
  const guards = app.routes.flatMap((r) => {
    const area = guardedArea(r.handler);
    return area ? [{ method: r.method, pattern: r.path, area }] : [];
  });
  const endpoints = new Map<string, ApiEndpoint>();
  for (const r of app.routes) {
    if (r.method === "ALL") continue;
    const key = `${r.method} ${r.path}`;
    if (endpoints.has(key)) continue;
    const areas = guards
      .filter((g) => (g.method === "ALL" || g.method === r.method) && covers(g.pattern, r.path))
      .map((g) => g.area);
    const member = app.routes.some(
      (g) => isMemberGuard(g.handler) && (g.method === "ALL" || g.method === r.method) && covers(g.path, r.path),
    );
    endpoints.set(key, {
      method: r.method,
      route: r.path,
      path: samplePath(r.path),
      areas: [...new Set(areas)],
      member,
    });
  }
  return [...endpoints.values()];
}

/** "unguarded route: …" for each endpoint under a guarded prefix with no guard and no reason to be public. */
export function unguardedRoutes(endpoints: ApiEndpoint[]): string[] {
  return endpoints
    .filter((e) => GUARDED_API_PREFIXES.some((p) => e.route.startsWith(p)) && e.areas.length === 0 && !e.member)
    .map((e) => `${e.method} ${e.route}`)
    .filter((key) => !PUBLIC_API_ENDPOINTS.has(key))
    .map((key) => `unguarded route: ${key}`);
}

export type ConsolePage = {
  path: string;
  /** The area its path falls in; null for an open page and for other paths (the 404). */
  area: ConsoleArea | null;
  open: boolean;
  /** The catch-all: any other console path, signed-in only, answered 404. */
  splat: boolean;
};

/** Every path of a route table (a layout's too), params and splats filled with samples. */
function routePaths(entries: RouteConfigEntry[], parent = ""): { path: string; splat: boolean }[] {
  return entries.flatMap((entry) => {
    const own = entry.index || !entry.path ? parent : `${parent}/${entry.path}`;
    return [{ path: samplePath(own), splat: entry.path === "*" }, ...routePaths(entry.children ?? [], own)];
  });
}

/**
 * The console pages to check: every page of the console route table, each area's own path
 * and a path below it (a page an area adds later is covered by its prefix), and the pages
 * outside an area's path that the access table names.
 */
export function consolePages(routes: RouteConfigEntry[]): ConsolePage[] {
  const areaPaths = CONSOLE_AREAS.flatMap((area) =>
    area === "dashboard" ? [CONSOLE_PATHS[area]] : [CONSOLE_PATHS[area], `${CONSOLE_PATHS[area]}/x1`],
  );
  const paths = [
    ...routePaths(routes),
    ...[...areaPaths, ...CONSOLE_EXTRA_PAGES.map((p) => p.path)].map((path) => ({ path, splat: false })),
  ];
  const pages = new Map<string, ConsolePage>();
  for (const { path, splat } of paths) {
    if (pages.has(path)) continue;
    const open = (OPEN_CONSOLE_PAGES as string[]).includes(path);
    pages.set(path, { path, area: open ? null : areaOfPath(path), open, splat });
  }
  return [...pages.values()];
}

/** "unguarded page: …" for each console page that is neither open, nor in an area, nor the catch-all. */
export function unguardedPages(pages: ConsolePage[]): string[] {
  return pages.filter((p) => !p.open && !p.splat && !p.area).map((p) => `unguarded page: ${p.path}`);
}

export type MemberPage = { path: string; memberOnly: boolean };

/**
 * The member pages of the public route table (every path under /member), each member-only or
 * open by the lists the site layout's middleware applies (app/features/members/paths.ts).
 */
export function memberPages(routes: RouteConfigEntry[]): MemberPage[] {
  return routePaths(routes)
    .filter(({ path }) => path.startsWith("/member/"))
    .map(({ path }) => ({ path, memberOnly: MEMBER_ONLY_PAGES.includes(path) }));
}

/** "unguarded member page: …" for a page under /member that is in neither list. */
export function unguardedMemberPages(pages: MemberPage[]): string[] {
  return pages
    .filter((p) => !p.memberOnly && !OPEN_MEMBER_PAGES.includes(p.path))
    .map((p) => `unguarded member page: ${p.path}`);
}
