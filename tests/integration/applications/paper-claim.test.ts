import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { paperIdentityKey } from "../../../app/features/applications/paper-claim.server";
import { applicationDocuments, applications, auditLog } from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import { Applicant, db, NOW, PNG } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";
import { application, flagged } from "../../support/review-integration";

/*
 * A registered paper application becomes its applicant's once they verify their identity with
 * the same name, birth date and mobile number as the manager confirmed at entry (app/features/applications/paper-claim.server.ts):
 * the look-up lists it, the fix page takes its flagged document, a start in its round finds it.
 */

const PAPER_KEY = "paper-".padEnd(64, "0");

/**
 * A fixture application turned into a registered paper one (a manager's, keyed by name and
 * birth, with the identity the manager confirmed: name, birth date and phone as written).
 */
async function paper(fields: Parameters<typeof application>[0]) {
  const app = await application(fields);
  const row = await db.select().from(applications).where(eq(applications.id, app.id)).get();
  const paperIdentity = row ? await paperIdentityKey(checkEnv(env).IDENTITY_HMAC_KEY, row) : null;
  await db
    .update(applications)
    .set({
      channel: "PAPER",
      personKey: `${PAPER_KEY.slice(0, 60)}${app.id.slice(0, 4)}`,
      createdBy: "developer",
      paperIdentity,
    })
    .where(eq(applications.id, app.id));
  return app;
}

const personKeyOf = async (id: string) =>
  (await db.select({ k: applications.personKey }).from(applications).where(eq(applications.id, id)).get())?.k;

describe("paper applications claimed by a verified applicant", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("lists the paper application in the look-up and lets its flagged document be replaced on the fix page", async () => {
    // The form's name has a space the verification does not: the same person.
    const mine = await paper({ status: "FIX_REQUESTED", name: "김 하늘", phone: "01070000001" });
    // Same name and birth date, another mobile number: not theirs to claim.
    const other = await paper({ status: "SUBMITTED", phone: "01070000002" });
    const me = new Applicant({ personId: "paper-claim", phone: "01070000001" });
    const listed = await me.comeBack();
    expect(listed.status).toBe(200);
    expect((listed.body.items as { id: string }[]).map((i) => i.id)).toEqual([mine.id]);
    expect(await personKeyOf(mine.id)).toBe(`person-paper-claim-`.padEnd(64, "0"));
    expect(await personKeyOf(other.id)).not.toBe(`person-paper-claim-`.padEnd(64, "0"));
    const [claim] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, mine.id), eq(auditLog.action, "record.update")));
    expect(claim).toMatchObject({ actor: "applicant", targetType: "application", subject: mine.id });
    expect(claim?.detail).toEqual({ claimed: "paper" });
    expect(claim?.id).toMatch(/^[0-9a-f]{32}$/);
    // Only the application made theirs is recorded.
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, other.id))).toEqual([]);

    // The manager flagged its document; the applicant replaces it on the fix page.
    await flagged(mine.doc);
    const done = await me.replaceOnFixPage("idCard", new File([PNG], "new-id.png"));
    expect(done).toBeInstanceOf(Response);
    const replaced = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, mine.doc)).get();
    expect(replaced).toMatchObject({ reviewState: "PENDING", originalName: "new-id.png" });

    // Coming back again claims nothing more.
    await me.comeBack();
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, mine.id))).toHaveLength(1);
  });

  it("finds the paper application on a start in its round instead of opening a second one", async () => {
    const someone = new Applicant({ personId: "paper-round", phone: "01070000009", name: "나다른" });
    const started = await someone.start();
    const round = await db
      .select({ roundId: applications.roundId })
      .from(applications)
      .where(eq(applications.id, started.body.id as string))
      .get();
    const onPaper = await paper({ status: "SUBMITTED", phone: "01070000003" });
    await db
      .update(applications)
      .set({ roundId: round?.roundId ?? "" })
      .where(eq(applications.id, onPaper.id));
    const me = new Applicant({ personId: "paper-start", phone: "01070000003" });
    const start = await me.start();
    // As for any second start: 409, and the way to the existing application.
    expect(start.status).toBe(409);
    expect(start.headers.get("location")).toBe(`/api/v1/application/${onPaper.id}`);
    const mineInRound = await db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.roundId, round?.roundId ?? ""), eq(applications.phone, "01070000003")));
    expect(mineInRound).toEqual([{ id: onPaper.id }]);
  });

  it("leaves a paper application alone when the person already has one in that round", async () => {
    const me = new Applicant({ personId: "paper-both", phone: "01070000004" });
    const started = await me.start();
    const online = await db
      .select()
      .from(applications)
      .where(eq(applications.id, started.body.id as string))
      .get();
    const onPaper = await paper({ status: "SUBMITTED", phone: "01070000004" });
    await db
      .update(applications)
      .set({ roundId: online?.roundId ?? "" })
      .where(eq(applications.id, onPaper.id));
    const before = await personKeyOf(onPaper.id);
    const listed = await me.comeBack();
    expect((listed.body.items as { id: string }[]).map((i) => i.id)).toEqual([online?.id]);
    expect(await personKeyOf(onPaper.id)).toBe(before);
  });
});
