import { useT } from "../../../lib/i18n/client";
import { AddToCalendar } from "../../calendar/add-to-calendar";
import type { ApplicationView } from "../views";

/**
 * A receipt's "add to calendar" links: the round's deadline while the round is not closed, and
 * its result date once the draw has one (also after the round closed). Never printed.
 */
export function RoundCalendarLinks({ round }: { round: ApplicationView["round"] }) {
  const t = useT();
  return (
    <>
      {round.state !== "closed" && (
        <div className="no-print">
          <AddToCalendar
            label={t("application.calendar.addDeadline")}
            date={{ kind: "deadline", roundId: round.id, roundTitle: round.title, at: new Date(round.deadAt) }}
          />
        </div>
      )}
      {round.resultDate && (
        <div className="no-print">
          <AddToCalendar
            label={t("application.calendar.addResult")}
            date={{ kind: "result", roundId: round.id, roundTitle: round.title, date: round.resultDate }}
          />
        </div>
      )}
    </>
  );
}
