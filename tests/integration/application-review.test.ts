import { env } from "cloudflare:test";
import { and, eq, inArray, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reviewDocument } from "../../app/features/application-review/document-review.server";
import { STATUS_NOTICE_TEMPLATES_KEY } from "../../app/features/application-review/notice-templates";
import { changeStatuses } from "../../app/features/application-review/status-change.server";
import { saveNoticeTemplates } from "../../app/features/application-review/status-notices.server";
import { canTransition, TARGET_STATUSES } from "../../app/features/application-review/status-workflow";
import { fixAction } from "../../app/features/applications/fix-page.server";
import type { AuditActor } from "../../app/features/audit/audit.server";
import { DomainError } from "../../app/lib/domain-error";
import { SCOPES, SUBMITTED_STATUSES } from "../../app/lib/enums";
import type { Db } from "../../db/client";
import {
  applicationDocuments,
  applicationStatusHistory,
  applications,
  auditLog,
  outbox,
  settings,
} from "../../db/schema";
import { createRequestScope } from "../../worker/request-scope";
import { Applicant, db, multipart, NOW, ORIGIN, PDF, PNG, token, YOUTH_STEPS } from "../support/applicant";
import { seedTestDb } from "../support/integration";
import { fixtureId, type ReviewFixture, reviewFixtureSql } from "../support/review-fixtures";

/*
 * The review workflow's feature functions on the test D1: every transition of the table,
 * bulk all-or-none, a change that lost a race, history and notes, the notices in the outbox
 * (per status, in ko and en, with no name in them), template overrides, document flag and
 * accept, and a flagged document replaced on the applicant's fix page.
 */

const actor = (now = new Date()): AuditActor => ({
  principal: { managerId: "m-1", username: "reviewer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1", userAgent: "test" },
  now,
  developerUsername: "developer",
});

let serial = 0;
async function application(f: Partial<ReviewFixture> = {}) {
  serial += 1;
  const id = fixtureId();
  const fixture: ReviewFixture = {
    id,
    personId: `review-${serial}`,
    receiptNo: `H2-TEST-${String(serial).padStart(4, "0")}`,
    documents: [[fixtureId(), "idCard"]],
    ...f,
  };
  await env.DB.batch((await reviewFixtureSql(fixture)).map((sql) => env.DB.prepare(sql)));
  return { ...fixture, doc: fixture.documents?.[0]?.[0] ?? "", phone: fixture.phone ?? "01012345678" };
}

const statusOf = async (id: string) =>
  (await db.select({ s: applications.status }).from(applications).where(eq(applications.id, id)).get())?.s;
const historyOf = (id: string) =>
  db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id));
const sentTo = (who: string) => db.select().from(outbox).where(eq(outbox.to, who));

/** Flags a document with an open deadline, as a review would (so FIX_REQUESTED may be set). */
async function flagged(docId: string, deadline = new Date(Date.now() + 86_400_000)) {
  await db
    .update(applicationDocuments)
    .set({ reviewState: "FLAGGED", reviewReason: "흐립니다", fixDeadline: deadline })
    .where(eq(applicationDocuments.id, docId));
}

