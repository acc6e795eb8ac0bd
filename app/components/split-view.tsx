import { type ComponentType, type JSX, lazy, type ReactNode, Suspense } from "react";

/** A view loaded apart from its page, with a way to fetch it ahead of need. */
export type SplitView<P> = ((props: P) => JSX.Element) & { preload(): Promise<unknown> };

/**
 * One of a page's views that its first visit rarely shows (the client JS budget), loaded on
 * demand in the browser:
 * - the server renders it in place: the page's loader awaits `preload()` before it answers
 *   with this view, so it never suspends there (entry.server.tsx keeps a finished boundary
 *   in place);
 * - a browser that hydrates a page showing it keeps the server's HTML and hydrates the view
 *   once its chunk has come; a browser that moves to it shows `fallback` meanwhile;
 * - `preload()` fetches it ahead, when a page knows it comes next.
 * The chunk holds what only the view imports; the page's module stays free of it.
 */
export function splitView<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): SplitView<P> {
  let ready: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((view) => {
      ready = view;
      return view;
    });
    return loading;
  };
  const Lazy = lazy(() => start().then((view) => ({ default: view })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per view at module level, as React.lazy is
  const View = (props: P) => {
    const Ready = ready;
    return <Suspense fallback={fallback}>{Ready ? <Ready {...props} /> : <Lazy {...props} />}</Suspense>;
  };
  return Object.assign(View, { preload: start });
}
