import { env } from "cloudflare:test";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { settings } from "../../../db/schema";
import { benchD1Count, D1_COUNT_HEADER, withD1Count } from "../../../worker/bench-d1-count";

const asked = new Request("http://localhost/api/health", { headers: { [D1_COUNT_HEADER]: "1" } });

describe("the bench's count of D1 statements", () => {
  it("counts round trips, statements and writes on a local or test deployment, and answers them in the header", async () => {
    for (const APP_ENV of ["local", "test"] as const) {
      const counted = benchD1Count({ APP_ENV }, asked, { DB: env.DB });
      if (!counted) throw new Error("not counted");
      const db = createDb(counted.env.DB);
      const key = `bench-count-${APP_ENV}`;
      await db.select().from(settings).where(sql`${settings.key} = ${key}`);
      await db.batch([
        db.insert(settings).values({ key, value: "1" }),
        db.select().from(settings).where(sql`${settings.key} = ${key}`),
      ]);
      // Outside a session every statement reaches the primary.
      expect(counted.count).toEqual({ calls: 2, statements: 3, writes: 1, primary: 3 });
      // What the counted database wrote is there, as through the binding itself.
      const [row] = await createDb(env.DB).select().from(settings).where(sql`${settings.key} = ${key}`);
      expect(row?.value).toBe("1");
      const response = withD1Count(new Response("ok"), counted.count);
      expect(response.headers.get(D1_COUNT_HEADER)).toBe("calls=2; statements=3; writes=1; primary=3");
    }
  });

  it("counts at the primary, in a session, its first round trip (started there) and every round trip that writes", async () => {
    const session = env.DB.withSession("first-primary") as unknown as D1Database;
    const counted = benchD1Count({ APP_ENV: "local" }, asked, { DB: session }, { firstPrimary: true });
    if (!counted) throw new Error("not counted");
    const db = createDb(counted.env.DB);
    const key = "bench-count-session";
    await db.select().from(settings).where(sql`${settings.key} = ${key}`);
    await db.select().from(settings).where(sql`${settings.key} = ${key}`);
    await db.batch([
      db.insert(settings).values({ key, value: "1" }),
      db.select().from(settings).where(sql`${settings.key} = ${key}`),
    ]);
    await db.select().from(settings).where(sql`${settings.key} = ${key}`);
    expect(counted.count).toEqual({ calls: 4, statements: 5, writes: 1, primary: 3 });
    // With a bookmark (firstPrimary false) even the first read may go to a replica.
    const later = benchD1Count({ APP_ENV: "local" }, asked, { DB: session }, { firstPrimary: false });
    await createDb(later?.env.DB as D1Database)
      .select()
      .from(settings)
      .where(sql`${settings.key} = ${key}`);
    expect(later?.count.primary).toBe(0);
  });

  it("counts nothing in production, or when not asked", () => {
    expect(benchD1Count({ APP_ENV: "production" }, asked, { DB: env.DB })).toBeNull();
    expect(benchD1Count({ APP_ENV: "local" }, new Request("http://localhost/"), { DB: env.DB })).toBeNull();
  });
});
