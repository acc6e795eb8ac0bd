import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { configureRoom, openRoom } from "../../../app/features/waiting-room/waiting-room.server";
import type { RequestScope } from "../../../app/lib/context";
import { createDb } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { benchD1Count, D1_COUNT_HEADER } from "../../../worker/bench-d1-count";
import { createRequestScope } from "../../../worker/request-scope";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

/*
 * Which round's waiting room stands in front of the form: the rounds are read at most every
 * 5 s per isolate outside the tests, and the open one is decided on each request's clock.
 * The seeded round 2 is moved to open at NOW.
 */

const ROUND = "seed-round-2";

/** A request's scope as `appEnv` runs it at `at`, its D1 reads counted into `count`. */
function scopeAt(appEnv: "local" | "production" | "test", at: Date, count: { calls: number }): RequestScope {
  const counted = benchD1Count({ APP_ENV: "test" }, new Request(ORIGIN, { headers: { [D1_COUNT_HEADER]: "1" } }), env);
  if (!counted) throw new Error("not counted");
  const base = createRequestScope(new Request(ORIGIN), counted.env, { waitUntil: () => {} });
  const scope = { ...base, env: { ...base.env, APP_ENV: appEnv }, db: createDb(counted.env.DB), now: () => at };
  // Read the count when asked, not when made.
  Object.defineProperty(count, "calls", { get: () => counted.count.calls, configurable: true });
  return scope;
}

describe("the open round's waiting room, as each request finds it", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
    await db.update(rounds).set({ openAt: NOW, waitingRoom: true, waitingCapacity: 5 }).where(eq(rounds.id, ROUND));
  });

  it("reads the rounds once per 5 s in an isolate, and stands from the opening second on the request's clock", async () => {
    const before = { calls: 0 };
    // A second before the opening: no room yet (the round is not open), the rounds read once.
    expect(await openRoom(scopeAt("local", new Date(NOW.getTime() - 1_000), before))).toBeNull();
    expect(before.calls).toBe(1);
    // The opening second, within the 5 s: the rounds as kept, the room in front of the form.
    const after = { calls: 0 };
    expect(await openRoom(scopeAt("production", NOW, after))).toMatchObject({
      roundId: ROUND,
      config: { enabled: true, capacity: 5 },
    });
    expect(after.calls).toBe(0);
  });

  it("applies a console change at once in the isolate that saved it", async () => {
    const round = await db.update(rounds).set({ waitingCapacity: 9 }).where(eq(rounds.id, ROUND)).returning().get();
    if (!round) throw new Error("no round");
    await configureRoom(createRequestScope(new Request(ORIGIN), env, { waitUntil: () => {} }).env, round);
    const count = { calls: 0 };
    expect(await openRoom(scopeAt("local", NOW, count))).toMatchObject({ config: { capacity: 9 } });
    expect(count.calls).toBe(1);
  });

  it("reads the rounds on every request under the tests (APP_ENV=test)", async () => {
    for (let request = 0; request < 2; request++) {
      const count = { calls: 0 };
      expect(await openRoom(scopeAt("test", NOW, count))).toMatchObject({ roundId: ROUND });
      expect(count.calls).toBe(1);
    }
  });
});
