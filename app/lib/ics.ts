/*
 * iCalendar (RFC 5545) files and Google Calendar links for a few fixed events (a round's
 * deadline, a fix deadline). Client-safe and dependency-free. Times are written in
 * Asia/Seoul with its VTIMEZONE (Korea keeps no daylight saving time: +09:00 all year).
 */

export const SEOUL_TZID = "Asia/Seoul";
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;

export type CalendarEvent = {
  /** Stable across downloads, so a calendar updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  title: string;
  description: string;
  url?: string;
  /** The reminder's text (shown a day before the start). */
  alarm: string;
};

const pad = (n: number) => String(n).padStart(2, "0");

/** 20260301T180000: the Seoul wall-clock time of an instant. */
export function seoulLocal(date: Date): string {
  const d = new Date(date.getTime() + SEOUL_OFFSET_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

/** 20260301T090000Z. */
export function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/**
 * A content line folded so no line is longer than 75 octets of UTF-8 (RFC 5545 §3.1): a
 * continuation starts with one space, and a character (a Korean syllable is 3 octets) is
 * never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const n = octets(char);
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SEOUL_TZID}`,
  "BEGIN:STANDARD",
  "DTSTART:19700101T000000",
  "TZOFFSETFROM:+0900",
  "TZOFFSETTO:+0900",
  "TZNAME:KST",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** A VCALENDAR holding the events, CRLF line ends, lines folded. */
export function calendarFile(events: CalendarEvent[], stamp: Date, lang: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Haneul Rental//Application dates//KO",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...VTIMEZONE,
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utcStamp(stamp)}`,
      `DTSTART;TZID=${SEOUL_TZID}:${seoulLocal(e.start)}`,
      `DTEND;TZID=${SEOUL_TZID}:${seoulLocal(e.end)}`,
      `SUMMARY;LANGUAGE=${lang}:${escapeText(e.title)}`,
      `DESCRIPTION;LANGUAGE=${lang}:${escapeText(e.description)}`,
      ...(e.url ? [`URL:${e.url}`] : []),
      "BEGIN:VALARM",
      "ACTION:DISPLAY",
      `DESCRIPTION:${escapeText(e.alarm)}`,
      "TRIGGER:-P1D",
      "END:VALARM",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The same event as a Google Calendar "add event" link (times in UTC, shown in Seoul time). */
export function googleCalendarUrl(e: Pick<CalendarEvent, "start" | "end" | "title" | "description">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: e.title,
    dates: `${utcStamp(e.start)}/${utcStamp(e.end)}`,
    details: e.description,
    ctz: SEOUL_TZID,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}
