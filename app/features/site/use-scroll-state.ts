import { useEffect, useState } from "react";
import { RESIZE_THROTTLE_MS, throttle } from "./throttle";

/** docs/product.md §4.7: the header takes its scrolled look above 2 px. */
export const SCROLLED_AFTER_PX = 2;

export type ScrollState = {
  /** More than 2 px scrolled: the header's scrolled look. */
  scrolled: boolean;
  /** Past half the viewport: the back-to-top button shows. */
  pastHalf: boolean;
};

/**
 * The page's scroll state, read once per animation frame on scroll; the viewport height
 * that "half the screen" depends on is re-read on resize, throttled to 66 ms.
 */
export function useScrollState(): ScrollState {
  const [state, setState] = useState<ScrollState>({ scrolled: false, pastHalf: false });
  useEffect(() => {
    let viewportHeight = window.innerHeight;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = window.scrollY;
      const scrolled = y > SCROLLED_AFTER_PX;
      const pastHalf = y > viewportHeight / 2;
      setState((prev) => (prev.scrolled === scrolled && prev.pastHalf === pastHalf ? prev : { scrolled, pastHalf }));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onResize = throttle(() => {
      viewportHeight = window.innerHeight;
      update();
    }, RESIZE_THROTTLE_MS);
    // The first read in the next frame, not in the hydration's task: reading the scroll offset
    // lays the page out, which the frame does anyway.
    frame = requestAnimationFrame(update);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      onResize.cancel();
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return state;
}
