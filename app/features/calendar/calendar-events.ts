import { formatDateTime } from "../../lib/format";
import type { TFunction } from "../../lib/i18n/client";
import { type CalendarEvent, googleCalendarUrl } from "../../lib/ics";

/*
 * The dates an applicant should not miss, as calendar events in the visitor's language:
 * a round's application deadline and a document's fix deadline. Client-safe: the pages draw
 * the Google Calendar link from the same event the .ics route (/calendar/...) serves.
 */

export type DeadlineDate =
  | { kind: "deadline"; roundId: string; roundTitle: string; at: Date }
  | { kind: "fix"; at: Date };

export const CALENDAR_PATH = "/calendar";

/** Each event lasts the hour up to its deadline, so a calendar shows it ending on time. */
const HOUR_MS = 60 * 60 * 1000;

/** The .ics address of a date: stable, and holding nothing about the applicant. */
export function calendarPath(date: DeadlineDate): string {
  return date.kind === "deadline"
    ? `${CALENDAR_PATH}/deadline/${encodeURIComponent(date.roundId)}`
    : `${CALENDAR_PATH}/fix/${date.at.getTime()}`;
}

/** The event of a date; `origin` adds the page to open (the .ics has it, a link needs none). */
export function calendarEvent(date: DeadlineDate, t: TFunction, origin?: string): CalendarEvent {
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
