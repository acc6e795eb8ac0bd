const FOCUSABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex='-1'])";

/**
 * Keeps Tab inside `container` (a modal dialog), wrapping at both ends: browsers let it leave
 * to their own UI. Plain DOM, for React's dialogs and the shell's script alike.
 */
export function trapTab(
  container: HTMLElement,
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
): void {
  if (event.key !== "Tab") return;
  const items = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
