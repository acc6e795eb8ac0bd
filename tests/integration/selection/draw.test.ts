import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { resultsOfPerson } from "../../../app/controllers/applications/result.server";
import { submitPaperApplication } from "../../../app/features/application-review/paper-entry.server";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { updateRound } from "../../../app/features/schedules/rounds-console.server";
import { type BeaconSource, localSource } from "../../../app/features/selection/beacon-source.server";
import { listDigest } from "../../../app/features/selection/draw";
import { promoteNext, publishDraw, publishedGroups } from "../../../app/features/selection/draw.server";
import { verifyAudit } from "../../../app/features/selection/draw-audit";
import { freezeDraw } from "../../../app/features/selection/draw-freeze.server";
import { drawAuditFile, entrantStanding, publicAuditFile } from "../../../app/features/selection/draw-public.server";
import { drawResultFor } from "../../../app/features/selection/draw-results.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import { action as statusAction, loader as statusLoader } from "../../../app/routes/console/application-status";
import { loader as auditFileLoader } from "../../../app/routes/site/application/competition-draw";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, drawEntrants, drawResults, outbox, roundDraws, rounds } from "../../../db/schema";
import { sampleApplicationId } from "../../../db/seed/sample-ids";
import { api } from "../../../worker/api/app";
import { createRequestScope } from "../../../worker/request-scope";
import { Applicant, db, NOW, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { accessTokenFor, bearer, createManager, SEEDED } from "../../support/console";
import { drawRecord } from "../../support/draw-fixtures";
import { contextFor, seedTestDb } from "../../support/integration";
import { postPaper, submitPaper, uploadPaper, youthPaper } from "../../support/paper-fixtures";

/**
 * The draw (docs/product/selection.md §18) on the real D1: the freeze (after the deadline,
 * nothing undecided, all or none), no outcome by hand after it, the publish once the beacon
 * round is out, results, promotion, the audit file anyone can re-check.
 */

const ORIGIN = "http://localhost";

/** GET /application/competition/:round/draw, its loader called as React Router calls it. */
async function auditFileOf(round: string): Promise<Response> {
  const request = new Request(`${ORIGIN}/application/competition/${round}/draw`);
  const args = { request, context: contextFor(request), params: { round }, url: new URL(request.url), pattern: "" };
  return auditFileLoader(args as unknown as Parameters<typeof auditFileLoader>[0]);
}
const DELAY = 6;
const LOCAL = localSource();
const actor = (now = NOW): AuditActor => ({
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now,
  developerUsername: "developer",
});
const GROUP = { supplyType: "NORMAL_TYPE", supplyCategory: "MARRIED", unitType: "36C" } as const; // 10 households
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

let nextRound = 40;

/**
 * A round closed a day before NOW with `n` ELIGIBLE applications in one 10-household group
 * (every third FIRST in region), one INELIGIBLE and one WITHDRAWN, plus `undecided` still under review.
 */
async function roundWith(n: number, undecided = 0): Promise<{ roundId: string; round: number; ids: string[] }> {
  const roundId = newId();
  nextRound += 1;
  await db.insert(rounds).values({
    id: roundId,
    round: nextRound,
    title: `추첨 ${nextRound}`,
    shows: true,
    openAt: new Date(NOW.getTime() - 10 * 86_400_000),
    deadAt: new Date(NOW.getTime() - 86_400_000),
  });
  const statuses = [
    ...Array.from({ length: n }, () => "ELIGIBLE" as const),
    "INELIGIBLE" as const,
    "WITHDRAWN" as const,
    ...Array.from({ length: undecided }, () => "UNDER_REVIEW" as const),
  ];
  const ids: string[] = [];
  for (const [i, status] of statuses.entries()) {
    const id = newId();
    ids.push(id);
    await db.insert(applications).values({
      id,
      roundId,
      personKey: newId(),
      terms: [],
      name: "추첨신청자",
      phone: `0109999${String(i).padStart(4, "0")}`,
      email: `draw${i}@example.com`,
      lang: i % 2 ? "en" : "ko",
      birth: "19950101",
      ...GROUP,
      regionRank: i % 3 === 0 ? "FIRST" : null,
      earningRank: null,
      status,
      version: 1,
      receiptNo: `H${nextRound}-DRAW-${String(i).padStart(4, "0")}`,
    });
  }
  return { roundId, round: nextRound, ids: ids.slice(0, n) };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error("not refused");
}

const freeze = (roundId: string, on: Db = db, now = NOW, subPassword: string = SEEDED.subPassword) =>
  freezeDraw(
    on,
    roundId,
    { waitingMultiple: 1, resultDate: "20260601", subPassword },
    actor(now),
    { chain: LOCAL.chain, delaySeconds: DELAY },
    ORIGIN,
  );
const publish = (roundId: string, now = later(DELAY + 3), source: BeaconSource = LOCAL, on: Db = db) =>
  publishDraw(on, roundId, { subPassword: SEEDED.subPassword }, actor(now), source, ORIGIN);
const statusesOf = async (ids: string[]) =>
  (await db.select({ status: applications.status }).from(applications).where(inArray(applications.id, ids))).map(
    (r) => r.status,
  );
const drawRow = (roundId: string) => db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get();
const withdraw = (ids: string[], now = NOW) =>
  changeStatuses(db, { ids, to: "WITHDRAWN", note: "본인 포기", actor: actor(now), origin: ORIGIN });

beforeAll(async () => {
  await seedTestDb(NOW);
});

describe("the freeze", () => {
  it("is refused before the deadline, and while applications are undecided (saying how many)", async () => {
    const { roundId } = await roundWith(3, 2);
    await db
      .update(rounds)
      .set({ deadAt: later(60) })
      .where(eq(rounds.id, roundId));
    expect((await refusal(freeze(roundId))).code).toBe("draw.beforeDeadline");
    await db
      .update(rounds)
      .set({ deadAt: later(-60) })
      .where(eq(rounds.id, roundId));
    const undecided = await refusal(freeze(roundId));
    expect(undecided.code).toBe("draw.undecided");
    expect(undecided.values).toEqual({ count: 2 });
    expect((await refusal(freeze(roundId, db, NOW, "wrong"))).code).toBe("console.subPasswordWrong");
    expect(await drawRow(roundId)).toBeUndefined();
  });

  it("fixes every submitted application with its reason, the digest over them, and a beacon round after the delay; tells every entrant", async () => {
    const { roundId, round } = await roundWith(5);
    const outboxBefore = (await db.select().from(outbox)).length;
    const frozen = await freeze(roundId);
    const row = await drawRow(roundId);
    expect(row).toMatchObject({ state: "FROZEN", entrants: 7, drawn: 5, beaconNetwork: "local", seed: null });
    expect(frozen.beaconAt.getTime()).toBeGreaterThan(NOW.getTime() + DELAY * 1000);
    expect(frozen.beaconAt.getTime()).toBeLessThanOrEqual(NOW.getTime() + (DELAY + 3) * 1000);
    const entrants = await db.select().from(drawEntrants).where(eq(drawEntrants.roundId, roundId));
    expect(entrants.map((e) => [e.status, e.reason]).sort()).toEqual([
      ["ELIGIBLE", null],
      ["ELIGIBLE", null],
      ["ELIGIBLE", null],
      ["ELIGIBLE", null],
      ["ELIGIBLE", null],
      ["INELIGIBLE", "ineligible"],
      ["WITHDRAWN", "withdrawn"],
    ]);
    // The digest anyone recomputes from the list.
    const recomputed = await listDigest(entrants.map((e) => ({ ...e, group: e.groupKey, reason: e.reason ?? null })));
    expect(row?.listDigest).toBe(recomputed);
    // An e-mail and a KakaoTalk notice to each of the seven, with the digest's start and the beacon round.
    const sent = (await db.select().from(outbox)).slice(outboxBefore);
    expect(sent).toHaveLength(14);
    const kakao = sent.find((m) => m.channel === "KAKAO");
    expect(kakao?.kind).toBe("status.DRAW_FROZEN");
    expect(kakao?.variables).toMatchObject({
      digest: recomputed.slice(0, 16),
      beaconRound: String(frozen.beaconRound),
      verifyUrl: `${ORIGIN}/application/competition/${round}/verify`,
    });
    expect(sent.find((m) => m.channel === "EMAIL")?.body).toContain(recomputed.slice(0, 16));
    expect((await refusal(freeze(roundId))).code).toBe("draw.alreadyFrozen");
  });

  it("then refuses every outcome by hand and any change but a withdrawal, in the pages' function and the API", async () => {
    const { roundId, ids } = await roundWith(4);
    await freeze(roundId);
    const [a, b] = ids as [string, string];
    const change = (to: string, id = a) =>
      changeStatuses(db, { ids: [id], to, note: "사유", actor: actor(), origin: ORIGIN });
    for (const to of ["SELECTED", "WAITING", "NOT_SELECTED"]) {
      expect((await refusal(change(to))).code).toBe("applicationFlow.notAllowed");
    }
    expect((await refusal(change("INELIGIBLE"))).code).toBe("applicationFlow.frozen");
    await createManager(env, { username: "drawclerk", scope: ["console", "application"] });
    const token = await accessTokenFor(env, "drawclerk", NOW);
    const put = (to: string) =>
      api.request(
        `/api/console/application/${b}/status`,
        {
          method: "PUT",
          headers: { ...bearer(token), "content-type": "application/json", "x-test-now": NOW.toISOString() },
          body: JSON.stringify({ to, note: "사유" }),
        },
        env,
      );
    for (const to of ["SELECTED", "INELIGIBLE"]) {
      const res = await put(to);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ message: expect.any(String), errors: { to: expect.any(String) } });
    }
    expect(await statusesOf([a, b])).toEqual(["ELIGIBLE", "ELIGIBLE"]);
    // A withdrawal still lands: its seat goes to promotion once drawn.
    expect((await put("WITHDRAWN")).status).toBe(200);
  });

  it("offers only a withdrawal on the console's status page once frozen, and refuses another change posted anyway", async () => {
    const { roundId, ids } = await roundWith(2);
    const principal = { managerId: "", username: "developer", scope: [...SCOPES] };
    const page = async (fields?: Record<string, string>) => {
      const path = `/console/application/status?id=${ids[0]}`;
      const request = new Request(
        `${ORIGIN}${path}`,
        fields ? { method: "POST", body: new URLSearchParams(fields) } : {},
      );
      const args = {
        request,
        context: contextFor(request, principal),
        params: {},
        url: new URL(request.url),
        pattern: "",
      };
      return (fields ? statusAction : statusLoader)(args as never) as Promise<unknown>;
    };
    expect(await page()).toMatchObject({ options: ["INELIGIBLE", "WITHDRAWN"] });
    await freeze(roundId);
    expect(await page()).toMatchObject({ options: ["WITHDRAWN"] });
    const posted = (await page({ id: ids[0] as string, to: "INELIGIBLE", note: "사유", intent: "apply" })) as {
      init: { status: number };
    };
    expect(posted.init.status).toBe(409);
    expect(await statusesOf([ids[0] as string])).toEqual(["ELIGIBLE"]);
  });

  it("wins over a status change racing it: the change made after the freeze's read fails whole", async () => {
    const { roundId, ids } = await roundWith(3);
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (statements: Parameters<Db["batch"]>[0]) => {
          await freeze(roundId);
          return target.batch(statements);
        };
      },
    });
    const change = changeStatuses(racing, {
      ids: [ids[0] as string],
      to: "INELIGIBLE",
      note: "경합",
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await refusal(change)).code).toBe("applicationFlow.frozen");
    const [entrant] = await db
      .select()
      .from(drawEntrants)
      .where(eq(drawEntrants.applicationId, ids[0] as string));
    expect(entrant?.status).toBe("ELIGIBLE");
    expect(await statusesOf([ids[0] as string])).toEqual(["ELIGIBLE"]);
  });

  it("fails whole when an application changes between its read and its batch", async () => {
    const { roundId, ids } = await roundWith(3);
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (statements: Parameters<Db["batch"]>[0]) => {
          // The freeze's own batch (the sub-password check writes one of its own before the read).
          if (statements.length > 3) {
            await env.DB.prepare("update applications set status = 'INELIGIBLE' where id = ?").bind(ids[1]).run();
          }
          return target.batch(statements);
        };
      },
    });
    expect((await refusal(freeze(roundId, racing))).code).toBe("draw.freezeConflict");
    expect(await drawRow(roundId)).toBeUndefined();
    expect(await db.select().from(drawEntrants).where(eq(drawEntrants.roundId, roundId))).toEqual([]);
  });
});

