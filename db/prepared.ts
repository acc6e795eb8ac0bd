import { type Column, fillPlaceholders, Param, sql } from "drizzle-orm";
import type { Db } from "./client";

/** What a drizzle query's `.prepare()` answers: its SQL with placeholders, and its row mapping. */
type Prepared = {
  getQuery(): { sql: string; params: unknown[] };
  mapResult(response: unknown, isFromBatch?: boolean): unknown;
  all(placeholders?: Record<string, unknown>): Promise<unknown>;
};

type AllOf<Q> = Q extends { all(placeholders?: Record<string, unknown>): Promise<infer R> } ? R : never;

/**
 * Statements whose SQL drizzle builds once per isolate, from builders given
 * `sql.placeholder(name)` for their values, and that D1 then runs as one batch on each call's
 * own database with that call's values. Building a select walks each of its columns through
 * drizzle's type checks, which on the applicant's hottest reads cost more CPU than D1's answer;
 * the SQL and the mapping of rows are the builder's own. Only the built SQL and the mapping are
 * kept: the statements are prepared and bound on the database each call is given.
 *
 * Built once means a value the builder makes itself is made once too: a column's `$defaultFn`
 * or `$onUpdateFn` (ids, `updatedAt`) must be given its own placeholder. A placeholder in an
 * insert's values is stored as its column stores values (a Date as a timestamp); anywhere else
 * (a condition, an update's `set` in `sql`) it is bound as it is given, so a timestamp there
 * takes `bound(name, column)`.
 */
export function preparedBatch<T extends readonly Prepared[]>(build: (db: Db) => T) {
  let made: T | null = null;
  /** `also`: statements of the caller's, built as usual, run after these in the same batch (their rows unread). */
  return async (
    db: Db,
    values: Record<string, unknown>,
    also: readonly Built[] = [],
  ): Promise<{ -readonly [K in keyof T]: AllOf<T[K]> }> => {
    made ??= build(db);
    const queries = made;
    const client = db.$client;
    const statements = queries.map((q) => {
      const { sql, params } = q.getQuery();
      return client.prepare(sql).bind(...fillPlaceholders(params, values));
    });
    for (const q of also) {
      const { sql, params } = q.toSQL();
      statements.push(client.prepare(sql).bind(...params));
    }
    const results = await client.batch(statements);
    return queries.map((q, i) => q.mapResult(results[i], true)) as { -readonly [K in keyof T]: AllOf<T[K]> };
  };
}

/** A drizzle statement built as usual: its SQL and its values, ready to bind. */
type Built = { toSQL(): { sql: string; params: unknown[] } };

/**
 * A placeholder bound as `column` stores its values (a Date for a timestamp column), and null
 * as NULL: for a condition, an update's `set` (wrapped in `sql`) and a nullable column anywhere
 * (drizzle's own placeholder would store a null boolean as 0 and a null JSON value as the text
 * "null").
 */
export function bound(name: string, column: Column) {
  return new Param(sql.placeholder(name), {
    mapToDriverValue: (value: unknown) => (value === null ? null : column.mapToDriverValue(value)),
  });
}

/** One statement built once (a preparedBatch of one): answers its rows. */
export function preparedRows<Q extends Prepared>(build: (db: Db) => Q) {
  const batch = preparedBatch((db) => [build(db)] as const);
  return async (db: Db, values: Record<string, unknown>): Promise<AllOf<Q>> => (await batch(db, values))[0];
}
