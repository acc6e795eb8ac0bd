import { drizzle } from "drizzle-orm/d1";

export function createDb(d1: D1Database) {
  return drizzle(d1);
}

export type Db = ReturnType<typeof createDb>;

/** True when D1 refused a write for a UNIQUE constraint (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

/** True when D1 refused a write for a NOT NULL constraint (a conditional value left null on purpose). */
export function isNotNullViolation(error: unknown): boolean {
  return error instanceof Error && /NOT NULL constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`);
}

/** True when D1 refused a write for a FOREIGN KEY constraint (rows elsewhere still point at it). */
export function isForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof Error && /FOREIGN KEY constraint failed/i.test(`${error.message} ${String(error.cause ?? "")}`)
  );
}
