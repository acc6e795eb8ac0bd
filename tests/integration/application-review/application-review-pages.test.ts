import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { STATUS_MESSAGE_TEMPLATES_KEY } from "../../../app/features/application-review/message-templates";
import {
  loadMessageTemplates,
  statusMessageRows,
} from "../../../app/features/application-review/status-messages.server";
import type { Principal } from "../../../app/features/auth/scopes";
import {
  action as reviewAction,
  loader as reviewLoader,
} from "../../../app/routes/console/application-document-review";
import { action as noticesAction, loader as noticesLoader } from "../../../app/routes/console/application-messages";
import { action as statusAction, loader as statusLoader } from "../../../app/routes/console/application-status";
import { applicationDocuments, auditLog, outbox, settings } from "../../../db/schema";
import { db, NOW } from "../../support/applicant";
import { createManager } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";
import { fixtureId, fixtureSha256 } from "../../support/review-fixtures";
import { application, statusOf } from "../../support/review-integration";

/*
 * The review workflow's console pages on the functions their routes export: the status page
 * (selection, allowed targets, the confirmation step, the change), the document review page
 * and the notice templates page, with and without errors.
 */

const reviewer: Principal = { managerId: "", username: "page-reviewer", scope: ["console", "application"] };
const ORIGIN = "http://localhost";

type Run = (args: never) => Promise<unknown>;
type Answer = { status: number | undefined; location: string | null; body: Record<string, unknown> | null };

/** Runs a loader or action as React Router would: a redirect, data with a status, or plain data. */
async function run(fn: Run, path: string, fields?: Record<string, string | string[]>, params = {}): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields ?? {})) for (const one of [v].flat()) body.append(k, one);
  const request = new Request(`${ORIGIN}${path}`, fields ? { method: "POST", body } : {});
  const args = { request, context: contextFor(request, reviewer), params, url: new URL(request.url), pattern: "" };
  try {
    const result = await fn(args as never);
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location"), body: null };
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const { data, init } = result as { data: Answer["body"]; init: { status?: number } | null };
      return { status: init?.status, location: null, body: data };
    }
    return { status: 200, location: null, body: result as Answer["body"] };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location"), body: null };
    // A thrown data(): React Router answers it with its status (a 404 page).
    if (thrown && typeof thrown === "object" && "init" in thrown) {
      return { status: (thrown as { init: { status?: number } | null }).init?.status, location: null, body: null };
    }
    throw thrown;
  }
}

