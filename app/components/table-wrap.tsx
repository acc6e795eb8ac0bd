import type { ReactNode } from "react";

/**
 * The horizontal scroller of a wide table on a narrow screen. It is a named, focusable
 * region, so a keyboard can reach it and scroll it (WCAG 2.1.1; axe
 * `scrollable-region-focusable`) even when the table holds no link or control.
 */
export function TableWrap({
  labelledBy,
  className = "table-wrap",
  children,
}: {
  /** The id of the table's caption. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
    <section className={className} aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </section>
  );
}
