import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applicationDocuments,
  applicationStatusHistory,
  applications,
  applicationVersions,
  auditLog,
  outbox,
} from "../../../db/schema";
import { db, objectsOf, PDF, PNG } from "../../support/applicant";
import { accessTokenFor, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { marriedPaper, PAPER_NOW, postPaper, submitPaper, uploadPaper, youthPaper } from "../../support/paper-fixtures";

/**
 * Paper applications keyed in by a manager: the online form's rules and messages,
 * its documents, one application per person and round, and what a registration stores.
 */

const RECEIPT = /^H2-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const rowOf = (id: string) => db.select().from(applications).where(eq(applications.id, id)).get();

describe("paper applications", () => {
  let token = "";
  let clerk = "";
  beforeAll(async () => {
    await seedTestDb(PAPER_NOW);
    await createManager(env, { username: "paperclerk", scope: ["console", "application"] });
    await createManager(env, { username: "noticeonly", scope: ["console", "centerNotifications"] });
    token = await accessTokenFor(env, "paperclerk", PAPER_NOW);
    clerk = await accessTokenFor(env, "noticeonly", PAPER_NOW);
  });

  it("refuses wrong answers with the online form's messages (SPEC §5) and stores nothing", async () => {
    const before = await db.select().from(applications);
    const bad = await postPaper(
      token,
      youthPaper({
        name: "박",
        phone: "010-5555-6666",
        birth: "1996031",
        email: "not-mail",
        supplyCategory: "MARRIED",
        terms: ["privacy"],
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      body: {
        message: "입력값을 확인해주세요",
        errors: {
          name: "이름을 입력해주세요",
          phone: "연락처를 입력해주세요",
          birth: "생년월일(YYYYMMDD)을 입력해주세요.",
          email: "이메일을 입력해주세요",
          supplyCategory: "공급 구분은 자격 유형에 맞춰 선택해주세요 (청년은 청년, 신혼부부는 신혼부부)",
          "terms.application": "필수 약관에 동의해주세요",
        },
      },
    });
    const married = await postPaper(token, marriedPaper({ spouseBirth: "", marriageDate: "" }));
    expect(married).toMatchObject({
      status: 400,
      body: {
        errors: {
          spouseBirth: "생년월일(YYYYMMDD)을 입력해주세요.",
          marriageDate: "혼인신고일(YYYYMMDD)을 입력해주세요",
        },
      },
    });
    const late = await postPaper(token, youthPaper({ receivedAt: "2026-06-20T10:00" }));
    expect(late).toMatchObject({ status: 422, body: { errors: { receivedAt: expect.any(String) } } });
    const early = await postPaper(token, youthPaper({ receivedAt: "2026-05-01T10:00" }));
    expect(early).toMatchObject({
      status: 422,
      body: { message: "접수 일시가 이 회차의 접수 기간(시작부터 마감 전까지) 안에 있어야 합니다" },
    });
    expect(await db.select().from(applications)).toEqual(before);
  });

  it("keeps a paper draft, takes its documents by the checklist and registers it as the manager's", async () => {
    const draft = await postPaper(token, youthPaper());
    expect(draft).toMatchObject({
      status: 201,
      body: { application: { status: "DRAFT", channel: "PAPER", missing: ["idCard", "residence"] } },
    });
    const id = draft.body.application?.id as string;
    const early = await submitPaper(token, id);
    expect(early).toMatchObject({ status: 422, body: { message: "필요한 서류를 모두 올려주세요." } });
    expect(await uploadPaper(token, id, "car", PDF)).toMatchObject({
      status: 400,
      body: { message: "이 신청서에 필요한 서류 항목이 아닙니다." },
    });
    expect(await uploadPaper(token, id, "idCard", new TextEncoder().encode("<html>not a scan</html>"))).toMatchObject({
      status: 415,
    });
    expect(await uploadPaper(token, id, "idCard", PDF)).toMatchObject({
      status: 201,
      body: { document: { name: "idCard" } },
    });
    expect(await uploadPaper(token, id, "residence", PNG)).toMatchObject({ status: 201 });

    const done = await submitPaper(token, id);
    expect(done.status).toBe(200);
    expect(done.body.receiptNo).toMatch(RECEIPT);
    // A second click answers the same receipt and adds nothing.
    expect(await submitPaper(token, id)).toMatchObject({ status: 200, body: { receiptNo: done.body.receiptNo } });

    expect(await rowOf(id)).toMatchObject({
      channel: "PAPER",
      createdBy: "paperclerk",
      status: "SUBMITTED",
      version: 1,
      receiptNo: done.body.receiptNo,
      name: "박종이",
      supplyType: "NORMAL_TYPE",
      supplyCategory: "YOUTH",
      draft: null,
      // Submitted when the office received it (2026-05-09 15:30 KST).
      submittedAt: new Date("2026-05-09T06:30:00Z"),
    });
    const versions = await db.select().from(applicationVersions).where(eq(applicationVersions.applicationId, id));
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, actor: "paperclerk" });
    expect(versions[0]?.snapshot).toMatchObject({
      receiptNo: done.body.receiptNo,
      channel: "PAPER",
      documents: [{ name: "idCard" }, { name: "residence" }],
    });
    const history = await db
      .select()
      .from(applicationStatusHistory)
      .where(eq(applicationStatusHistory.applicationId, id));
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: "DRAFT", toStatus: "SUBMITTED", actor: "paperclerk", note: "종이 접수" }),
    ]);
    const documents = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    expect(documents.map((d) => [d.name, d.contentType])).toEqual(
      expect.arrayContaining([
        ["idCard", "application/pdf"],
        ["residence", "image/png"],
      ]),
    );
    expect((await objectsOf(id)).map((o) => o.size).sort()).toEqual([PDF.length, PNG.length].sort());
    const notices = await db.select().from(outbox).where(eq(outbox.to, "01055556666"));
    expect(notices).toEqual([expect.objectContaining({ channel: "KAKAO" })]);
    expect(notices[0]?.body).toContain(done.body.receiptNo);
    expect(await db.select().from(outbox).where(eq(outbox.to, "paper@example.com"))).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "application"), eq(auditLog.targetId, id)));
    expect(audit.map((a) => [a.actor, a.action, (a.detail as { step?: string }).step])).toEqual([
      ["paperclerk", "record.create", "draft"],
      ["paperclerk", "record.create", "submit"],
    ]);
    // The audit log says what and whose, never the applicant's name or phone.
    expect(JSON.stringify(audit)).not.toMatch(/박종이|01055556666/);
    // A registered application takes no more paper uploads.
    expect(await uploadPaper(token, id, "extra", PDF)).toMatchObject({ status: 409 });
  });

  it("refuses a second application of the same person in the round, online or on paper", async () => {
    const again = await postPaper(token, youthPaper({ phone: "01012121212" }));
    expect(again).toMatchObject({
      status: 409,
      body: {
        message:
          "이 회차에 이름과 생년월일이 같은 신청서가 이미 있습니다. 한 사람은 한 회차에 한 번만 신청할 수 있습니다",
      },
    });
    // An online applicant's key comes from their verification: the written name and birth date decide.
    await db.insert(applications).values({
      roundId: "seed-round-2",
      personKey: "verified-online-person",
      terms: [],
      name: "이온라인",
      phone: "01034343434",
      birth: "19970707",
      status: "SUBMITTED",
      version: 1,
    });
    expect(await postPaper(token, youthPaper({ name: "이온라인", birth: "19970707" }))).toMatchObject({ status: 409 });
  });

  it("lets a manager key in after the deadline what arrived before it", async () => {
    const afterDeadline = new Date("2026-06-12T01:00:00Z");
    const late = await accessTokenFor(env, "paperclerk", afterDeadline);
    const draft = await postPaper(late, marriedPaper({ receivedAt: "2026-06-09T16:00" }), afterDeadline);
    expect(draft).toMatchObject({
      status: 201,
      body: { application: { missing: ["idCard", "residence", "marriage", "income", "car"] } },
    });
    const id = draft.body.application?.id as string;
    for (const slot of ["idCard", "residence", "marriage", "income", "car"]) {
      expect((await uploadPaper(late, id, slot, PDF, afterDeadline)).status).toBe(201);
    }
    expect(await submitPaper(late, id, afterDeadline)).toMatchObject({ status: 200 });
    expect(await rowOf(id)).toMatchObject({
      status: "SUBMITTED",
      qualificationType: "MARRIED_TYPE",
      spouseName: "한배우",
      carValue: 25_000_000,
      earningRank: "FIRST",
    });
  });

  it("answers 401 without a token and 403 without the application scope", async () => {
    expect((await postPaper("not-a-token", youthPaper())).status).toBe(401);
    expect((await postPaper(clerk, youthPaper({ name: "김권한" }))).status).toBe(403);
    expect(await db.select().from(applications).where(eq(applications.name, "김권한"))).toEqual([]);
  });
});
