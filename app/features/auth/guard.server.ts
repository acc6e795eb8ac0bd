import { CONSOLE_PATHS, consoleLoginPath } from "./console-paths";
import { CONSOLE_AREAS, CONSOLE_EXTRA_PAGES, type ConsoleArea, can, type Principal } from "./scopes";

/** Console pages anyone may open: they are how one gets in, out, or is told no. */
export const OPEN_PATHS: ReadonlySet<string> = new Set<string>([
  CONSOLE_PATHS.login,
  CONSOLE_PATHS.logout,
  CONSOLE_PATHS.denied,
]);

/** Where to return after login: only a console path of this site, never another origin. */
export function safeRedirectTo(value: unknown, fallback: string = CONSOLE_PATHS.dashboard): string {
  if (typeof value !== "string" || !value.startsWith(CONSOLE_PATHS.dashboard) || value.startsWith("//"))
    return fallback;
  if (/[\\\s]/.test(value)) return fallback;
  const path = value.split(/[?#]/)[0] ?? "";
  return OPEN_PATHS.has(path) ? fallback : value;
}

export function loginPath(redirectTo: string): string {
  return consoleLoginPath(safeRedirectTo(redirectTo));
}

/**
 * A path as React Router matches it: each segment percent-decoded (a malformed one kept as
 * is, an encoded "/" kept encoded), repeated and trailing slashes dropped, lower case (its
 * matching ignores case). So /CONSOLE/Manager and /console/%6Danager name /console/manager.
 */
export function normalizePath(pathname: string): string {
  const decoded = pathname.split("/").map((segment) => {
    try {
      return decodeURIComponent(segment).replace(/\//g, "%2F");
    } catch {
      return segment;
    }
  });
  return (
    decoded
      .join("/")
      .replace(/\/{2,}/g, "/")
      .replace(/\/+$/, "")
      .toLowerCase() || "/"
  );
}

/** The area a console page path belongs to: the longest area path it starts with. */
export function areaOfPath(pathname: string): ConsoleArea | null {
  const path = normalizePath(pathname);
  const extra = CONSOLE_EXTRA_PAGES.find((p) => path === p.path || path.startsWith(`${p.path}/`));
  if (extra) return extra.area;
  let best: ConsoleArea | null = null;
  for (const area of CONSOLE_AREAS) {
    const base = CONSOLE_PATHS[area];
    const hit = area === "dashboard" ? path === base : path === base || path.startsWith(`${base}/`);
    if (hit && (!best || base.length > CONSOLE_PATHS[best].length)) best = area;
  }
  return best;
}

/** The first console page this principal may open (their console home), if any. */
export function homeOf(principal: Principal | null, developerUsername: string): string | null {
  const area = CONSOLE_AREAS.find((a) => can(principal, a, developerUsername));
  return area ? CONSOLE_PATHS[area] : null;
}

/**
 * A same-origin path to go back to (the Referer), unless it is one of `avoid`. A path that
 * starts with "//" is another site to a browser (a link, or a navigation with JavaScript), so
 * it never comes back; the URL parser has already turned "\" into "/".
 */
export function refererPath(request: Request, avoid: string[] = []): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(request.url).origin) return null;
    if (url.pathname.startsWith("//")) return null;
    if (avoid.some((p) => url.pathname === p)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
