import { Hono } from "hono";
import { subPasswordCheckSchema } from "../../../app/features/managers/manager-schema";
import {
  approveOverride,
  listOpenOverrides,
  overrideJson,
} from "../../../app/features/publishing/publishing-overrides.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/publishing (area "publishing", any console manager): the leak scan's open
 * override requests (what was found where, never the data), and POST /:id/approve with the
 * approver's `subPassword`: not the requester's own, and only by a manager who may publish
 * that content (docs/product/publishing.md). Audited.
 */
export const consolePublishingApi = new Hono<ApiEnv>()
  .use(requireArea("publishing"))
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ overrides: (await listOpenOverrides(db, now())).map(overrideJson) });
  })
  .post("/:id/approve", validate("param", idParam), validate("json", subPasswordCheckSchema), async (c) => {
    const override = await approveOverride(
      c.var.scope.db,
      c.req.valid("param").id,
      c.req.valid("json").subPassword,
      actorOf(c),
    );
    return c.json({ override: overrideJson(override) });
  });
