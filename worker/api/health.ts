import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "./types";

export const health = new Hono<ApiEnv>().get("/", async (c) => {
  const { db, now } = c.var.scope;
  const row = await db.get<{ ok: number }>(sql`select 1 as ok`);
  return c.json({ status: "ok", database: row?.ok === 1 ? "ok" : "down", time: now().toISOString() });
});
