import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Principal } from "../../../app/features/auth/scopes";
import { sendContractReminders } from "../../../app/features/contracts/contract-booking.server";
import { seoulTime } from "../../../app/lib/format";
import { action as slotsAction, loader as slotsLoader } from "../../../app/routes/console/contract-slots";
import { action as pageAction, loader as pageLoader } from "../../../app/routes/site/applicant/contract";
import { loader as calendarLoader } from "../../../app/routes/site/calendar";
import { auditLog, contractBookings, contractSlots, outbox } from "../../../db/schema";
import { Applicant, db, NOW } from "../../support/applicant";
import { callRoute, pageRequest } from "../../support/identity";
import { contextFor, seedTestDb } from "../../support/integration";
import { fixtureId } from "../../support/review-fixtures";
import { slotSql, type WinnerFixture, winnerSql } from "../../support/winner-fixtures";

/*
 * Contract appointments (계약 예약): the console opens slots, prints a day's list and marks 계약
 * 완료; winners at PASSED book, change and cancel through the API and the page; concurrent
 * bookings never exceed a slot; the reminder goes out the day before, once.
 */

const clerk: Principal = { managerId: "", username: "contractclerk", scope: ["console", "application"] };
const DAY = "2026-06-01";
const at = (hour: number, minute = 0) => seoulTime(2026, 6, 1, hour, minute);

let serial = 0;
/** A winner of round 2 at `stage`, and the browser of its person with a session opened by a verification. */
async function winner(stage: WinnerFixture["stage"] = "PASSED") {
  serial += 1;
  const personId = `contract-${serial}-${fixtureId().slice(0, 6)}`;
  const me = new Applicant({ personId });
  const id = fixtureId();
  const fixture = {
    id,
    personId,
    personKey: `person-${personId}-`.padEnd(64, "0"),
    receiptNo: `H2-CONT-${String(serial).padStart(4, "0")}${fixtureId().slice(0, 4)}`,
    phone: `0107${String(serial).padStart(7, "0")}`,
    stage,
  };
  await env.DB.batch((await winnerSql(fixture)).map((sql) => env.DB.prepare(sql)));
  expect((await me.comeBack()).status).toBe(200);
  return { me, id, phone: fixture.phone, receiptNo: fixture.receiptNo };
}

async function slot(capacity: number, hour = 10, place = "관리사무소 2층 계약실") {
  const s = slotSql({ startsAt: at(hour), endsAt: at(hour, 50), place, capacity });
  await env.DB.prepare(s.sql).run();
  return s.id;
}

const roundId = async () =>
  (await env.DB.prepare("select id from rounds where round = 2").first<{ id: string }>())?.id ?? "";

const book = (me: Applicant, applicationId: string, slotId: string) =>
  me.request("PUT", "/api/v1/application/contract", { json: { applicationId, slotId } });

type Answer = { status: number | undefined; location: string | null; body: Record<string, unknown> | null };

/** A console page's loader or action, as React Router runs it for `clerk`. */
async function consoleRun(fn: (args: never) => Promise<unknown>, request: Request, params: Record<string, string>) {
  const args = { request, context: contextFor(request, clerk), params, url: new URL(request.url), pattern: "" };
  try {
    const result = await fn(args as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), body: null };
    if (result && typeof result === "object" && "init" in result) {
      const { data, init } = result as { data: Record<string, unknown>; init: { status: number } | null };
      return { status: init?.status ?? 200, location: null, body: data } satisfies Answer;
    }
    return { status: 200, location: null, body: result as Record<string, unknown> } satisfies Answer;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    throw thrown;
  }
}

const consolePost = (path: string, values: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(values),
    headers: { "x-test-now": NOW.toISOString(), "content-type": "application/x-www-form-urlencoded" },
  });

