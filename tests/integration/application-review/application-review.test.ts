import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGE_TEMPLATES_KEY } from "../../../app/features/application-review/message-templates";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import { saveMessageTemplates } from "../../../app/features/application-review/status-messages.server";
import { canTransition, TARGET_STATUSES } from "../../../app/features/application-review/status-workflow";
import { SUBMITTED_STATUSES } from "../../../app/lib/enums";
import { auditLog, settings } from "../../../db/schema";
import { db, NOW, ORIGIN } from "../../support/applicant";
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
 * Status changes on the test D1: every transition of the table, bulk all-or-none, a change
 * that lost a race, history and notes, and the notices in the outbox (per status, in ko and
 * en, with no name in them) with the managers' template overrides.
 */

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
      await application({ status: "UNDER_REVIEW", phone: "01020000001" }),
      await application({ status: "FIX_REQUESTED", phone: "01020000002" }),
      await application({ status: "SUBMITTED", phone: "01020000003" }),
    ];
    const refused = changeStatuses(db, {
      ids: [a.id, b.id, c.id],
      to: "ELIGIBLE",
      actor: actor(),
      origin: ORIGIN,
    });
    expect((await refusal(refused)).status).toBe(409);
    for (const x of [a, b, c]) {
      expect(await historyOf(x.id)).toHaveLength(0);
      expect(await sentTo(x.phone)).toHaveLength(0);
    }
    expect([await statusOf(a.id), await statusOf(b.id), await statusOf(c.id)]).toEqual([
      "UNDER_REVIEW",
      "FIX_REQUESTED",
      "SUBMITTED",
    ]);

    const changed = await changeStatuses(db, { ids: [a.id, b.id], to: "ELIGIBLE", actor: actor(), origin: ORIGIN });
    expect(changed.map((x) => x.to)).toEqual(["ELIGIBLE", "ELIGIBLE"]);
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["ELIGIBLE", "ELIGIBLE"]);
    const audits = await db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.targetId, [a.id, b.id]));
    expect(audits.map((x) => (x.detail as { count: number }).count)).toEqual([2, 2]);
  });

  it("never sets a draw's outcome by hand: SELECTED, WAITING and NOT_SELECTED come from the draw only", async () => {
    const [a, b] = [
      await application({ status: "ELIGIBLE", phone: "01020000011" }),
      await application({ status: "WAITING", phone: "01020000012" }),
    ];
    for (const to of ["SELECTED", "WAITING", "NOT_SELECTED"]) {
      for (const x of [a, b]) {
        const hand = changeStatuses(db, { ids: [x.id], to, note: "수기", actor: actor(), origin: ORIGIN });
        expect((await refusal(hand)).code, `${x.status} → ${to}`).toBe("applicationFlow.notAllowed");
      }
    }
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["ELIGIBLE", "WAITING"]);
    expect(await historyOf(a.id)).toHaveLength(0);
  });

  it("answers a conflict and writes nothing when another change lands between the check and the write", async () => {
    const [a, b] = [
      await application({ status: "ELIGIBLE", phone: "01030000001" }),
      await application({ status: "ELIGIBLE", phone: "01030000002" }),
    ];
    // Another manager withdraws b just before this change's batch runs.
    const lost = changeStatuses(racing(b.id, "WITHDRAWN"), {
      ids: [a.id, b.id],
      to: "INELIGIBLE",
      note: "소득 기준 초과",
      actor: actor(),
      origin: ORIGIN,
    });
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
  // The review's results; the draw's outcomes are the draw's (tests/integration/selection/draw.test.ts).
  const notices: [string, string, RegExp, RegExp][] = [
    ["ELIGIBLE", "ko", /자격 심사 결과 안내/, /적격으로 확인/],
    ["INELIGIBLE", "ko", /자격 심사 결과 안내/, /부적격으로 확인/],
    ["ELIGIBLE", "en", /Eligibility review result/, /was found eligible/],
    ["INELIGIBLE", "en", /Eligibility review result/, /was found ineligible/],
  ];

  it("sends an e-mail and an SMS per status in the applicant's language, with the receipt and link only", async () => {
    for (const [n, [to, lang, subject, body]] of notices.entries()) {
      const phone = `0104000${String(n).padStart(4, "0")}`;
      const email = `notice-${n}@example.com`;
      const app = await application({ status: "UNDER_REVIEW", lang: lang as "ko", phone, email, name: "홍길순" });
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
      expect(sms).toMatchObject({ channel: "KAKAO" });
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
    expect((await sentTo("01050000002")).map((m) => m.channel)).toEqual(["KAKAO"]);
  });

  it("uses a manager's template where one is saved, and refuses placeholders the status lacks", async () => {
    await saveMessageTemplates(
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

    const refused = await saveMessageTemplates(
      db,
      { ELIGIBLE: { ko: { subject: "{{name}}님", body: "{{url}}", sms: "{{url}}" } } },
      actor(),
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ issues: [{ path: ["ELIGIBLE", "ko", "subject"] }] });
    const row = await db.select().from(settings).where(eq(settings.key, STATUS_MESSAGE_TEMPLATES_KEY)).get();
    expect(JSON.stringify(row?.value)).not.toContain("{{name}}");
    await saveMessageTemplates(db, {}, actor());
  });
});
