import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { dailyJob } from "../../../app/features/maintenance/daily.server";
import { createDb } from "../../../db/client";
import { seedTestDb } from "../../support/integration";

describe("the daily job's log line", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is one JSON object naming the job, with counts only", async () => {
    await seedTestDb();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const now = new Date("2030-01-01T18:00:00Z");
    await dailyJob(createDb(env.DB), env.FILES, now);
    expect(log).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(log.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({ event: "daily-maintenance", at: now.toISOString() });
    const { event: _, at: __, ...counts } = line;
    expect(Object.keys(counts).length).toBeGreaterThan(5);
    expect(JSON.stringify(counts)).not.toMatch(/[가-힣]|@|010\d{8}/);
  });
});
