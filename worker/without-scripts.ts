import type { AppEnv } from "./env";

/**
 * `npm run bench` scores each content page twice in the same run: as served, and as the same
 * page with every <script> removed, the ceiling a page without any script reaches. The bench
 * asks for the second with this header; only a local or test deployment honours it.
 */
export const WITHOUT_SCRIPTS_HEADER = "x-bench-without-scripts";

/** The page with every <script> element removed, when a local or test deployment is asked for it. */
export function benchWithoutScripts(appEnv: Pick<AppEnv, "APP_ENV">, request: Request, response: Response): Response {
  if (appEnv.APP_ENV === "production" || request.headers.get(WITHOUT_SCRIPTS_HEADER) !== "1") return response;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return response;
  const stripped = new HTMLRewriter()
    .on("script", {
      element(script) {
        script.remove();
      },
    })
    .transform(response);
  // Another rendering of the page than the one the cache holds: never kept by anyone.
  const headers = new Headers(stripped.headers);
  headers.set("cache-control", "no-store");
  return new Response(stripped.body, { status: stripped.status, headers });
}
