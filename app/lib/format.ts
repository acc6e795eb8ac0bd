/** Display formats of docs/product.md §9.4. All dates are shown in Asia/Seoul. */

// Made on first use: building an Intl formatter loads locale data, which a page that shows no
// number should not pay for while its scripts start.
let numberFormat: Intl.NumberFormat | undefined;

/** 1234567 → "1,234,567". */
export function formatNumber(value: number | bigint | string): string {
  const n = typeof value === "string" ? Number(value) : value;
  if (typeof n === "number" && !Number.isFinite(n)) return String(value);
  numberFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 20 });
  return numberFormat.format(n);
}

export type DateInput = Date | number | string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The one calendar-day check: whether year, month (1-12) and day name a day the calendar has. */
export function isCalendarDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** True when `yyyymmdd` names a real calendar day from 1900 on. */
export function isCalendarDate(yyyymmdd: string): boolean {
  if (!/^\d{8}$/.test(yyyymmdd)) return false;
  const y = Number(yyyymmdd.slice(0, 4));
  return y >= 1900 && isCalendarDay(y, Number(yyyymmdd.slice(4, 6)), Number(yyyymmdd.slice(6, 8)));
}

/** Whether an ISO string's leading YYYY-MM-DD names a real day (V8 rolls 02-30 into March). */
function realIsoDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  return !m || isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/**
 * Reads a date value. A 13-digit numeric string is a millisecond timestamp
 * (docs/product.md §9.4); any other string is parsed as an ISO date. Returns null when invalid,
 * including a day the calendar does not have ("2026-02-30").
 */
export function toDate(value: DateInput | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === "number") date = new Date(value);
  else if (/^\d{13}$/.test(value)) date = new Date(Number(value));
  else if (!realIsoDay(value)) return null;
  else date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Asia/Seoul is UTC+9 and has kept no daylight saving since 1988 (as `seoulTime` assumes). */
const SEOUL_OFFSET_MS = 9 * 3_600_000;

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The Asia/Seoul wall clock of an instant, by arithmetic rather than Intl.DateTimeFormat: a
 * formatter with a time zone loads the zone data when it is built, which cost a page's
 * scripts ~60 ms of start-up on a desktop CPU.
 */
function seoulParts(date: Date): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  const wall = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return {
    year: String(wall.getUTCFullYear()),
    month: two(wall.getUTCMonth() + 1),
    day: two(wall.getUTCDate()),
    hour: two(wall.getUTCHours()),
    minute: two(wall.getUTCMinutes()),
    second: two(wall.getUTCSeconds()),
  };
}

/** → "YYYY-MM-DD" in Asia/Seoul, or "" when the value is not a date. */
export function formatDate(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const p = seoulParts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** → "YYYY-MM-DD HH:MM:SS" in Asia/Seoul, or "" when the value is not a date. */
export function formatDateTime(value: DateInput | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const p = seoulParts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/**
 * Phone numbers with hyphens: 11 digits 3-4-4, 10 digits 3-3-4; Seoul numbers (02)
 * 2-4-4 or 2-3-4. Anything else is returned unchanged.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return "";
  const digits = value.replace(/\D/g, "");
  if (digits.startsWith("02")) {
    if (digits.length === 10) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}`;
    if (digits.length === 9) return `${digits.slice(0, 2)}-${digits.slice(2, 5)}-${digits.slice(5)}`;
  }
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return value;
}

/**
 * The UTC instant of a wall-clock time in Asia/Seoul (UTC+9, no daylight saving).
 * `seoulTime(2026, 12, 1, 10)` is 2026-12-01 10:00 KST.
 */
export function seoulTime(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): Date {
  return new Date(Date.UTC(year, month - 1, day, hour - 9, minute, second));
}

const DAY_MS = 86_400_000;

/**
 * The UTC instant a calendar day starts in Asia/Seoul, optionally some days later. The day is
 * a "YYYY-MM-DD" string or the Seoul day that contains an instant.
 * `seoulDayStart("2026-03-01", 1)` is 2026-03-02 00:00 KST.
 */
export function seoulDayStart(day: Date | string, plusDays = 0): Date {
  const ymd = typeof day === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (ymd) return seoulTime(Number(ymd[1]), Number(ymd[2]), Number(ymd[3]) + plusDays);
  const date = toDate(day);
  if (!date) return new Date(Number.NaN);
  const p = seoulParts(date);
  return seoulTime(Number(p.year), Number(p.month), Number(p.day) + plusDays);
}

/** Start and end (exclusive) of the Asia/Seoul calendar day that contains `now`. */
export function seoulDayRange(now: Date): { start: Date; end: Date } {
  const start = seoulDayStart(now);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

const SEOUL_WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a date-time a manager entered: Asia/Seoul wall-clock time, as a datetime-local field
 * sends it ("2026-03-02T10:00", seconds optional, a space for the T allowed), or an ISO 8601
 * instant with its offset ("2026-03-02T01:00:00Z"). Null for anything else, including a day
 * or an hour the calendar does not have.
 */
export function parseSeoulDateTime(value: string): Date | null {
  const wall = SEOUL_WALL_CLOCK.exec(value);
  if (wall) {
    const [year, month, day, hour, minute, second] = wall.slice(1).map((part) => Number(part ?? 0)) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    if (!isCalendarDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
    return seoulTime(year, month, day, hour, minute, second);
  }
  return WITH_OFFSET.test(value) ? toDate(value) : null;
}

/** → "YYYY-MM-DDTHH:MM:SS" in Asia/Seoul: the value of a datetime-local field (step 1 s). */
export function seoulInputValue(value: DateInput | null | undefined): string {
  return formatDateTime(value).replace(" ", "T");
}
