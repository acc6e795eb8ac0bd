/**
 * React Router decodes a data response as a stream and leaves the promises of its end
 * unobserved. When the router abandons a request whose body has not ended yet (a navigation
 * started while the previous one was still loading its page's module, on a slow phone or
 * network), it aborts the request and those promises reject with the abort: the browser
 * reports each as an uncaught error. An abort is the router's own choice, never a failure of
 * the page, so such rejections are marked handled; every other one is reported as before.
 * Inline, from the server's HTML of the pages React runs on (see ScrollRestoration).
 */
export const abandonedRequestsScript =
  'addEventListener("unhandledrejection", function (event) { var reason = event.reason; if (reason && reason.name === "AbortError") event.preventDefault(); });';
