import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { waitingLoader } from "../../../app/controllers/waiting-page.server";
import type { Principal } from "../../../app/features/auth/scopes";
import { TICKET_COOKIE } from "../../../app/features/waiting-room/ticket.server";
import { SCOPES } from "../../../app/lib/enums";
import { action as editAction, loader as editLoader } from "../../../app/routes/console/schedule-edit";
import { auditLog, rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { createRequestScope } from "../../../worker/request-scope";
import { callApi } from "../../support/api";
import { db, NOW, ORIGIN } from "../../support/applicant";
import { accessTokenFor } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

const developer: Principal = { managerId: "", username: "developer", scope: [...SCOPES] };

/** The schedule edit page's loader or action for the seeded round, as React Router runs it. */
async function editPage(run: typeof editLoader | typeof editAction, form?: Record<string, string>, ms = 0) {
  const request = new Request(`${ORIGIN}/console/schedules/${ROUND}`, {
    method: form ? "POST" : "GET",
    headers: at(ms),
    body: form ? new URLSearchParams(form) : undefined,
  });
  const args = {
    request,
    context: contextFor(request, developer),
    params: { roundId: ROUND },
    url: new URL(request.url),
  };
  return (run as (a: unknown) => Promise<unknown>)({ ...args, pattern: "" }).catch((thrown: unknown) => thrown);
}

/*
 * The developer sets a round's waiting room in the console's schedules and reads its live
 * figures from the room; the waiting page and its JSON tell a waiting applicant where they stand.
 */

const ROUND = "seed-round-2";
const PATH = `/api/console/application/schedules/${ROUND}/waiting-room`;
const at = (ms = 0) => ({ "x-test-now": new Date(NOW.getTime() + ms).toISOString() });

type Figures = { active: number; waiting: number; admittedLastMinute: number };
type Body = {
  settings?: { enabled: boolean; capacity: number; idleMinutes: number };
  figures?: Figures | null;
  errors?: Record<string, string>;
};

/** A journey write (an empty start): 503 while waiting; the cookies it was given. */
async function write(cookie = "", ms = 0) {
  const res = await api.request(
    "/api/v1/application",
    { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json", cookie, ...at(ms) }, body: "{}" },
    env,
  );
  const ticket = res.headers.getSetCookie().find((c) => c.startsWith(`${TICKET_COOKIE}=`));
  return { status: res.status, cookie: ticket ? (ticket.split(";")[0] ?? "") : cookie };
}

describe("the waiting room's settings and figures in the console", () => {
  let dev: string;
  beforeAll(async () => {
    await seedTestDb(NOW);
    dev = await accessTokenFor(env, "developer");
  });

  it("saves the settings on the round with an audit row, and refuses bad ones without a change", async () => {
    const bad = await callApi<Body>(dev, "PUT", PATH, { enabled: true, capacity: 0, idleMinutes: 500 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      capacity: "동시 입장 인원은 1~100000 사이의 숫자로 입력해주세요",
      idleMinutes: "입장 유지 시간은 1~120분 사이로 입력해주세요",
    });
    expect((await db.select().from(rounds).where(eq(rounds.id, ROUND)).get())?.waitingRoom).toBe(false);
    const saved = await callApi<Body>(dev, "PUT", PATH, { enabled: true, capacity: 1, idleMinutes: 5 }, at());
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toEqual({ enabled: true, capacity: 1, idleMinutes: 5 });
    const row = await db.select().from(rounds).where(eq(rounds.id, ROUND)).get();
    expect(row).toMatchObject({ waitingRoom: true, waitingCapacity: 1, waitingIdleSeconds: 300 });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "round"), eq(auditLog.targetId, ROUND)))
      .all();
    expect(audit.some((a) => JSON.stringify(a.detail).includes('"capacity":1'))).toBe(true);
  });

  it("shows the room's live figures: in, waiting, admitted in the last minute", async () => {
    await callApi<Body>(dev, "PUT", PATH, { enabled: true, capacity: 1, idleMinutes: 5 }, at());
    const first = await write("", 1000);
    const second = await write("", 2000);
    const third = await write("", 3000);
    expect([first.status, second.status, third.status]).toEqual([400, 503, 503]);
    const read = await callApi<Body>(dev, "GET", PATH, undefined, at(4000));
    expect(read.body.figures).toMatchObject({ active: 1, waiting: 2, admittedLastMinute: 1 });
    // Six idle minutes later the first's place went to the second, who asked again.
    expect((await write(second.cookie, 361_000)).status).toBe(400);
    const later = await callApi<Body>(dev, "GET", PATH, undefined, at(362_000));
    expect(later.body.figures).toMatchObject({ active: 1, admittedLastMinute: 1 });
  });

  it("answers a waiting applicant's page and JSON with the position; an admitted one goes on to the form", async () => {
    await callApi<Body>(dev, "PUT", PATH, { enabled: true, capacity: 1, idleMinutes: 5 }, at());
    const inside = await write("", 3_600_000);
    expect(inside.status).toBe(400);
    const outside = await write("", 3_601_000);
    const json = await api.request(
      "/api/v1/waiting-room",
      { headers: { cookie: outside.cookie, ...at(3_602_000) } },
      env,
    );
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(await json.json()).toMatchObject({ admitted: false, position: 1, retryAfter: 3 });
    const request = (cookie: string) =>
      new Request(`${ORIGIN}/form/application/waiting?return=%2Fform%2Fapplication%3Fstep%3Ddetails`, {
        headers: { cookie, ...at(3_603_000) },
      });
    const scopeOf = (r: Request) => createRequestScope(r, env, { waitUntil: () => {} });
    const page = await waitingLoader(scopeOf(request(outside.cookie)), request(outside.cookie));
    expect(page.data).toEqual({
      back: "/form/application?step=details",
      self: "/form/application/waiting?return=%2Fform%2Fapplication%3Fstep%3Ddetails",
      status: { admitted: false, position: 1, estimateSeconds: expect.any(Number), retryAfter: 3 },
      limited: null,
    });
    const admitted = await waitingLoader(scopeOf(request(inside.cookie)), request(inside.cookie)).catch((r) => r);
    expect(admitted).toBeInstanceOf(Response);
    expect((admitted as Response).headers.get("location")).toBe("/form/application?step=details");
    // A return path off the form is never followed.
    const away = new Request(`${ORIGIN}/form/application/waiting?return=https%3A%2F%2Fevil.example`, {
      headers: { cookie: inside.cookie, ...at(3_604_000) },
    });
    const safe = (await waitingLoader(scopeOf(away), away).catch((r) => r)) as Response;
    expect(safe.headers.get("location")).toBe("/form/application");
  });

  it("sets the room from the schedule edit page, which shows the live figures", async () => {
    const refused = (await editPage(editAction, {
      intent: "waitingRoom",
      enabled: "on",
      capacity: "0",
      idleMinutes: "3",
    })) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors).toEqual({ capacity: "동시 입장 인원은 1~100000 사이의 숫자로 입력해주세요" });
    const saved = await editPage(editAction, { intent: "waitingRoom", enabled: "on", capacity: "2", idleMinutes: "3" });
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("location")).toBe(`/console/schedules/${ROUND}?roomSaved=1`);
    expect(await db.select().from(rounds).where(eq(rounds.id, ROUND)).get()).toMatchObject({
      waitingRoom: true,
      waitingCapacity: 2,
      waitingIdleSeconds: 180,
    });
    for (const ms of [5_400_000, 5_400_001, 5_400_002]) await write("", ms);
    const page = (await editPage(editLoader, undefined, 5_401_000)) as {
      room: { values: unknown; figures: { active: number; waiting: number; admittedLastMinute: number } };
    };
    expect(page.room.values).toEqual({ enabled: true, capacity: "2", idleMinutes: "3" });
    expect(page.room.figures).toMatchObject({ active: 2, waiting: 1, admittedLastMinute: 2 });
  });

  it("lets the room off again: everyone passes and the JSON says admitted", async () => {
    await callApi<Body>(dev, "PUT", PATH, { enabled: false, capacity: 1, idleMinutes: 5 }, at());
    expect((await write("", 7_200_000)).status).toBe(400);
    expect((await write("", 7_200_000)).status).toBe(400);
    const json = await api.request("/api/v1/waiting-room", { headers: at(7_201_000) }, env);
    expect(await json.json()).toEqual({ admitted: true });
  });
});
