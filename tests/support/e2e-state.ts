import { readdirSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as delay } from "node:timers/promises";

/**
 * Runs SQL against the D1 of the worker this browser-test file is served by (the broker in
 * scripts/e2e-servers.mjs puts its state folder in E2E_STATE), for what no page can do yet or
 * only another issue's screens can (an application for the schedules test, a manager flagging
 * a document), or against another state folder (`state`, e.g. the one `npm run setup` wrote).
 * Answers the first statement's rows.
 *
 * Local D1 is one SQLite file in the state folder, which the running server keeps open: this
 * opens it too, as `wrangler d1 execute --local` would, without starting a Miniflare of its own
 * for each statement. The statements run in one write transaction, which waits (up to 30 s) for
 * the server's own to end rather than failing busy.
 */
export async function executeSql(
  sql: string,
  { state = process.env.E2E_STATE }: { state?: string } = {},
): Promise<Record<string, unknown>[]> {
  if (!state) throw new Error("E2E_STATE is not set: run the browser tests with npm run test:e2e");
  const db = new DatabaseSync(d1File(state), { timeout: 30_000 });
  try {
    db.exec("BEGIN IMMEDIATE");
    try {
      const results = statements(sql).map((s) => db.prepare(s).all());
      db.exec("COMMIT");
      // Plain objects (node:sqlite's rows have no prototype), for deepStrictEqual.
      return (results[0] ?? []).map((row) => ({ ...row }));
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  } finally {
    db.close();
  }
}

/** The D1 database's file in a wrangler state folder (`--persist-to`): the one that is not Miniflare's index. */
function d1File(state: string): string {
  const folder = `${state}/v3/d1/miniflare-D1DatabaseObject`;
  const files = readdirSync(folder).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${folder}, found ${files.length}`);
  return `${folder}/${files[0]}`;
}

/**
 * The statements of `sql`, split on the semicolons outside quotes and comments (SQLite's
 * prepare compiles only the first statement of a string and ignores the rest).
 */
export function statements(sql: string): string[] {
  const out: string[] = [];
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"' || c === "`") {
      quote = c;
    } else if (c === "[") {
      quote = "]";
    } else if (c === "-" && sql[i + 1] === "-") {
      const end = sql.indexOf("\n", i);
      i = end === -1 ? sql.length : end;
    } else if (c === "/" && sql[i + 1] === "*") {
      const end = sql.indexOf("*/", i + 2);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === ";") {
      out.push(sql.slice(start, i));
      start = i + 1;
    }
  }
  out.push(sql.slice(start));
  return out.map((s) => s.trim()).filter((s) => s.length > 0);
}

/** Waits until GET `url` answers 200 (a server a test started itself), or throws after `ms`. */
export async function untilAnswering(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  const answers = () =>
    fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
  while (!(await answers())) {
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await delay(250);
  }
}
