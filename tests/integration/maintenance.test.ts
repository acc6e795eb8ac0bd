import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runDailyMaintenance } from "../../app/features/maintenance/daily.server";
import { createDb } from "../../db/client";
import { auditLog, loginAttempts, rateLimits, refreshTokens } from "../../db/schema";
import { createManager } from "../support/console";

const DAY = 86_400_000;

describe("the daily maintenance job", () => {
  it("removes expired audit rows, dead refresh tokens and idle login counters, and keeps the rest", async () => {
    const db = createDb(env.DB);
    const now = new Date("2026-11-22T18:00:00Z");
    const managerId = await createManager(env, { username: "maint", scope: ["console"] });
    await db.insert(auditLog).values([
      { actor: "old", action: "record.update", at: new Date(now.getTime() - 800 * DAY) },
      { actor: "young", action: "record.update", at: new Date(now.getTime() - 10 * DAY) },
    ]);
    const token = (hash: string, absoluteDays: number) => ({
      managerId,
      familyId: hash,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + absoluteDays * DAY),
      absoluteExpiresAt: new Date(now.getTime() + absoluteDays * DAY),
    });
    await db.insert(refreshTokens).values([token("dead", -1), token("alive", 3)]);
    await db.insert(loginAttempts).values([
      { key: "user:idle", failures: 2, windowStartedAt: new Date(now.getTime() - 2 * DAY) },
      { key: "user:recent", failures: 2, windowStartedAt: new Date(now.getTime() - 60_000) },
      {
        key: "user:locked",
        failures: 5,
        windowStartedAt: new Date(now.getTime() - 2 * DAY),
        lockedUntil: new Date(now.getTime() + 60_000),
      },
    ]);

    await db.insert(rateLimits).values([
      { key: "board-write:idle", count: 4, windowStartedAt: new Date(now.getTime() - 2 * DAY) },
      { key: "board-write:recent", count: 4, windowStartedAt: new Date(now.getTime() - 60 * 60_000) },
    ]);

    const result = await runDailyMaintenance(db, now);

    expect(result).toEqual({ auditRows: 1, refreshTokens: 1, loginAttempts: 1, rateLimits: 1, verifications: 0 });
    expect((await db.select().from(rateLimits)).map((r) => r.key)).toEqual(["board-write:recent"]);
    expect((await db.select().from(refreshTokens)).map((r) => r.tokenHash)).toEqual(["alive"]);
    expect((await db.select().from(loginAttempts)).map((r) => r.key).sort()).toEqual(["user:locked", "user:recent"]);
    const actors = (await db.select().from(auditLog)).map((r) => r.actor);
    expect(actors).toContain("young");
    expect(actors).not.toContain("old");
  });
});
