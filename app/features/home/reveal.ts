/** docs/product.md §9.1: scroll animations run once, 200 px into the viewport, over 600 ms (home.css). */
export const REVEAL_OFFSET_PX = 200;

/**
 * Reveals `[data-reveal]` elements inside `container` once, when they come 200 px into view.
 * Does nothing under prefers-reduced-motion, and without JavaScript everything is visible:
 * elements are only hidden after this has marked the ones already on screen. Returns its teardown.
 */
export function enhanceReveal(container: HTMLElement): () => void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  if (!("IntersectionObserver" in window)) return () => {};
  let observer: IntersectionObserver | null = null;
  const items = [...container.querySelectorAll<HTMLElement>("[data-reveal]")];
  const reveal = (el: Element) => el.classList.add("is-revealed");
  // Elements near the very bottom can never come 200 px into view: reveal them at the end.
  const onScroll = () => {
    if (window.innerHeight + window.scrollY < document.documentElement.scrollHeight - 2) return;
    for (const el of items) reveal(el);
    window.removeEventListener("scroll", onScroll);
  };
  // In the next frame, before it paints: the frame lays the page out anyway.
  const frame = requestAnimationFrame(() => {
    const inView = (el: Element) => el.getBoundingClientRect().top < window.innerHeight - REVEAL_OFFSET_PX;
    for (const el of items) if (inView(el)) reveal(el);
    container.classList.add("reveal-ready");
    const watcher = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          watcher.unobserve(entry.target);
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    for (const el of items) if (!el.classList.contains("is-revealed")) watcher.observe(el);
    observer = watcher;
    window.addEventListener("scroll", onScroll, { passive: true });
  });
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    window.removeEventListener("scroll", onScroll);
  };
}
