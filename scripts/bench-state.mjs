// The local D1 and R2 state a bench's server persisted, opened beside it through wrangler's
// getPlatformProxy (the seed opens it the same way): counts before and after a run, and the
// invariants (scripts/bench-invariants.ts). Nothing here is a route of the worker: the
// bucket is listed through the local simulator, never through the deployed site.
import { getPlatformProxy } from "wrangler";
import { checkInvariants, objectKeys } from "./bench-invariants.ts";

/** Runs `use(env)` with the DB and FILES bindings of the state under `persistTo`. */
export async function withState(persistTo, use) {
  const proxy = await getPlatformProxy({
    configPath: "wrangler.toml",
    persist: { path: `${persistTo}/v3` },
    remoteBindings: false,
  });
  try {
    return await use(proxy.env);
  } finally {
    await proxy.dispose();
  }
}

/**
 * Rows per table, indexes per table (each one more row D1 writes when an indexed row is
 * written), and the application objects in R2 (count and bytes).
 */
export async function census(env) {
  const tables = (
    await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
    ).all()
  ).results.map((r) => r.name);
  const rows = {};
  for (const name of tables) {
    const [r] = (await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).all()).results;
    rows[name] = r.n;
  }
  const indexes = Object.fromEntries(
    (
      await env.DB.prepare(
        "SELECT tbl_name AS name, count(*) AS n FROM sqlite_master WHERE type = 'index' GROUP BY tbl_name",
      ).all()
    ).results.map((r) => [r.name, r.n]),
  );
  let objects = 0;
  let bytes = 0;
  let cursor;
  do {
    const page = await env.FILES.list({ prefix: "applications/", cursor, limit: 1000 });
    for (const o of page.objects) {
      objects += 1;
      bytes += o.size;
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return { rows, indexes, objects, bytes };
}

export { checkInvariants, objectKeys };
