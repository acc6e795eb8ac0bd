import { and, eq, inArray } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { afterDrawOverview } from "../../../app/features/after-draw/after-draw-console.server";
import type { AfterDrawActor } from "../../../app/features/after-draw/after-draw-store.server";
import { afterDrawSweep } from "../../../app/features/after-draw/after-draw-sweep.server";
import { answerOffer, waitingPlace } from "../../../app/features/after-draw/promotion.server";
import {
  appeal,
  decideAppeal,
  decideWinner,
  giveUp,
  handIn,
  reviewWinnerDocument,
  winnerCheckOf,
} from "../../../app/features/after-draw/winner-check.server";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import type { AuditActor } from "../../../app/features/audit/audit.server";
import { localSource } from "../../../app/features/selection/beacon-source.server";
import { promoteNext, publishDraw, publishedGroups } from "../../../app/features/selection/draw.server";
import { freezeDraw } from "../../../app/features/selection/draw-freeze.server";
import { DomainError } from "../../../app/lib/domain-error";
import { SCOPES } from "../../../app/lib/enums";
import { action as exportAction } from "../../../app/routes/console/after-draw-export";
import { newId } from "../../../db/columns";
import {
  applicationDocuments,
  applications,
  auditLog,
  contractBookings,
  contractSlots,
  drawResults,
  outbox,
  promotionOffers,
  rounds,
  unitAssignments,
  winnerChecks,
} from "../../../db/schema";
import { Applicant, db, NOW, PDF } from "../../support/applicant";
import { SEEDED } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

/**
 * After the draw (docs/product/after-draw.md) on the real D1: the invitation at the publish,
 * the winners' documents, the decision with its coded reason, the appeal that holds the seat,
 * giving up, and the automatic offers to the 예비 that chain through declines and expiry.
 */

const ORIGIN = "http://localhost";
const LOCAL = localSource();
const DELAY = 6;
const later = (ms: number) => new Date(NOW.getTime() + ms);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const auditActor = (now = NOW): AuditActor => ({
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now,
  developerUsername: "developer",
});
const manager = (now = NOW): AfterDrawActor => ({ username: "developer", origin: { ip: "127.0.0.1" }, now });
const applicant = (now = NOW): AfterDrawActor => ({ username: "applicant", origin: { ip: "127.0.0.1" }, now });
const GROUP = { supplyType: "NORMAL_TYPE", supplyCategory: "MARRIED", unitType: "36C" } as const; // 10 households

let nextRound = 70;

/**
 * A round closed a day before NOW with `n` ELIGIBLE applications in one 10-household group,
 * frozen (waiting list 1×) and published: 10 SELECTED, the rest WAITING in their number's order.
 */
async function publishedRound(n = 15) {
  const roundId = newId();
  nextRound += 1;
  await db.insert(rounds).values({
    id: roundId,
    round: nextRound,
    title: `당첨 이후 ${nextRound}`,
    shows: true,
    openAt: later(-10 * DAY),
    deadAt: later(-DAY),
  });
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = newId();
    ids.push(id);
    await db.insert(applications).values({
      id,
      roundId,
      personKey: `person-r${nextRound}p${i}-`.padEnd(64, "0"),
      terms: [],
      name: "당첨이후",
      phone: `0108${String(nextRound).padStart(3, "0")}${String(i).padStart(4, "0")}`, // unique across rounds: notices are found by phone
      email: `after${i}@example.com`,
      birth: "19950101",
      ...GROUP,
      status: "ELIGIBLE",
      version: 1,
      receiptNo: `H${nextRound}-AFTR-${String(i).padStart(4, "0")}`,
    });
  }
  await freezeDraw(
    db,
    roundId,
    { waitingMultiple: 1, resultDate: "20260601", subPassword: SEEDED.subPassword },
    auditActor(),
    { chain: LOCAL.chain, delaySeconds: DELAY },
    ORIGIN,
  );
  await publishDraw(
    db,
    roundId,
    { subPassword: SEEDED.subPassword },
    auditActor(later((DELAY + 3) * 1000)),
    LOCAL,
    ORIGIN,
  );
  const results = await db.select().from(drawResults).where(eq(drawResults.roundId, roundId));
  const selected = results.filter((r) => r.outcome === "SELECTED").map((r) => r.applicationId);
  const waiting = results
    .filter((r) => r.outcome === "WAITING")
    .sort((a, b) => (a.waitingNumber ?? 0) - (b.waitingNumber ?? 0))
    .map((r) => r.applicationId);
  return { roundId, round: nextRound, selected, waiting };
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

