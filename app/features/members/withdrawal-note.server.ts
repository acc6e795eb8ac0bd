import { z } from "zod";
import { SITE_COOKIES } from "../../lib/cookies";
import type { Withdrawal } from "./account.server";

/*
 * After withdrawing there is no account left to read from, so the page that says what was kept
 * and until when reads it from a short-lived cookie the withdrawal set (post/redirect/get). It
 * holds round numbers, receipt numbers and dates only, and only this browser's own: nothing a
 * visitor could learn or forge about anyone else.
 */
const COOKIE = SITE_COOKIES.withdrawalNote;

const note = z.object({
  kept: z.array(z.object({ receiptNo: z.string().nullable(), round: z.number(), keptUntil: z.string() })).max(50),
});
export type WithdrawalNote = z.output<typeof note>;

export function withdrawalNoteCookie(result: Withdrawal): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ kept: result.kept }));
  return COOKIE.set(btoa(String.fromCharCode(...bytes)).replace(/=+$/, ""));
}

export function readWithdrawalNote(request: Request): WithdrawalNote | null {
  const value = COOKIE.read(request);
  if (!value) return null;
  try {
    const text = new TextDecoder().decode(Uint8Array.from(atob(value), (c) => c.charCodeAt(0)));
    const parsed = note.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
