import { env } from "cloudflare:test";
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { commitmentOf } from "../../../app/features/selection/draw";
import {
  commitDraw,
  drawAuditFile,
  dryRunDraw,
  promoteNext,
  publicAuditFile,
  publishDraw,
  publishedGroups,
} from "../../../app/features/selection/draw.server";
import { verifyAudit } from "../../../app/features/selection/draw-audit";
import { drawResultFor } from "../../../app/features/selection/draw-results.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { applications, drawResults, outbox, roundDraws, rounds } from "../../../db/schema";
import { db, NOW } from "../../support/applicant";
import { SEEDED } from "../../support/console";
import { seedTestDb } from "../../support/integration";

/** The draw (docs/product.md §18) on the real D1: commit, reveal, publish once and all or none, results, promotion, audit file. */

const ORIGIN = "http://localhost";
const actor = (now = NOW): AuditActor => ({
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now,
  developerUsername: "developer",
});
const GROUP = { supplyType: "NORMAL_TYPE", supplyCategory: "MARRIED", unitType: "36C" } as const; // 10 households

let nextRound = 40;

/** A round open at NOW with `n` ELIGIBLE applications in one 10-household group (every third FIRST in region), and one still under review. */
async function roundWith(n: number): Promise<{ roundId: string; ids: string[] }> {
  const roundId = newId();
  nextRound += 1;
  await db.insert(rounds).values({
    id: roundId,
    round: nextRound,
    title: `추첨 ${nextRound}`,
    shows: true,
    openAt: new Date(NOW.getTime() - 86_400_000),
    deadAt: new Date(NOW.getTime() + 86_400_000),
  });
  const ids: string[] = [];
  for (let i = 0; i <= n; i++) {
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
      status: i === n ? "UNDER_REVIEW" : "ELIGIBLE",
      version: 1,
      receiptNo: `H${nextRound}-DRAW-${String(i).padStart(4, "0")}`,
    });
  }
  return { roundId, ids: ids.slice(0, n) };
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  throw new Error("not refused");
}

const commit = (roundId: string, waitingMultiple = 1, now = NOW) =>
  commitDraw(db, roundId, { waitingMultiple, resultDate: "20260601", subPassword: SEEDED.subPassword }, actor(now));
const publish = (roundId: string, seed: string, on: Db = db) =>
  publishDraw(on, roundId, { seed, subPassword: SEEDED.subPassword }, actor(), ORIGIN);
const statusesOf = async (ids: string[]) =>
  (await db.select({ status: applications.status }).from(applications).where(inArray(applications.id, ids))).map(
    (r) => r.status,
  );

