/*
 * "오늘 하루 보지 않기": a dismissed popup stays hidden until the next midnight in Asia/Seoul.
 * The choice is kept in localStorage (the server never needs it: popups load in the browser).
 */

import { seoulDayStart } from "../../lib/format";

export const DISMISS_KEY_PREFIX = "popup-hidden:";

/** The instant of the next 00:00 in Asia/Seoul strictly after `now`, in ms since the epoch. */
export function nextSeoulMidnight(now: Date): number {
  return seoulDayStart(now, 1).getTime();
}

type KeyValueStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function dismissForToday(store: KeyValueStore, popupId: string, now: Date): void {
  store.setItem(DISMISS_KEY_PREFIX + popupId, String(nextSeoulMidnight(now)));
}

/** Whether the popup was dismissed for today; expired or malformed entries are removed. */
export function isDismissed(store: KeyValueStore, popupId: string, now: Date): boolean {
  const key = DISMISS_KEY_PREFIX + popupId;
  const raw = store.getItem(key);
  if (raw === null) return false;
  const until = Number(raw);
  if (Number.isFinite(until) && now.getTime() < until) return true;
  store.removeItem(key);
  return false;
}
