import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationDocuments, applicationVersions } from "../../../db/schema";
import { type Check, checkInvariants } from "../../../scripts/bench-invariants";
import { Applicant, db, NOW, PDF, token, YOUTH_STEPS } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

const SINCE = NOW.getTime() - 1;

/** A submitted application, through the API as the bench's applicants do: its id and receipt. */
async function submitted(personId: string) {
  const me = new Applicant({ personId });
  const id = (await me.start()).body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PDF);
  const done = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
  expect(done.status).toBe(200);
  return { id, receiptNo: done.body.receiptNo as string };
}

const failing = (checks: Check[]) => checks.filter((c) => !c.pass).map((c) => c.name);

describe("the opening bench's invariants, read from D1 and R2", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("pass for applications stored whole, each receipt once, every object with its row", async () => {
    const first = await submitted("inv-1");
    const second = await submitted("inv-2");
    // A double submit: the same receipt answered twice.
    const checks = await checkInvariants(env.DB, env.FILES, [first, second, first], SINCE);
    expect(failing(checks)).toEqual([]);
    expect(checks.length).toBeGreaterThanOrEqual(8);
  });

  it("fail for a receipt not stored, two receipts for one application, and a receipt given for another application", async () => {
    const a = await submitted("inv-3");
    const b = await submitted("inv-4");
    const checks = await checkInvariants(
      env.DB,
      env.FILES,
      [a, { id: a.id, receiptNo: "H2-0000-0000" }, { id: a.id, receiptNo: b.receiptNo }],
      SINCE,
    );
    expect(failing(checks)).toEqual([
      "every receipt given is stored once, on its application",
      "one receipt per application (double submits answer the same)",
    ]);
  });

  it("fail for a submitted application without its version, and for a row without its object or an object without its row", async () => {
    const a = await submitted("inv-5");
    await db.delete(applicationVersions).where(eq(applicationVersions.applicationId, a.id));
    const [doc] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, a.id));
    if (!doc) throw new Error("no document");
    await env.FILES.delete(doc.r2Key);
    await env.FILES.put(`applications/${a.id}/left-behind`, PDF);
    const checks = await checkInvariants(env.DB, env.FILES, [a], SINCE);
    expect(failing(checks)).toEqual([
      "no submitted application is half-written",
      "every document row has its object in R2",
      "nothing in R2 lacks its row",
    ]);
  });
});
