import { useT } from "../../lib/i18n/client";
import { calendarLinks, type DeadlineDate } from "./calendar-events";

/**
 * "Add to calendar" for one date: a .ics file (Apple, Outlook, Samsung… calendars, with a
 * reminder a day before) and a Google Calendar link. Plain links: they work without
 * JavaScript and from the keyboard. The sections it renders: CALENDAR_SECTIONS.
 */
export function AddToCalendar({ date, label }: { date: DeadlineDate; label: string }) {
  const t = useT();
  const links = calendarLinks(date, t);
  return (
    <p className="add-to-calendar">
      <span>{label}</span>{" "}
      <a href={links.ics} download className="add-to-calendar__link">
        {t("application.calendar.ics")}
      </a>{" "}
      <a href={links.google} target="_blank" rel="noopener noreferrer" className="add-to-calendar__link">
        {t("application.calendar.google")}
        <span className="visually-hidden"> {t("application.calendar.newWindow")}</span>
      </a>
    </p>
  );
}

/** The translation section AddToCalendar renders. */
export const CALENDAR_SECTIONS = ["application.calendar"] as const;
