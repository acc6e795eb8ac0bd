import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import { loadApplication } from "../../../app/features/applications/application-records.server";
import { saveEdit } from "../../../app/features/applications/application-submit.server";
import {
  applicationDocuments,
  applicationStatusHistory,
  applications,
  applicationVersions,
  outbox,
  rounds,
} from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { createRequestScope } from "../../../worker/request-scope";
import { Applicant, db, NOW, ORIGIN, objectsOf, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { accessTokenFor, bearer } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { actor } from "../../support/review-integration";

const at = (ms: number) => new Date(NOW.getTime() + ms);
const versionsOf = (id: string) =>
  db
    .select()
    .from(applicationVersions)
    .where(eq(applicationVersions.applicationId, id))
    .orderBy(applicationVersions.version);
const rowOf = (id: string) => db.select().from(applications).where(eq(applications.id, id)).get();
const editNotices = (receiptNo: string) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.subject, `[하늘채움 행복주택] 청약 신청 내용 변경 안내 (접수번호 ${receiptNo})`));
const RECEIPT = /^H2-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** An applicant whose draft is complete: the youth answers and the two required documents. */
async function ready(personId: string, phone = "01012345678") {
  const me = new Applicant({ personId, phone });
  const started = await me.start();
  const id = started.body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PNG);
  return { me, id };
}