const statusOf = async (id: string) =>
  (await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)).get())?.status;
const offerOf = (id: string) => db.select().from(promotionOffers).where(eq(promotionOffers.applicationId, id)).get();
const kindsTo = async (ids: string[], kind: string) => {
  const phones = (
    await db.select({ phone: applications.phone }).from(applications).where(inArray(applications.id, ids))
  ).map((r) => r.phone);
  return await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, `status.${kind}`), inArray(outbox.to, phones)));
};
/** Puts a winners' document file in place as the upload would (the upload itself is tested through the API below). */
const fileIn = (applicationId: string, name: string) =>
  db.insert(applicationDocuments).values({
    applicationId,
    name,
    kind: name,
    r2Key: `applications/${applicationId}/${newId()}`,
    originalName: `${name}.pdf`,
    contentType: "application/pdf",
    size: 10,
  });

beforeAll(async () => {
  await seedTestDb(NOW);
});

describe("the invitation", () => {
  it("invites every winner of the publish to the document check, with the deadline at 18:00 Seoul seven days on, by e-mail and 알림톡", async () => {
    const { roundId, selected, waiting } = await publishedRound(12);
    const checks = await db.select().from(winnerChecks).where(eq(winnerChecks.roundId, roundId));
    expect(checks.map((c) => c.applicationId).sort()).toEqual([...selected].sort());
    expect(new Set(checks.map((c) => c.stage))).toEqual(new Set(["INVITED"]));
    // Published at 2026-05-10 12:00 KST: due 2026-05-17 18:00 KST.
    expect(checks[0]?.documentsDue.toISOString()).toBe("2026-05-17T09:00:00.000Z");
    const invites = await kindsTo(selected, "WINNER_DOCUMENTS");
    expect(invites).toHaveLength(selected.length);
    expect(invites[0]?.variables).toMatchObject({
      deadline: "2026-05-17 18:00:00",
      url: `${ORIGIN}/application/winner`,
    });
    expect(await kindsTo(waiting, "WINNER_DOCUMENTS")).toHaveLength(0);
    const emails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, "EMAIL"), inArray(outbox.to, ["after0@example.com"])));
    expect(emails.some((m) => m.subject.includes("당첨자 서류 제출 안내"))).toBe(selected.length > 0);
  });
});

