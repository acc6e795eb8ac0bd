/** docs/product.md §9.1: resize handling is throttled to 66 ms. */
export const RESIZE_THROTTLE_MS = 66;

/**
 * Calls `fn` at most once per `wait` ms: the first call runs at once, later calls within the
 * window are folded into one trailing call with the latest arguments.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  wait: number,
  now: () => number = () => Date.now(),
): ((...args: A) => void) & { cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = (args: A) => {
    last = now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: A) => {
    const remaining = wait - (now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    if (timer === undefined) {
      timer = setTimeout(
        () => {
          timer = undefined;
          if (pending) run(pending);
        },
        Math.max(remaining, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
