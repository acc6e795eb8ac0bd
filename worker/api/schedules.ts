import { Hono } from "hono";
import { shownSchedules } from "../../app/features/schedules/rounds.server";
import type { ApiEnv } from "./types";

/** GET /api/v1/application/schedules: the shown rounds with their state, decided on the server. */
export const schedulesApi = new Hono<ApiEnv>().get("/", async (c) => {
  const { db, now } = c.var.scope;
  return c.json(await shownSchedules(db, now()));
});
