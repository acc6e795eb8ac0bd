import { useLocation } from "react-router";

/** The key of the location the server rendered this document for, once the browser hydrated it. */
let documentKey: string | null = null;

/**
 * Called by the root layout, which renders first at hydration and on every page after: the
 * first location the browser renders is the document's own. (Its key is not React Router's
 * "default": the scroll restoration's inline script gives the entry a key before hydration.)
 */
export function useRememberDocumentLocation(): void {
  const { key } = useLocation();
  if (typeof document !== "undefined") documentKey ??= key;
}

/**
 * Whether what renders now is the location the server rendered: always on the server (it
 * renders only that), in the browser until the first client navigation. The root loader's
 * data (the request's id, say) belongs to that document's request only as long as this holds.
 */
export function useIsDocumentLocation(): boolean {
  const { key } = useLocation();
  return typeof document === "undefined" || documentKey === key;
}
