import {
  abortAllDurableObjects,
  applyD1Migrations,
  env,
  listDurableObjectIds,
  runInDurableObject,
} from "cloudflare:test";

// Every test file starts from the real migrations applied to a fresh D1, an empty R2 and no
// waiting room. The files of one vitest worker share one Miniflare (`isolate: false` in
// vitest.config.ts: starting one per file cost more than the tests), so this empties what
// the worker's earlier files left. Module state lives on between a worker's files, the page
// cache's pages included: a file that serves pages through it uses a build id of its own.
for (const id of await listDurableObjectIds(env.WAITING_ROOM)) {
  await runInDurableObject(env.WAITING_ROOM.get(id), (_, state) => state.storage.deleteAll());
}
await abortAllDurableObjects();

for (let listed = await env.FILES.list(); listed.objects.length; listed = await env.FILES.list()) {
  await env.FILES.delete(listed.objects.map((o) => o.key));
}

// Triggers and views first, then each table once no remaining table refers to it.
const { results } = await env.DB.prepare(
  `select type, name, sql from sqlite_master
   where type in ('table', 'view', 'trigger') and name not like 'sqlite_%' and name not like '_cf_%'`,
).all<{ type: string; name: string; sql: string }>();
const drops = [...results.filter((r) => r.type === "trigger"), ...results.filter((r) => r.type === "view")];
let tables = results.filter((r) => r.type === "table");
const parentsOf = (sql: string) => [...sql.matchAll(/references\s+[`"']?(\w+)/gi)].map((m) => m[1]);
while (tables.length) {
  const referred = new Set(tables.flatMap((t) => parentsOf(t.sql).filter((p) => p !== t.name)));
  const free = tables.filter((t) => !referred.has(t.name));
  if (!free.length) throw new Error(`tables refer to each other: ${tables.map((t) => t.name).join(", ")}`);
  drops.push(...free);
  tables = tables.filter((t) => referred.has(t.name));
}
if (drops.length) {
  await env.DB.batch([
    env.DB.prepare("PRAGMA defer_foreign_keys = on"),
    ...drops.map((r) => env.DB.prepare(`DROP ${r.type.toUpperCase()} "${r.name}"`)),
  ]);
}
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
