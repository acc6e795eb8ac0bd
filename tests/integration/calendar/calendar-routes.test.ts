import { beforeAll, describe, expect, it } from "vitest";
import { loadApplication } from "../../../app/features/applications/application-records.server";
import { applicationView } from "../../../app/features/applications/application-views.server";
import { loader } from "../../../app/routes/site/calendar";
import { roundDraws } from "../../../db/schema";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { drawRecord } from "../../support/draw-fixtures";
import { parseIcs, seoulInstant } from "../../support/ics-parse";
import { contextFor, seedTestDb } from "../../support/integration";
import { insertApplication, insertRound } from "../../support/rounds";

/*
 * The result date's .ics (/calendar/result/:roundId), its loader called as React Router calls
 * it with the worker's context: served
 * once the round's draw has a result date, 404 before; and the receipt's round carries it.
 */

const WITH_DATE = "cal-round-result";
const WITHOUT_DATE = "cal-round-no-result";

async function get(path: string) {
  const request = new Request(`${ORIGIN}${path}`, { headers: { "x-test-now": NOW.toISOString() } });
  const [, , kind = "", id = ""] = new URL(request.url).pathname.split("/");
  const args = { request, context: contextFor(request), params: { kind, id }, url: new URL(request.url), pattern: "" };
  const res = await loader(args as unknown as Parameters<typeof loader>[0]);
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
}

describe("the result date in the calendar", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
    await insertRound(WITH_DATE, 71);
    await insertRound(WITHOUT_DATE, 72);
    await db
      .insert(roundDraws)
      .values([
        drawRecord(WITH_DATE, NOW, { resultDate: "20260601" }),
        drawRecord(WITHOUT_DATE, NOW, { resultDate: null }),
      ]);
    await insertApplication("cal-app-result", WITH_DATE);
    await insertApplication("cal-app-no-result", WITHOUT_DATE);
  });

  it("serves a round's result date as an .ics at 10:00 Seoul time, with its stable UID", async () => {
    const res = await get(`/calendar/result/${WITH_DATE}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe("text/calendar; charset=utf-8");
    const ics = parseIcs(res.text);
    const start = ics.get("DTSTART").find((p) => p.params.TZID === "Asia/Seoul");
    expect(start?.value).toBe("20260601T100000");
    expect(seoulInstant(start?.value ?? "")).toEqual(new Date("2026-06-01T01:00:00Z"));
    expect(ics.get("UID")[0]?.value).toBe(`round-${WITH_DATE}-result@haneul-rental`);
    expect(ics.get("SUMMARY")[0]?.value).toBe("[하늘채움 행복주택] 71차 입주자 모집 결과 발표");
    expect(ics.get("TRIGGER").map((p) => p.value)).toEqual(["-P1D"]);
  });

  it("answers a plain 404 for a round whose draw has no result date, an unknown round, a bad fix deadline or kind", async () => {
    const notFound = { status: 404, type: "text/plain; charset=utf-8", text: "Not Found" };
    expect(await get(`/calendar/result/${WITHOUT_DATE}`)).toEqual(notFound);
    expect(await get("/calendar/result/no-such-round")).toEqual(notFound);
    expect(await get("/calendar/fix/tomorrow")).toEqual(notFound);
    expect(await get(`/calendar/birthday/${WITH_DATE}`)).toEqual(notFound);
  });

  it("gives the receipt's round its result date, or null", async () => {
    const view = async (id: string) => {
      const row = await loadApplication(db, id);
      if (!row) throw new Error("no application");
      return (await applicationView(db, row, NOW)).round.resultDate;
    };
    expect(await view("cal-app-result")).toBe("20260601");
    expect(await view("cal-app-no-result")).toBeNull();
  });
});
