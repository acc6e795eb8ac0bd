import { createRequestHandler, RouterContextProvider } from "react-router";
import { afterDrawSweep } from "../app/features/after-draw/after-draw-sweep.server";
import { sendContractReminders } from "../app/features/contracts/contract-booking.server";
import { answerOrigins, providerFormActions } from "../app/features/identity/identity-routes.server";
import { dailyJob } from "../app/features/maintenance/daily.server";
import { deliverPendingMessages, deliverQueued } from "../app/features/messaging/outbox-delivery.server";
import { createDb } from "../db/client";
import { api } from "./api/app";
import { benchAsksD1Count, countD1, type D1Count, withD1Count } from "./bench-d1-count";
import { limitBody, settleBody } from "./body-limit";
import { type D1Session, d1Session } from "./d1-session";
import { assertServableHost, checkEnv, checkedAs, EnvError } from "./env";
import { servePage } from "./page-cache";
import { errorKind, logRequest, routeOf, withRequestId } from "./request-log";
import { createRequestScope, newNonce, requestIdOf, setRouterScope } from "./request-scope";
import { applySecurityHeaders } from "./security-headers";
import { pageGate } from "./waiting-room-gate";
import { benchWithoutScripts } from "./without-scripts";

// The waiting room's Durable Object class (wrangler.toml [[durable_objects.bindings]]).
export { WaitingRoom } from "./waiting-room-object";

const build = () => import("virtual:react-router/server-build");
const serverBuild = typeof __SERVER_BUILD_ID__ === "string" ? __SERVER_BUILD_ID__ : "test";
/** The client assets' version and this server build's: a deploy never serves pages kept before it. */
const buildVersion = async () => `${(await build()).assets.version}.${serverBuild}`;

type Handler = ReturnType<typeof createRequestHandler>;
const handlers = new Map<string, Handler>();

/**
 * React Router's handler for pages, or for the identity provider's answer, which React Router
 * accepts from the provider's origins too (its CSRF check for actions). Made on the first
 * request that needs it and kept: given the build itself, React Router derives its route table
 * once, where a build given as a function is derived again on every request (which the dev
 * server's module reloading needs, so dev keeps that).
 */
async function pageHandler(origins: string[] | null): Promise<Handler> {
  const mode = import.meta.env.MODE;
  if (import.meta.env.DEV) {
    return origins
      ? createRequestHandler(async () => ({ ...(await build()), allowedActionOrigins: origins }), mode)
      : createRequestHandler(build, mode);
  }
  const key = origins?.join(" ") ?? "";
  let handler = handlers.get(key);
  if (!handler) {
    const resolved = await build();
    handler = createRequestHandler(origins ? { ...resolved, allowedActionOrigins: origins } : resolved, mode);
    handlers.set(key, handler);
  }
  return handler;
}

/**
 * The daily maintenance cron of wrangler.toml; the other one (every minute) sends the contract
 * reminders that are due and delivers the outbox (the queue's fallback).
 */
const DAILY_CRON = "0 18 * * *";

function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(received, env, ctx) {
    const started = Date.now();
    // Pages and the API read a body only through its route's size limit (worker/body-limit.ts).
    const request = limitBody(received);
    const dev = import.meta.env.DEV;
    const url = new URL(request.url);
    // The same id in this request's log lines, its scope (pages and API) and its answer.
    const requestId = requestIdOf(request);
    const line = (status: number, error?: string) =>
      logRequest({
        requestId,
        method: request.method,
        route: routeOf(url.pathname),
        status,
        ms: Date.now() - started,
        d1: d1Count?.calls ?? 0,
        ...(error ? { error } : {}),
      });
    // Only a page runs scripts, with this nonce; the API's answers allow none (security-headers.ts).
    const nonce = isApiPath(url.pathname) ? null : newNonce();
    let response: Response;
    let formActions: string[] = [];
    let d1Count: D1Count | undefined;
    let answerD1Count = false;
    let session: D1Session | null = null;
    try {
      const appEnv = checkEnv(env);
      assertServableHost(appEnv, url);
      // The journey's and the console's reads in a D1 session (replicas): worker/d1-session.ts.
      session = d1Session(request, env.DB);
      const reached = session ? { ...env, DB: session.db } : env;
      // D1 round trips for the log line; the bench's header (local and test deployments only)
      // also gets them answered with statements and writes: worker/bench-d1-count.ts.
      const counted = countD1(reached, session);
      d1Count = counted.count;
      answerD1Count = benchAsksD1Count(appEnv, request);
      const db = counted.env.DB;
      const served = checkedAs({ ...reached, DB: db }, { ...appEnv, DB: db });
      if (nonce === null) {
        // The API (isApiPath).
        response = await api.fetch(request, served, ctx);
      } else {
        // One scope for the page cache's decisions and the rendering (same clock, language, nonce).
        const scope = createRequestScope(request, served, ctx, nonce);
        const handler = await pageHandler(answerOrigins(appEnv, request.method, url.pathname));
        const render = () => {
          const context = new RouterContextProvider();
          setRouterScope(context, scope);
          return handler(request, context);
        };
        // The form of an open round with its waiting room on: only admitted applicants pass.
        const gate = await pageGate(scope, request);
        response = gate.finish(
          gate.response ??
            (await servePage(request, render, { scope, waitUntil: scope.waitUntil, build: buildVersion, dev })),
        );
        response = benchWithoutScripts(appEnv, request, response);
        formActions = providerFormActions(appEnv, url.pathname);
      }
    } catch (error) {
      if (!(error instanceof EnvError)) {
        // Unanswered: Cloudflare answers 500 and Workers Logs keeps the exception.
        line(500, errorKind(error));
        throw error;
      }
      console.error(JSON.stringify({ event: "not configured", requestId, message: error.message }));
      response = new Response("Service is not configured.", { status: 503 });
    }
    if (session) response = session.finish(response);
    const secured = withRequestId(
      applySecurityHeaders(response, nonce, { dev, path: url.pathname, formActions }),
      requestId,
    );
    if (request.body) await settleBody(request);
    line(secured.status);
    return d1Count && answerD1Count ? withD1Count(secured, d1Count) : secured;
  },
  // wrangler.toml [triggers]: every minute, the outbox delivery; daily at 03:00 KST, maintenance.
  async scheduled(controller, env, ctx) {
    const appEnv = checkEnv(env);
    const db = createDb(appEnv.DB);
    if (controller.cron === DAILY_CRON) {
      ctx.waitUntil(dailyJob(db, appEnv.FILES, new Date(controller.scheduledTime)));
    } else {
      // The after-draw deadlines and the day-before contract reminders first: the notices they
      // write go out in the same delivery; a failure of theirs never holds up delivery.
      const sweeps = Promise.all([
        afterDrawSweep(db, new Date(controller.scheduledTime)).catch((error: unknown) =>
          console.error(JSON.stringify({ event: "after-draw sweep failed", error: errorKind(error) })),
        ),
        sendContractReminders(db, new Date(controller.scheduledTime)).catch((error: unknown) =>
          console.error(JSON.stringify({ event: "contract reminders failed", error: errorKind(error) })),
        ),
      ]);
      ctx.waitUntil(sweeps.then(() => deliverPendingMessages(appEnv, db, () => new Date())));
    }
  },
  // wrangler.toml [[queues.consumers]]: the outbox rows a write handed to the queue.
  async queue(batch, env) {
    const appEnv = checkEnv(env);
    await deliverQueued(appEnv, createDb(appEnv.DB), batch, () => new Date());
  },
} satisfies ExportedHandler<Env>;
