import { data, redirect } from "react-router";
import type { RoomStatus } from "../features/waiting-room/room";
import { passRoom, returnPath, roomStatus, WAITING_PATH } from "../features/waiting-room/waiting-room.server";
import type { RequestScope } from "../lib/context";
import { appendCookies } from "../lib/cookies";
import { DomainError } from "../lib/domain-error";
import { errorTranslator } from "../lib/form-failure.server";

export type WaitingData = {
  back: string;
  self: string;
  /** Waiting; null when this client was refused a number (`limited` says why). */
  status: Extract<RoomStatus, { admitted: false }> | null;
  limited: string | null;
};

/**
 * GET /form/application/waiting?return=: asking keeps the ticket's place (a newcomer takes
 * one at the back); admitted, or no room in front of the form now, on to the page asked for
 * (a path of the form only). The ticket cookie rides on either answer. A client past its
 * limit of new numbers gets the page with the limit's message (429) and no number.
 */
export async function waitingLoader(scope: RequestScope, request: Request) {
  const back = returnPath(new URL(request.url).searchParams.get("return"));
  const self = `${WAITING_PATH}?return=${encodeURIComponent(back)}`;
  const headers = new Headers({ "Cache-Control": "no-store" });
  let passage: Awaited<ReturnType<typeof passRoom>>;
  try {
    passage = await passRoom(scope, request, { poll: true });
  } catch (error) {
    if (!(error instanceof DomainError) || error.status !== 429) throw error;
    const limited = errorTranslator(scope.lang)(`errors.${error.code}`);
    return data<WaitingData>({ back, self, status: null, limited }, { status: 429, headers });
  }
  appendCookies(headers, [passage.setCookie]);
  const status = roomStatus(passage.answer);
  if (status.admitted) throw redirect(back, { status: 303, headers });
  return data<WaitingData>({ back, self, status, limited: null }, { headers });
}
