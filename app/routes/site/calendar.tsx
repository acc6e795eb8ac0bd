import { z } from "zod";
import { loadRound } from "../../features/applications/application-records.server";
import { calendarEvent, type DeadlineDate } from "../../features/calendar/calendar-events";
import { attachmentDisposition } from "../../features/content/content-disposition";
import { contractSlot } from "../../features/contracts/contract-slots.server";
import { roundResultDate } from "../../features/selection/draw-results.server";
import { scopeContext } from "../../lib/context";
import { formatDate } from "../../lib/format";
import type { TFunction } from "../../lib/i18n/client";
import { createI18n } from "../../lib/i18n/i18n.server";
import { HTML_LANG } from "../../lib/i18n/languages";
import { calendarFile } from "../../lib/ics";
import type { Route } from "./+types/calendar";

/** A fix deadline: an instant in ms, from now's era to a few years on. */
const fixParam = z.coerce
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1))
  .max(Date.UTC(2100, 0, 1));

/**
 * /calendar/deadline/:id (a round's application deadline), /calendar/result/:id (its
 * announced result date; 404 while it has none), /calendar/fix/:at (a fix deadline) and
 * /calendar/contract/:slotId (a contract appointment slot): one event as an RFC 5545 .ics file
 * in the visitor's language, with a reminder a day before. None holds anything about the
 * applicant (a slot is shared by everyone who booked it).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const scope = context.get(scopeContext);
  const notFound = () => new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } });
  let date: DeadlineDate;
  let name: string;
  if (params.kind === "deadline") {
    const round = await loadRound(scope.db, params.id);
    if (!round?.shows) return notFound();
    date = { kind: "deadline", roundId: round.id, roundTitle: round.title, at: round.deadAt };
    name = `deadline-round-${round.round}.ics`;
  } else if (params.kind === "result") {
    const round = await loadRound(scope.db, params.id);
    const resultDate = round?.shows ? await roundResultDate(scope.db, round.id) : null;
    if (!round || !resultDate) return notFound();
    date = { kind: "result", roundId: round.id, roundTitle: round.title, date: resultDate };
    name = `result-round-${round.round}.ics`;
  } else if (params.kind === "fix") {
    const at = fixParam.safeParse(params.id);
    if (!at.success) return notFound();
    date = { kind: "fix", at: new Date(at.data) };
    name = `fix-deadline-${at.data}.ics`;
  } else if (params.kind === "contract") {
    const slot = await contractSlot(scope.db, params.id);
    if (!slot) return notFound();
    date = {
      kind: "contract",
      slotId: slot.id,
      roundTitle: slot.roundTitle,
      start: slot.startsAt,
      end: slot.endsAt,
      place: slot.place,
    };
    name = `contract-${formatDate(slot.startsAt)}.ics`;
  } else {
    return notFound();
  }
  const i18n = createI18n(scope.lang);
  const t: TFunction = (key, vars) => i18n.t(key, vars ?? {});
  const event = calendarEvent(date, t, new URL(request.url).origin);
  return new Response(calendarFile([event], scope.now(), HTML_LANG[scope.lang]), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": attachmentDisposition(name),
      "cache-control": "private, no-cache",
    },
  });
}
