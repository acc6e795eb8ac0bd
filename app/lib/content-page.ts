import type { UIMatch } from "react-router";

/**
 * The `handle` of a content page: a page visitors read, with no form, that React renders on
 * the server only. Its HTML carries none of the framework's scripts, only the shell's own
 * small script (and the page's own, if any: <PageScript>); app/root.tsx reads it. A client
 * navigation from a hydrated page still renders it with React.
 */
export const CONTENT_PAGE = { hydrate: false } as const;

/** Whether any matched route is a content page (its layout and the root then follow it). */
export function isContentPage(matches: readonly UIMatch[]): boolean {
  return matches.some((m) => (m.handle as { hydrate?: unknown } | undefined)?.hydrate === false);
}
