import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { saveSteps } from "../../../app/features/applications/application-draft.server";
import { loadApplication } from "../../../app/features/applications/application-records.server";
import { DomainError } from "../../../app/lib/domain-error";
import { applications, roundDraws } from "../../../db/schema";
import { benchD1Count, D1_COUNT_HEADER } from "../../../worker/bench-d1-count";
import { createRequestScope, TEST_NOW_HEADER } from "../../../worker/request-scope";
import { Applicant, db, NOW, ORIGIN, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { drawRecord } from "../../support/draw-fixtures";
import { seedTestDb } from "../../support/integration";

const scope = () =>
  createRequestScope(new Request(ORIGIN, { headers: { [TEST_NOW_HEADER]: NOW.toISOString() } }), env, {
    waitUntil: () => {},
  });

async function started(personId: string) {
  const me = new Applicant({ personId });
  const { body } = await me.start();
  return { me, id: body.id as string };
}

describe("the applicant's write path", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("saves the steps posted together in one statement: all of them, or none when the application moved on meanwhile", async () => {
    const { me, id } = await started("write-1");
    const res = await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    expect(res.status).toBe(200);
    expect(res.body.steps).toEqual({ details: true, supply: true, answers: true });
    expect((await loadApplication(db, id))?.draft).toEqual(YOUTH_STEPS);

    // A tab still holding the draft while another submitted it: none of its steps land.
    const stale = await loadApplication(db, id);
    if (!stale) throw new Error("no application");
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PNG);
    expect((await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } })).status).toBe(200);
    const refused = await saveSteps(scope(), stale, [
      ["details", { ...YOUTH_STEPS.details, email: "other@example.com" }],
      ["supply", YOUTH_STEPS.supply],
    ]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({ status: 409, code: "application.alreadySubmitted" });
    const after = await db.select().from(applications).where(eq(applications.id, id)).get();
    expect(after).toMatchObject({ status: "SUBMITTED", draft: null, email: YOUTH_STEPS.details.email });
  });

  it("keeps both tabs' steps when two save different steps at once", async () => {
    const { me, id } = await started("write-2");
    const [a, b] = await Promise.all([
      me.request("PUT", `/api/v1/application/${id}`, {
        json: { steps: { details: YOUTH_STEPS.details, supply: YOUTH_STEPS.supply } },
      }),
      me.request("PUT", `/api/v1/application/${id}`, { json: { steps: { answers: YOUTH_STEPS.answers } } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await loadApplication(db, id))?.draft).toEqual(YOUTH_STEPS);
  });

  it("answers an upload with the document as stored, as the application then lists it", async () => {
    const { me, id } = await started("write-3");
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    const uploaded = await me.upload(id, "idCard", PDF);
    expect(uploaded.status).toBe(201);
    const listed = await me.request("GET", `/api/v1/application/${id}`);
    expect(listed.body.documents).toEqual([uploaded.body]);
    expect(uploaded.body).toMatchObject({ name: "idCard", size: PDF.length, contentType: "application/pdf" });
  });

  it("reads an application with its round, documents and result date in one D1 round trip per journey request", async () => {
    const { me, id } = await started("write-4");
    // The bench's counting D1 (worker/bench-d1-count.ts) under the applicant's requests.
    const trips = async (send: () => Promise<{ status: number }>) => {
      const counted = benchD1Count(
        { APP_ENV: "test" },
        new Request(ORIGIN, { headers: { [D1_COUNT_HEADER]: "1" } }),
        env,
      );
      if (!counted) throw new Error("not counted");
      me.bindings = counted.env;
      try {
        const res = await send();
        return { status: res.status, calls: counted.count.calls };
      } finally {
        me.bindings = env;
      }
    };
    // Each request: the waiting room's look at the rounds (1: read each time under APP_ENV=test,
    // every 5 s per isolate elsewhere), the row with its parts (1), then its writes.
    // The steps' UPDATE (1).
    expect(await trips(() => me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } }))).toEqual(
      {
        status: 200,
        calls: 3,
      },
    );
    // The document's write batch (1).
    expect(await trips(() => me.upload(id, "idCard", PDF))).toEqual({ status: 201, calls: 3 });
    await me.upload(id, "residence", PNG);
    // The submission's batch (1), which answers the row as submitted.
    expect(await trips(() => me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } }))).toEqual({
      status: 200,
      calls: 3,
    });
    const listed = await me.request("GET", `/api/v1/application/${id}`);
    expect(listed.body).toMatchObject({ status: "SUBMITTED", round: { state: "open" } });
    expect(listed.body.documents.map((d: { name: string }) => d.name)).toEqual(["idCard", "residence"]);
  });
});

describe("the round's announced result date in the applicant's view", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("comes with the application from the start and from every later read, null before a draw is committed", async () => {
    const { me, id } = await started("write-date-1");
    const before = await me.request("GET", `/api/v1/application/${id}`);
    expect(before.body.round.resultDate).toBeNull();
    const row = await loadApplication(db, id);
    if (!row) throw new Error("no application");
    await db.insert(roundDraws).values(drawRecord(row.roundId, NOW, { resultDate: "20260601" }));
    try {
      const read = await me.request("GET", `/api/v1/application/${id}`);
      expect(read.body.round).toMatchObject({ id: row.roundId, resultDate: "20260601", state: "open" });
      const again = new Applicant({ personId: "write-date-1" });
      const resumed = await again.start();
      expect(resumed.status).toBe(200);
      expect(resumed.body.round).toMatchObject({ id: row.roundId, resultDate: "20260601" });
    } finally {
      await db.delete(roundDraws).where(eq(roundDraws.roundId, row.roundId));
    }
  });
});
