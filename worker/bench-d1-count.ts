import { withHeaders } from "../app/lib/response-headers";
import type { AppEnv } from "./env";

/**
 * The opening bench (`npm run bench -- --opening`) counts what each request asks of D1 for the
 * capacity model (docs/capacity.md): with this header a local or test deployment answers, in
 * the same header, its round trips to D1 (a batch is one), the statements in them and how many
 * of those write. Production never counts nor answers it.
 */
export const D1_COUNT_HEADER = "x-bench-d1";

export type D1Count = { calls: number; statements: number; writes: number };

const WRITE = /^\s*(insert|update|delete|replace)\b/i;

/** A prepared statement that counts itself when it runs (bind keeps counting). */
class CountedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    readonly sql: string,
    private readonly count: D1Count,
  ) {}

  bind(...values: unknown[]) {
    return new CountedStatement(this.inner.bind(...values), this.sql, this.count);
  }

  tally() {
    this.count.calls += 1;
    this.count.statements += 1;
    if (WRITE.test(this.sql)) this.count.writes += 1;
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
function countingDb(db: D1Database, count: D1Count): D1Database {
  const counted = {
    prepare: (sql: string) => new CountedStatement(db.prepare(sql), sql, count),
    batch: (statements: CountedStatement[]) => {
      count.calls += 1;
      count.statements += statements.length;
      for (const s of statements) {
        if (WRITE.test(s.sql)) count.writes += 1;
      }
      return db.batch(statements.map((s) => s.inner));
    },
    exec: (sql: string) => {
      count.calls += 1;
      return db.exec(sql);
    },
    withSession: (...args: Parameters<D1Database["withSession"]>) => db.withSession(...args),
    dump: () => db.dump(),
  };
  return counted as unknown as D1Database;
}

/**
 * When a local or test deployment is asked (the header "1"): the env with a D1 that counts,
 * and the count. Otherwise null, and the env is used as it is.
 */
export function benchD1Count<E extends { DB: D1Database }>(
  appEnv: Pick<AppEnv, "APP_ENV">,
  request: Request,
  env: E,
): { env: E; count: D1Count } | null {
  if (appEnv.APP_ENV === "production" || request.headers.get(D1_COUNT_HEADER) !== "1") return null;
  const count: D1Count = { calls: 0, statements: 0, writes: 0 };
  return { env: { ...env, DB: countingDb(env.DB, count) }, count };
}

/** The response with the count in its header: "calls=3; statements=5; writes=2". */
export function withD1Count(response: Response, count: D1Count): Response {
  return withHeaders(response, (h) =>
    h.set(D1_COUNT_HEADER, `calls=${count.calls}; statements=${count.statements}; writes=${count.writes}`),
  );
}