describe("contract appointments", () => {
  let round = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    round = await roundId();
  });
  beforeEach(async () => {
    await db.delete(contractBookings);
    await db.delete(contractSlots);
  });

  it("opens a slot from the console, refuses bad input without storing it, and removes an unbooked one", async () => {
    const path = `/console/application/contract-slots/${round}`;
    const bad = await consoleRun(
      slotsAction,
      consolePost(path, { intent: "add", day: "2026-02-30", start: "10:00", end: "09:00", place: "", capacity: "0" }),
      { roundId: round },
    );
    expect(bad.status).toBe(400);
    expect(bad.body?.errors).toMatchObject({
      day: "날짜를 YYYY-MM-DD 형식으로 입력해주세요",
      place: "장소를 100자 이내로 입력해주세요",
      capacity: "정원은 1에서 500 사이의 정수로 입력해주세요",
    });
    expect(await db.select().from(contractSlots)).toEqual([]);

    const past = await consoleRun(
      slotsAction,
      consolePost(path, {
        intent: "add",
        day: "2026-05-01",
        start: "10:00",
        end: "11:00",
        place: "계약실",
        capacity: "3",
      }),
      { roundId: round },
    );
    expect(past).toMatchObject({
      status: 409,
      body: { message: "이미 지난 시각에는 계약 예약 시간을 열 수 없습니다" },
    });

    const added = await consoleRun(
      slotsAction,
      consolePost(path, { intent: "add", day: DAY, start: "10:00", end: "10:50", place: "계약실", capacity: "3" }),
      { roundId: round },
    );
    expect(added).toMatchObject({ status: 200, body: { done: "added" } });
    const [stored] = await db.select().from(contractSlots);
    expect(stored).toMatchObject({
      roundId: round,
      startsAt: at(10),
      endsAt: at(10, 50),
      place: "계약실",
      capacity: 3,
    });
    const view = await consoleRun(slotsLoader, new Request(`http://localhost${path}`), { roundId: round });
    expect(view.body?.slots).toEqual([
      expect.objectContaining({ startsAt: `${DAY} 10:00`, endsAt: "10:50", booked: 0 }),
    ]);

    const removed = await consoleRun(slotsAction, consolePost(path, { intent: "remove", slotId: stored?.id ?? "" }), {
      roundId: round,
    });
    expect(removed).toMatchObject({ status: 200, body: { done: "removed" } });
    expect(await db.select().from(contractSlots)).toEqual([]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, stored?.id ?? ""));
    expect(audits.map((a) => a.action).sort()).toEqual(["record.create", "record.delete"]);
  });

  it("books, changes and cancels through the API, with the booked notice and the slot's .ics", async () => {
    const w = await winner();
    const first = await slot(2, 10);
    const second = await slot(2, 14, "커뮤니티센터 1층");
    const booked = await book(w.me, w.id, first);
    expect(booked.status).toBe(200);
    expect(booked.body.contracts).toEqual([
      expect.objectContaining({
        applicationId: w.id,
        booking: expect.objectContaining({ slotId: first, completed: false }),
      }),
    ]);
    const notices = await db.select().from(outbox).where(eq(outbox.to, w.phone));
    expect(notices).toEqual([expect.objectContaining({ channel: "KAKAO", kind: "status.CONTRACT_BOOKED" })]);
    expect(notices[0]?.variables).toMatchObject({
      receipt: w.receiptNo,
      appointment: "2026-06-01 10:00:00",
      place: "관리사무소 2층 계약실",
    });

    const moved = await book(w.me, w.id, second);
    expect(moved.status).toBe(200);
    expect(await db.select().from(contractBookings)).toEqual([
      expect.objectContaining({ applicationId: w.id, slotId: second }),
    ]);

    // The calendar file of the slot: when and where, nothing about who booked it.
    const ics = await callRoute(
      ((args: Parameters<typeof calendarLoader>[0]) =>
        calendarLoader({ ...args, params: { kind: "contract", id: second } })) as never,
      pageRequest(`/calendar/contract/${second}`, { now: NOW }),
    );
    expect(ics.status).toBe(200);

    const cancelled = await w.me.request("DELETE", `/api/v1/application/contract/${w.id}`);
    expect(cancelled.status).toBe(204);
    expect(await db.select().from(contractBookings)).toEqual([]);
    const again = await w.me.request("DELETE", `/api/v1/application/contract/${w.id}`);
    expect(again).toMatchObject({ status: 404, body: { message: "계약 예약 내역이 없습니다" } });
  });

  it("never books more than a slot's capacity, however many winners book at once", async () => {
    const winners = await Promise.all(Array.from({ length: 8 }, () => winner()));
    const target = await slot(3);
    const answers = await Promise.all(winners.map((w) => book(w.me, w.id, target)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe("선택한 시간은 방금 정원이 찼습니다. 다른 시간을 골라주세요");
    }
    expect(await db.select().from(contractBookings).where(eq(contractBookings.slotId, target))).toHaveLength(3);
    // Moving within a full slot's own booking is no new seat: a booked winner may book it again.
    const holder = winners[answers.findIndex((a) => a.status === 200)];
    expect((await book(holder?.me as Applicant, holder?.id ?? "", target)).status).toBe(200);
  });

  it("opens only to the winner's own application at PASSED, and refuses bad input with 400", async () => {
    const submitted = await winner("SUBMITTED");
    const passed = await winner();
    const target = await slot(5);
    expect(await book(submitted.me, submitted.id, target)).toMatchObject({
      status: 404,
      body: { message: "서류심사를 통과한 당첨자만 계약 예약을 할 수 있습니다" },
    });
    // Someone else's application id books nothing for anyone.
    expect((await book(submitted.me, passed.id, target)).status).toBe(404);
    const bad = await submitted.me.request("PUT", "/api/v1/application/contract", { json: { applicationId: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("slotId", "예약할 시간을 골라주세요");
    // Without a session: 401.
    const stranger = new Applicant({ personId: "contract-stranger" });
    expect((await book(stranger, passed.id, target)).status).toBe(401);
    expect(await db.select().from(contractBookings)).toEqual([]);
  });

  it("prints the day's list (audited), marks 계약 완료 (audited), after which the winner cannot change it", async () => {
    const w = await winner();
    const target = await slot(2);
    const later = await slot(2, 15);
    expect((await book(w.me, w.id, target)).status).toBe(200);
    const path = `/console/application/contract-slots/${round}`;
    const day = await consoleRun(slotsLoader, new Request(`http://localhost${path}?day=${DAY}`), { roundId: round });
    expect(day.body?.entries).toEqual([
      expect.objectContaining({ applicationId: w.id, receiptNo: w.receiptNo, startsAt: "10:00", completedAt: null }),
    ]);
    const viewed = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "personal.view"), eq(auditLog.targetType, "contractDay")));
    expect(viewed.at(-1)).toMatchObject({ actor: "contractclerk", detail: { day: DAY, rows: 1 } });

    const done = await consoleRun(slotsAction, consolePost(path, { intent: "complete", applicationId: w.id }), {
      roundId: round,
    });
    expect(done).toMatchObject({ status: 200, body: { done: "completed" } });
    const twice = await consoleRun(slotsAction, consolePost(path, { intent: "complete", applicationId: w.id }), {
      roundId: round,
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { message: "이미 계약을 마쳤습니다. 예약을 바꾸거나 취소할 수 없습니다" },
    });
    const audits = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "contractBooking"), eq(auditLog.targetId, w.id)));
    expect(audits).toEqual([expect.objectContaining({ action: "record.update", actor: "contractclerk" })]);

    expect(await book(w.me, w.id, later)).toMatchObject({ status: 409 });
    expect((await w.me.request("DELETE", `/api/v1/application/contract/${w.id}`)).status).toBe(409);
  });

  it("sends the reminder the day before, in the day's hours, once", async () => {
    const w = await winner();
    const target = await slot(2);
    expect((await book(w.me, w.id, target)).status).toBe(200);
    const reminders = () =>
      db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, w.phone), eq(outbox.kind, "status.CONTRACT_REMINDER")));
    // Two days before, and at night the day before: nothing.
    expect(await sendContractReminders(db, seoulTime(2026, 5, 30, 12))).toBe(0);
    expect(await sendContractReminders(db, seoulTime(2026, 5, 31, 3))).toBe(0);
    expect(await reminders()).toEqual([]);
    expect(await sendContractReminders(db, seoulTime(2026, 5, 31, 10, 1))).toBe(1);
    expect(await sendContractReminders(db, seoulTime(2026, 5, 31, 10, 2))).toBe(0);
    const sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables).toMatchObject({
      appointment: "2026-06-01 10:00:00",
      url: "http://localhost/application/contract",
    });
    // A booking moved afterwards is reminded of its new time.
    const other = await slot(2, 16);
    expect((await book(w.me, w.id, other)).status).toBe(200);
    expect(await sendContractReminders(db, seoulTime(2026, 5, 31, 11))).toBe(1);
  });

  it("works as a page: verification, then booking with a plain form post and its redirect", async () => {
    const w = await winner();
    const target = await slot(1);
    const cookie = w.me.cookie();
    const page = await callRoute(pageLoader as never, pageRequest("/application/contract", { cookie, now: NOW }));
    expect(page.data).toMatchObject({
      view: "contracts",
      contracts: [
        {
          applicationId: w.id,
          booking: null,
          unit: null,
          slots: [expect.objectContaining({ id: target, open: true })],
        },
      ],
    });
    // Once the unit draw is published (its assignment row written), the page names the winner's unit.
    await env.DB.prepare(
      `insert into unit_assignments (application_id, round_id, receipt_no, unit_type, position, lot, unit)
       select id, round_id, receipt_no, unit_type, 1, 'ab', '101-1201' from applications where id = ?`,
    )
      .bind(w.id)
      .run();
    const withUnit = await callRoute(pageLoader as never, pageRequest("/application/contract", { cookie, now: NOW }));
    expect(withUnit.data).toMatchObject({ contracts: [{ applicationId: w.id, unit: { dong: "101", ho: "1201" } }] });
    const posted = await callRoute(
      pageAction as never,
      pageRequest("/application/contract", {
        cookie,
        now: NOW,
        form: { intent: "book", applicationId: w.id, slotId: target },
      }),
    );
    expect(posted).toMatchObject({ status: 303, location: "/application/contract?done=booked" });
    const full = await winner();
    const refused = await callRoute(
      pageAction as never,
      pageRequest("/application/contract", {
        cookie: full.me.cookie(),
        now: NOW,
        form: { intent: "book", applicationId: full.id, slotId: target },
      }),
    );
    expect(refused).toMatchObject({
      status: 409,
      data: { applicationId: full.id, message: "선택한 시간은 방금 정원이 찼습니다. 다른 시간을 골라주세요" },
    });
    // Without a session, the page asks for a verification and shows nothing.
    const anonymous = await callRoute(pageLoader as never, pageRequest("/application/contract", { now: NOW }));
    expect(anonymous.data).toMatchObject({ view: "verify", returnTo: "/application/contract", problem: null });
  });
});
