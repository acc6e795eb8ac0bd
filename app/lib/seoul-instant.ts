import { z } from "zod";
import type { ErrorCode } from "./domain-error";
import { parseSeoulDateTime } from "./format";

/**
 * An instant a manager enters: Asia/Seoul wall-clock time as a datetime-local field sends it
 * ("2026-12-01T09:00"), or an ISO 8601 instant with its offset (API clients). Kept as a Date;
 * anything else, a day the calendar lacks included, is refused with `code`. Client-safe.
 */
export function seoulInstant(code: ErrorCode) {
  return z.string({ error: code }).transform((value, ctx) => {
    const date = parseSeoulDateTime(value.trim());
    if (!date) {
      ctx.addIssue({ code: "custom", message: code });
      return z.NEVER;
    }
    return date;
  });
}
