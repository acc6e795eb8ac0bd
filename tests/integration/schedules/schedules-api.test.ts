import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";

const db = createDb(env.DB);
const OPEN = new Date("2026-03-02T01:00:00Z"); // 10:00 KST
const DEAD = new Date("2026-03-16T08:00:00Z"); // 17:00 KST
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);
const MESSAGES = {
  messageBeforeOpen: "3차 접수는 3월 2일 10시에 시작합니다",
  messageDead: "3차 접수가 마감되었습니다",
  messageDead2: "당첨자 발표는 공지사항을 확인해주세요",
  messageStop: "시스템 점검으로 접수를 중지했습니다",
};

type Schedules = {
  current: string | null;
  schedules: {
    id: string;
    round: number;
    title: string;
    state: string;
    messages: string[];
    openAt: string;
    deadAt: string;
  }[];
};

async function schedulesAt(now: Date): Promise<Schedules> {
  const res = await api.request("/api/v1/application/schedules", { headers: { "x-test-now": now.toISOString() } }, env);
  expect(res.status).toBe(200);
  return (await res.json()) as Schedules;
}

const stateOf = async (now: Date, id = "round-3") => (await schedulesAt(now)).schedules.find((s) => s.id === id)?.state;

describe("GET /api/v1/application/schedules", () => {
  beforeAll(async () => {
    await db.insert(rounds).values([
      {
        id: "round-2",
        round: 2,
        title: "2차 입주자 모집",
        openAt: new Date("2025-09-01T01:00:00Z"),
        deadAt: new Date("2025-09-15T08:00:00Z"),
        ...MESSAGES,
      },
      { id: "round-3", round: 3, title: "3차 입주자 모집", openAt: OPEN, deadAt: DEAD, ...MESSAGES },
      { id: "round-hidden", round: 9, title: "숨김 차수", shows: false, openAt: OPEN, deadAt: DEAD },
    ]);
  });

  it("lists the shown rounds, newest first, with instants in UTC and the one visitors see", async () => {
    const body = await schedulesAt(ms(OPEN, 60_000));
    expect(body.current).toBe("round-3");
    expect(body.schedules.map((s) => s.id)).toEqual(["round-3", "round-2"]);
    expect(body.schedules[0]).toEqual({
      id: "round-3",
      round: 3,
      title: "3차 입주자 모집",
      state: "open",
      messages: [],
      openAt: "2026-03-02T01:00:00.000Z",
      deadAt: "2026-03-16T08:00:00.000Z",
    });
    expect(body.schedules[1]).toMatchObject({
      state: "closed",
      messages: [MESSAGES.messageDead, MESSAGES.messageDead2],
    });
  });

  it("decides each state on the server, to the millisecond, in Seoul's deadline", async () => {
    expect(await stateOf(ms(OPEN, -1))).toBe("beforeOpen");
    expect(await stateOf(OPEN)).toBe("open");
    expect(await stateOf(ms(DEAD, -1))).toBe("open");
    expect(await stateOf(DEAD)).toBe("closed");
    const before = (await schedulesAt(ms(OPEN, -1))).schedules[0];
    expect(before?.messages).toEqual([MESSAGES.messageBeforeOpen]);
  });

  it("a stopped round is stopped whatever the time, with its own text", async () => {
    await db.update(rounds).set({ stops: true }).where(eq(rounds.id, "round-3"));
    for (const now of [ms(OPEN, -1), ms(OPEN, 1), DEAD]) {
      const [round3] = (await schedulesAt(now)).schedules;
      expect(round3).toMatchObject({ state: "stopped", messages: [MESSAGES.messageStop] });
    }
    await db.update(rounds).set({ stops: false }).where(eq(rounds.id, "round-3"));
  });

  it("before the new round opens, visitors see it as the next one; with no round shown, none", async () => {
    expect((await schedulesAt(ms(OPEN, -1))).current).toBe("round-3");
    await db.update(rounds).set({ shows: false });
    expect(await schedulesAt(OPEN)).toEqual({ current: null, schedules: [] });
    await db.update(rounds).set({ shows: true }).where(eq(rounds.round, 2));
    await db.update(rounds).set({ shows: true }).where(eq(rounds.round, 3));
  });
});
