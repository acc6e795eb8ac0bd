import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatDateTime,
  formatNumber,
  formatPhone,
  parseSeoulDateTime,
  seoulDayRange,
  seoulDayStart,
  seoulInputValue,
  seoulTime,
  toDate,
} from "../../../app/lib/format";

describe("formatNumber", () => {
  it("groups thousands with commas", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1000)).toBe("1,000");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(38_030_000)).toBe("38,030,000");
    expect(formatNumber(-1234)).toBe("-1,234");
  });

  it("keeps decimals and reads numeric strings and bigints", () => {
    expect(formatNumber(1234.56)).toBe("1,234.56");
    expect(formatNumber("1234567")).toBe("1,234,567");
    expect(formatNumber(10n ** 12n)).toBe("1,000,000,000,000");
  });

  it("returns a non-numeric string unchanged", () => {
    expect(formatNumber("미정")).toBe("미정");
  });
});

describe("formatDate / formatDateTime in Asia/Seoul", () => {
  it("formats an instant as YYYY-MM-DD and YYYY-MM-DD HH:MM:SS in Seoul time", () => {
    const at = new Date("2026-03-01T01:02:03Z");
    expect(formatDate(at)).toBe("2026-03-01");
    expect(formatDateTime(at)).toBe("2026-03-01 10:02:03");
  });

  it("shows a UTC instant that is already the next day in Seoul on that next day", () => {
    const at = "2026-03-01T15:30:00Z";
    expect(formatDate(at)).toBe("2026-03-02");
    expect(formatDateTime(at)).toBe("2026-03-02 00:30:00");
  });

  it("uses 24-hour time with zero padding, midnight as 00", () => {
    expect(formatDateTime("2026-12-31T15:00:00Z")).toBe("2027-01-01 00:00:00");
    expect(formatDateTime("2026-01-05T14:09:07Z")).toBe("2026-01-05 23:09:07");
  });

  it("reads a 13-digit numeric string as a millisecond timestamp", () => {
    const ms = Date.parse("2026-03-01T15:30:00Z");
    expect(String(ms)).toHaveLength(13);
    expect(formatDateTime(String(ms))).toBe("2026-03-02 00:30:00");
    expect(formatDate(String(ms))).toBe("2026-03-02");
    expect(toDate(String(ms))?.getTime()).toBe(ms);
  });

  it("reads numbers as milliseconds too", () => {
    expect(formatDateTime(Date.parse("2026-03-01T15:30:00Z"))).toBe("2026-03-02 00:30:00");
  });

  it("does not read numeric strings of other lengths as timestamps", () => {
    expect(formatDate("1772379000")).toBe("");
    expect(formatDate("17723790000000")).toBe("");
    expect(formatDate("20260301")).toBe("");
  });

  it("returns an empty string for invalid or missing input", () => {
    for (const value of ["", "abc", "2026-13-01", null, undefined, Number.NaN, new Date("nope")]) {
      expect(formatDate(value)).toBe("");
      expect(formatDateTime(value)).toBe("");
    }
    expect(toDate("abc")).toBeNull();
  });

  it("refuses a day the calendar does not have instead of rolling it into the next month", () => {
    for (const value of ["2026-02-30", "2026-02-29T10:00:00Z", "2026-04-31T00:00:00+09:00", "2026-00-10"]) {
      expect(toDate(value), value).toBeNull();
      expect(formatDate(value)).toBe("");
    }
    expect(formatDate("2024-02-29")).toBe("2024-02-29");
    expect(formatDateTime("2026-12-31T14:59:59Z")).toBe("2026-12-31 23:59:59");
  });
});

describe("formatPhone", () => {
  it("shows 11-digit numbers 3-4-4", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
  });

  it("shows 10-digit numbers 3-3-4", () => {
    expect(formatPhone("0111234567")).toBe("011-123-4567");
    expect(formatPhone("0311234567")).toBe("031-123-4567");
  });

  it("shows Seoul 02 numbers 2-4-4 and 2-3-4", () => {
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
  });

  it("normalises numbers that already carry separators", () => {
    expect(formatPhone("010-1234-5678")).toBe("010-1234-5678");
    expect(formatPhone("010 1234 5678")).toBe("010-1234-5678");
  });

  it("returns other values unchanged and empty input as empty", () => {
    expect(formatPhone("1600-0000")).toBe("1600-0000");
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("")).toBe("");
    expect(formatPhone(null)).toBe("");
    expect(formatPhone(undefined)).toBe("");
  });
});

