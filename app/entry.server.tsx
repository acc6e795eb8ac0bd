import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { AFTER_PAINT, AFTER_PAINT_TYPE } from "./lib/after-paint.server";
import { contentPageScripts } from "./lib/content-page";
import { envContext, nonceContext, scopeContext } from "./lib/context";
import { builtStylesheet } from "./lib/inline-css.server";
import { NonceContext } from "./lib/nonce";

export const streamTimeout = 5_000;

/**
 * Replaces React Router's default logging of loader/action errors, which prints the
 * message and stack: a database error's message carries the bound parameters (names,
 * phones, birth dates, e-mails). Only the kind of error is logged, plus an HTTP status
 * or error code when it has one, and the request's id (its log line's and its error page's).
 * Aborted requests log nothing, nor does a thrown 4xx (no such route, no action for a POST, bad
 * input): that is the visitor's mistake, which the request's own log line records with its
 * status, and a script repeating it must not fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isClientError(error)) return;
  console.error(
    JSON.stringify({ event: "request error", requestId: requestIdIn(context), error: describeError(error) }),
  );
};

/** The request's id from its scope (worker/request-scope.ts), if the worker set one. */
function requestIdIn(context: unknown): string | undefined {
  try {
    return (context as RouterContextProvider).get(scopeContext).requestId;
  } catch {
    return undefined;
  }
}

function isClientError(error: unknown): boolean {
  const status = isRouteErrorResponse(error) || error instanceof Response ? error.status : undefined;
  return status !== undefined && status >= 400 && status < 500;
}

function describeError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `ErrorResponse ${error.status}`;
  if (error instanceof Response) return `Response ${error.status}`;
  if (!(error instanceof Error)) return "unknown";
  const extra = error as Error & { status?: unknown; code?: unknown };
  const code = [extra.status, extra.code].find(
    (v) => (typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && /^[\w.-]{1,40}$/.test(v)),
  );
  const name = /^[\w$.-]{1,60}$/.test(error.name) ? error.name : "Error";
  return code === undefined ? name : `${name} ${code}`;
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      nonce,
      // A finished Suspense boundary stays in place, however large: React otherwise moves one
      // that would push the stream past 12.8 kB to the end, shown only by a script (every page
      // works without JavaScript; app/components/split-view.tsx).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) {
          const kind = error instanceof Error ? describeError(error) : "unknown";
          console.error(JSON.stringify({ event: "render error", requestId: requestIdIn(loadContext), error: kind }));
        }
      },
    },
  );
  shellRendered = true;
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // A content page keeps its stylesheets as ordinary links: nothing of the framework hands
  // inlined styles back to them, and the print links' late arrival restyled the whole page.
  const { matches } = routerContext.staticHandlerContext;
  const handles = matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle }));
  const contentPage = contentPageScripts(handles) !== null;
  const assets = contentPage ? undefined : loadContext.get(envContext).ASSETS;
  return firstPaintFirst(response, assets, new URL(request.url).origin, nonce);
}

/**
 * The first paint waits for nothing but the document, and the page's scripts wait for the first
 * paint. React Router renders each stylesheet as a <link>, each module as a modulepreload and
 * its module script at the end of the body, and offers no way to change any of them, hence this
 * rewrite of its output:
 * - on a page that hydrates (`assets` given), each built stylesheet is inlined into a <style>
 *   before its link, and the link gets media="print" so it no longer blocks rendering;
 *   app/lib/inline-css.ts hands the styles back to the links when the first client navigation
 *   starts (hydration compares neither media nor <style>). A content page keeps ordinary
 *   links (docs/decisions/0001);
 * - the modulepreloads go, and the module script is made inert (its type); a small inline
 *   script starts both once the browser has painted (AFTER_PAINT). The browser used to fetch
 *   and run ~120 kB of modules while it was still laying out the first screen; every page
 *   works without JavaScript, so nothing is lost while the scripts load.
 */
function firstPaintFirst(response: Response, assets: Fetcher | undefined, origin: string, nonce: string): Response {
  const preloads: string[] = [];
  return new HTMLRewriter()
    .on('link[rel="stylesheet"]', {
      async element(link) {
        const href = link.getAttribute("href") ?? "";
        const css = await builtStylesheet(assets, origin, href);
        if (!css) return;
        link.before(`<style data-inline-css="${href}">${css}</style>`, { html: true });
        link.setAttribute("media", "print");
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        const href = link.getAttribute("href");
        if (href?.startsWith("/assets/")) {
          preloads.push(href);
          link.remove();
        }
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", AFTER_PAINT_TYPE);
        const args = JSON.stringify([AFTER_PAINT_TYPE, preloads]).replaceAll("<", "\\u003c");
        script.after(`<script nonce="${nonce}">(${AFTER_PAINT})(...${args})</script>`, { html: true });
      },
    })
    .transform(response);
}
