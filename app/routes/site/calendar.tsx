import { z } from "zod";
import { loadRound } from "../../features/applications/application-records.server";
import { calendarEvent, type DeadlineDate } from "../../features/calendar/calendar-events";
import { contractSlot } from "../../features/contracts/contract-slots.server";
import { roundResultDate } from "../../features/selection/draw-results.server";
import { attachmentDisposition } from "../../lib/content-disposition";
import { scopeContext } from "../../lib/context";
import { formatDate } from "../../lib/format";
import type { TFunction } from "../../lib/i18n/client";
import { createI18n } from "../../lib/i18n/i18n.server";
import { HTML_LANG } from "../../lib/i18n/languages";
import { calendarFile } from "../../lib/ics";
import { fileNotFound } from "../../lib/not-found.server";
import type { Route } from "./+types/calendar";

/** A fix deadline: an instant in ms, from now's era to a few years on. */
const fixParam = z.coerce
  .number()
  .int()
  .min(Date.UTC(2020, 0, 1))
  .max(Date.UTC(2100, 0, 1));

/**
 * /calendar/deadline/:id (a round's application deadline), /calendar/result/:id (its
 * announced result date; 404 while it has none), /calendar/fix/:at (a fix deadline),
 * /calendar/winner/:at (a winner's documents deadline), /calendar/offer/:at (a promotion
 * offer's deadline) and /calendar/contract/:slotId (a contract appointment slot): one event as
 * an RFC 5545 .ics file in the visitor's language, with a reminder a day before. None holds
 * anything about the applicant (a slot is shared by everyone who booked it).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const scope = context.get(scopeContext);
  let date: DeadlineDate;
  let name: string;
  if (params.kind === "deadline") {
    const round = await loadRound(scope.db, params.id);
    if (!round?.shows) return fileNotFound();
    date = { kind: "deadline", roundId: round.id, roundTitle: round.title, at: round.deadAt };
    name = `deadline-round-${round.round}.ics`;
  } else if (params.kind === "result") {
    const round = await loadRound(scope.db, params.id);
    const resultDate = round?.shows ? await roundResultDate(scope.db, round.id) : null;
    if (!round || !resultDate) return fileNotFound();
    date = { kind: "result", roundId: round.id, roundTitle: round.title, date: resultDate };
    name = `result-round-${round.round}.ics`;
  } else if (params.kind === "fix" || params.kind === "winner" || params.kind === "offer") {
    const at = fixParam.safeParse(params.id);
    if (!at.success) return fileNotFound();
    date = { kind: params.kind, at: new Date(at.data) };
    name = `${params.kind}-deadline-${at.data}.ics`;
  } else if (params.kind === "contract") {
    const slot = await contractSlot(scope.db, params.id);
    if (!slot) return fileNotFound();
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
    return fileNotFound();
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
