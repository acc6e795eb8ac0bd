import { createRequestHandler, RouterContextProvider } from "react-router";
import { runDailyMaintenance } from "../app/features/maintenance/daily.server";
import { deliverPendingMessages } from "../app/features/messaging/outbox-delivery.server";
import { createDb } from "../db/client";
import { api } from "./api/app";
import { assertServableHost, checkEnv, EnvError } from "./env";
import { createRequestScope, newNonce, setRouterScope } from "./request-scope";
import { applySecurityHeaders } from "./security-headers";

const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

/** The daily maintenance cron of wrangler.toml; the other one delivers the outbox. */
const DAILY_CRON = "0 18 * * *";

function isApiPath(pathname: string) {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, env, ctx) {
    const nonce = newNonce();
    const dev = import.meta.env.DEV;
    const url = new URL(request.url);
    let response: Response;
    try {
      assertServableHost(checkEnv(env), url);
      if (isApiPath(url.pathname)) {
        response = await api.fetch(request, env, ctx);
      } else {
        const context = new RouterContextProvider();
        setRouterScope(context, createRequestScope(request, env, ctx, nonce));
        response = await handleDocument(request, context);
      }
    } catch (error) {
      if (!(error instanceof EnvError)) throw error;
      console.error(error.message);
      response = new Response("Service is not configured.", { status: 503 });
    }
    return applySecurityHeaders(response, nonce, { dev, path: url.pathname });
  },
  // wrangler.toml [triggers]: every minute, the outbox delivery; daily at 03:00 KST, maintenance.
  async scheduled(controller, env, ctx) {
    const appEnv = checkEnv(env);
    const db = createDb(appEnv.DB);
    if (controller.cron === DAILY_CRON) {
      ctx.waitUntil(runDailyMaintenance(db, new Date(controller.scheduledTime)));
    } else {
      ctx.waitUntil(deliverPendingMessages(appEnv, db, () => new Date()));
    }
  },
} satisfies ExportedHandler<Env>;