describe("the review workflow's console pages", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
    reviewer.managerId = await createManager(env, { username: "page-reviewer", scope: ["console", "application"] });
  });

  it("shows the selection masked with the statuses all of it may take, confirms, then changes", async () => {
    const [a, b] = [
      await application({ status: "UNDER_REVIEW", name: "박하늘" }),
      await application({ status: "FIX_REQUESTED", name: "박하늘" }),
    ];
    const path = `/console/application/status?id=${a.id}&id=${b.id}`;
    const page = await run(statusLoader as Run, path);
    expect(page.body).toMatchObject({
      ids: [a.id, b.id],
      items: [
        { id: a.id, receiptNo: a.receiptNo, name: "박*늘", status: "UNDER_REVIEW" },
        { id: b.id, receiptNo: b.receiptNo, name: "박*늘", status: "FIX_REQUESTED" },
      ],
      options: ["ELIGIBLE", "INELIGIBLE", "WITHDRAWN"],
      problem: null,
    });

    const ids = [a.id, b.id];
    const noNote = await run(statusAction as Run, path, { id: ids, intent: "confirm", to: "INELIGIBLE", note: "" });
    expect(noNote).toMatchObject({
      status: 400,
      body: { errors: { note: "이 상태로 바꿀 때는 사유를 메모에 입력해주세요" } },
    });
    const notOffered = await run(statusAction as Run, path, { id: ids, intent: "confirm", to: "SELECTED", note: "" });
    expect(notOffered).toMatchObject({ status: 409 });
    const confirm = await run(statusAction as Run, path, {
      id: ids,
      intent: "confirm",
      to: "ELIGIBLE",
      note: "서류 확인",
    });
    expect(confirm.body).toMatchObject({ confirm: { to: "ELIGIBLE", note: "서류 확인" } });
    expect(await statusOf(a.id)).toBe("UNDER_REVIEW");

    const applied = await run(statusAction as Run, path, {
      id: ids,
      intent: "apply",
      to: "ELIGIBLE",
      note: "서류 확인",
    });
    expect(applied).toMatchObject({ status: 302, location: "/console/application?statusChanged=2" });
    expect([await statusOf(a.id), await statusOf(b.id)]).toEqual(["ELIGIBLE", "ELIGIBLE"]);

    // Applied again from a stale page: the workflow refuses it, in Korean.
    const again = await run(statusAction as Run, path, { id: ids, intent: "apply", to: "ELIGIBLE", note: "" });
    expect(again).toMatchObject({
      status: 409,
      body: { message: "선택한 신청서 중 지금 상태에서 이 상태로 바꿀 수 없는 신청서가 있습니다" },
    });
  });

  it("sends one change to the application's detail, and explains a bad selection", async () => {
    const a = await application({ status: "SUBMITTED" });
    const one = await run(statusAction as Run, `/console/application/status?id=${a.id}`, {
      id: a.id,
      intent: "apply",
      to: "UNDER_REVIEW",
    });
    expect(one).toMatchObject({ status: 302, location: `/console/application/${a.id}?statusChanged=1` });
    expect(await run(statusLoader as Run, "/console/application/status")).toMatchObject({
      status: 400,
      body: { problem: "상태를 바꿀 신청서를 선택해주세요" },
    });
    const unknown = await run(statusLoader as Run, `/console/application/status?id=${"d".repeat(32)}`);
    expect(unknown).toMatchObject({ status: 404, body: { problem: "신청서를 찾을 수 없습니다", items: [] } });
  });

  it("flags a document from its review page, then accepts it; a bad flag keeps what was typed", async () => {
    const a = await application({ status: "UNDER_REVIEW", documents: [[fixtureId(), "residence"]] });
    const params = { applicationId: a.id, documentId: a.doc };
    const path = `/console/application/${a.id}/documents/${a.doc}/review`;
    const page = await run(reviewLoader as Run, path, undefined, params);
    expect(page.body).toMatchObject({
      doc: { receiptNo: a.receiptNo, slot: "residence", kindLabel: "주민등록등본", reviewState: "PENDING" },
    });
    expect(String(page.body?.defaultDeadline)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);

    const file = fixtureSha256(a.doc);
    const bad = await run(reviewAction as Run, path, { intent: "flag", reason: "", fixDeadline: "내일", file }, params);
    expect(bad).toMatchObject({
      status: 400,
      body: {
        intent: "flag",
        values: { reason: "", fixDeadline: "내일" },
        errors: {
          reason: "보완 요청 사유를 1~500자로 입력해주세요",
          fixDeadline: "보완 기한을 날짜와 시각으로 입력해주세요",
        },
      },
    });
    // A form whose file was taken out or altered (only a tampered page sends one) decides nothing.
    for (const tampered of [{}, { file: "not-a-hash" }] as Record<string, string>[]) {
      expect(await run(reviewAction as Run, path, { intent: "accept", ...tampered }, params)).toMatchObject({
        status: 400,
        body: { intent: "accept", errors: { file: "검토한 파일의 SHA-256 값(64자리 16진수)을 보내주세요" } },
      });
    }
    expect(await statusOf(a.id)).toBe("UNDER_REVIEW");
    const flag = await run(
      reviewAction as Run,
      path,
      { intent: "flag", reason: "흐립니다", fixDeadline: "2099-03-01T18:00", file },
      params,
    );
    expect(flag).toMatchObject({ status: 302, location: `${path}?reviewed=flag` });
    expect(await statusOf(a.id)).toBe("FIX_REQUESTED");
    const [sms] = await db.select().from(outbox).where(eq(outbox.to, a.phone));
    expect(sms?.body).toContain(`${ORIGIN}/form/application-fix`);
    expect(sms?.body).toContain("2099-03-01 18:00:00");

    // The page names the file it offers; a decision on a file replaced since is refused, with why.
    await db
      .update(applicationDocuments)
      .set({ sha256: "e".repeat(64) })
      .where(eq(applicationDocuments.id, a.doc));
    expect((await run(reviewLoader as Run, path, undefined, params)).body).toMatchObject({
      doc: { file: "e".repeat(64) },
    });
    const stale = await run(reviewAction as Run, path, { intent: "accept", file: "d".repeat(64) }, params);
    expect(stale).toMatchObject({
      status: 409,
      body: {
        intent: "accept",
        message:
          "신청자가 이 서류를 새 파일로 바꿨습니다. 화면을 새로 고쳐 새 파일을 내려받아 확인한 뒤 다시 결정해주세요",
      },
    });
    const accept = await run(reviewAction as Run, path, { intent: "accept", file: "e".repeat(64) }, params);
    expect(accept).toMatchObject({ status: 302, location: `${path}?reviewed=accept` });
    const doc = await db.select().from(applicationDocuments).where(eq(applicationDocuments.id, a.doc)).get();
    expect(doc?.reviewState).toBe("ACCEPTED");
    const audits = await db.select().from(auditLog).where(eq(auditLog.targetId, a.doc));
    expect(audits.map((x) => [x.actor, (x.detail as { review: string }).review])).toEqual([
      ["page-reviewer", "FLAGGED"],
      ["page-reviewer", "ACCEPTED"],
    ]);
    const missing = await run(reviewLoader as Run, path, undefined, { ...params, documentId: "c".repeat(32) });
    expect(missing.status).toBe(404);
  });

  it("edits a notice template: preview without saving, save, refuse unknown placeholders, reset", async () => {
    const path = "/console/application/notices?status=WAITING&lang=en";
    const page = await run(noticesLoader as Run, path);
    expect(page.body).toMatchObject({
      status: "WAITING",
      lang: "en",
      custom: false,
      template: { subject: "[Haneulchaeum] On the waiting list (receipt {{receipt}})" },
      preview: { subject: "[Haneulchaeum] On the waiting list (receipt H2-SAMP-LE01)" },
    });
    const fields = {
      intent: "preview",
      status: "WAITING",
      lang: "en",
      subject: "Wait {{receipt}}",
      body: "Line one\n{{url}}",
      sms: "W {{receipt}}",
    };
    const preview = await run(noticesAction as Run, path, fields);
    expect(preview.body).toMatchObject({
      preview: { subject: "Wait H2-SAMP-LE01", lines: ["Line one", `${ORIGIN}/application/inquiry/${"0".repeat(32)}`] },
    });
    expect(
      await db.select().from(settings).where(eq(settings.key, STATUS_MESSAGE_TEMPLATES_KEY)).get(),
    ).toBeUndefined();

    const refused = await run(noticesAction as Run, path, { ...fields, intent: "save", sms: "{{deadline}}" });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          sms: "쓸 수 없는 치환자가 있습니다. 이중 중괄호 안에는 receipt(접수번호), url(링크), number(예비 번호)만 쓸 수 있습니다",
        },
      },
    });
    // The waiting number is the WAITING notice's own placeholder (the preview's sample: 3).
    const numbered = await run(noticesAction as Run, path, { ...fields, sms: "W {{receipt}} #{{number}}" });
    expect(numbered.body).toMatchObject({ preview: { sms: "W H2-SAMP-LE01 #3" } });
    const saved = await run(noticesAction as Run, path, { ...fields, intent: "save" });
    expect(saved).toMatchObject({ status: 302, location: `${path}&done=saved` });
    expect((await run(noticesLoader as Run, path)).body).toMatchObject({
      custom: true,
      template: { subject: "Wait {{receipt}}" },
    });
    // The draw's WAITING notice (only a draw sets WAITING) is written from the saved template.
    const [mail] = statusMessageRows(
      await loadMessageTemplates(db),
      { email: "waiting@example.com", phone: "01000000000", lang: "en" },
      "WAITING",
      { receipt: "H2-TEST-0005", url: `${ORIGIN}/application/inquiry/x`, number: 3 },
      NOW,
    );
    expect(mail?.subject).toBe("Wait H2-TEST-0005");

    const reset = await run(noticesAction as Run, path, { intent: "reset", status: "WAITING", lang: "en" });
    expect(reset).toMatchObject({ status: 302, location: `${path}&done=reset` });
    expect((await run(noticesLoader as Run, path)).body).toMatchObject({ custom: false });
  });

  it("previews the contract notices with an appointment, a place and the booking page filled in", async () => {
    for (const status of ["CONTRACT_BOOKED", "CONTRACT_REMINDER"]) {
      const page = await run(noticesLoader as Run, `/console/application/notices?status=${status}&lang=ko`);
      const preview = (page.body as { preview: { sms: string; lines: string[] } }).preview;
      expect(preview.sms).toContain("관리사무소 계약실");
      expect(preview.sms).toContain(`${ORIGIN}/application/contract`);
      expect(preview.sms).toMatch(/ \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(`${preview.sms}${preview.lines.join("")}`).not.toContain("{{");
    }
  });

  it("previews the unit notice with the unit in the notice's language and the booking page, and takes no other placeholder", async () => {
    for (const [lang, unit] of [
      ["ko", "101동 1203호"],
      ["en", "Building 101, unit 1203"],
      ["cn", "101栋 1203号"],
    ] as const) {
      const page = await run(noticesLoader as Run, `/console/application/notices?status=UNIT_ASSIGNED&lang=${lang}`);
      const preview = (page.body as { preview: { sms: string; lines: string[] } }).preview;
      expect(preview.sms).toContain(unit);
      expect(preview.sms).toContain(`${ORIGIN}/application/contract`);
      expect(`${preview.sms}${preview.lines.join("")}`).not.toContain("{{");
    }
    const path = "/console/application/notices?status=UNIT_ASSIGNED&lang=ko";
    const fields = { status: "UNIT_ASSIGNED", lang: "ko", subject: "동·호 배정", sms: "{{unit}} {{url}}" };
    const refused = await run(noticesAction as Run, path, { ...fields, intent: "save", body: "{{unit}} {{deadline}}" });
    expect(refused).toMatchObject({
      status: 400,
      body: {
        errors: {
          body: "쓸 수 없는 치환자가 있습니다. 이중 중괄호 안에는 receipt(접수번호), url(링크), unit(배정 동·호)만 쓸 수 있습니다",
        },
      },
    });
  });

  it("edits the member password notice: only when and whom to contact, never a link or a receipt", async () => {
    const path = "/console/application/notices?status=PASSWORD_CHANGED&lang=ko";
    const page = await run(noticesLoader as Run, path);
    expect(page.body).toMatchObject({
      status: "PASSWORD_CHANGED",
      custom: false,
      template: { subject: "[하늘채움 행복주택] 회원 비밀번호 변경 안내" },
      preview: { sms: expect.stringContaining("1600-0000") },
    });
    const fields = { status: "PASSWORD_CHANGED", lang: "ko", subject: "비밀번호 변경", sms: "{{time}} 변경" };
    for (const body of ["{{url}}", "{{receipt}} {{time}}"]) {
      const refused = await run(noticesAction as Run, path, { ...fields, intent: "save", body });
      expect(refused).toMatchObject({
        status: 400,
        body: {
          errors: {
            body: "쓸 수 없는 치환자가 있습니다. 이중 중괄호 안에는 time(변경 일시), contact(고객센터 연락처)만 쓸 수 있습니다",
          },
        },
      });
    }
    const preview = await run(noticesAction as Run, path, { ...fields, intent: "preview", body: "{{contact}}" });
    expect(preview.body).toMatchObject({ preview: { lines: ["1600-0000, help@haneul-sample.example"] } });
    const saved = await run(noticesAction as Run, path, { ...fields, intent: "save", body: "{{time}} / {{contact}}" });
    expect(saved).toMatchObject({ status: 302 });
    expect((await run(noticesLoader as Run, path)).body).toMatchObject({ custom: true });
    await run(noticesAction as Run, path, { intent: "reset", status: "PASSWORD_CHANGED", lang: "ko" });
  });
});
