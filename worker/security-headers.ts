import { withHeaders } from "../app/lib/response-headers";

/**
 * Security headers for every response. The CSP allows inline scripts only with this
 * response's nonce; React Router's inline scripts carry it (app/entry.server.tsx). A response
 * without a nonce (the API's: JSON and files, never a page) allows no script at all.
 */
export function contentSecurityPolicy(nonce: string | null, options: { dev?: boolean; formActions?: string[] } = {}) {
  const scriptSrc =
    nonce === null ? "'none'" : options.dev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    // Inline style attributes come from React and swiper; no script can ride on them.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    options.dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self'${options.formActions?.length ? ` ${options.formActions.join(" ")}` : ""}`,
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Paths whose responses carry or depend on a manager's session (token endpoints, the console
 * API, console pages and their `.data` requests), on a visitor's identity verification (its
 * pages and the claim API) or on an applicant's session (the application journey, its API,
 * the lookup, the draw results) or on a member's (the member API and pages): never stored by a browser or a proxy.
 * Matched decoded and case-insensitively, as React Router matches pages.
 */
export function isPrivatePath(pathname: string): boolean {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match the raw path.
  }
  path = path.toLowerCase().replace(/\.data$/, "");
  // The round list is public and the same for everyone.
  if (path === "/api/v1/application/schedules") return false;
  return [
    "/api/auth",
    "/api/console",
    "/console",
    "/api/v1/cert",
    "/common/kcp/cert",
    "/api/v1/application",
    "/form/application",
    "/form/application-fix",
    "/application/inquiry",
    "/application/result",
    "/application/winner",
    "/application/contract",
    "/api/v1/users",
    "/api/v1/me",
    "/member",
  ].some((base) => path === base || path.startsWith(`${base}/`));
}

export function applySecurityHeaders(
  response: Response,
  nonce: string | null,
  options: { dev?: boolean; formActions?: string[]; path?: string } = {},
): Response {
  const policy = contentSecurityPolicy(nonce, options);
  return withHeaders(response, (h) => {
    h.set("Content-Security-Policy", policy);
    h.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.path !== undefined && isPrivatePath(options.path)) h.set("Cache-Control", "no-store");
  });
}
