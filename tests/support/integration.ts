/** Integration-test helpers (workerd, the test D1 and R2 of "cloudflare:test"). */
import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { principalContext } from "../../app/controllers/console-guard.server";
import type { Principal } from "../../app/features/auth/scopes";
import { createDb } from "../../db/client";
import { seed } from "../../db/seed";
import { checkEnv } from "../../worker/env";
import { createRequestScope, setRouterScope } from "../../worker/request-scope";

/** The router context the worker builds for a page request; with a signed-in principal when given. */
export function contextFor(request: Request, principal?: Principal | null): RouterContextProvider {
  const context = new RouterContextProvider();
  setRouterScope(context, createRequestScope(request, env, { waitUntil: () => {} }));
  if (principal !== undefined) context.set(principalContext, principal);
  return context;
}

/**
 * Seeds the test D1 and R2 as a local `npm run seed` would, with cheap password hashes; the
 * sample people keyed with the tests' worker's identity key, so the sandbox finds them.
 */
export function seedTestDb(now?: Date) {
  return seed(createDb(env.DB), env.FILES, {
    local: true,
    developerUsername: "developer",
    iterations: 1,
    now,
    identityKey: checkEnv(env).IDENTITY_HMAC_KEY,
  });
}
