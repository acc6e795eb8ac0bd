import type { UIMatch } from "react-router";

/**
 * The `handle` of a content page: a page visitors read, with no form, that React renders on
 * the server only. Its HTML carries none of the framework's scripts, only the shell's own
 * small script and the page's own (`scripts`: URLs of built files, `?worker&url`), which
 * app/root.tsx renders, and its stylesheets as ordinary links (app/entry.server.tsx inlines
 * none of them: docs/decisions/0001). A client navigation from a hydrated page still renders
 * it with React.
 */
export type ContentPageHandle = { readonly hydrate: false; readonly scripts?: readonly string[] };

export const CONTENT_PAGE: ContentPageHandle = { hydrate: false };

/**
 * The scripts of the matched routes' own when any of them is a content page (its layout and
 * the root then follow it), or null when the page hydrates. `matches` are React Router's
 * (`useMatches`) or any list of the matched routes' handles.
 */
export function contentPageScripts(matches: readonly Pick<UIMatch, "handle">[]): string[] | null {
  let content = false;
  const scripts: string[] = [];
  for (const m of matches) {
    const handle = m.handle as Partial<ContentPageHandle> | undefined;
    if (handle?.hydrate !== false) continue;
    content = true;
    scripts.push(...(handle.scripts ?? []));
  }
  return content ? scripts : null;
}