async function refusal(run: Promise<unknown>) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("application status changes", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("applies every allowed transition and refuses every other one, nothing written", async () => {
    for (const from of SUBMITTED_STATUSES) {
      for (const to of TARGET_STATUSES) {
        const app = await application({ status: from });
        if (to === "FIX_REQUESTED") await flagged(app.doc);
        const run = changeStatuses(db, { ids: [app.id], to, note: "사유", actor: actor(), origin: ORIGIN });
        if (canTransition(from, to)) {
          await run;
          expect(await statusOf(app.id), `${from} → ${to}`).toBe(to);
          expect(await historyOf(app.id)).toHaveLength(1);
        } else {
          expect((await refusal(run)).code, `${from} → ${to}`).toBe("applicationFlow.notAllowed");
          expect(await statusOf(app.id)).toBe(from);
          expect(await historyOf(app.id)).toHaveLength(0);
        }
      }
    }
  });

  it("keeps who, when, from, to and the note in the history, and audits each application", async () => {
    const app = await application({ status: "UNDER_REVIEW" });
    const at = new Date("2026-07-01T01:00:00Z");
    const changed = await changeStatuses(db, {
      ids: [app.id],
      to: "INELIGIBLE",
      note: " 소득 기준 초과 ",
      actor: actor(at),
      origin: ORIGIN,
    });
    expect(changed).toEqual([{ id: app.id, receiptNo: app.receiptNo, from: "UNDER_REVIEW", to: "INELIGIBLE" }]);
    expect(await historyOf(app.id)).toEqual([
      expect.objectContaining({
        fromStatus: "UNDER_REVIEW",
        toStatus: "INELIGIBLE",
        actor: "reviewer",
        note: "소득 기준 초과",
        createdAt: at,
      }),
    ]);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.targetId, app.id));
    expect(audit).toMatchObject({
      actor: "reviewer",
      action: "record.update",
      targetType: "application",
      subject: app.id,
      detail: { field: "status", from: "UNDER_REVIEW", to: "INELIGIBLE", receiptNo: app.receiptNo, count: 1 },
    });
    expect(JSON.stringify(audit)).not.toContain("김하늘");
  });

  it("asks for a note where the rules want one, and a flagged document before a fix request", async () => {
    const app = await application({ status: "UNDER_REVIEW" });
    const noNote = await changeStatuses(db, { ids: [app.id], to: "INELIGIBLE", actor: actor(), origin: ORIGIN }).catch(
      (e: unknown) => e,
    );
    expect(noNote).toMatchObject({ issues: [{ path: ["note"], message: "validation.applicationFlow.noteRequired" }] });
    const fix = changeStatuses(db, {
      ids: [app.id],
      to: "FIX_REQUESTED",
      note: "서류",
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await refusal(fix)).code).toBe("applicationFlow.noFlaggedDocument");
    expect(await statusOf(app.id)).toBe("UNDER_REVIEW");
  });

  it("changes a selection all together, or none of it when one may not change", async () => {
    const [a, b, c] = [
      await application({ status: "ELIGIBLE", phone: "01020000001" }),
      await application({ status: "WAITING", phone: "01020000002" }),
      await application({ status: "UNDER_REVIEW", phone: "01020000003" }),
    ];
    const refused = changeStatuses(db, {
      ids: [a.id, b.id, c.id],
      to: "SELECTED",
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await refusal(refused)).status).toBe(409);
    for (const x of [a, b, c]) {
      expect(await historyOf(x.id)).toHaveLength(0);
      expect(await sentTo(x.phone)).toHaveLength(0);
    }
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      "ELIGIBLE",
      "WAITING",
      "UNDER_REVIEW",
    ]);

    const changed = await changeStatuses(db, { ids: [a.id, b.id], to: "SELECTED", actor: actor(), origin: ORIGIN });
    expect(changed.map((x) => x.to)).toEqual(["SELECTED", "SELECTED"]);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["SELECTED", "SELECTED"]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [a.id, b.id]));
    expect(audits.map((x) => (x.detail as { count: number }).count)).toEqual([2, 2]);
  });

  it("answers a conflict and writes nothing when another change lands between the check and the write", async () => {
    const [a, b] = [
      await application({ status: "ELIGIBLE", phone: "01030000001" }),
      await application({ status: "ELIGIBLE", phone: "01030000002" }),
    ];
    // Another manager withdraws b just before this change's batch runs.
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (statements: Parameters<Db["batch"]>[0]) => {
          await env.DB.prepare("update applications set status = 'WITHDRAWN' where id = ?").bind(b.id).run();
          return target.batch(statements);
        };
      },
    });
    const lost = changeStatuses(racing, { ids: [a.id, b.id], to: "SELECTED", actor: actor(), origin: ORIGIN });
    expect((await refusal(lost)).code).toBe("applicationFlow.conflict");
    expect(await statusOf(a.id)).toBe("ELIGIBLE");
    expect(await statusOf(b.id)).toBe("WITHDRAWN");
    expect(await historyOf(a.id)).toHaveLength(0);
    expect(await sentTo(a.phone)).toHaveLength(0);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, a.id))).toHaveLength(0);
  });

  it("refuses an unknown id and a draft as not found", async () => {
    const unknown = changeStatuses(db, { ids: ["f".repeat(32)], to: "UNDER_REVIEW", actor: actor(), origin: ORIGIN });
    expect((await refusal(unknown)).status).toBe(404);
    const draft = await application({ status: "DRAFT" });
    const drafted = changeStatuses(db, { ids: [draft.id], to: "UNDER_REVIEW", actor: actor(), origin: ORIGIN });
    expect((await refusal(drafted)).status).toBe(404);
  });
});

