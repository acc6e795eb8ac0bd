import { createMiddleware } from "hono/factory";
import { DomainError } from "../../app/lib/domain-error";
import type { ApiEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The one origin check of writes (GET, HEAD and OPTIONS pass): a write whose Origin header
 * names another origin is refused with 403, and with `requireHeader` so is one without it.
 *
 * Why two modes: a call authenticated by the session cookie rides on credentials the browser
 * attaches by itself, so it must prove it comes from a page of this site; SameSite=Lax keeps
 * cross-site POSTs cookieless, and requiring Origin also stops same-site subdomains and
 * anything that strips the header. Public calls carry no credentials: a foreign page must not
 * post in a visitor's name, but a client sending no Origin (a server, curl) acts for nobody
 * else, so it may write there.
 */
export function checkOrigin(request: Request, { requireHeader }: { requireHeader: boolean }): void {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (origin === null) {
    if (requireHeader) throw new DomainError(403, "api.foreignOrigin");
    return;
  }
  if (origin !== new URL(request.url).origin) throw new DomainError(403, "api.foreignOrigin");
}

/** Public writes: a foreign Origin is refused, a missing one is not (see checkOrigin). */
export const sameOriginWrites = createMiddleware<ApiEnv>(async (c, next) => {
  checkOrigin(c.req.raw, { requireHeader: false });
  await next();
});
