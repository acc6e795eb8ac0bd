import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod/mini";
import type { Db } from "../../db/client";

/*
 * Paged lists, one way for every list (boards, logs, outbox, and what comes): `?page=` read
 * by one schema, one query pair run by `paginate()`, one result shape, drawn by
 * <Pagination> (app/components/pagination.tsx). The schemas are zod/mini because public
 * boards build on them (see app/lib/validation.ts why); extend them with `z.extend()`.
 */

/** One page of a list. `totalPages` is at least 1, so an empty list still has its page 1. */
export type Page<T> = { items: T[]; page: number; pageSize: number; total: number; totalPages: number };

/** `?page=`: a whole number from 1 (the default, also for an empty value). */
export const pageNumberSchema = z.pipe(
  z.transform((v: unknown): unknown => (v === "" || v === null ? undefined : v)),
  z._default(
    z.pipe(
      z.coerce.number({ error: "validation.page" }),
      z.int("validation.page").check(z.gte(1, "validation.page"), z.lte(100_000, "validation.page")),
    ),
    1,
  ),
);

/** The page-number query of a list API (400 for a bad one); extend it with a list's own filters. */
export const pageQuerySchema = z.object({ page: pageNumberSchema });

/** The page a page's URL asks for; a malformed `?page=` shows the first page rather than an error. */
export function pageOfUrl(url: string | URL): number {
  const parsed = pageNumberSchema.safeParse(new URL(url).searchParams.get("page"));
  return parsed.success ? parsed.data : 1;
}

/** A statement of a D1 batch that answers `R`. */
export type Query<R> = BatchItem<"sqlite"> & PromiseLike<R>;

/**
 * Runs one page of a list and its count in one D1 batch. `rows` gets the window to apply
 * (`.limit(limit).offset(offset)` after its own where and order); `count` is the same list
 * counted as `{ n }`.
 */
export async function paginate<T>(
  db: Db,
  { page, pageSize }: { page: number; pageSize: number },
  rows: (window: { limit: number; offset: number }) => Query<T[]>,
  count: Query<{ n: number }[]>,
): Promise<Page<T>> {
  const [items, totals] = (await db.batch([rows({ limit: pageSize, offset: (page - 1) * pageSize }), count])) as [
    T[],
    { n: number }[],
  ];
  const total = totals[0]?.n ?? 0;
  return { items, page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
