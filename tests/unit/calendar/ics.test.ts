import { describe, expect, it } from "vitest";
import { calendarEvent, calendarLinks } from "../../../app/features/calendar/calendar-events";
import { createT } from "../../../app/lib/i18n/client";
import { calendarFile, escapeText, foldLine } from "../../../app/lib/ics";
import ko from "../../../app/locales/ko/application";
import { parseIcs, seoulInstant } from "../../support/ics-parse";

const t = createT({ application: ko } as never);
const STAMP = new Date("2026-05-10T03:00:00Z");
// 2026-06-09 17:00 in Seoul.
const DEADLINE = new Date("2026-06-09T08:00:00Z");
const ROUND = {
  kind: "deadline",
  roundId: "r-2",
  roundTitle: "2차 입주자 모집; 청년, 신혼부부",
  at: DEADLINE,
} as const;

describe("calendar files (RFC 5545)", () => {
  it("writes the deadline in Asia/Seoul with its VTIMEZONE, a reminder a day before and the page", () => {
    const ics = parseIcs(calendarFile([calendarEvent(ROUND, t, "https://example.kr")], STAMP, "ko"));
    expect(ics.physical[0]).toBe("BEGIN:VCALENDAR");
    expect(ics.get("TZID").map((p) => p.value)).toEqual(["Asia/Seoul"]);
    expect(ics.get("TZOFFSETTO").map((p) => p.value)).toEqual(["+0900"]);
    const [end] = ics.get("DTEND");
    expect(end?.params.TZID).toBe("Asia/Seoul");
    expect(seoulInstant(end?.value ?? "")).toEqual(DEADLINE);
    expect(end?.value).toBe("20260609T170000");
    // The event's own DTSTART (the VTIMEZONE has one too, without TZID).
    const start = ics.get("DTSTART").find((p) => p.params.TZID === "Asia/Seoul");
    expect(seoulInstant(start?.value ?? "")).toEqual(new Date(DEADLINE.getTime() - 3_600_000));
    expect(ics.get("TRIGGER").map((p) => p.value)).toEqual(["-P1D"]);
    expect(ics.get("URL")[0]?.value).toBe("https://example.kr/application");
    expect(ics.get("DTSTAMP")[0]?.value).toBe("20260510T030000Z");
  });

  it("keeps the UID of a round's deadline from one download to the next, and apart from other events", () => {
    const uid = (date: Parameters<typeof calendarEvent>[0]) => calendarEvent(date, t).uid;
    expect(uid(ROUND)).toBe(uid({ ...ROUND, roundTitle: "다른 제목" }));
    expect(uid(ROUND)).not.toBe(uid({ ...ROUND, roundId: "r-3" }));
    expect(uid({ kind: "fix", at: DEADLINE })).toBe(uid({ kind: "fix", at: new Date(DEADLINE) }));
    expect(uid({ kind: "fix", at: DEADLINE })).not.toBe(uid(ROUND));
  });

  it("writes a round's result date at 10:00 Asia/Seoul with a stable UID and a reminder a day before", () => {
    const result = { kind: "result", roundId: "r-2", roundTitle: "2차 입주자 모집", date: "20260701" } as const;
    const ics = parseIcs(calendarFile([calendarEvent(result, t, "https://example.kr")], STAMP, "ko"));
    const start = ics.get("DTSTART").find((p) => p.params.TZID === "Asia/Seoul");
    expect(start?.value).toBe("20260701T100000");
    expect(seoulInstant(start?.value ?? "")).toEqual(new Date("2026-07-01T01:00:00Z"));
    const [end] = ics.get("DTEND");
    expect(end?.params.TZID).toBe("Asia/Seoul");
    expect(end?.value).toBe("20260701T110000");
    expect(ics.get("UID")[0]?.value).toBe("round-r-2-result@haneul-rental");
    expect(ics.get("SUMMARY")[0]?.value).toBe("[하늘채움 행복주택] 2차 입주자 모집 결과 발표");
    expect(ics.get("DESCRIPTION")[0]?.value).toContain("2026-07-01");
    expect(ics.get("TRIGGER").map((p) => p.value)).toEqual(["-P1D"]);
    expect(ics.get("URL")[0]?.value).toBe("https://example.kr/application/result");
    const uid = (date: Parameters<typeof calendarEvent>[0]) => calendarEvent(date, t).uid;
    expect(uid(result)).toBe(uid({ ...result, roundTitle: "다른 제목", date: "20260702" }));
    expect(uid(result)).not.toBe(uid(ROUND));
    expect(calendarLinks(result, t).ics).toBe("/calendar/result/r-2");
    expect(new URL(calendarLinks(result, t).google).searchParams.get("dates")).toBe(
      "20260701T010000Z/20260701T020000Z",
    );
  });

  it("escapes commas, semicolons, backslashes and line breaks in Korean text and reads them back", () => {
    const text = "하늘채움, 행복주택; 마감\\안내\n둘째 줄";
    expect(escapeText(text)).toBe("하늘채움\\, 행복주택\\; 마감\\\\안내\\n둘째 줄");
    const event = { ...calendarEvent(ROUND, t), description: text };
    const ics = parseIcs(calendarFile([event], STAMP, "ko"));
    expect(ics.get("DESCRIPTION")[0]?.value).toBe(text);
    expect(ics.get("SUMMARY")[0]?.value).toBe("[하늘채움 행복주택] 2차 입주자 모집; 청년, 신혼부부 청약 접수 마감");
  });

  it("folds long Korean lines at 75 octets of UTF-8 without splitting a character", () => {
    const line = `DESCRIPTION:${"가".repeat(60)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i ? part.slice(1) : part)).join("")).toBe(line);
    // Every physical line of a whole file, Korean description included, stays within 75 octets.
    const long = { ...calendarEvent(ROUND, t), description: "보완 서류를 기한까지 올려주세요. ".repeat(12) };
    expect(parseIcs(calendarFile([long], STAMP, "ko")).get("DESCRIPTION")[0]?.value).toBe(long.description);
  });

  it("gives the same event as a Google Calendar link in UTC", () => {
    const url = new URL(calendarLinks(ROUND, t).google);
    expect(url.origin + url.pathname).toBe("https://calendar.google.com/calendar/render");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("dates")).toBe("20260609T070000Z/20260609T080000Z");
    expect(url.searchParams.get("text")).toBe("[하늘채움 행복주택] 2차 입주자 모집; 청년, 신혼부부 청약 접수 마감");
    expect(url.searchParams.get("ctz")).toBe("Asia/Seoul");
    expect(calendarLinks(ROUND, t).ics).toBe("/calendar/deadline/r-2");
  });
});
