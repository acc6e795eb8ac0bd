import { env } from "cloudflare:test";
import { eq, gt, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { bound, preparedBatch } from "../../../db/prepared";
import { rateLimits } from "../../../db/schema";

const db = createDb(env.DB);

describe("statements built once (db/prepared.ts)", () => {
  beforeEach(async () => {
    await db.delete(rateLimits);
  });

  it("builds its SQL once and binds each call's own values, on each call's own database", async () => {
    let builds = 0;
    const upsertAndRead = preparedBatch((built) => {
      builds += 1;
      return [
        built
          .insert(rateLimits)
          .values({
            key: sql.placeholder("key"),
            count: sql.placeholder("count"),
            windowStartedAt: sql.placeholder("at"),
          })
          .prepare(),
        built
          .select()
          .from(rateLimits)
          .where(eq(rateLimits.key, sql.placeholder("key")))
          .prepare(),
      ] as const;
    });
    const at = new Date("2026-05-10T03:00:00.123Z");
    const [, first] = await upsertAndRead(db, { key: "a", count: 1, at });
    const [, second] = await upsertAndRead(createDb(env.DB), { key: "b", count: 2, at: new Date(at.getTime() + 5) });
    expect(builds).toBe(1);
    // Each row as the builder maps it: the insert stored the Date as the timestamp column does.
    expect(first).toEqual([{ key: "a", count: 1, windowStartedAt: at }]);
    expect(second).toEqual([{ key: "b", count: 2, windowStartedAt: new Date(at.getTime() + 5) }]);
  });

  it("binds a timestamp in a condition as its column stores it (bound)", async () => {
    const at = new Date("2026-05-10T03:00:00Z");
    await db.insert(rateLimits).values([
      { key: "old", count: 1, windowStartedAt: at },
      { key: "new", count: 1, windowStartedAt: new Date(at.getTime() + 60_000) },
    ]);
    const since = preparedBatch(
      (built) =>
        [
          built
            .select({ key: rateLimits.key })
            .from(rateLimits)
            .where(gt(rateLimits.windowStartedAt, bound("since", rateLimits.windowStartedAt)))
            .prepare(),
        ] as const,
    );
    expect(await since(db, { since: at })).toEqual([[{ key: "new" }]]);
    expect(await since(db, { since: new Date(at.getTime() - 1) })).toEqual([[{ key: "old" }, { key: "new" }]]);
  });
});