describe("the winners' documents", () => {
  it("are uploaded through the applicant's session while the check is open, handed in once complete, then refused after the deadline", async () => {
    const { round, selected, waiting } = await publishedRound(11);
    const winner = selected[0] as string;
    const row = await db.select().from(applications).where(eq(applications.id, winner)).get();
    const personId = row?.personKey.replace(/^person-/, "").replace(/-0+$/, "") as string;
    const browser = new Applicant({ personId });
    await browser.comeBack();
    expect(browser.session).not.toBeNull();
    const stored = await browser.upload(winner, "winFamily", PDF);
    expect(stored.status).toBe(201);
    expect(stored.body).toMatchObject({ name: "winFamily", reviewState: "PENDING" });
    // Handing in with required documents missing is refused.
    expect((await refusal(handIn(db, winner, applicant()))).code).toBe("afterDraw.missingDocuments");
    for (const name of ["winHealth", "winIncome", "winAssets", "winNoHome", "winMarriage"]) {
      expect((await browser.upload(winner, name, PDF)).status).toBe(201);
    }
    await handIn(db, winner, applicant());
    expect((await winnerCheckOf(db, winner))?.stage).toBe("SUBMITTED");
    // After the deadline nothing more is taken.
    browser.now = later(8 * DAY);
    await browser.comeBack();
    const late = await browser.upload(winner, "winExtra", PDF);
    expect(late.status).toBe(403);
    expect(late.body.message).toContain("당첨자 서류를 올릴 수 있는 기간이 아닙니다");
    // Refused: the appeal's files are taken while the refusal may be appealed, and no longer once appealed.
    await decideWinner(db, winner, { decision: "REFUSED", reason: "DOCUMENTS_MISSING" }, manager(later(8 * DAY)));
    expect((await browser.upload(winner, "winFamily", PDF)).status).toBe(403);
    expect((await browser.upload(winner, "winAppeal", PDF)).status).toBe(201);
    await appeal(db, winner, "누락된 서류를 이의신청과 함께 올립니다.", applicant(later(8 * DAY)));
    expect((await browser.upload(winner, "winAppeal", PDF)).status).toBe(403);
    // A 예비 has no check: a winners' slot is refused.
    const other = await db
      .select()
      .from(applications)
      .where(eq(applications.id, waiting[0] as string))
      .get();
    const waitingBrowser = new Applicant({
      personId: other?.personKey.replace(/^person-/, "").replace(/-0+$/, "") as string,
    });
    await waitingBrowser.comeBack();
    expect((await waitingBrowser.upload(waiting[0] as string, "winFamily", PDF)).status).toBe(403);
    expect(round).toBeGreaterThan(0);
  });
});

describe("the decision, the appeal and the seat", () => {
  it("refuses with a coded reason, holds the seat through the appeal, and releases it to the first 예비 when the appeal is dismissed", async () => {
    const { roundId, selected, waiting } = await publishedRound(13);
    const winner = selected[0] as string;
    await fileIn(winner, "winFamily");
    const [doc] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, winner));
    await reviewWinnerDocument(
      db,
      winner,
      { documentId: doc?.id as string, state: "FLAGGED", reasonText: "소득 초과" },
      manager(),
    );
    await decideWinner(db, winner, { decision: "REFUSED", reason: "INCOME_OVER" }, manager());
    const refused = await winnerCheckOf(db, winner);
    expect(refused).toMatchObject({
      stage: "REFUSED",
      refusalReason: "INCOME_OVER",
      appealState: null,
      releasedAt: null,
    });
    expect(refused?.appealDue?.toISOString()).toBe("2026-05-17T09:00:00.000Z");
    expect(await kindsTo([winner], "WINNER_REFUSED")).toHaveLength(1);
    // The seat is held: still SELECTED, nothing offered.
    expect(await statusOf(winner)).toBe("SELECTED");
    expect((await publishedGroups(db, roundId))[0]?.open).toBe(0);
    // A second decision is refused; so is an appeal after its period.
    expect((await refusal(decideWinner(db, winner, { decision: "PASSED" }, manager()))).code).toBe(
      "afterDraw.stageChanged",
    );
    expect((await refusal(appeal(db, winner, "소득 산정에 오류가 있습니다.", applicant(later(8 * DAY))))).code).toBe(
      "afterDraw.appealClosed",
    );
    await appeal(db, winner, "소득 산정에 오류가 있습니다. 증빙을 첨부합니다.", applicant());
    expect((await winnerCheckOf(db, winner))?.appealState).toBe("OPEN");
    expect((await refusal(appeal(db, winner, "두 번째 이의신청입니다.", applicant()))).code).toBe(
      "afterDraw.appealClosed",
    );
    // An open appeal holds the seat past the period too.
    await afterDrawSweep(db, later(9 * DAY));
    expect(await statusOf(winner)).toBe("SELECTED");
    await decideAppeal(db, winner, "DISMISSED", manager());
    expect(await statusOf(winner)).toBe("INELIGIBLE");
    expect((await winnerCheckOf(db, winner))?.releasedAt).not.toBeNull();
    const offer = await offerOf(waiting[0] as string);
    expect(offer).toMatchObject({ state: "OFFERED" });
    expect(offer?.due.getTime()).toBe(NOW.getTime() + 72 * HOUR);
    expect(await kindsTo([waiting[0] as string], "PROMOTION_OFFER")).toHaveLength(1);
    const audit = await db
      .select({ targetType: auditLog.targetType, detail: auditLog.detail })
      .from(auditLog)
      .where(eq(auditLog.targetId, winner));
    expect(audit.map((a) => a.targetType)).toEqual(
      expect.arrayContaining(["winnerDocument", "winnerCheck", "winnerAppeal"]),
    );
  });

  it("passes an upheld appeal, keeping the seat", async () => {
    const { selected } = await publishedRound(10);
    const winner = selected[1] as string;
    await decideWinner(db, winner, { decision: "REFUSED", reason: "OTHER", reasonText: "서류 식별 불가" }, manager());
    expect((await winnerCheckOf(db, winner))?.refusalText).toBe("서류 식별 불가");
    await appeal(db, winner, "다시 발급받은 서류를 올렸습니다.", applicant());
    await decideAppeal(db, winner, "UPHELD", manager());
    expect(await winnerCheckOf(db, winner)).toMatchObject({ stage: "PASSED", appealState: "UPHELD" });
    expect(await statusOf(winner)).toBe("SELECTED");
    expect(await kindsTo([winner], "WINNER_PASSED")).toHaveLength(1);
  });

  it("refuses a winner who did not hand in by the deadline (NO_ANSWER), then releases the seat when the appeal period ends unused", async () => {
    const { selected, waiting } = await publishedRound(11);
    const winner = selected[2] as string;
    await afterDrawSweep(db, later(7 * DAY + 7 * HOUR));
    expect(await winnerCheckOf(db, winner)).toMatchObject({ stage: "REFUSED", refusalReason: "NO_ANSWER" });
    expect(await statusOf(winner)).toBe("SELECTED");
    expect(await offerOf(waiting[0] as string)).toBeUndefined();
    await afterDrawSweep(db, later(15 * DAY));
    expect(await statusOf(winner)).toBe("INELIGIBLE");
    expect(await offerOf(waiting[0] as string)).toMatchObject({ state: "OFFERED" });
  });
});

