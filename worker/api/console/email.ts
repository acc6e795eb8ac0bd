import { Hono } from "hono";
import { emailMessageSchema } from "../../../app/features/messaging/message-schema";
import { createSender, sendEmail } from "../../../app/features/messaging/messaging.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * POST /api/console/email `{ to, subject, html }` through the configured sender. Guarded by
 * the "application" area (console + application scope): messages go to applicants, whose
 * addresses only managers trusted with their data may use.
 */
export const emailApi = new Hono<ApiEnv>()
  .use(requireArea("application"))
  .post("/", validate("json", emailMessageSchema), async (c) => {
    const { db, env, now } = c.var.scope;
    const sent = await sendEmail(db, createSender(env, db, now), c.req.valid("json"), actorOf(c));
    return c.json(sent, 201);
  });
