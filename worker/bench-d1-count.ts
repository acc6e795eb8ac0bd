import { withHeaders } from "../app/lib/response-headers";
import type { AppEnv } from "./env";

/**
 * The opening bench (`npm run bench -- --opening`) counts what each request asks of D1 for the
 * capacity model (docs/capacity.md): with this header a local or test deployment answers, in
 * the same header, its round trips to D1 (a batch is one), the statements in them, how many
 * of those write, and how many reach the primary. Production never counts nor answers it.
 *
 * What reaches the primary, under D1's Sessions API (worker/d1-session.ts): every statement of a
 * round trip that writes; outside a session every statement; in a session started at the
 * primary its first round trip. The other reads a replica may serve (one that has the
 * session's writes; D1 may still send a read to the primary when no replica is fresh enough,
 * so this is what the design allows, not what a given moment gets).
 */
export const D1_COUNT_HEADER = "x-bench-d1";

export type D1Count = { calls: number; statements: number; writes: number; primary: number };

/** How the counted database is reached: directly (every query at the primary), or in a session. */
type Reach = { session: boolean; firstPrimary: boolean; calls: number };

/** Adds one round trip of `sqls` to the count. */
function tally(count: D1Count, reach: Reach, sqls: readonly string[]) {
  const writes = sqls.filter((sql) => WRITE.test(sql)).length;
  const atPrimary = writes > 0 || !reach.session || (reach.firstPrimary && reach.calls === 0);
  reach.calls += 1;
  count.calls += 1;
  count.statements += sqls.length;
  count.writes += writes;
  if (atPrimary) count.primary += sqls.length;
}

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/** A prepared statement that counts itself when it runs (bind keeps counting). */
class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    private readonly count: D1Count,
    private readonly reach: Reach,
  ) {}

  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), this.sql, this.count, this.reach);
  }

  tally() {
    tally(this.count, this.reach, [this.sql]);
  }

  // biome-ignore lint/suspicious/noExplicitAny: the binding's overloads, passed through as they are
  first(...args: any[]) {
    this.tally();
    return (this.inner.first as (...a: unknown[]) => unknown)(...args);
  }

  run() {
    this.tally();
    return this.inner.run();
  }

  all() {
    this.tally();
    return this.inner.all();
  }

  // biome-ignore lint/suspicious/noExplicitAny: the binding's overloads, passed through as they are
  raw(...args: any[]) {
    this.tally();
    return (this.inner.raw as (...a: unknown[]) => unknown)(...args);
  }
}

/** The database, counting every statement run through it into `count`. */
function countingDb(db: D1Database, count: D1Count, reach: Reach): D1Database {
  const counted = {
    prepare: (sql: string) => new CountedStatement(db.prepare(sql), sql, count, reach),
    batch: (statements: CountedStatement[]) => {
      tally(
        count,
        reach,
        statements.map((s) => s.sql),
      );
      return db.batch(statements.map((s) => s.inner));
    },
    exec: (sql: string) => {
      tally(count, reach, [sql]);
      return db.exec(sql);
    },
    withSession: (...args: Parameters<D1Database["withSession"]>) => db.withSession(...args),
    dump: () => db.dump(),
  };
  return counted as unknown as D1Database;
}

/**
 * The env with a D1 that counts into the returned count. The worker entry counts every
 * request this way for its log line (worker/request-log.ts): a wrapper and a counter per
 * statement, nothing else.
 */
export function countD1<E extends { DB: D1Database }>(
  env: E,
  session: { firstPrimary: boolean } | null = null,
): { env: E; count: D1Count } {
  const count: D1Count = { calls: 0, statements: 0, writes: 0, primary: 0 };
  const reach: Reach = { session: session !== null, firstPrimary: session?.firstPrimary ?? false, calls: 0 };
  return { env: { ...env, DB: countingDb(env.DB, count, reach) }, count };
}

/** Whether the bench asks this request for its count: only a local or test deployment answers. */
export function benchAsksD1Count(appEnv: Pick<AppEnv, "APP_ENV">, request: Request): boolean {
  return appEnv.APP_ENV !== "production" && request.headers.get(D1_COUNT_HEADER) === "1";
}

/**
 * When a local or test deployment is asked (the header "1"): the env with a D1 that counts,
 * and the count. Otherwise null, and the env is used as it is.
 */
export function benchD1Count<E extends { DB: D1Database }>(
  appEnv: Pick<AppEnv, "APP_ENV">,
  request: Request,
  env: E,
  session: { firstPrimary: boolean } | null = null,
): { env: E; count: D1Count } | null {
  return benchAsksD1Count(appEnv, request) ? countD1(env, session) : null;
}

/** The response with the count in its header: "calls=3; statements=5; writes=2; primary=3". */
export function withD1Count(response: Response, count: D1Count): Response {
  return withHeaders(response, (h) =>
    h.set(
      D1_COUNT_HEADER,
      `calls=${count.calls}; statements=${count.statements}; writes=${count.writes}; primary=${count.primary}`,
    ),
  );
}
