import { Hono } from "hono";
import { passRoom, roomStatus } from "../../app/features/waiting-room/waiting-room.server";
import { appendCookies } from "../../app/lib/cookies";
import type { ApiEnv } from "./types";

/**
 * GET /api/v1/waiting-room: where the caller's ticket stands in the open round's room,
 * `{ admitted: true }` or `{ admitted: false, position, estimateSeconds, retryAfter }` (also
 * `{ admitted: true }` when no room is on). The waiting page's script polls it; asking keeps
 * the place (and, for a caller without a ticket, takes one at the back).
 */
export const waitingRoomApi = new Hono<ApiEnv>().get("/", async (c) => {
  const { setCookie, answer } = await passRoom(c.var.scope, c.req.raw, { poll: true });
  c.header("Cache-Control", "no-store");
  const status = roomStatus(answer);
  if (!status.admitted) c.header("Retry-After", String(status.retryAfter));
  const res = c.json(status);
  appendCookies(res.headers, [setCookie]);
  return res;
});