describe("submitting, editing and fixing an application", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("refuses an incomplete draft (naming the step) and one missing a required document, storing nothing", async () => {
    const me = new Applicant({ personId: "sub-1" });
    const { body } = await me.start();
    const id = body.id as string;
    const early = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    expect(early).toMatchObject({
      status: 422,
      body: {
        message: "아직 마치지 않은 단계가 있습니다. 표시된 단계를 먼저 작성해주세요.",
        errors: { details: expect.any(String) },
      },
    });
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    const noDocs = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    expect(noDocs).toMatchObject({ status: 422, body: { message: "필요한 서류를 모두 올려주세요." } });
    expect(await rowOf(id)).toMatchObject({ status: "DRAFT", receiptNo: null, version: 0 });
    expect(await versionsOf(id)).toEqual([]);
  });

  it("checks each step's answers with its messages and saves none of a refused step", async () => {
    const me = new Applicant({ personId: "sub-2" });
    const { body } = await me.start();
    const id = body.id as string;
    const bad = await me.request("PUT", `/api/v1/application/${id}`, {
      json: {
        steps: {
          details: { email: "not-an-email", qualificationType: "MARRIED_TYPE", unitType: "99Z" },
        },
      },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: "입력값을 확인해주세요",
        errors: { "details.email": "이메일을 입력해주세요", "details.unitType": "신청 주택형을 선택해주세요" },
      },
    });
    const mismatch = await me.request("PUT", `/api/v1/application/${id}`, {
      json: {
        steps: {
          details: { ...YOUTH_STEPS.details },
          supply: { supplyType: "SPECIAL_TYPE", supplyCategory: "MARRIED" },
        },
      },
    });
    expect(mismatch.body.errors).toEqual({
      "supply.supplyCategory": "공급 구분은 자격 유형에 맞춰 선택해주세요 (청년은 청년, 신혼부부는 신혼부부)",
      "supply.earningRank": "특별공급은 소득 순위를 선택해주세요",
      "supply.regionRank": "특별공급은 지역 순위를 선택해주세요",
    });
    // The valid step before the refused one was saved; the refused one was not.
    expect((await rowOf(id))?.draft).toEqual({ details: YOUTH_STEPS.details });
    const car = await me.request("PUT", `/api/v1/application/${id}`, {
      json: { steps: { answers: { isHomeless: true, isAsset: false, isCar: true } } },
    });
    expect(car.body.errors).toEqual({ "answers.carValue": "차량가액을 만 원 단위 숫자로 입력해주세요 (예: 2500)" });
  });

  it("gives eligibility with its reasons while answering, from the round's reference date", async () => {
    const me = new Applicant({ personId: "sub-3", birth: "19860101" });
    const { body } = await me.start();
    const id = body.id as string;
    const res = await me.request("PUT", `/api/v1/application/${id}`, {
      json: {
        steps: {
          details: YOUTH_STEPS.details,
          answers: { isHomeless: "true", isAsset: "false", isCar: "true", carValue: "4200" },
        },
      },
    });
    expect(res.body.eligibility).toEqual({
      verdict: "ineligible",
      checks: [
        { rule: "age", status: "fail", reason: "ageOld", vars: { age: 40, date: "2026-05-07", min: 19, max: 39 } },
        { rule: "home", status: "pass", reason: "homePass", vars: {} },
        { rule: "car", status: "fail", reason: "carOver", vars: { value: 4200, limit: 3803 } },
      ],
    });
    // The checklist follows the answers: a car owner must add the car's registration.
    expect(res.body.checklist.map((i: { kind: string }) => i.kind)).toEqual(["idCard", "residence", "car", "extra"]);
    await db.update(rounds).set({ referenceDate: "20251231" }).where(eq(rounds.round, 2));
    const earlier = await me.request("GET", `/api/v1/application/${id}`);
    expect(earlier.body.eligibility.checks[0]).toMatchObject({ status: "pass", vars: { age: 39, date: "2025-12-31" } });
    await db.update(rounds).set({ referenceDate: null }).where(eq(rounds.round, 2));
  });

  it("submits once: version 1, a receipt number, the status and its history, the receipt by e-mail and SMS", async () => {
    const { me, id } = await ready("sub-4", "01077778888");
    const attempt = token();
    const res = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "SUBMITTED", version: 1, submittedAt: NOW.toISOString(), draft: null });
    expect(res.body.receiptNo).toMatch(RECEIPT);
    expect(res.body.answers).toMatchObject({ email: "sky@example.com", unitType: "36A", isCar: false, carValue: null });
    const row = await rowOf(id);
    expect(row).toMatchObject({ email: "sky@example.com", qualificationType: "YOUTH_TYPE", supplyType: "NORMAL_TYPE" });
    const [v1] = await versionsOf(id);
    expect(v1).toMatchObject({ version: 1, token: attempt, actor: "applicant" });
    expect(v1?.snapshot).toMatchObject({
      receiptNo: res.body.receiptNo,
      name: "김하늘",
      answers: { email: "sky@example.com" },
      eligibility: { verdict: "eligible" },
    });
    const snapshot = v1?.snapshot as { documents: { name: string; sha256: string }[] } | undefined;
    expect(snapshot?.documents.map((d) => d.name)).toEqual(["idCard", "residence"]);
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toMatchObject([{ fromStatus: "DRAFT", toStatus: "SUBMITTED", actor: "applicant" }]);
    const sent = await db.select().from(outbox).where(eq(outbox.to, "01077778888"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toBe(
      `[하늘채움 행복주택] 청약 신청이 접수되었습니다. 접수번호 ${res.body.receiptNo} http://localhost/application/inquiry/${id}`,
    );
    const mail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "sky@example.com"), eq(outbox.channel, "EMAIL")));
    const mine = mail.filter((m) => m.subject.includes(res.body.receiptNo));
    expect(mine).toHaveLength(1);
    // No personal data beyond the receipt: not the name, the phone or the birth date.
    for (const m of [...sent, ...mine]) expect(`${m.subject} ${m.body}`).not.toMatch(/김하늘|01077778888|19950301/);
  });

  it("is idempotent: a retried or doubled submission stores one application and answers the same receipt", async () => {
    const { me, id } = await ready("sub-5");
    const attempt = token();
    const [a, b] = await Promise.all([
      me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } }),
      me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.receiptNo).toBe(b.body.receiptNo);
    const retry = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } });
    expect(retry.body).toMatchObject({ receiptNo: a.body.receiptNo, version: 1 });
    expect(await versionsOf(id)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `[하늘채움 행복주택] 청약 신청 접수 안내 (접수번호 ${a.body.receiptNo})`)),
    ).toHaveLength(2);
    expect(
      await db.select().from(applicationStatusHistory).where(eq(applicationStatusHistory.applicationId, id)),
    ).toHaveLength(1);
    // Another attempt on a submitted draft (a stale tab) is refused.
    const stale = new Applicant({ personId: "sub-5" });
    await stale.start().catch(() => null);
    const rowBefore = await rowOf(id);
    expect(rowBefore?.status).toBe("SUBMITTED");
  });

  it("edits until the deadline: staged per step, saved as a new version with the history, the applicant told", async () => {
    const { me, id } = await ready("sub-6");
    const first = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    const staged = await me.request("PUT", `/api/v1/application/${id}`, {
      json: { steps: { details: { ...YOUTH_STEPS.details, unitType: "18A" } } },
    });
    // Staged only: the submitted answers stand until the edit is saved.
    expect(staged.body).toMatchObject({
      answers: { unitType: "36A" },
      draft: { details: { unitType: "18A" } },
      version: 1,
    });
    const attempt = token();
    const saved = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } });
    expect(saved.body).toMatchObject({
      answers: { unitType: "18A" },
      draft: null,
      version: 2,
      receiptNo: first.body.receiptNo,
    });
    expect((await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } })).body.version).toBe(2);
    const versions = await me.request("GET", `/api/v1/application/${id}`);
    expect(versions.body.versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [2, "edited"],
      [1, "submitted"],
    ]);
    const told = await db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `[하늘채움 행복주택] 청약 신청 내용 변경 안내 (접수번호 ${first.body.receiptNo})`));
    expect(told.map((m) => m.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
    // Replacing a document of a submitted application is a version of its own.
    await me.upload(id, "idCard", PNG);
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1, 2, 3]);
    expect(await me.request("DELETE", `/api/v1/application/${id}/upload/idCard`)).toMatchObject({
      status: 409,
      body: { message: "제출한 신청서의 필수 서류는 지울 수 없습니다. 새 파일로 바꿔 올려주세요." },
    });
    // Cancel an edit in progress: the submitted answers stay.
    await me.request("PUT", `/api/v1/application/${id}`, {
      json: { steps: { details: { ...YOUTH_STEPS.details, unitType: "39A" } } },
    });
    const dropped = await me.request("PUT", `/api/v1/application/${id}`, { json: { discard: true } });
    expect(dropped.body).toMatchObject({ draft: null, answers: { unitType: "18A" } });
    // After the deadline nothing changes any more.
    me.now = at(40 * 86_400_000);
    expect((await me.comeBack()).body.items[0]).toMatchObject({ id, editable: false, round: { state: "closed" } });
    expect(
      await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: { details: YOUTH_STEPS.details } } }),
    ).toMatchObject({
      status: 403,
      body: { message: "청약 접수가 마감되었습니다." },
    });
  });

  it("refuses an edit whose save comes after a manager's decision, and changes nothing", async () => {
    const { me, id } = await ready("sub-edit-race");
    const first = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    await changeStatuses(db, { ids: [id], to: "UNDER_REVIEW", actor: actor(NOW), origin: ORIGIN });
    await me.request("PUT", `/api/v1/application/${id}`, {
      json: { steps: { details: { ...YOUTH_STEPS.details, unitType: "18A" } } },
    });
    // The applicant's save has loaded the application (still under review, editable); the
    // manager's decision lands before its write does.
    const loaded = await loadApplication(db, id);
    if (!loaded) throw new Error("no application");
    const request = new Request(`${ORIGIN}/api/v1/application/${id}`, { headers: { "x-test-now": NOW.toISOString() } });
    const scope = createRequestScope(request, env, { waitUntil: () => {} });
    let decided = false;
    scope.db = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== "batch") return Reflect.get(target, property, receiver);
        return async (statements: Parameters<typeof db.batch>[0]) => {
          if (!decided) {
            decided = true;
            await changeStatuses(db, { ids: [id], to: "ELIGIBLE", actor: actor(NOW), origin: ORIGIN });
          }
          return target.batch(statements);
        };
      },
    });
    const refused = await saveEdit(scope, loaded, token(), (x) => `${ORIGIN}/application/inquiry/${x}`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(decided).toBe(true);
    expect(refused).toMatchObject({ status: 409, code: "application.notEditable" });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "ELIGIBLE", version: 1, unitType: "36A" });
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1]);
    expect(await editNotices(first.body.receiptNo)).toEqual([]);
    // Through the API the same save is refused with the clear message.
    expect(await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } })).toMatchObject({
      status: 409,
      body: { message: "지금은 신청 내용을 고칠 수 없는 상태입니다." },
    });
  });

  it("keeps an edit and a manager's decision sent at once all-or-nothing: the edit lands whole or not at all", async () => {
    const manager = bearer(await accessTokenFor(env, "developer"));
    for (let attempt = 0; attempt < 4; attempt++) {
      const { me, id } = await ready(`sub-edit-par-${attempt}`, `0107000000${attempt}`);
      const first = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
      await changeStatuses(db, { ids: [id], to: "UNDER_REVIEW", actor: actor(NOW), origin: ORIGIN });
      await me.request("PUT", `/api/v1/application/${id}`, {
        json: { steps: { details: { ...YOUTH_STEPS.details, unitType: "18A" } } },
      });
      const [saved, decided] = await Promise.all([
        me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } }),
        api.request(
          `/api/console/application/${id}/status`,
          {
            method: "PUT",
            headers: { ...manager, "content-type": "application/json" },
            body: JSON.stringify({ to: "ELIGIBLE" }),
          },
          env,
        ),
      ]);
      expect(decided.status).toBe(200);
      const row = await rowOf(id);
      expect(row?.status).toBe("ELIGIBLE");
      const versions = (await versionsOf(id)).map((v) => v.version);
      if (saved.status === 200) {
        expect(row).toMatchObject({ version: 2, unitType: "18A" });
        expect(versions).toEqual([1, 2]);
        expect(await editNotices(first.body.receiptNo)).toHaveLength(2);
      } else {
        expect(saved).toMatchObject({ status: 409, body: { message: "지금은 신청 내용을 고칠 수 없는 상태입니다." } });
        expect(row).toMatchObject({ version: 1, unitType: "36A" });
        expect(versions).toEqual([1]);
        expect(await editNotices(first.body.receiptNo)).toEqual([]);
      }
    }
  });

  it("lets a flagged document be replaced after the deadline until its fix deadline, and nothing else", async () => {
    const { me, id } = await ready("sub-7");
    await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    await db
      .update(applicationDocuments)
      .set({
        reviewState: "FLAGGED",
        reviewReason: "주민등록번호 뒷자리를 가려주세요",
        fixDeadline: at(45 * 86_400_000),
      })
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "residence")));
    const before = (
      await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id))
    ).find((d) => d.name === "residence");
    me.now = at(40 * 86_400_000); // after the round's deadline, before the fix deadline
    await me.comeBack();
    const fixed = await me.upload(id, "residence", PDF, "등본-가림.pdf");
    expect(fixed).toMatchObject({
      status: 201,
      body: { reviewState: "PENDING", originalName: "등본-가림.pdf", reviewReason: "주민등록번호 뒷자리를 가려주세요" },
    });
    expect(await env.FILES.head(before?.r2Key ?? "")).toBeNull();
    expect(await objectsOf(id)).toHaveLength(2);
    expect((await versionsOf(id)).map((v) => v.version)).toEqual([1, 2]);
    // Not flagged (any more): the window rules apply, and the round is closed.
    expect((await me.upload(id, "residence", PDF)).status).toBe(403);
    expect((await me.upload(id, "idCard", PDF)).status).toBe(403);
    await db
      .update(applicationDocuments)
      .set({ reviewState: "FLAGGED", fixDeadline: at(41 * 86_400_000) })
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "idCard")));
    me.now = at(41 * 86_400_000);
    await me.comeBack();
    expect(await me.upload(id, "idCard", PDF)).toMatchObject({
      status: 403,
      body: { message: "서류 보완 기한이 지났습니다." },
    });
  });

  it("lists the person's applications, also from a new verification in another browser, and nobody else's", async () => {
    const { me, id } = await ready("sub-8");
    const list = await me.request("GET", "/api/v1/application");
    expect(list.body.items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect(list.body.items[0]).toMatchObject({
      status: "DRAFT",
      steps: { details: true, supply: true, answers: true },
    });
    const elsewhere = new Applicant({ personId: "sub-8" });
    expect((await elsewhere.comeBack()).body.items.map((a: { id: string }) => a.id)).toEqual([id]);
    expect(await new Applicant({ personId: "sub-8-none" }).comeBack()).toMatchObject({
      status: 404,
      body: { message: "신청 내역을 찾을 수 없습니다." },
    });
    expect((await new Applicant({ personId: "sub-8-none" }).request("GET", "/api/v1/application")).status).toBe(401);
  });
});