describe("giving up and promotion", () => {
  it("gives a place up and chains the offer through two declines and an expired offer to the fourth 예비, who accepts and is invited", async () => {
    const { roundId, selected, waiting } = await publishedRound(15);
    const [w1, w2, w3, w4, w5] = waiting as [string, string, string, string, string];
    expect(await waitingPlace(db, w3)).toEqual({ waitingNumber: 3, ahead: 2 });
    await giveUp(db, selected[0] as string, applicant());
    expect(await winnerCheckOf(db, selected[0] as string)).toMatchObject({ stage: "GAVE_UP" });
    expect(await statusOf(selected[0] as string)).toBe("WITHDRAWN");
    expect((await refusal(giveUp(db, selected[0] as string, applicant()))).code).toBe("afterDraw.giveUpClosed");
    expect(await offerOf(w1)).toMatchObject({ state: "OFFERED" });
    // Declined by the first: withdrawn, the second offered, those behind told their new place.
    await answerOffer(db, w1, "DECLINE", applicant(later(HOUR)));
    expect(await statusOf(w1)).toBe("WITHDRAWN");
    expect(await offerOf(w2)).toMatchObject({ state: "OFFERED" });
    expect(await waitingPlace(db, w3)).toEqual({ waitingNumber: 3, ahead: 1 });
    const moved = await kindsTo([w3], "WAITING_MOVED");
    expect(moved.at(-1)?.variables).toMatchObject({ number: "2" });
    await answerOffer(db, w2, "DECLINE", applicant(later(2 * HOUR)));
    expect(await offerOf(w3)).toMatchObject({ state: "OFFERED" });
    // The third lets the deadline pass: expired, withdrawn, the fourth offered.
    await afterDrawSweep(db, later(2 * HOUR + 73 * HOUR));
    expect(await offerOf(w3)).toMatchObject({ state: "EXPIRED" });
    expect(await statusOf(w3)).toBe("WITHDRAWN");
    expect((await refusal(answerOffer(db, w3, "ACCEPT", applicant(later(76 * HOUR))))).code).toBe(
      "afterDraw.offerClosed",
    );
    expect(await offerOf(w4)).toMatchObject({ state: "OFFERED" });
    expect(await waitingPlace(db, w5)).toEqual({ waitingNumber: 5, ahead: 1 });
    await answerOffer(db, w4, "ACCEPT", applicant(later(76 * HOUR)));
    expect(await offerOf(w4)).toMatchObject({ state: "ACCEPTED" });
    expect(await statusOf(w4)).toBe("SELECTED");
    expect(await winnerCheckOf(db, w4)).toMatchObject({ stage: "INVITED" });
    expect(await kindsTo([w4], "WINNER_DOCUMENTS")).toHaveLength(1);
    expect((await publishedGroups(db, roundId))[0]?.open).toBe(0);
    // A second answer changes nothing.
    expect((await refusal(answerOffer(db, w4, "DECLINE", applicant(later(77 * HOUR))))).code).toBe(
      "afterDraw.offerClosed",
    );
    expect(await offerOf(w5)).toBeUndefined();
  });

  it("offers a seat freed by a manager's withdrawal or refusal to the next 예비 at once, not at the next sweep, and no deadline acts on that winner any more", async () => {
    const { roundId, selected, waiting } = await publishedRound(13);
    const [s1, s2] = selected as [string, string];
    const [w1, w2, w3] = waiting as [string, string, string];
    const enqueued: string[] = [];
    await changeStatuses(db, {
      ids: [s1],
      to: "WITHDRAWN",
      note: "본인 요청으로 취소",
      actor: auditActor(later(HOUR)),
      origin: ORIGIN,
      enqueue: (ids) => enqueued.push(...ids),
    });
    expect(await statusOf(s1)).toBe("WITHDRAWN");
    const offer = await offerOf(w1);
    expect(offer).toMatchObject({ state: "OFFERED" });
    expect(offer?.due.getTime()).toBe(later(HOUR).getTime() + 72 * HOUR);
    const offered = await kindsTo([w1], "PROMOTION_OFFER");
    expect(offered).toHaveLength(1);
    // The offer's notices go to the queue with the change's, not left for the cron.
    expect(enqueued).toContain(offered[0]?.id);
    expect(await offerOf(w2)).toBeUndefined();
    await changeStatuses(db, {
      ids: [s2],
      to: "INELIGIBLE",
      note: "서류 부적격",
      actor: auditActor(later(2 * HOUR)),
      origin: ORIGIN,
    });
    expect(await offerOf(w2)).toMatchObject({ state: "OFFERED" });
    expect(await offerOf(w3)).toBeUndefined();
    // The withdrawn winner's document deadline passes: nothing refused, nothing sent to them.
    await afterDrawSweep(db, later(7 * DAY + 7 * HOUR));
    expect(await winnerCheckOf(db, s1)).toMatchObject({ stage: "INVITED", refusalReason: null });
    expect(await kindsTo([s1, s2], "WINNER_REFUSED")).toHaveLength(0);
    expect((await refusal(decideWinner(db, s1, { decision: "PASSED" }, manager(later(2 * HOUR))))).code).toBe(
      "afterDraw.stageChanged",
    );
    // The console counts both apart from the stage they stopped at (the others, who did not
    // hand in, were refused by the sweep), and lists them as given back.
    const overview = await afterDrawOverview(db, roundId, "RELEASED");
    expect(overview.counts).toMatchObject({ INVITED: 0, REFUSED: selected.length - 2, RELEASED: 2 });
    expect(overview.lines.map((l) => l.applicationId).sort()).toEqual([s1, s2].sort());
  });

  it("keeps the manual promotion: it accepts the open offer on the 예비's behalf and invites them, audited", async () => {
    const { roundId, selected, waiting } = await publishedRound(12);
    await giveUp(db, selected[3] as string, applicant());
    const w1 = waiting[0] as string;
    expect(await offerOf(w1)).toMatchObject({ state: "OFFERED" });
    await promoteNext(db, roundId, w1, auditActor(), ORIGIN);
    expect(await offerOf(w1)).toMatchObject({ state: "ACCEPTED" });
    expect(await winnerCheckOf(db, w1)).toMatchObject({ stage: "INVITED" });
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, w1));
    expect(
      audit.some((a) => a.actor === "developer" && (a.detail as { promotedFrom?: number })?.promotedFrom === 1),
    ).toBe(true);
  });
});