describe("what the freeze fixes", () => {
  it("waits for paper forms still being keyed in: each was received before the deadline", async () => {
    const { roundId } = await roundWith(2);
    await db.insert(applications).values({
      id: newId(),
      roundId,
      personKey: newId(),
      channel: "PAPER",
      terms: [],
      name: "종이초안",
      phone: "01012120000",
      birth: "19950101",
      status: "DRAFT",
    });
    const refused = await refusal(freeze(roundId));
    expect([refused.code, refused.values]).toEqual(["draw.paperDrafts", { count: 1 }]);
  });

  it("keeps the round's number, dates and visibility; the draw uses the number as frozen", async () => {
    const { roundId, round } = await roundWith(12);
    const frozen = await freeze(roundId);
    const { getRoundForConsole } = await import("../../../app/features/schedules/rounds-console.server");
    const current = await getRoundForConsole(db, roundId);
    const input = {
      round: current.round,
      title: "새 제목",
      shows: current.shows,
      stops: current.stops,
      openAt: current.openAt,
      deadAt: current.deadAt,
      message: { beforeOpen: "", dead: "", dead2: "", stop: "" },
    };
    // Texts may change; the number, the deadline and the visibility may not.
    await updateRound(db, roundId, input, actor());
    for (const change of [{ round: round + 500 }, { deadAt: later(86_400) }, { shows: false }]) {
      expect((await refusal(updateRound(db, roundId, { ...input, ...change }, actor()))).code).toBe("schedules.frozen");
    }
    // Changed behind the console's back, the number still does not move the draw.
    await db
      .update(rounds)
      .set({ round: round + 700 })
      .where(eq(rounds.id, roundId));
    await publish(roundId);
    const file = await drawAuditFile(db, roundId);
    expect(file.round).toBe(round);
    expect(
      await verifyAudit(file, { allowLocal: true, digest: frozen.digest, round, beaconRound: frozen.beaconRound }),
    ).toMatchObject({ ok: true });
    expect((await verifyAudit(file, { allowLocal: true, round: round + 700 })).difference).toMatch(/round number/);
  });

  it("draws nothing when the stored list no longer matches its published digest", async () => {
    const { roundId, ids } = await roundWith(4);
    await freeze(roundId);
    await db
      .update(drawEntrants)
      .set({ regionRank: "FIRST" })
      .where(eq(drawEntrants.applicationId, ids[1] as string));
    expect((await refusal(publish(roundId))).code).toBe("draw.listChanged");
    expect((await drawRow(roundId))?.state).toBe("FROZEN");
  });

  it("closes the window for a submit racing a freeze at the deadline: the batch fails whole", async () => {
    const me = new Applicant({ personId: "freeze-race" });
    me.now = NOW;
    const started = await me.start();
    const id = started.body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PDF);
    // The round's draw record appears just before the submission's batch (reads are short batches).
    const freezing = new Proxy(env.DB, {
      get(target, prop) {
        if (prop !== "batch") {
          const value = Reflect.get(target, prop, target);
          return typeof value === "function" ? value.bind(target) : value;
        }
        return async (statements: D1PreparedStatement[]) => {
          if (statements.length > 3) await db.insert(roundDraws).values(drawRecord("seed-round-2", NOW));
          return target.batch(statements);
        };
      },
    });
    me.bindings = { ...env, DB: freezing };
    try {
      const submitted = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
      expect(submitted.status).toBe(403);
      expect(await statusesOf([id])).toEqual(["DRAFT"]);
    } finally {
      await db.delete(roundDraws).where(eq(roundDraws.roundId, "seed-round-2"));
    }
  });
});

