import { Hono } from "hono";
import { CONSOLE_AREAS, can } from "../../../app/features/auth/scopes";
import { subPasswordCheckSchema } from "../../../app/features/managers/manager-schema";
import { getManager, managerJson } from "../../../app/features/managers/managers.server";
import { verifySubPassword } from "../../../app/features/managers/sub-password.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/me: any console user (area "password": console or manager scope). GET answers who they are and which console areas
 * they may use; POST /verify checks their 2차 비밀번호 (204, or 403 when wrong, 429 while
 * locked after repeated failures), with an audit row either way.
 */
export const meApi = new Hono<ApiEnv>()
  .use(requireArea("password"))
  .get("/", async (c) => {
    const { db, env } = c.var.scope;
    const me = managerJson(await getManager(db, c.var.principal.managerId));
    const areas = CONSOLE_AREAS.filter((a) => can(c.var.principal, a, env.DEVELOPER_USERNAME));
    return c.json({ manager: me, areas });
  })
  .post("/verify", validate("json", subPasswordCheckSchema), async (c) => {
    const { origin, now } = actorOf(c);
    await verifySubPassword(c.var.scope.db, c.var.principal, c.req.valid("json").subPassword, origin, now);
    return c.body(null, 204);
  });
