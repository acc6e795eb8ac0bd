import type { Context } from "hono";
import { z } from "zod";
import {
  createManagerSchema,
  subPasswordCheckSchema,
  updateManagerSchema,
} from "../../../app/features/managers/manager-schema";
import {
  adminActorOf,
  createManager,
  deleteManager,
  getManager,
  listManagers,
  managerJson,
  updateManager,
} from "../../../app/features/managers/managers.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { consoleApp } from "./admin-errors";
import { requireArea } from "./guard";

const idParam = z.object({ id: z.string().min(1).max(64) });

function adminActor(c: Context<ApiEnv>) {
  return adminActorOf(c.var.scope, c.req.raw, c.var.principal);
}

/** /api/console/managers: console accounts and their scopes (area "manager"). */
export const managersApi = consoleApp()
  .use(requireArea("manager"))
  .get("/", async (c) => c.json({ managers: (await listManagers(c.var.scope.db)).map(managerJson) }))
  .post("/", validate("json", createManagerSchema), async (c) => {
    const manager = await createManager(c.var.scope.db, c.req.valid("json"), adminActor(c));
    return c.json({ manager: managerJson(manager) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({ manager: managerJson(await getManager(c.var.scope.db, c.req.valid("param").id)) });
  })
  .put("/:id", validate("param", idParam), validate("json", updateManagerSchema), async (c) => {
    const manager = await updateManager(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), adminActor(c));
    return c.json({ manager: managerJson(manager) });
  })
  .delete("/:id", validate("param", idParam), validate("json", subPasswordCheckSchema), async (c) => {
    await deleteManager(c.var.scope.db, c.req.valid("param").id, c.req.valid("json").subPassword, adminActor(c));
    return c.body(null, 204);
  });