describe("paper applications after the freeze", () => {
  /** A complete paper draft of the round, received before its deadline. */
  async function paperDraft(token: string, roundId: string, phone: string): Promise<string> {
    const draft = await postPaper(
      token,
      youthPaper({ roundId, receivedAt: "2026-05-08T10:00", phone, name: `종이${phone.slice(-2)}` }),
    );
    const id = draft.body.application?.id as string;
    expect((await uploadPaper(token, id, "idCard", PDF)).status).toBe(201);
    expect((await uploadPaper(token, id, "residence", PNG)).status).toBe(201);
    return id;
  }

  it("are refused, and a registration racing the freeze fails whole", async () => {
    await createManager(env, { username: "paperdraw", scope: ["console", "application"] });
    const token = await accessTokenFor(env, "paperdraw", NOW);
    const { roundId } = await roundWith(2);
    await freeze(roundId);
    const late = await postPaper(token, youthPaper({ roundId, receivedAt: "2026-05-08T11:00", phone: "01044440003" }));
    expect(late.status).toBe(409);
    expect(late.body.errors?.roundId).toBeDefined();
    // A draft keyed in before the freeze would have held the freeze back (paper drafts are
    // undecided); one made while the freeze landed is refused at its registration. Here the
    // draw record appears just before the registration's batch: it fails whole, nothing added.
    const { roundId: other } = await roundWith(2);
    const raced = await paperDraft(token, other, "01044440004");
    const scope = createRequestScope(new Request(`${ORIGIN}/`), env, { waitUntil: () => {} });
    // The registration's batch goes to D1 directly (db/prepared.ts).
    const client = new Proxy(db.$client, {
      get(target, prop) {
        if (prop !== "batch") return Reflect.get(target, prop, target);
        return async (statements: D1PreparedStatement[]) => {
          // Reads are batches of one or two; the registration's is the long one.
          if (statements.length > 3) await db.insert(roundDraws).values(drawRecord(other, NOW));
          return target.batch(statements);
        };
      },
    });
    const freezing = new Proxy(db, {
      get: (target, prop, receiver) => (prop === "$client" ? client : Reflect.get(target, prop, receiver)),
    });
    expect((await refusal(submitPaperApplication({ ...scope, db: freezing }, raced, actor()))).code).toBe(
      "paper.roundFrozen",
    );
    expect(await statusesOf([raced])).toEqual(["DRAFT"]);
    expect(await submitPaper(token, raced)).toMatchObject({ status: 409 });
  });
});

