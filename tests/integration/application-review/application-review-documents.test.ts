import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewDocument } from "../../../app/features/application-review/document-review.server";
import { applicationDocuments, auditLog, outbox } from "../../../db/schema";
import { Applicant, db, NOW, ORIGIN, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";
import {
  actor,
  application,
  flagged,
  historyOf,
  racing,
  refusal,
  sentTo,
  statusOf,
} from "../../support/review-integration";

/*
 * Document review on the test D1: a flag (reason, deadline, the application's steps to
 * FIX_REQUESTED, the fix notice, audit), its refusals, acceptance, and a flagged document
 * replaced on the applicant's fix page.
 */

describe("document review", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("flags a document: reason and deadline kept, the application asks for a fix, the applicant is told", async () => {
    const app = await application({ status: "SUBMITTED", lang: "en", email: "flag@example.com", phone: "01060000001" });
    const docId = app.doc;
    const now = new Date("2026-07-01T01:00:00Z");
    const deadline = new Date("2026-07-08T09:00:00Z");
    await reviewDocument(db, {
      applicationId: app.id,
      documentId: docId,
      decision: { decision: "FLAGGED", reason: "흐리게 찍혔습니다", fixDeadline: deadline },
      actor: actor(now),
      origin: ORIGIN,
    });
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docId)).get();
    expect(doc).toMatchObject({
      reviewState: "FLAGGED",
      reviewReason: "흐리게 찍혔습니다",
      fixDeadline: deadline,
      reviewedBy: "reviewer",
      reviewedAt: now,
    });
    expect(await statusOf(app.id)).toBe("FIX_REQUESTED");
    expect((await historyOf(app.id)).map((h) => [h.fromStatus, h.toStatus, h.note])).toEqual([
      ["SUBMITTED", "UNDER_REVIEW", null],
      ["UNDER_REVIEW", "FIX_REQUESTED", "흐리게 찍혔습니다"],
    ]);
    const [mail] = await sentTo("flag@example.com");
    const [sms] = await sentTo("01060000001");
    expect(mail?.subject).toBe(`[Haneulchaeum] Documents to fix (receipt ${app.receiptNo})`);
    expect(mail?.body).toContain(`${ORIGIN}/form/application-fix`);
    expect(mail?.body).toContain("2026-07-08 18:00:00");
    expect(sms?.body).toContain(`${ORIGIN}/form/application-fix`);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, docId));
    expect(audit).toMatchObject({
      action: "record.update",
      targetType: "application_document",
      subject: app.id,
      detail: { review: "FLAGGED", document: "idCard", receiptNo: app.receiptNo },
    });

    // A second flag while the fix is asked for: no new status step, another notice.
    await reviewDocument(db, {
      applicationId: app.id,
      documentId: docId,
      decision: { decision: "FLAGGED", reason: "다시 올려주세요", fixDeadline: deadline },
      actor: actor(now),
      origin: ORIGIN,
    });
    expect(await historyOf(app.id)).toHaveLength(2);
    expect(await sentTo("01060000001")).toHaveLength(2);
  });

  it("refuses a deadline in the past, and a flag once the review is decided", async () => {
    const app = await application({ status: "UNDER_REVIEW" });
    const now = new Date("2026-07-01T01:00:00Z");
    const past = reviewDocument(db, {
      applicationId: app.id,
      documentId: app.doc,
      decision: { decision: "FLAGGED", reason: "흐립니다", fixDeadline: now },
      actor: actor(now),
      origin: ORIGIN,
    });
    expect(await refusal(past)).toMatchObject({ status: 400, field: "fixDeadline" });
    const decided = await application({ status: "ELIGIBLE" });
    const late = reviewDocument(db, {
      applicationId: decided.id,
      documentId: decided.doc,
      decision: { decision: "FLAGGED", reason: "흐립니다", fixDeadline: new Date(now.getTime() + 86_400_000) },
      actor: actor(now),
      origin: ORIGIN,
    });
    expect((await refusal(late)).code).toBe("applicationFlow.flagNotAllowed");
    const other = reviewDocument(db, {
      applicationId: decided.id,
      documentId: app.doc,
      decision: { decision: "ACCEPTED" },
      actor: actor(now),
      origin: ORIGIN,
    });
    expect((await refusal(other)).status).toBe(404);
  });

  it("does not flag a document whose application was decided meanwhile", async () => {
    const app = await application({ status: "FIX_REQUESTED", phone: "01060000009" });
    const lost = reviewDocument(racing(app.id, "ELIGIBLE"), {
      applicationId: app.id,
      documentId: app.doc,
      decision: { decision: "FLAGGED", reason: "흐립니다", fixDeadline: new Date(Date.now() + 86_400_000) },
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await refusal(lost)).code).toBe("applicationFlow.conflict");
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, app.doc)).get();
    expect(doc).toMatchObject({ reviewState: "PENDING", name: "idCard" });
    expect(await sentTo("01060000009")).toHaveLength(0);
  });

  it("accepts a document, clearing an earlier flag", async () => {
    const app = await application({ status: "FIX_REQUESTED" });
    const docId = app.doc;
    await flagged(docId);
    await reviewDocument(db, {
      applicationId: app.id,
      documentId: docId,
      decision: { decision: "ACCEPTED" },
      actor: actor(),
      origin: ORIGIN,
    });
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, docId)).get();
    expect(doc).toMatchObject({
      reviewState: "ACCEPTED",
      reviewReason: null,
      fixDeadline: null,
      reviewedBy: "reviewer",
    });
    expect(await statusOf(app.id)).toBe("FIX_REQUESTED");
  });

  it("decides only on the file the manager reviewed, also when it is replaced while the decision is written", async () => {
    const app = await application({ status: "SUBMITTED", phone: "01060000010" });
    const [seen, other, newer] = ["a", "b", "c"].map((c) => c.repeat(64));
    const fileIs = (sha256: string) =>
      db.update(applicationDocuments).set({ sha256 }).where(eq(applicationDocuments.id, app.doc));
    await fileIs(seen ?? "");
    const decide = (decision: Parameters<typeof reviewDocument>[1]["decision"], on = db) =>
      reviewDocument(on, { applicationId: app.id, documentId: app.doc, decision, actor: actor(), origin: ORIGIN });
    const unchanged = async () => {
      const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, app.doc)).get();
      expect(doc).toMatchObject({ reviewState: "PENDING", reviewedBy: null, name: "idCard" });
      expect(await statusOf(app.id)).toBe("SUBMITTED");
      expect(await sentTo("01060000010")).toHaveLength(0);
      expect(await db.select().from(auditLog).where(eq(auditLog.targetId, app.doc))).toHaveLength(0);
    };
    const deadline = new Date(Date.now() + 86_400_000);

    // The page showed another file than the one stored now.
    expect((await refusal(decide({ decision: "ACCEPTED", file: other }))).code).toBe("applicationFlow.documentChanged");
    await unchanged();

    // The applicant replaces the file between the check and the write: neither decision lands.
    const replacing = (sha256: string): typeof db =>
      new Proxy(db, {
        get(target, property, receiver) {
          if (property !== "batch") return Reflect.get(target, property, receiver);
          return async (statements: Parameters<typeof db.batch>[0]) => {
            await fileIs(sha256);
            return target.batch(statements);
          };
        },
      });
    const accept = decide({ decision: "ACCEPTED", file: seen }, replacing(newer ?? ""));
    expect((await refusal(accept)).code).toBe("applicationFlow.documentChanged");
    await unchanged();
    const flag = decide(
      { decision: "FLAGGED", file: newer, reason: "흐립니다", fixDeadline: deadline },
      replacing(seen ?? ""),
    );
    expect((await refusal(flag)).code).toBe("applicationFlow.documentChanged");
    await unchanged();

    // The file reviewed is the one stored: accepted, and the audit row names it.
    await decide({ decision: "ACCEPTED", file: seen });
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, app.doc)).get();
    expect(doc?.reviewState).toBe("ACCEPTED");
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, app.doc));
    expect(audit?.detail).toMatchObject({ review: "ACCEPTED", file: seen });
  });

  it("lets the applicant replace a flagged document on the fix page, which puts it back to pending", async () => {
    const me = new Applicant({ personId: "review-fix" });
    const id = (await me.start()).body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PNG);
    await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    const residence = await db
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "residence")))
      .get();
    await reviewDocument(db, {
      applicationId: id,
      documentId: residence?.id ?? "",
      decision: {
        decision: "FLAGGED",
        reason: "발급일이 지났습니다",
        fixDeadline: new Date(NOW.getTime() + 86_400_000),
      },
      actor: actor(NOW),
      origin: ORIGIN,
    });
    const fix = await db
      .select()
      .from(outbox)
      .where(like(outbox.body, `%${ORIGIN}/form/application-fix%`));
    expect(fix.length).toBeGreaterThanOrEqual(2);

    const done = await me.replaceOnFixPage("residence", new File([PNG], "new-residence.png"));
    expect(done).toBeInstanceOf(Response);
    const replaced = await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, residence?.id ?? ""))
      .get();
    expect(replaced).toMatchObject({ reviewState: "PENDING", originalName: "new-residence.png" });
    expect(await statusOf(id)).toBe("FIX_REQUESTED");
  });
});
