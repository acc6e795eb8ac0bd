import { data, redirect } from "react-router";
import type { RoomStatus } from "../features/waiting-room/room";
import { passRoom, returnPath, roomStatus, WAITING_PATH } from "../features/waiting-room/waiting-room.server";
import type { RequestScope } from "../lib/context";

export type WaitingData = { back: string; self: string; status: Extract<RoomStatus, { admitted: false }> };

/**
 * GET /form/application/waiting?return=: asking keeps the ticket's place (a newcomer takes
 * one at the back); admitted, or no room in front of the form now, on to the page asked for
 * (a path of the form only). The ticket cookie rides on either answer.
 */
export async function waitingLoader(scope: RequestScope, request: Request) {
  const back = returnPath(new URL(request.url).searchParams.get("return"));
  const { setCookie, answer } = await passRoom(scope, request);
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (setCookie) headers.append("Set-Cookie", setCookie);
  const status = roomStatus(answer);
  if (status.admitted) throw redirect(back, { status: 303, headers });
  const self = `${WAITING_PATH}?return=${encodeURIComponent(back)}`;
  return data<WaitingData>({ back, self, status }, { headers });
}