describe("the draw", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("commits a seed before the round closes, keeping only its SHA-256, once", async () => {
    const { roundId } = await roundWith(3);
    const { seed, commitment } = await commit(roundId);
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitment).toBe(await commitmentOf(seed));
    const row = await db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get();
    expect(row).toMatchObject({ commitment, seed: null, state: "COMMITTED", waitingMultiple: 1 });
    expect(await refusal(commit(roundId))).toBe("draw.alreadyCommitted");
    const late = await roundWith(1);
    expect(await refusal(commit(late.roundId, 3, new Date(NOW.getTime() + 2 * 86_400_000)))).toBe("draw.roundClosed");
    expect(
      await refusal(
        commitDraw(db, late.roundId, { waitingMultiple: 3, resultDate: null, subPassword: "wrong" }, actor()),
      ),
    ).toBe("console.subPasswordWrong");
  });

  it("refuses a revealed seed that does not match the commitment, changing nothing", async () => {
    const { roundId, ids } = await roundWith(4);
    await commit(roundId);
    const other = "ab".repeat(32);
    expect(await refusal(dryRunDraw(db, roundId, other))).toBe("draw.seedMismatch");
    expect(await refusal(publish(roundId, other))).toBe("draw.seedMismatch");
    expect(await refusal(publish(roundId, "not a seed"))).toBe("draw.seedInvalid");
    expect(await statusesOf(ids)).toEqual(ids.map(() => "ELIGIBLE"));
    expect((await db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get())?.state).toBe("COMMITTED");
  });

  it("dry-runs without changing anything; publishes every result at once, visible only from then on; a second draw is refused", async () => {
    const { roundId, ids } = await roundWith(24);
    const { seed } = await commit(roundId);
    const dry = await dryRunDraw(db, roundId, seed);
    expect(dry).toHaveLength(1);
    expect(dry[0]?.counts).toEqual({ SELECTED: 10, WAITING: 10, NOT_SELECTED: 4 });
    // Priority: the eight FIRST region ranks come first.
    expect(dry[0]?.places.slice(0, 8).every((p) => p.regionRank === "FIRST")).toBe(true);
    expect(await statusesOf(ids)).toEqual(ids.map(() => "ELIGIBLE"));
    expect(await drawResultFor(db, ids[0] as string)).toEqual({ published: false, resultDate: "20260601" });
    const outboxBefore = (await db.select().from(outbox)).length;

    const published = await publish(roundId, seed);
    expect(published).toEqual(dry);
    const byReceipt = new Map(dry[0]?.places.map((p) => [p.receiptNo, p]));
    const rows = await db
      .select({ id: applications.id, receiptNo: applications.receiptNo, status: applications.status })
      .from(applications)
      .where(inArray(applications.id, ids));
    for (const r of rows) {
      const place = byReceipt.get(r.receiptNo ?? "");
      expect(r.status).toBe(place?.outcome);
      const view = await drawResultFor(db, r.id);
      expect(view).toMatchObject({ published: true, outcome: place?.outcome, resultDate: "20260601" });
      expect(view.waitingNumber).toBe(place?.waitingNumber ?? undefined);
    }
    // An e-mail and an SMS to each, in their language.
    const sent = (await db.select().from(outbox)).slice(outboxBefore);
    expect(sent).toHaveLength(48);
    const kakao = sent.find((m) => m.channel === "KAKAO");
    expect(kakao).toMatchObject({ status: "PENDING", attempts: 0, createdAt: NOW });
    expect(kakao?.kind).toMatch(/^status\.(SELECTED|WAITING|NOT_SELECTED)$/);
    expect(Object.keys(kakao?.variables ?? {})).toContain("receipt");
    // A waiting applicant is told their number, in the e-mail, the SMS text and the KakaoTalk variables.
    const waiting = dry[0]?.places.find((p) => p.outcome === "WAITING" && p.waitingNumber === 2);
    const told = sent.filter((m) => m.subject.includes(waiting?.receiptNo ?? "-"));
    expect(told.map((m) => m.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
    for (const m of told) expect(m.body).toMatch(/(예비 번호|waiting number): 2/i);
    expect(told.find((m) => m.channel === "KAKAO")?.variables).toMatchObject({ number: "2" });
    expect(sent.some((m) => /선정|당첨/.test(m.subject))).toBe(true);
    expect(sent.some((m) => /^\[Haneulchaeum\]/.test(m.subject))).toBe(true);

    expect(await refusal(publish(roundId, seed))).toBe("draw.alreadyPublished");
    expect(await refusal(dryRunDraw(db, roundId, seed))).toBe("draw.alreadyPublished");

    const file = await drawAuditFile(db, roundId);
    const text = JSON.stringify(file);
    expect(text).not.toContain("추첨신청자");
    expect(text).not.toMatch(/0109999/);
    expect(text).not.toContain("@example.com");
    expect(file.seed).toBe(seed);
    expect(await verifyAudit(file)).toMatchObject({ ok: true, difference: null });
    const round = await db.select().from(rounds).where(eq(rounds.id, roundId)).get();
    expect(await publicAuditFile(db, round?.round ?? 0)).toEqual(file);
  });

  it("writes the notices set-wise in a few statements, and hands their ids to the outbox queue", async () => {
    const { roundId } = await roundWith(30);
    const { seed } = await commit(roundId);
    const outboxBefore = (await db.select().from(outbox)).length;
    let statements = 0;
    const counting = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return (items: Parameters<Db["batch"]>[0]) => {
          statements += items.length;
          return target.batch(items);
        };
      },
    });
    const queued: string[] = [];
    await publishDraw(counting, roundId, { seed, subPassword: SEEDED.subPassword }, actor(), ORIGIN, (ids) =>
      queued.push(...ids),
    );
    const written = (await db.select().from(outbox)).slice(outboxBefore);
    expect(written).toHaveLength(60);
    expect([...queued].sort()).toEqual(written.map((m) => m.id).sort());
    // The draw record, results, history, statuses, notices, audit and content version: a
    // fixed few, where one statement per notice would be 60 more (D1 allows 1,000 a request).
    expect(statements).toBeLessThan(20);
  });

  it("applies nothing when an application changes under the publish", async () => {
    const { roundId, ids } = await roundWith(12);
    const { seed } = await commit(roundId);
    const outboxBefore = (await db.select().from(outbox)).length;
    // The applicant's version moves between the draw's read and its batch.
    const racing = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== "batch") return Reflect.get(target, prop, receiver);
        return async (statements: Parameters<Db["batch"]>[0]) => {
          await env.DB.prepare("update applications set version = version + 1 where id = ?").bind(ids[5]).run();
          return target.batch(statements);
        };
      },
    });
    expect(await refusal(publish(roundId, seed, racing))).toBe("draw.conflict");
    expect(await statusesOf(ids)).toEqual(ids.map(() => "ELIGIBLE"));
    expect(await db.select().from(drawResults).where(eq(drawResults.roundId, roundId))).toEqual([]);
    expect((await db.select().from(roundDraws).where(eq(roundDraws.roundId, roundId)).get())?.state).toBe("COMMITTED");
    expect((await db.select().from(outbox)).length).toBe(outboxBefore);
    expect(await drawResultFor(db, ids[0] as string)).toMatchObject({ published: false });
    // Drawn again on what is there now, it lands.
    await publish(roundId, seed);
    expect((await drawResultFor(db, ids[0] as string)).published).toBe(true);
  });

  it("offers the lowest waiting number still waiting when a selected seat is given up, and never renumbers", async () => {
    const { roundId } = await roundWith(16);
    const { seed } = await commit(roundId);
    await publish(roundId, seed);
    const [group] = await publishedGroups(db, roundId);
    expect(group?.open).toBe(0);
    expect(group?.next).toBeNull();
    const selected = group?.places.filter((p) => p.outcome === "SELECTED") ?? [];
    const waiting = group?.places.filter((p) => p.outcome === "WAITING") ?? [];
    expect(waiting.map((p) => p.waitingNumber)).toEqual([1, 2, 3, 4, 5, 6]);
    const [w1, w2, w3] = waiting;
    if (!w1 || !w2 || !w3 || !selected[0] || !selected[1]) throw new Error("fixture");
    // Waiting #1 withdraws first: #2 becomes the next.
    await changeStatuses(db, {
      ids: [w1.applicationId],
      to: "WITHDRAWN",
      note: "본인 포기",
      actor: actor(),
      origin: ORIGIN,
    });
    await changeStatuses(db, {
      ids: [selected[0].applicationId, selected[1].applicationId],
      to: "WITHDRAWN",
      note: "본인 포기",
      actor: actor(),
      origin: ORIGIN,
    });
    const [open] = await publishedGroups(db, roundId);
    expect(open?.open).toBe(2);
    expect(open?.next?.waitingNumber).toBe(2);
    expect(await refusal(promoteNext(db, roundId, w3.applicationId, actor(), ORIGIN))).toBe("draw.notNext");
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
    expect(after?.places.filter((p) => p.outcome === "WAITING").map((p) => p.waitingNumber)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    const promoted = await db
      .select()
      .from(drawResults)
      .where(and(eq(drawResults.roundId, roundId), eq(drawResults.applicationId, w2.applicationId)))
      .get();
    expect(promoted?.promotedBy).toBe("developer");
  });
});

describe("the local seed's draw samples", () => {
  it("let a manager commit, dry-run and publish round 2's draw end to end", async () => {
    const now = NOW;
    const { seed } = await commitDraw(
      db,
      "seed-round-2",
      { waitingMultiple: 3, resultDate: null, subPassword: SEEDED.subPassword },
      actor(now),
    );
    const groups = await dryRunDraw(db, "seed-round-2", seed);
    const marriage = groups.find((g) => g.key === "NORMAL_TYPE/MARRIED/36C");
    expect(marriage?.counts).toEqual({ SELECTED: 10, WAITING: 2, NOT_SELECTED: 0 });
    expect(marriage?.places.every((p) => p.receiptNo.startsWith("H2-DRAW-"))).toBe(true);
    expect(groups.flatMap((g) => g.places).length).toBe(13);
    await publishDraw(db, "seed-round-2", { seed, subPassword: SEEDED.subPassword }, actor(now), ORIGIN);
    expect(await drawResultFor(db, "seed-draw-application-01")).toMatchObject({ published: true });
  });
});
