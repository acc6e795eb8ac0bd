import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { abandonedRequestsScript } from "./abandoned-requests";

/** React Router's own key: positions saved by its hook are read back here. */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's inline script of <ScrollRestoration>, except that a fresh history entry reads
 * nothing: it gets its key and has no saved position. Its first sessionStorage access opens the
 * tab's storage synchronously, 15–27 ms of the document's parsing on every first visit, for a
 * position that cannot exist. The key is given in a task of its own: a fresh tab's first
 * history update costs 2–10 ms, which would otherwise lengthen the parser's task. It comes
 * long before the page's modules (they wait for the first paint), and React Router reads it
 * when it starts. A reload or a return to the entry restores as before.
 */
const restoreScript = () =>
  `(function (storageKey) {
  var state = window.history.state;
  if (!state || !state.key) {
    setTimeout(function () {
      if (!window.history.state || !window.history.state.key) {
        window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
      }
    }, 0);
    return;
  }
  try {
    var y = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch (error) {
    sessionStorage.removeItem(storageKey);
  }
})(${JSON.stringify(STORAGE_KEY)})`.replace(/\s*\n\s*/g, " ");

/**
 * <ScrollRestoration> of React Router (its hook, which keeps positions across navigations),
 * with the script above, after the page's listener for abandoned requests (one inline script
 * for both). It runs once, from the server's HTML: hydration keeps the element as it is, so
 * the browser's build carries none of it.
 */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, never content
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? `${abandonedRequestsScript} ${restoreScript()}` : "" }}
    />
  );
}
