import { type RefObject, useEffect } from "react";

/*
 * docs/product.md §2.4: copy, context menu, selection and drag are blocked on page content only.
 * Form fields (and anything marked data-allow-copy) keep working; nothing changes for
 * assistive technology, which reads the DOM, not the selection.
 */

const BLOCKED_EVENTS = ["copy", "cut", "contextmenu", "selectstart", "dragstart"] as const;
const ALLOWED = "input, textarea, select, [contenteditable=''], [contenteditable='true'], [data-allow-copy]";

/** Whether an event on `target` inside `root` should be blocked. */
export function isProtectedTarget(root: Element, target: EventTarget | null): boolean {
  const node = target instanceof Node ? target : null;
  if (!node || !root.contains(node)) return false;
  const element = node instanceof Element ? node : node.parentElement;
  return !element?.closest(ALLOWED);
}

export function useContentProtection(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const block = (event: Event) => {
      if (isProtectedTarget(root, event.target)) event.preventDefault();
    };
    for (const type of BLOCKED_EVENTS) root.addEventListener(type, block);
    return () => {
      for (const type of BLOCKED_EVENTS) root.removeEventListener(type, block);
    };
  }, [ref]);
}