describe("seoulTime", () => {
  it("gives the UTC instant of a Seoul wall-clock time (UTC+9)", () => {
    expect(seoulTime(2026, 12, 1, 10).toISOString()).toBe("2026-12-01T01:00:00.000Z");
    expect(seoulTime(2026, 3, 2, 0, 30).toISOString()).toBe("2026-03-01T15:30:00.000Z");
    expect(seoulTime(2026, 1, 1).toISOString()).toBe("2025-12-31T15:00:00.000Z");
  });

  it("round-trips through formatDateTime", () => {
    expect(formatDateTime(seoulTime(2026, 7, 15, 17, 5, 9))).toBe("2026-07-15 17:05:09");
  });
});

describe("seoulDayStart", () => {
  it("reads a YYYY-MM-DD day as Seoul midnight, optionally some days later", () => {
    expect(seoulDayStart("2026-03-01").toISOString()).toBe("2026-02-28T15:00:00.000Z");
    expect(seoulDayStart("2026-03-01", 1).toISOString()).toBe("2026-03-01T15:00:00.000Z");
    expect(seoulDayStart("2026-12-31", 1).toISOString()).toBe("2026-12-31T15:00:00.000Z");
    expect(seoulDayStart("2026-03-01", -1).toISOString()).toBe("2026-02-27T15:00:00.000Z");
  });

  it("takes the Seoul day that contains an instant, even when UTC is still on the day before", () => {
    expect(seoulDayStart(new Date("2026-03-01T01:00:00Z")).toISOString()).toBe("2026-02-28T15:00:00.000Z");
    expect(seoulDayStart(new Date("2026-03-01T15:00:00Z")).toISOString()).toBe("2026-03-01T15:00:00.000Z");
    expect(seoulDayStart(new Date("2026-03-01T14:59:59.999Z")).toISOString()).toBe("2026-02-28T15:00:00.000Z");
    expect(seoulDayStart(new Date("2026-12-31T16:00:00Z"), 1).toISOString()).toBe("2027-01-01T15:00:00.000Z");
    expect(seoulDayStart(new Date("2026-03-01T01:00:00Z"), -400).toISOString()).toBe("2025-01-24T15:00:00.000Z");
  });
});

describe("seoulDayRange", () => {
  it("spans the whole Seoul calendar day that contains the instant", () => {
    const { start, end } = seoulDayRange(new Date("2026-03-01T16:30:00Z"));
    expect(start.toISOString()).toBe("2026-03-01T15:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-02T15:00:00.000Z");
  });
});

describe("parseSeoulDateTime", () => {
  it("reads wall-clock time as Asia/Seoul, as a datetime-local field sends it", () => {
    expect(parseSeoulDateTime("2026-03-02T10:00")?.toISOString()).toBe("2026-03-02T01:00:00.000Z");
    expect(parseSeoulDateTime("2026-03-02 10:00:30")?.toISOString()).toBe("2026-03-02T01:00:30.000Z");
    // Before 09:00 in Seoul it is still the day before in UTC.
    expect(parseSeoulDateTime("2026-01-01T00:00:00")?.toISOString()).toBe("2025-12-31T15:00:00.000Z");
  });

  it("reads an ISO 8601 instant with its offset as that instant", () => {
    expect(parseSeoulDateTime("2026-03-02T10:00:00+09:00")?.toISOString()).toBe("2026-03-02T01:00:00.000Z");
    expect(parseSeoulDateTime("2026-03-02T01:00:00.000Z")?.toISOString()).toBe("2026-03-02T01:00:00.000Z");
  });

  it("refuses days and hours the calendar does not have, and anything else", () => {
    for (const bad of ["2026-02-30T10:00", "2026-03-02T24:00", "2026-03-02T10:60", "2026-03-02", "tomorrow", ""]) {
      expect(parseSeoulDateTime(bad)).toBeNull();
    }
    expect(parseSeoulDateTime("2026-02-30T10:00:00Z")).toBeNull();
  });
});

describe("seoulInputValue", () => {
  it("gives an instant as the Seoul wall-clock value of a datetime-local field, seconds included", () => {
    expect(seoulInputValue(new Date("2026-03-02T01:00:00Z"))).toBe("2026-03-02T10:00:00");
    expect(seoulInputValue(new Date("2025-12-31T15:00:05Z"))).toBe("2026-01-01T00:00:05");
    expect(seoulInputValue(null)).toBe("");
  });

  it("round-trips through parseSeoulDateTime", () => {
    const at = new Date("2026-07-15T23:59:59Z");
    expect(parseSeoulDateTime(seoulInputValue(at))?.getTime()).toBe(at.getTime());
  });
});
