import { describe, expect, it } from "vitest";
import {
  DISMISS_KEY_PREFIX,
  dismissForToday,
  isDismissed,
  nextSeoulMidnight,
} from "../../../app/features/popups/dismissal";

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("nextSeoulMidnight", () => {
  it("is the coming 00:00 KST (15:00 UTC)", () => {
    // 2026-03-01 10:00 KST
    expect(new Date(nextSeoulMidnight(new Date("2026-03-01T01:00:00Z"))).toISOString()).toBe(
      "2026-03-01T15:00:00.000Z",
    );
  });

  it("uses the Seoul date, not the UTC date, late in the UTC evening", () => {
    // 2026-03-01 23:30 UTC is 2026-03-02 08:30 KST: hidden until 2026-03-03 00:00 KST.
    expect(new Date(nextSeoulMidnight(new Date("2026-03-01T23:30:00Z"))).toISOString()).toBe(
      "2026-03-02T15:00:00.000Z",
    );
  });

  it("at exactly midnight KST hides until the following midnight", () => {
    expect(new Date(nextSeoulMidnight(new Date("2026-03-01T15:00:00Z"))).toISOString()).toBe(
      "2026-03-02T15:00:00.000Z",
    );
    expect(new Date(nextSeoulMidnight(new Date("2026-03-01T14:59:59.999Z"))).toISOString()).toBe(
      "2026-03-01T15:00:00.000Z",
    );
  });

  it("crosses month and year ends", () => {
    expect(new Date(nextSeoulMidnight(new Date("2026-12-31T16:00:00Z"))).toISOString()).toBe(
      "2027-01-01T15:00:00.000Z",
    );
  });
});

describe("dismissForToday / isDismissed", () => {
  it("hides a popup for the rest of the Seoul day and shows it again from midnight", () => {
    const store = memoryStore();
    dismissForToday(store, "p1", new Date("2026-03-01T05:00:00Z")); // 14:00 KST
    expect(isDismissed(store, "p1", new Date("2026-03-01T14:59:59Z"))).toBe(true); // 23:59:59 KST
    expect(isDismissed(store, "p2", new Date("2026-03-01T06:00:00Z"))).toBe(false);
    expect(isDismissed(store, "p1", new Date("2026-03-01T15:00:00Z"))).toBe(false); // 00:00 KST
    expect(store.map.has(`${DISMISS_KEY_PREFIX}p1`)).toBe(false);
  });

  it("treats a malformed stored value as not dismissed and removes it", () => {
    const store = memoryStore();
    store.setItem(`${DISMISS_KEY_PREFIX}p1`, "soon");
    expect(isDismissed(store, "p1", new Date())).toBe(false);
    expect(store.map.size).toBe(0);
  });
});
