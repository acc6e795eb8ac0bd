import { createContext, type MouseEvent, type ReactNode, useContext } from "react";
import { useNavigate } from "react-router";

/**
 * Static copy: page text that a document request carries once, as markup, instead of twice
 * (markup plus hydration data). The loader hands it to `holdCopy` (static-copy.server.ts),
 * which keeps it on the server for the render and sends null; the browser then keeps the
 * server's DOM for it as it is. A client navigation (a `.data` request) has no server markup,
 * so there the loader returns the copy and it renders like any other data.
 */

/** The held copy of this render, by id; entry.server.tsx provides it, the browser has none. */
export const HeldCopyContext = createContext<ReadonlyMap<string, unknown>>(new Map());

type StaticCopyProps<T> = {
  /** The same id the loader held it under. */
  id: string;
  /** What the loader sent: the copy, or null when the markup carries it. */
  copy: T | null;
  className?: string;
  children: (copy: T) => ReactNode;
};

/** A link in kept markup is a plain <a>: follow it in the app, as <Link> would. */
function useAppLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    if (event.altKey || !(event.target instanceof Element)) return;
    const a = event.target.closest("a");
    if (!a || a.target || a.hasAttribute("download") || a.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(a.pathname + a.search + a.hash);
  };
}

export function StaticCopy<T>({ id, copy, className, children }: StaticCopyProps<T>) {
  const held = useContext(HeldCopyContext).get(id) as T | undefined;
  const followLink = useAppLinks();
  const value = copy ?? held;
  if (value != null) {
    return (
      <div key="rendered" className={className}>
        {children(value)}
      </div>
    );
  }
  // Hydrating the document that carries the copy: an unchanged innerHTML prop tells React to
  // leave the server's children alone, now and on every later render.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks to the links inside, which stay links
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires click; there is nothing else to handle
    <div
      key="kept"
      className={className}
      onClick={followLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty constant, never content; it keeps the server's markup
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}
