/**
 * React Router decodes a data response as a stream and leaves the promises of its end
 * unobserved. When the router abandons a request whose body has not ended yet (a navigation
 * started while the previous one was still loading its page's module, on a slow phone or
 * network), it aborts the request and those promises reject with the abort: the browser
 * reports each as an uncaught error. An abort is the router's own choice, never a failure of
 * the page, so such rejections are marked handled; every other one is reported as before.
 */
const script = `addEventListener("unhandledrejection", function (event) {
  var reason = event.reason;
  if (reason && reason.name === "AbortError") event.preventDefault();
});`.replace(/\s*\n\s*/g, " ");

/**
 * The listener above, as an inline script of the server's HTML on the pages React runs on.
 * Hydration keeps the element as it is, so the browser's build carries none of it.
 */
export function AbandonedRequests({ nonce }: { nonce: string }) {
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, never content
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? script : "" }}
    />
  );
}