describe("the console's stage counts", () => {
  it("count documents handed in apart from those a manager has started to review, each with its list", async () => {
    const { roundId, selected } = await publishedRound(12);
    const [a, b, c] = selected as [string, string, string];
    for (const id of [a, b, c]) await fileIn(id, "winFamily");
    await db
      .update(winnerChecks)
      .set({ stage: "SUBMITTED" })
      .where(inArray(winnerChecks.applicationId, [a, b, c]));
    const [doc] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, b));
    await reviewWinnerDocument(db, b, { documentId: doc?.id as string, state: "ACCEPTED" }, manager());
    // A 신청서 document reviewed earlier (not a winners' one) does not make c's check under review.
    await fileIn(c, "idCard");
    await db
      .update(applicationDocuments)
      .set({ reviewState: "ACCEPTED" })
      .where(and(eq(applicationDocuments.applicationId, c), eq(applicationDocuments.kind, "idCard")));
    const overview = await afterDrawOverview(db, roundId, "UNDER_REVIEW");
    expect(overview.counts).toMatchObject({ INVITED: selected.length - 3, SUBMITTED: 2, UNDER_REVIEW: 1 });
    expect(overview.lines.map((l) => l.applicationId)).toEqual([b]);
    const handedIn = await afterDrawOverview(db, roundId, "SUBMITTED");
    expect(handedIn.lines.map((l) => l.applicationId).sort()).toEqual([a, c].sort());
  });

  it("count the winners with a unit published, a contract appointment booked and 계약 완료, each with its list", async () => {
    const { roundId, selected } = await publishedRound(12);
    const [a, b, c] = selected as [string, string, string];
    await db
      .update(winnerChecks)
      .set({ stage: "PASSED" })
      .where(inArray(winnerChecks.applicationId, [a, b, c]));
    // Units drawn for three; published (a 동·호 set) for two.
    await db.insert(unitAssignments).values(
      [a, b, c].map((id, i) => ({
        applicationId: id,
        roundId,
        receiptNo: `R-${i}`,
        unitType: "36C",
        position: i,
        lot: "0".repeat(64),
        unit: i < 2 ? `101-10${i}` : null,
      })),
    );
    const slotId = newId();
    await db.insert(contractSlots).values({
      id: slotId,
      roundId,
      startsAt: later(10 * DAY),
      endsAt: later(10 * DAY + HOUR),
      place: "관리사무소",
      capacity: 5,
      createdBy: "developer",
    });
    await db.insert(contractBookings).values([
      { applicationId: a, roundId, slotId, bookedAt: NOW, linkOrigin: ORIGIN },
      {
        applicationId: b,
        roundId,
        slotId,
        bookedAt: NOW,
        linkOrigin: ORIGIN,
        completedAt: NOW,
        completedBy: "developer",
      },
    ]);
    const overview = await afterDrawOverview(db, roundId, "BOOKED");
    expect(overview.counts).toMatchObject({ PASSED: 3, UNIT_ASSIGNED: 2, BOOKED: 1, CONTRACTED: 1 });
    expect(overview.lines.map((l) => l.applicationId)).toEqual([a]);
    const ids = async (list: "UNIT_ASSIGNED" | "CONTRACTED") =>
      (await afterDrawOverview(db, roundId, list)).lines.map((l) => l.applicationId).sort();
    expect(await ids("CONTRACTED")).toEqual([b]);
    expect(await ids("UNIT_ASSIGNED")).toEqual([a, b].sort());
  });
});

