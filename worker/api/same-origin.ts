import { createMiddleware } from "hono/factory";
import { ApiError } from "./errors";
import type { ApiEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const FOREIGN_ORIGIN = "허용되지 않은 출처의 요청입니다";

/**
 * Public writes need no cookie, but a browser on another site must not be able to post in
 * a visitor's name: a write whose Origin header names another origin is refused with 403.
 * Clients that send no Origin (servers, curl) are not browsers acting for someone else.
 */
export const sameOriginWrites = createMiddleware<ApiEnv>(async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("origin");
    if (origin !== undefined && origin !== new URL(c.req.url).origin) throw new ApiError(403, FOREIGN_ORIGIN);
  }
  await next();
});
