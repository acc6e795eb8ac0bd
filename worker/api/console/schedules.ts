import { Hono } from "hono";
import { roundSchema } from "../../../app/features/schedules/round-schema";
import {
  createRound,
  deleteRound,
  getRoundForConsole,
  listRoundsForConsole,
  roundJson,
  updateRound,
} from "../../../app/features/schedules/rounds-console.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/application/schedules (area "schedules": the developer account only): the
 * rounds with their window, texts, state now and application count. POST creates, PUT
 * replaces, DELETE refuses a round that has applications (409).
 */
export const consoleSchedulesApi = new Hono<ApiEnv>()
  .use(requireArea("schedules"))
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    const at = now();
    return c.json({ schedules: (await listRoundsForConsole(db)).map((r) => roundJson(r, at)) });
  })
  .post("/", validate("json", roundSchema), async (c) => {
    const actor = actorOf(c);
    const round = await createRound(c.var.scope.db, c.req.valid("json"), actor);
    return c.json({ schedule: roundJson(round, actor.now) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ schedule: roundJson(await getRoundForConsole(db, c.req.valid("param").id), now()) });
  })
  .put("/:id", validate("param", idParam), validate("json", roundSchema), async (c) => {
    const actor = actorOf(c);
    const round = await updateRound(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actor);
    return c.json({ schedule: roundJson(round, actor.now) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteRound(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