describe("the round's export", () => {
  /** The screen's export form posted to its resource route, as the developer. */
  const post = (roundId: string, subPassword: string) => {
    const request = new Request(`${ORIGIN}/console/application/after-draw/${roundId}/export`, {
      method: "POST",
      headers: { "x-test-now": NOW.toISOString() },
      body: new URLSearchParams({ subPassword }),
    });
    const args = { request, context: contextFor(request, auditActor().principal), params: { roundId } };
    return exportAction(args as unknown as Parameters<typeof exportAction>[0]) as Promise<Response>;
  };
  /** The sheet's rows, each cell at its column (an empty cell is not written). */
  const sheetRows = async (res: Response) => {
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const xml = strFromU8(files["xl/worksheets/sheet1.xml"] as Uint8Array);
    return [...xml.matchAll(/<row r="\d+">(.*?)<\/row>/g)].map((row) => {
      const cells: string[] = Array(10).fill("");
      for (const c of (row[1] ?? "").matchAll(
        /<c r="([A-Z])\d+"[^>]*>.*?(?:<t xml:space="preserve">|<v>)(.*?)<\/(?:t|v)>/g,
      )) {
        cells[(c[1] ?? "A").charCodeAt(0) - 65] = c[2] ?? "";
      }
      return cells;
    });
  };
  const exports = () =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "personal.export"), eq(auditLog.targetType, "afterDraw")));

  it("holds every winner's stage and every offer, one row each, after the sub-password; audited with the round and the count only", async () => {
    const { roundId, round, selected, waiting } = await publishedRound(12);
    await decideWinner(db, selected[0] as string, { decision: "REFUSED", reason: "HOME_OWNED" }, manager());
    await giveUp(db, selected[1] as string, applicant());
    const wrong = await post(roundId, "Wrong!2345");
    expect(wrong.status).toBe(302);
    expect(wrong.headers.get("location")).toBe(`/console/application/after-draw/${roundId}?export=wrong`);
    expect(await exports()).toEqual([]);

    const res = await post(roundId, SEEDED.subPassword);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="after-draw-\d{8}\.xlsx"$/);
    const rows = await sheetRows(res);
    expect(rows[0]).toEqual([
      "접수번호",
      "이름",
      "휴대전화번호",
      "단계",
      "서류 기한",
      "부적격 사유",
      "이의신청",
      "예비 번호",
      "당첨 제안",
      "답변 기한",
    ]);
    // The 10 winners and the 예비 offered the seat given up.
    expect(rows).toHaveLength(1 + 11);
    const receipts = await db
      .select({ id: applications.id, receiptNo: applications.receiptNo, phone: applications.phone })
      .from(applications)
      .where(eq(applications.roundId, roundId));
    const line = (id: string) => {
      const app = receipts.find((r) => r.id === id);
      return rows.find((r) => r[0] === app?.receiptNo);
    };
    expect(line(selected[0] as string)?.slice(1, 6)).toEqual([
      "당첨이후",
      receipts.find((r) => r.id === selected[0])?.phone,
      "부적격",
      "2026-05-17 18:00:00",
      "주택 소유",
    ]);
    expect(line(selected[1] as string)?.[3]).toBe("당첨 포기");
    expect(line(waiting[0] as string)?.slice(7)).toEqual(["1", "답변 대기", "2026-05-13 12:00:00"]);
    const [audited, ...more] = await exports();
    expect(more).toEqual([]);
    expect(audited).toMatchObject({ actor: "developer", targetId: roundId, detail: { round, count: 11 } });
    expect(JSON.stringify(audited)).not.toMatch(/당첨이후|0108/);
  });
});
