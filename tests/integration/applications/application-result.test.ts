import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { encodeAgreed } from "../../../app/controllers/applications/journey-page.server";
import { applicationTerms } from "../../../app/features/applications/application-start.server";
import { loader as inquiryLoader } from "../../../app/routes/site/applicant/inquiry";
import { loader as resultLoader } from "../../../app/routes/site/applicant/result";
import { loader as formLoader } from "../../../app/routes/site/application/form";
import { applications, type DrawOutcome, drawResults, roundDraws } from "../../../db/schema";
import { Applicant, db, NOW, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { accessTokenFor, createManager } from "../../support/console";
import { drawRecord } from "../../support/draw-fixtures";
import { callRoute, pageRequest } from "../../support/identity";
import { seedTestDb } from "../../support/integration";
import { PAPER_NOW, postPaper, SEED_ROUND_2, submitPaper, uploadPaper, youthPaper } from "../../support/paper-fixtures";

/*
 * 당첨 조회 (/application/result): after a verification, the person's draw result per round,
 * only once published and only their own; paper applicants find theirs by the name, birth
 * date and phone the manager confirmed.
 */

const NOT_FOUND = "신청 내역을 찾을 수 없습니다.";

/** A browser with no applicant session yet: only the identity binding cookie. */
const bindingOnly = (me: Applicant) => `__Host-identity=${me.binding}`;

// biome-ignore lint/suspicious/noExplicitAny: loader data is checked by the assertions
const view = (answer: { data: unknown }) => answer.data as Record<string, any>;

/** An online applicant who submitted an application in the open round. */
async function submitted(personId: string) {
  const me = new Applicant({ personId, phone: `0104${personId.length}${String(Date.now()).slice(-6)}` });
  const id = (await me.start()).body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PNG);
  const done = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
  expect(done.status).toBe(200);
  return { me, id, receiptNo: done.body.receiptNo as string };
}

/** Back from a verification for "inquiry" on the result page: the answer, and the session cookie it set. */
async function verifyOnResultPage(me: Applicant) {
  const verification = await me.verified("inquiry");
  const back = await callRoute(
    resultLoader as never,
    pageRequest(`/application/result?verification=${verification}`, { cookie: bindingOnly(me), now: NOW }),
  );
  return { back, session: (back.setCookies[0] ?? "").split(";")[0] ?? "" };
}

/** The result page for a browser holding `session`. */
async function resultPage(me: Applicant, session: string) {
  return callRoute(
    resultLoader as never,
    pageRequest("/application/result", { cookie: `${bindingOnly(me)}; ${session}`, now: NOW }),
  );
}

/**
 * A published draw outcome for one application, as the console's draw leaves it (the draw
 * itself is tested in draw.test.ts): its round's draw published, its result row, its status.
 * INELIGIBLE takes no part: its status only, no result row.
 */
async function decide(id: string, outcome: DrawOutcome | "INELIGIBLE", waitingNumber = 1) {
  const [app] = await db.select().from(applications).where(eq(applications.id, id));
  if (!app) throw new Error(`no application ${id}`);
  await db
    .insert(roundDraws)
    .values(drawRecord(app.roundId, NOW, { state: "PUBLISHED", publishedBy: "test", publishedAt: NOW, groups: [] }))
    .onConflictDoNothing();
  await db.delete(drawResults).where(eq(drawResults.applicationId, id));
  if (outcome !== "INELIGIBLE") {
    await db.insert(drawResults).values({
      roundId: app.roundId,
      applicationId: id,
      receiptNo: app.receiptNo ?? "",
      groupKey: "test",
      lot: "00",
      position: 1,
      outcome,
      waitingNumber: outcome === "WAITING" ? waitingNumber : null,
    });
  }
  await db.update(applications).set({ status: outcome }).where(eq(applications.id, id));
}

