import { Hono } from "hono";
import { logFilterSchema } from "../../../app/features/logs/log-filters";
import { auditJson, listAuditLog } from "../../../app/features/logs/logs.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";
import { requireArea } from "./guard";

/** GET /api/console/common/logs: the audit log, newest first, filtered and paginated (area "logs"). */
export const logsApi = new Hono<ApiEnv>()
  .use(requireArea("logs"))
  .get("/", validate("query", logFilterSchema), async (c) => {
    const page = await listAuditLog(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(auditJson) });
  });
