import type { AppEnv } from "../../lib/env";
import { PROVIDER_PATH, RESPONSE_PATH } from "./paths";
import { identityProvider } from "./providers.server";

/** React Router matches paths case-insensitively and with a trailing slash; so do these checks. */
const isPath = (pathname: string, path: string) => pathname.toLowerCase().replace(/\/+$/, "") === path;

/** Extra CSP form-action targets of a page: only the provider step posts to the provider's page. */
export function providerFormActions(env: AppEnv, pathname: string): string[] {
  return isPath(pathname, PROVIDER_PATH) ? [...identityProvider(env).formOrigins] : [];
}

/**
 * The origins whose POST to the response route React Router must accept besides ours: KCP
 * posts its answer from its own page, and React Router refuses actions from foreign origins
 * (its CSRF check). Null for every other request, which keeps that check whole.
 */
export function answerOrigins(env: AppEnv, method: string, pathname: string): string[] | null {
  if (method.toUpperCase() !== "POST" || !isPath(pathname, RESPONSE_PATH)) return null;
  const origins = identityProvider(env).answerOrigins;
  return origins.length ? [...origins] : null;
}
