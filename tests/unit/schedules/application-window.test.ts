import { describe, expect, it } from "vitest";
import {
  applicationWindow,
  currentRound,
  formWindow,
  type WindowRound,
  windowState,
} from "../../../app/features/schedules/application-window";

const openAt = new Date("2026-03-02T01:00:00Z"); // 10:00 KST
const deadAt = new Date("2026-03-16T08:00:00Z"); // 17:00 KST
const ms = (date: Date, delta: number) => new Date(date.getTime() + delta);

function round(overrides: Partial<WindowRound> & { id?: string } = {}): WindowRound & { id: string } {
  return {
    id: "r",
    shows: true,
    stops: false,
    openAt,
    deadAt,
    messageBeforeOpen: "접수 시작 전입니다",
    messageDead: "접수가 마감되었습니다",
    messageDead2: "당첨자 발표는 공지사항을 확인해주세요",
    messageStop: "접수를 중지했습니다",
    ...overrides,
  };
}

describe("windowState at the boundaries", () => {
  it("is beforeOpen until openAt and open from openAt on", () => {
    expect(windowState(round(), ms(openAt, -1))).toBe("beforeOpen");
    expect(windowState(round(), openAt)).toBe("open");
  });

  it("is open until deadAt and closed from deadAt on", () => {
    expect(windowState(round(), ms(deadAt, -1))).toBe("open");
    expect(windowState(round(), deadAt)).toBe("closed");
    expect(windowState(round(), ms(deadAt, 86_400_000))).toBe("closed");
  });

  it("is stopped whenever stops is true: before, during and after the window", () => {
    const stopped = round({ stops: true });
    expect(windowState(stopped, ms(openAt, -1))).toBe("stopped");
    expect(windowState(stopped, openAt)).toBe("stopped");
    expect(windowState(stopped, ms(deadAt, -1))).toBe("stopped");
    expect(windowState(stopped, deadAt)).toBe("stopped");
  });

  it("is hidden whenever shows is false, even when stopped or open", () => {
    expect(windowState(round({ shows: false }), openAt)).toBe("hidden");
    expect(windowState(round({ shows: false }), ms(openAt, -1))).toBe("hidden");
    expect(windowState(round({ shows: false, stops: true }), deadAt)).toBe("hidden");
  });
});

describe("applicationWindow messages", () => {
  it("gives the before-open text before openAt", () => {
    expect(applicationWindow(round(), ms(openAt, -1))).toEqual({
      state: "beforeOpen",
      messages: ["접수 시작 전입니다"],
    });
  });

  it("gives no text while open", () => {
    expect(applicationWindow(round(), openAt)).toEqual({ state: "open", messages: [] });
  });

  it("gives dead and dead2 after deadAt", () => {
    expect(applicationWindow(round(), deadAt)).toEqual({
      state: "closed",
      messages: ["접수가 마감되었습니다", "당첨자 발표는 공지사항을 확인해주세요"],
    });
  });

  it("gives the stop text when stopped", () => {
    expect(applicationWindow(round({ stops: true }), openAt)).toEqual({
      state: "stopped",
      messages: ["접수를 중지했습니다"],
    });
  });

  it("gives nothing for a hidden round", () => {
    expect(applicationWindow(round({ shows: false }), openAt)).toEqual({ state: "hidden", messages: [] });
  });

  it("drops empty and blank texts", () => {
    expect(applicationWindow(round({ messageDead: "  " }), deadAt).messages).toEqual([
      "당첨자 발표는 공지사항을 확인해주세요",
    ]);
    expect(applicationWindow(round({ messageDead2: "" }), deadAt).messages).toEqual(["접수가 마감되었습니다"]);
    expect(applicationWindow(round({ messageBeforeOpen: "" }), ms(openAt, -1)).messages).toEqual([]);
    expect(applicationWindow(round({ stops: true, messageStop: "" }), openAt).messages).toEqual([]);
  });
});

describe("currentRound", () => {
  const day = 86_400_000;
  const now = new Date("2026-06-01T03:00:00Z");
  const past = round({ id: "past", openAt: ms(now, -60 * day), deadAt: ms(now, -50 * day) });
  const older = round({ id: "older", openAt: ms(now, -400 * day), deadAt: ms(now, -390 * day) });
  const open = round({ id: "open", openAt: ms(now, -1 * day), deadAt: ms(now, 10 * day) });
  const soon = round({ id: "soon", openAt: ms(now, 5 * day), deadAt: ms(now, 20 * day) });
  const later = round({ id: "later", openAt: ms(now, 40 * day), deadAt: ms(now, 50 * day) });

  it("picks the open round first", () => {
    expect(currentRound([older, past, later, open, soon], now)?.id).toBe("open");
  });

  it("else picks the next round to open", () => {
    expect(currentRound([later, past, soon, older], now)?.id).toBe("soon");
  });

  it("else picks the latest past round, stopped ones included", () => {
    expect(currentRound([older, past], now)?.id).toBe("past");
    const stoppedRecent = round({ id: "stopped", stops: true, openAt: ms(now, -5 * day), deadAt: ms(now, 5 * day) });
    expect(currentRound([older, stoppedRecent, past], now)?.id).toBe("stopped");
  });

  it("never picks a hidden round", () => {
    const hiddenOpen = round({ ...open, id: "hidden-open", shows: false });
    const hiddenSoon = round({ ...soon, id: "hidden-soon", shows: false });
    expect(currentRound([hiddenOpen, soon], now)?.id).toBe("soon");
    expect(currentRound([hiddenOpen, hiddenSoon, past], now)?.id).toBe("past");
    expect(currentRound([hiddenOpen, hiddenSoon], now)).toBeNull();
  });

  it("is null without rounds", () => {
    expect(currentRound([], now)).toBeNull();
  });
});

describe("formWindow: the application form pages", () => {
  it("shows dead on the new application form and dead2 on the edit and fix pages once closed", () => {
    expect(formWindow(round(), deadAt, "apply")).toEqual({ state: "closed", messages: ["접수가 마감되었습니다"] });
    expect(formWindow(round(), deadAt, "amend")).toEqual({
      state: "closed",
      messages: ["당첨자 발표는 공지사항을 확인해주세요"],
    });
  });

  it("falls back to dead on the edit and fix pages when dead2 is empty", () => {
    expect(formWindow(round({ messageDead2: " " }), deadAt, "amend").messages).toEqual(["접수가 마감되었습니다"]);
  });

  it("is the same window as everywhere else in every other state", () => {
    for (const [r, at] of [
      [round(), ms(openAt, -1)],
      [round(), openAt],
      [round({ stops: true }), openAt],
      [round({ shows: false }), openAt],
    ] as const) {
      for (const page of ["apply", "amend"] as const) expect(formWindow(r, at, page)).toEqual(applicationWindow(r, at));
    }
  });
});
