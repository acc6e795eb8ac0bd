import { Hono } from "hono";
import { textMessageSchema } from "../../../app/features/messaging/message-schema";
import { createSender, sendTextMessage } from "../../../app/features/messaging/messaging.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** POST /api/console/message `{ to, subject, message }`: a text message; same guard as e-mail. */
export const messageApi = new Hono<ApiEnv>()
  .use(requireArea("application"))
  .post("/", validate("json", textMessageSchema), async (c) => {
    const { db, env, now } = c.var.scope;
    const sent = await sendTextMessage(db, createSender(env, db, now), c.req.valid("json"), actorOf(c));
    return c.json(sent, 201);
  });
