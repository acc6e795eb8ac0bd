import { Hono } from "hono";
import {
  createManagerSchema,
  subPasswordCheckSchema,
  updateManagerSchema,
} from "../../../app/features/managers/manager-schema";
import {
  createManager,
  deleteManager,
  getManager,
  listManagers,
  managerJson,
  updateManager,
} from "../../../app/features/managers/managers.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/** /api/console/managers: console accounts and their scopes (area "manager"). */
export const managersApi = new Hono<ApiEnv>()
  .use(requireArea("manager"))
  .get("/", async (c) => c.json({ managers: (await listManagers(c.var.scope.db)).map(managerJson) }))
  .post("/", validate("json", createManagerSchema), async (c) => {
    const manager = await createManager(c.var.scope.db, c.req.valid("json"), actorOf(c));
    return c.json({ manager: managerJson(manager) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({ manager: managerJson(await getManager(c.var.scope.db, c.req.valid("param").id)) });
  })
  .put("/:id", validate("param", idParam), validate("json", updateManagerSchema), async (c) => {
    const manager = await updateManager(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ manager: managerJson(manager) });
  })
  .delete("/:id", validate("param", idParam), validate("json", subPasswordCheckSchema), async (c) => {
    await deleteManager(c.var.scope.db, c.req.valid("param").id, c.req.valid("json").subPassword, actorOf(c));
    return c.body(null, 204);
  });
