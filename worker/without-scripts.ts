import type { AppEnv } from "./env";

/**
 * `npm run bench` scores each content page twice in the same run: as served, and as its plain
 * twin, the same page with every <script> removed and every stylesheet an ordinary
 * `<link rel="stylesheet">` (no inlined copy, no `media="print"`): the ceiling a page without
 * any script or stylesheet trick reaches. The bench asks for the twin with this header; only a
 * local or test deployment honours it.
 */
export const WITHOUT_SCRIPTS_HEADER = "x-bench-without-scripts";

/** The page's plain twin (above), when a local or test deployment is asked for it. */
export function benchWithoutScripts(appEnv: Pick<AppEnv, "APP_ENV">, request: Request, response: Response): Response {
  if (appEnv.APP_ENV === "production" || request.headers.get(WITHOUT_SCRIPTS_HEADER) !== "1") return response;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const stripped = new HTMLRewriter()
    .on("script", {
      element(script) {
        script.remove();
      },
    })
    .on("style[data-inline-css]", {
      element(style) {
        style.remove();
      },
    })
    .on('link[rel="stylesheet"][media="print"]', {
      element(link) {
        link.removeAttribute("media");
      },
    })
    .transform(response);
  // Another rendering of the page than the one the cache holds: never kept by anyone.
  const headers = new Headers(stripped.headers);
  headers.set("cache-control", "no-store");
  return new Response(stripped.body, { status: stripped.status, headers });
}
