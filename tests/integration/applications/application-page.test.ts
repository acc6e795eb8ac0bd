import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { roundStatus } from "../../../app/features/applications/round-status.server";
import { createDb } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { roundMessages } from "../../../db/seed/content";
import { seedTestDb } from "../../support/integration";

const db = createDb(env.DB);
const now = new Date("2026-05-10T03:00:00Z"); // 12:00 KST

describe("the /application round status", () => {
  beforeAll(async () => {
    await seedTestDb(now);
  });

  it("shows the open round with its period in Asia/Seoul time and no state text of its own", async () => {
    expect(await roundStatus(db, now)).toEqual({
      title: "2차 입주자 모집",
      state: "open",
      messages: [],
      openAt: "2026-05-07 10:00:00",
      deadAt: "2026-06-09 17:00:00",
    });
  });

  it("closes at the deadline to the second, in Seoul time", async () => {
    const deadline = new Date("2026-06-09T08:00:00Z"); // 17:00 KST
    expect((await roundStatus(db, new Date(deadline.getTime() - 1000)))?.state).toBe("open");
    const closed = await roundStatus(db, deadline);
    expect(closed?.state).toBe("closed");
    // Visitors see dead and dead2 together (docs/product.md §4.1); the forms pick one of them.
    expect(closed?.messages).toEqual([roundMessages.messageDead, roundMessages.messageDead2]);
  });

  it("a stopped round shows its stop text", async () => {
    await db.update(rounds).set({ stops: true }).where(eq(rounds.round, 2));
    expect(await roundStatus(db, now)).toMatchObject({ state: "stopped", messages: [roundMessages.messageStop] });
    await db.update(rounds).set({ stops: false }).where(eq(rounds.round, 2));
  });

  it("answers null (the page's no-round state) when no round is shown", async () => {
    await db.update(rounds).set({ shows: false });
    expect(await roundStatus(db, now)).toBeNull();
    await db.update(rounds).set({ shows: true });
  });
});
