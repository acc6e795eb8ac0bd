import { Hono } from "hono";
import { z } from "zod";
import { setCompetitionPublished } from "../../../app/features/competition/competition.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

const publishSchema = z.object({ published: z.boolean({ error: "validation.invalidInput" }) });

/**
 * PUT /api/console/application/competition/:roundId {published} (area "schedules", as the
 * rounds): publishes a round's competition rates (a snapshot of the counts now) or withdraws
 * them. Answers the publication, or `null` once withdrawn.
 */
export const consoleCompetitionApi = new Hono<ApiEnv>().put(
  "/:id",
  requireArea("schedules"),
  validate("param", idParam),
  validate("json", publishSchema),
  async (c) => {
    const publication = await setCompetitionPublished(
      c.var.scope.db,
      c.req.valid("param").id,
      c.req.valid("json").published,
      actorOf(c),
    );
    return c.json({
      publication: publication && { ...publication, publishedAt: publication.publishedAt.toISOString() },
    });
  },
);