describe("status notices", () => {
  const notices: [string, string, RegExp, RegExp][] = [
    ["ELIGIBLE", "ko", /자격 심사 결과 안내/, /적격으로 확인/],
    ["INELIGIBLE", "ko", /자격 심사 결과 안내/, /부적격으로 확인/],
    ["SELECTED", "ko", /당첨 안내/, /당첨되었습니다/],
    ["WAITING", "ko", /예비 입주자 선정 안내/, /예비 입주자로 선정/],
    ["NOT_SELECTED", "ko", /선정 결과 안내/, /당첨되지 않았습니다/],
    ["ELIGIBLE", "en", /Eligibility review result/, /was found eligible/],
    ["INELIGIBLE", "en", /Eligibility review result/, /was found ineligible/],
    ["SELECTED", "en", /You were selected/, /was selected/],
    ["WAITING", "en", /On the waiting list/, /is on the waiting list/],
    ["NOT_SELECTED", "en", /Selection result/, /was not selected/],
  ];

  it("sends an e-mail and an SMS per status in the applicant's language, with the receipt and link only", async () => {
    for (const [to, lang, subject, body] of notices) {
      serial += 1;
      const phone = `0104000${String(serial).padStart(4, "0")}`;
      const email = `notice-${serial}@example.com`;
      const from = to === "WAITING" || to === "SELECTED" || to === "NOT_SELECTED" ? "ELIGIBLE" : "UNDER_REVIEW";
      const app = await application({ status: from, lang: lang as "ko", phone, email, name: "홍길순" });
      await changeStatuses(db, { ids: [app.id], to, note: "사유", actor: actor(), origin: ORIGIN });
      const [mail] = await sentTo(email);
      const [sms] = await sentTo(phone);
      const link = `${ORIGIN}/application/inquiry/${app.id}`;
      expect(mail, `${to} ${lang}`).toMatchObject({ channel: "EMAIL", status: "PENDING" });
      expect(mail?.subject).toMatch(subject);
      expect(mail?.subject).toContain(app.receiptNo);
      expect(mail?.body).toMatch(body);
      expect(mail?.body).toContain(link);
      expect(mail?.body).toMatch(/^<p>.*<\/p>$/);
      expect(sms).toMatchObject({ channel: "SMS" });
      expect(sms?.body).toContain(app.receiptNo);
      expect(sms?.body).toContain(link);
      for (const m of [mail, sms]) {
        expect(`${m?.subject} ${m?.body}`).not.toMatch(/홍길순|19950301|01040|notice-\d+@/);
      }
    }
  });

  it("asks for a fix by hand with the fix page's link and the earliest open deadline", async () => {
    const app = await application({ status: "UNDER_REVIEW", phone: "01050000009", email: "fix-ko@example.com" });
    await flagged(app.doc, new Date("2099-03-01T09:00:00Z"));
    await changeStatuses(db, { ids: [app.id], to: "FIX_REQUESTED", note: "서류 보완", actor: actor(), origin: ORIGIN });
    const [mail] = await sentTo("fix-ko@example.com");
    const [sms] = await sentTo("01050000009");
    expect(mail?.subject).toBe(`[하늘채움 행복주택] 서류 보완 요청 안내 (접수번호 ${app.receiptNo})`);
    expect(mail?.body).toContain("2099-03-01 18:00:00까지");
    expect(mail?.body).toContain(`${ORIGIN}/form/application-fix`);
    expect(sms?.body).toBe(
      `[하늘채움 행복주택] 접수번호 ${app.receiptNo} 서류 보완 요청. 2099-03-01 18:00:00까지 다시 올려주세요. ${ORIGIN}/form/application-fix`,
    );
  });

  it("sends nothing for a change that does not concern the applicant, and no e-mail without an address", async () => {
    const quiet = await application({ status: "SUBMITTED", phone: "01050000001" });
    await changeStatuses(db, { ids: [quiet.id], to: "UNDER_REVIEW", actor: actor(), origin: ORIGIN });
    expect(await sentTo("01050000001")).toHaveLength(0);
    const paper = await application({ status: "UNDER_REVIEW", phone: "01050000002", email: null });
    await changeStatuses(db, { ids: [paper.id], to: "ELIGIBLE", actor: actor(), origin: ORIGIN });
    expect((await sentTo("01050000002")).map((m) => m.channel)).toEqual(["SMS"]);
  });

  it("uses a manager's template where one is saved, and refuses placeholders the status lacks", async () => {
    await saveNoticeTemplates(
      db,
      {
        ELIGIBLE: {
          en: { subject: "Good news {{receipt}}", body: "Hello\n<b>{{receipt}}</b> {{url}}", sms: "OK {{receipt}}" },
        },
      },
      actor(),
    );
    const en = await application({ status: "UNDER_REVIEW", lang: "en", email: "custom-en@example.com" });
    const ko = await application({ status: "UNDER_REVIEW", lang: "ko", email: "custom-ko@example.com" });
    await changeStatuses(db, { ids: [en.id, ko.id], to: "ELIGIBLE", actor: actor(), origin: ORIGIN });
    const [mail] = await sentTo("custom-en@example.com");
    expect(mail?.subject).toBe(`Good news ${en.receiptNo}`);
    // The body is the manager's text, escaped: no markup of theirs reaches the mail.
    expect(mail?.body).toBe(
      `<p>Hello</p><p>&#60;b&#62;${en.receiptNo}&#60;/b&#62; ${ORIGIN}/application/inquiry/${en.id}</p>`,
    );
    const [korean] = await sentTo("custom-ko@example.com");
    expect(korean?.subject).toMatch(/자격 심사 결과 안내/);

    const refused = await saveNoticeTemplates(
      db,
      { ELIGIBLE: { ko: { subject: "{{name}}님", body: "{{url}}", sms: "{{url}}" } } },
      actor(),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ issues: [{ path: ["ELIGIBLE", "ko", "subject"] }] });
    const row = await db.select().from(settings).where(eq(settings.key, STATUS_NOTICE_TEMPLATES_KEY)).get();
    expect(JSON.stringify(row?.value)).not.toContain("{{name}}");
    await saveNoticeTemplates(db, {}, actor());
  });
});

describe("document review", () => {
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
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (statements: Parameters<Db["batch"]>[0]) => {
          await env.DB.prepare("update applications set status = 'ELIGIBLE' where id = ?").bind(app.id).run();
          return target.batch(statements);
        };
      },
    });
    const lost = reviewDocument(racing, {
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

    const body = await multipart([
      ["name", "residence"],
      ["upload", new File([PNG], "new-residence.png")],
    ]);
    const post = new Request(`${ORIGIN}/form/application-fix`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: me.cookie(),
        "x-test-now": NOW.toISOString(),
        "content-type": body.contentType,
        "content-length": String(body.bytes.length),
      },
      body: body.bytes,
    });
    const done = await fixAction(createRequestScope(post, env, { waitUntil: () => {} }), post).catch((e: unknown) => e);
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