describe("/application/result: each applicant's draw result", () => {
  let manager = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    await createManager(env, { username: "resultclerk", scope: ["console", "application"] });
    manager = await accessTokenFor(env, "resultclerk", PAPER_NOW);
  });
  // A draw record freezes its round: each test starts from round 2 still open to paper entries.
  afterEach(async () => {
    await db.delete(roundDraws);
  });

  it("asks for a verification first, and shows nothing without one", async () => {
    const fresh = new Applicant({ personId: "res-none" });
    const asks = await callRoute(
      resultLoader as never,
      pageRequest("/application/result", { cookie: bindingOnly(fresh), now: NOW }),
    );
    expect(asks.status).toBe(200);
    expect(view(asks)).toEqual(
      expect.objectContaining({ view: "verify", returnTo: "/application/result", problem: null }),
    );
    expect(view(asks).results).toBeUndefined();
    // A verified person without any application hears "not found" and gets no session.
    const { back } = await verifyOnResultPage(fresh);
    expect(back).toMatchObject({ status: 404, setCookies: [] });
    expect(view(back)).toMatchObject({ view: "verify", problem: NOT_FOUND });
  });

  it("shows a result only once it is published, and only to its own applicant", async () => {
    const mine = await submitted("res-mine");
    const theirs = await submitted("res-theirs");

    const { back, session } = await verifyOnResultPage(mine.me);
    expect(back).toMatchObject({ status: 303, location: "/application/result" });
    const before = view(await resultPage(mine.me, session));
    expect(before).toMatchObject({
      view: "results",
      results: [{ applicationId: mine.id, receiptNo: mine.receiptNo, state: "PENDING", waitingNumber: null }],
    });

    await decide(mine.id, "SELECTED");
    await decide(theirs.id, "WAITING");
    const after = view(await resultPage(mine.me, session));
    expect(after.results).toEqual([expect.objectContaining({ applicationId: mine.id, state: "SELECTED" })]);
    // Nothing of the other applicant's application is in my page.
    expect(JSON.stringify(after)).not.toContain(theirs.id);
    expect(JSON.stringify(after)).not.toContain(theirs.receiptNo);

    // The other applicant sees their own result, never mine.
    const other = await verifyOnResultPage(theirs.me);
    const seen = view(await resultPage(theirs.me, other.session));
    expect(seen.results).toEqual([expect.objectContaining({ applicationId: theirs.id, state: "WAITING" })]);
    expect(JSON.stringify(seen)).not.toContain(mine.id);
    expect(JSON.stringify(seen)).not.toContain(mine.receiptNo);

    // A winner's unit shows once the unit draw is published (its assignment row), and only while SELECTED.
    expect(view(await resultPage(mine.me, session)).results[0]).toMatchObject({ unit: null });
    await env.DB.prepare(
      `insert into unit_assignments (application_id, round_id, receipt_no, unit_type, position, lot, unit)
       select id, round_id, receipt_no, unit_type, 1, 'ab', '102-503' from applications where id = ?`,
    )
      .bind(mine.id)
      .run();
    expect(view(await resultPage(mine.me, session)).results[0]).toMatchObject({
      state: "SELECTED",
      unit: { dong: "102", ho: "503" },
    });

    await decide(mine.id, "NOT_SELECTED");
    expect(view(await resultPage(mine.me, session)).results[0]).toMatchObject({ state: "NOT_SELECTED", unit: null });
    // An ineligible application takes no part in the draw: said so, not "not drawn yet".
    await decide(mine.id, "INELIGIBLE");
    expect(view(await resultPage(mine.me, session)).results[0]).toMatchObject({
      state: "NOT_DRAWN",
      status: "INELIGIBLE",
    });
  });

  it("finds a paper application by the confirmed name, birth date and phone: its receipt and its result", async () => {
    const paper = youthPaper({ name: "종 이결과", birth: "19970412", phone: "01033334444" });
    const draft = await postPaper(manager, paper);
    expect(draft.status).toBe(201);
    const id = draft.body.application?.id as string;
    await uploadPaper(manager, id, "idCard", PDF);
    await uploadPaper(manager, id, "residence", PNG);
    expect((await submitPaper(manager, id)).status).toBe(200);
    await decide(id, "SELECTED");

    // The same name and birth date with another phone: not this application's applicant.
    const otherPhone = new Applicant({
      personId: "paper-other",
      name: "종이결과",
      birth: "19970412",
      phone: "01033330000",
    });
    const refused = await verifyOnResultPage(otherPhone);
    expect(refused.back).toMatchObject({ status: 404, setCookies: [] });
    expect(view(refused.back)).toMatchObject({ problem: NOT_FOUND });

    // Name (spaces aside), birth date and phone as the manager confirmed them.
    const me = new Applicant({ personId: "paper-result", name: "종이결과", birth: "19970412", phone: "01033334444" });
    const { back, session } = await verifyOnResultPage(me);
    expect(back).toMatchObject({ status: 303, location: "/application/result" });
    expect(view(await resultPage(me, session)).results).toEqual([
      expect.objectContaining({ applicationId: id, state: "SELECTED" }),
    ]);
    // The receipt link opens for them.
    const withId = (args: Parameters<typeof inquiryLoader>[0]) => inquiryLoader({ ...args, params: { id } });
    const receipt = await callRoute(
      withId as never,
      pageRequest(`/application/inquiry/${id}`, { cookie: `${bindingOnly(me)}; ${session}`, now: NOW }),
    );
    expect(view(receipt)).toMatchObject({ view: "receipt", application: { id, status: "SELECTED" } });
  });

  it("refuses an online application by a person who applied on paper in the round, as for any second application", async () => {
    const draft = await postPaper(manager, youthPaper({ name: "두번째", birth: "19940202", phone: "01022223333" }));
    const id = draft.body.application?.id as string;
    await uploadPaper(manager, id, "idCard", PDF);
    await uploadPaper(manager, id, "residence", PNG);
    expect((await submitPaper(manager, id)).status).toBe(200);

    const me = new Applicant({
      personId: "paper-then-online",
      name: "두번째",
      birth: "19940202",
      phone: "01022223333",
    });
    const verification = await me.verified("application");
    const agreed = encodeAgreed(await applicationTerms(db, NOW));
    const start = await callRoute(
      formLoader as never,
      pageRequest(`/form/application?verification=${verification}&agreed=${agreed}`, {
        cookie: bindingOnly(me),
        now: NOW,
      }),
    );
    // Told they already applied (the journey's "existing" notice), on the paper application's receipt.
    expect(start).toMatchObject({ status: 303, location: "/form/application?existing=1" });
    const session = (start.setCookies[0] ?? "").split(";")[0] ?? "";
    const page = view(
      await callRoute(
        formLoader as never,
        pageRequest("/form/application?existing=1", { cookie: `${bindingOnly(me)}; ${session}`, now: NOW }),
      ),
    );
    expect(page).toMatchObject({ view: "receipt", application: { id } });
    const inRound = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.roundId, SEED_ROUND_2), eq(applications.phone, "01022223333")));
    expect(inRound).toEqual([{ id }]);
  });
});
