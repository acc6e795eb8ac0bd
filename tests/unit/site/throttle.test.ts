import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RESIZE_THROTTLE_MS, throttle } from "../../../app/features/site/throttle";

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is 66 ms for resize handling (docs/product.md §9.1)", () => {
    expect(RESIZE_THROTTLE_MS).toBe(66);
  });

  it("runs the first call at once and folds a burst into one trailing call with the latest arguments", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 66);
    fn(1);
    expect(calls).toEqual([1]);
    fn(2);
    fn(3);
    vi.advanceTimersByTime(65);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it("runs at most once per window during a long burst", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 66);
    for (let i = 0; i < 200; i++) {
      fn(i);
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(100);
    // 200 ms of events: the leading call plus one per 66 ms window, ending with the last value.
    expect(calls.length).toBeLessThanOrEqual(5);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.at(-1)).toBe(199);
  });

  it("runs again at once after a quiet window, and cancel drops a pending call", () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 66);
    fn(1);
    vi.advanceTimersByTime(100);
    fn(2);
    expect(calls).toEqual([1, 2]);
    fn(3);
    fn.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([1, 2]);
  });
});