describe("the publish", () => {
  it("is refused before the beacon round, and when no relay answers, changing nothing and keeping the round", async () => {
    const { roundId, ids } = await roundWith(4);
    const frozen = await freeze(roundId);
    expect((await refusal(publish(roundId, new Date(frozen.beaconAt.getTime() - 1)))).code).toBe("draw.beaconNotYet");
    const silent: BeaconSource = { chain: LOCAL.chain, get: async () => ({ kind: "unavailable" }) };
    const unavailable = await refusal(publish(roundId, later(60), silent));
    expect([unavailable.status, unavailable.code]).toEqual([503, "draw.beaconUnavailable"]);
    expect(await statusesOf(ids)).toEqual(ids.map(() => "ELIGIBLE"));
    expect(await drawRow(roundId)).toMatchObject({ state: "FROZEN", beaconRound: frozen.beaconRound, seed: null });
    await publish(roundId, later(60));
    expect((await drawRow(roundId))?.beaconRound).toBe(frozen.beaconRound);
  });

  it("draws the frozen ELIGIBLE entrants once, all or none, from the verified beacon; the audit file re-checks", async () => {
    const { roundId, round, ids } = await roundWith(24);
    const frozen = await freeze(roundId);
    expect(await drawResultFor(db, ids[0] as string)).toEqual({ published: false, resultDate: "20260601" });
    expect(await entrantStanding(db, ids[0] as string)).toMatchObject({ round, included: true, drawn: 24 });
    const outboxBefore = (await db.select().from(outbox)).length;
    const groups = await publish(roundId);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.counts).toEqual({ SELECTED: 10, WAITING: 10, NOT_SELECTED: 4 });
    expect(groups[0]?.places.slice(0, 8).every((p) => p.regionRank === "FIRST")).toBe(true);
    for (const p of groups[0]?.places ?? []) {
      const id = ids[Number(p.receiptNo.slice(-4))] as string;
      expect(await statusesOf([id])).toEqual([p.outcome]);
      expect(await drawResultFor(db, id)).toMatchObject({ published: true, outcome: p.outcome });
    }
    const sent = (await db.select().from(outbox)).slice(outboxBefore);
    // Every entrant's result (e-mail and 알림톡), and each of the 10 winners' invitation to the
    // winners' document check (e-mail and 알림톡).
    expect(sent).toHaveLength(68);
    expect(sent.filter((m) => m.kind === "status.WINNER_DOCUMENTS")).toHaveLength(10);
    expect(sent.find((m) => m.channel === "KAKAO")?.kind).toMatch(/^status\.(SELECTED|WAITING|NOT_SELECTED)$/);
    expect((await refusal(publish(roundId))).code).toBe("draw.alreadyPublished");

    const file = await drawAuditFile(db, roundId);
    const text = JSON.stringify(file);
    expect(text).not.toContain("추첨신청자");
    expect(text).not.toMatch(/0109999/);
    expect(text).not.toContain("@example.com");
    expect(file.entrants).toHaveLength(26);
    expect(file.beacon).toMatchObject({ network: "local", round: frozen.beaconRound });
    expect(await verifyAudit(file, { allowLocal: true, digest: frozen.digest })).toMatchObject({ ok: true });
    expect((await verifyAudit(file)).ok).toBe(false);
    expect(await publicAuditFile(db, round)).toEqual(file);

    // The page's download of it: the file under its round's name, or a plain 404 for a round
    // without a published draw and for an address that names no round.
    const download = await auditFileOf(String(round));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(`attachment; filename="draw-round-${round}.json"`);
    expect(await download.json()).toEqual(JSON.parse(JSON.stringify(file)));
    for (const missing of [String(round + 900), "first"]) {
      const res = await auditFileOf(missing);
      expect([res.status, res.headers.get("content-type"), await res.text()]).toEqual([
        404,
        "text/plain; charset=utf-8",
        "Not Found",
      ]);
    }
  });

  it("leaves a withdrawal made after the freeze withdrawn, untold, shown as cancelled, its seat open for the next on the waiting list", async () => {
    const { roundId, ids } = await roundWith(14);
    await freeze(roundId);
    await withdraw(ids);
    const outboxBefore = (await db.select().from(outbox)).length;
    const groups = await publish(roundId);
    // No result notice to anyone withdrawn: they are told nothing they no longer hold.
    expect((await db.select().from(outbox)).slice(outboxBefore)).toEqual([]);
    const [first] = await db
      .select()
      .from(applications)
      .where(eq(applications.id, ids[0] as string));
    const scope = createRequestScope(new Request(`${ORIGIN}/`), env, { waitUntil: () => {} });
    expect(await resultsOfPerson(scope, first?.personKey as string)).toMatchObject([{ state: "CANCELLED" }]);
    expect(await statusesOf(ids)).toEqual(ids.map(() => "WITHDRAWN"));
    const selected = groups[0]?.places.filter((p) => p.outcome === "SELECTED") ?? [];
    expect(selected).toHaveLength(10);
    const [group] = await publishedGroups(db, roundId);
    expect(group?.open).toBe(10);
    expect(group?.next).toBeNull(); // the waiting ones withdrew too
  });

  it("applies nothing when another publish lands first", async () => {
    const { roundId } = await roundWith(12);
    await freeze(roundId);
    const results = await Promise.allSettled([publish(roundId), publish(roundId)]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((rejected.reason as DomainError).code).toBe("draw.alreadyPublished");
    expect(await db.select().from(drawResults).where(eq(drawResults.roundId, roundId))).toHaveLength(12);
  });

  it("offers the lowest waiting number still waiting when a selected seat is given up, and never renumbers", async () => {
    const { roundId } = await roundWith(16);
    await freeze(roundId);
    await publish(roundId);
    const [group] = await publishedGroups(db, roundId);
    expect(group?.open).toBe(0);
    const selected = group?.places.filter((p) => p.outcome === "SELECTED") ?? [];
    const waiting = group?.places.filter((p) => p.outcome === "WAITING") ?? [];
    expect(waiting.map((p) => p.waitingNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    const [w1, w2, w3] = waiting;
    if (!w1 || !w2 || !w3 || !selected[0] || !selected[1]) throw new Error("fixture");
    await withdraw([w1.applicationId]);
    await withdraw([selected[0].applicationId, selected[1].applicationId]);
    const [open] = await publishedGroups(db, roundId);
    expect(open?.open).toBe(2);
    expect(open?.next?.waitingNumber).toBe(2);
    expect((await refusal(promoteNext(db, roundId, w3.applicationId, actor(), ORIGIN))).code).toBe("draw.notNext");
    await promoteNext(db, roundId, w2.applicationId, actor(), ORIGIN);
    expect(await drawResultFor(db, w2.applicationId)).toMatchObject({
      published: true,
      outcome: "SELECTED",
      waitingNumber: 2,
      promoted: true,
    });
    const [after] = await publishedGroups(db, roundId);
    expect(after?.open).toBe(1);
    expect(after?.next?.waitingNumber).toBe(3);
    // A winner refused after the draw (the winners' document check) opens a seat too; refusing a waiting one is not allowed.
    await changeStatuses(db, {
      ids: [selected[2]?.applicationId as string],
      to: "INELIGIBLE",
      note: "서류 부적격",
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await publishedGroups(db, roundId))[0]?.open).toBe(2);
    const promoted = await db
      .select()
      .from(drawResults)
      .where(and(eq(drawResults.roundId, roundId), eq(drawResults.applicationId, w2.applicationId)))
      .get();
    expect(promoted?.promotedBy).toBe("developer");
  });
});

describe("the local seed's round 1", () => {
  it("can be frozen and drawn end to end, its applicants' lines and results shown", async () => {
    const frozen = await freeze("seed-round-1");
    expect(frozen).toMatchObject({ entrants: 14, drawn: 12 });
    const groups = await publish("seed-round-1", later(DELAY + 3));
    const marriage = groups.find((g) => g.key === "NORMAL_TYPE/MARRIED/36C");
    expect(marriage?.counts).toEqual({ SELECTED: 10, WAITING: 2, NOT_SELECTED: 0 });
    expect(marriage?.places.every((p) => p.receiptNo.startsWith("H1-DRAW-"))).toBe(true);
    const first = await sampleApplicationId("H1-DRAW-0001");
    expect(await drawResultFor(db, first)).toMatchObject({ published: true });
    expect(await entrantStanding(db, first)).toMatchObject({ round: 1, included: true, drawn: 12 });
    const withdrawn = await sampleApplicationId("H1-DRAW-0014");
    expect(await entrantStanding(db, withdrawn)).toMatchObject({ included: false, reason: "withdrawn" });
  });
});
