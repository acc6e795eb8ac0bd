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
import { liveFigures, roomSettingsOf, saveRoomSettings } from "../../../app/features/waiting-room/room-console.server";
import { roomSettingsSchema } from "../../../app/features/waiting-room/room-settings-schema";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/application/schedules (area "schedules": the developer account only): the
 * rounds with their window, texts, state now and application count. POST creates, PUT
 * replaces, DELETE refuses a round that has applications (409). GET and PUT /:id/waiting-room
 * read and set the round's waiting room (`{ enabled, capacity, idleMinutes }`) with its figures.
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
  // The round's waiting room: its settings and the room's live figures (docs/waiting-room.md).
  .get("/:id/waiting-room", validate("param", idParam), async (c) => {
    const { db, env, now } = c.var.scope;
    const round = await getRoundForConsole(db, c.req.valid("param").id);
    return c.json({ settings: roomSettingsOf(round), figures: await liveFigures(env, round.id, now()) });
  })
  .put("/:id/waiting-room", validate("param", idParam), validate("json", roomSettingsSchema), async (c) => {
    const { db, env, now } = c.var.scope;
    const round = await saveRoomSettings(env, db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ settings: roomSettingsOf(round), figures: await liveFigures(env, round.id, now()) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteRound(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
