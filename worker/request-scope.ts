import type { RouterContextProvider } from "react-router";
import {
  clockContext,
  dbContext,
  envContext,
  langContext,
  nonceContext,
  type RequestScope,
  scopeContext,
} from "../app/lib/context";
import { detectLanguage } from "../app/lib/i18n/languages";
import { createDb } from "../db/client";
import { checkEnv } from "./env";

/** Header that pins the clock, honoured only when APP_ENV is "test". */
export const TEST_NOW_HEADER = "x-test-now";

export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes));
}

const requestIds = new WeakMap<Request, string>();

/**
 * The request's id, the same wherever it is asked for this request: Cloudflare's Ray ID (the
 * `cf-ray` header, also in Cloudflare's own logs), or a random UUID where there is none (local).
 * Only a value of the Ray ID's form is taken from the header.
 */
export function requestIdOf(request: Request): string {
  let id = requestIds.get(request);
  if (!id) {
    const ray = request.headers.get("cf-ray");
    id = ray && /^[0-9a-f]{8,32}(-[A-Z]{3,4})?$/.test(ray) ? ray : crypto.randomUUID();
    requestIds.set(request, id);
  }
  return id;
}

function clockFor(request: Request, appEnv: string): () => Date {
  if (appEnv === "test") {
    const pinned = request.headers.get(TEST_NOW_HEADER);
    const ms = pinned ? Date.parse(pinned) : Number.NaN;
    if (!Number.isNaN(ms)) return () => new Date(ms);
  }
  return () => new Date();
}

/** The one place where a request's scope is built, for pages and the API alike. */
export function createRequestScope(
  request: Request,
  rawEnv: object,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string = newNonce(),
): RequestScope {
  const env = checkEnv(rawEnv);
  return {
    env,
    db: createDb(env.DB),
    files: env.FILES,
    now: clockFor(request, env.APP_ENV),
    lang: detectLanguage(request),
    nonce,
    ip: request.headers.get("cf-connecting-ip") ?? "127.0.0.1",
    waitUntil: (p) => ctx.waitUntil(p),
    document: !new URL(request.url).pathname.endsWith(".data"),
    requestId: requestIdOf(request),
  };
}

export function setRouterScope(context: RouterContextProvider, scope: RequestScope): void {
  context.set(scopeContext, scope);
  context.set(envContext, scope.env);
  context.set(dbContext, scope.db);
  context.set(clockContext, scope.now);
  context.set(langContext, scope.lang);
  context.set(nonceContext, scope.nonce);
}
