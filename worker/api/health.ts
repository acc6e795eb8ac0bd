import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { ApiEnv } from "./types";

type Check = "ok" | "down";

/** A store that throws or answers nothing usable is "down"; the reason is never shown. */
async function probe(check: () => Promise<boolean>): Promise<Check> {
  try {
    return (await check()) ? "ok" : "down";
  } catch {
    return "down";
  }
}

/**
 * GET /api/health: the worker answers and D1 runs a query. `?deep=1` (for monitors) also asks
 * R2 (a listing of at most one key, whose name is not shown) and answers 503 when either store
 * is down. Nothing but the states and the time is revealed.
 */
export const health = new Hono<ApiEnv>().get("/", async (c) => {
  const { db, files, now } = c.var.scope;
  const deep = c.req.query("deep") === "1";
  const [database, storage] = await Promise.all([
    probe(async () => (await db.get<{ ok: number }>(sql`select 1 as ok`))?.ok === 1),
    deep ? probe(async () => Array.isArray((await files.list({ limit: 1 })).objects)) : null,
  ]);
  c.header("Cache-Control", "no-store");
  const time = now().toISOString();
  if (!deep) return c.json({ status: "ok", database, time });
  const up = database === "ok" && storage === "ok";
  return c.json({ status: up ? "ok" : "down", database, storage, time }, up ? 200 : 503);
});
