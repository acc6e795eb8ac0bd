import { formatDate, formatDateTime } from "../../lib/format";
import type { TFunction } from "../../lib/i18n/client";
import { type CalendarEvent, googleCalendarUrl } from "../../lib/ics";
import { RESULT_PATH, WINNER_PATH } from "../applications/paths";
import { CONTRACT_PATH } from "../contracts/paths";

/*
 * The dates an applicant should not miss, as calendar events in the visitor's language:
 * a round's application deadline, its result announcement, a document's fix deadline and a
 * winner's contract appointment.
 * Client-safe: the pages draw the Google Calendar link from the same event the .ics route
 * (/calendar/...) serves.
 */

export type DeadlineDate =
  | { kind: "deadline"; roundId: string; roundTitle: string; at: Date }
  | { kind: "fix"; at: Date }
  /** The winners' documents deadline, and a promotion offer's answer deadline (docs/product/after-draw.md). */
  | { kind: "winner"; at: Date }
  | { kind: "offer"; at: Date }
  /** `date`: the round's announced result date, YYYYMMDD (round_draws.result_date). */
  | { kind: "result"; roundId: string; roundTitle: string; date: string }
  /** A contract appointment slot (계약 예약): when and where, nothing about who booked it. */
  | { kind: "contract"; slotId: string; roundTitle: string; start: Date; end: Date; place: string };

export const CALENDAR_PATH = "/calendar";

/** A deadline's event lasts the hour up to it, so a calendar shows it ending on time. */
const HOUR_MS = 60 * 60 * 1000;

/**
 * The result date has no time of day: its event is 10:00–11:00 Asia/Seoul on that date rather
 * than an all-day event: the reminder a day before then
 * comes at 10:00 like the deadlines' instead of at midnight, and the .ics and the Google link
 * keep one shape (DTSTART/DTEND with TZID, UTC dates).
 */
const RESULT_HOUR_SEOUL = 10;

/** 10:00 Asia/Seoul of a YYYYMMDD date (Seoul is UTC+9 all year). */
export function resultStart(date: string): Date {
  const [y, m, d] = [date.slice(0, 4), date.slice(4, 6), date.slice(6, 8)].map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, RESULT_HOUR_SEOUL - 9));
}

/** The .ics address of a date: stable, and holding nothing about the applicant. */
export function calendarPath(date: DeadlineDate): string {
  if (date.kind === "fix" || date.kind === "winner" || date.kind === "offer") {
    return `${CALENDAR_PATH}/${date.kind}/${date.at.getTime()}`;
  }
  if (date.kind === "contract") return `${CALENDAR_PATH}/contract/${encodeURIComponent(date.slotId)}`;
  return `${CALENDAR_PATH}/${date.kind}/${encodeURIComponent(date.roundId)}`;
}

/** The event of a date; `origin` adds the page to open (the .ics has it, a link needs none). */
export function calendarEvent(date: DeadlineDate, t: TFunction, origin?: string): CalendarEvent {
  if (date.kind === "result") {
    const start = resultStart(date.date);
    const day = formatDate(start);
    return {
      start,
      end: new Date(start.getTime() + HOUR_MS),
      uid: `round-${date.roundId}-result@haneul-rental`,
      title: t("application.calendar.resultTitle", { round: date.roundTitle }),
      description: t("application.calendar.resultText", { round: date.roundTitle, date: day }),
      url: origin ? `${origin}${RESULT_PATH}` : undefined,
      alarm: t("application.calendar.resultAlarm", { date: day }),
    };
  }
  if (date.kind === "contract") {
    const at = formatDateTime(date.start).slice(0, 16);
    return {
      start: date.start,
      end: date.end,
      uid: `contract-${date.slotId}@haneul-rental`,
      title: t("application.calendar.contractTitle", { round: date.roundTitle }),
      description: t("application.calendar.contractText", { round: date.roundTitle, at, place: date.place }),
      url: origin ? `${origin}${CONTRACT_PATH}` : undefined,
      alarm: t("application.calendar.contractAlarm", { at, place: date.place }),
    };
  }
  const at = formatDateTime(date.at);
  const common = { start: new Date(date.at.getTime() - HOUR_MS), end: date.at };
  if (date.kind === "deadline") {
    return {
      ...common,
      uid: `round-${date.roundId}-deadline@haneul-rental`,
      title: t("application.calendar.deadlineTitle", { round: date.roundTitle }),
      description: t("application.calendar.deadlineText", { round: date.roundTitle, at }),
      url: origin ? `${origin}/application` : undefined,
      alarm: t("application.calendar.alarm", { at }),
    };
  }
  if (date.kind === "winner" || date.kind === "offer") {
    return {
      ...common,
      uid: `${date.kind}-${date.at.getTime()}@haneul-rental`,
      title: t(`application.calendar.${date.kind}Title`),
      description: t(`application.calendar.${date.kind}Text`, { at }),
      url: origin ? `${origin}${WINNER_PATH}` : undefined,
      alarm: t("application.calendar.alarm", { at }),
    };
  }
  return {
    ...common,
    uid: `fix-${date.at.getTime()}@haneul-rental`,
    title: t("application.calendar.fixTitle"),
    description: t("application.calendar.fixText", { at }),
    url: origin ? `${origin}/form/application-fix` : undefined,
    alarm: t("application.calendar.alarm", { at }),
  };
}

/** The two ways to add a date: the .ics file and Google Calendar. */
export function calendarLinks(date: DeadlineDate, t: TFunction) {
  return { ics: calendarPath(date), google: googleCalendarUrl(calendarEvent(date, t)) };
}
