import { Hono } from "hono";
import { z } from "zod";
import { publicCompetition } from "../../app/features/competition/competition.server";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const querySchema = z.object({
  round: z.optional(
    z
      .string()
      .regex(/^[1-9]\d{0,3}$/, "validation.recordId")
      .transform(Number),
  ),
});

/**
 * GET /api/v1/application/competition?round=N: a shown round's competition rates as a
 * manager published them (`published: null` before), or without `round` the round visitors
 * see now. 404 for a round that does not exist or is hidden.
 */
export const competitionApi = new Hono<ApiEnv>().get("/", validate("query", querySchema), async (c) => {
  const { db, now } = c.var.scope;
  return c.json({ competition: await publicCompetition(db, now(), c.req.valid("query").round) });
});
