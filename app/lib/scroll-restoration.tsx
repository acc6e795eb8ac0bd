import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** React Router's own key: positions saved by its hook are read back here. */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's inline script of <ScrollRestoration>, except that a fresh history entry reads
 * nothing: it gets its key and has no saved position. Its first sessionStorage access opens the
 * tab's storage synchronously, 15–27 ms of the document's parsing on every first visit, for a
 * position that cannot exist. A reload or a return to the entry restores as before.
 */
const RESTORE = `(function (storageKey) {
  var state = window.history.state;
  if (!state || !state.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    var y = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[state.key];
    if (typeof y === "number") window.scrollTo(0, y);
  } catch (error) {
    sessionStorage.removeItem(storageKey);
  }
})(${JSON.stringify(STORAGE_KEY)})`.replace(/\s*\n\s*/g, " ");

/** <ScrollRestoration> of React Router (its hook, which keeps positions across navigations), with RESTORE. */
export function ScrollRestoration({ nonce }: { nonce: string }) {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, never content
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />
  );
}
