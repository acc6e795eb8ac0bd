import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { applicationStatusHistory, applications, applicationVersions, outbox } from "../../../db/schema";
import { Applicant, db, NOW, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { accessTokenFor, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { postPaper, submitPaper, uploadPaper, youthPaper } from "../../support/paper-fixtures";

/**
 * One submission rule for both channels: an application submitted online and one keyed in from
 * paper are written alike (the status, version 1, a receipt number, the version with its
 * snapshot, the history row, the applicant's receipt), differing only in who and when.
 */

const RECEIPT = /^H2-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** Everything a submission wrote for one application, in a form the two channels can be compared by. */
async function written(id: string, phone: string, email: string) {
  const row = await db.select().from(applications).where(eq(applications.id, id)).get();
  const versions = await db.select().from(applicationVersions).where(eq(applicationVersions.applicationId, id));
  const history = await db
    .select()
    .from(applicationStatusHistory)
    .where(eq(applicationStatusHistory.applicationId, id));
  const sent = [
    ...(await db.select().from(outbox).where(eq(outbox.to, phone))),
    ...(await db.select().from(outbox).where(eq(outbox.to, email))),
  ];
  return { row, versions, history, sent };
}

/** A youth application started, answered, given its two documents and submitted online with `attempt`. */
async function submitYouthOnline(me: Applicant, attempt: string) {
  const id = (await me.start()).body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PNG);
  const submitted = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: attempt } });
  return { id, status: submitted.status };
}

describe("an online and a paper submission", () => {
  let manager = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    await createManager(env, { username: "rowsclerk", scope: ["console", "application"] });
    manager = await accessTokenFor(env, "rowsclerk", NOW);
  });

  it("write the same rows: SUBMITTED, version 1, a receipt number, the snapshot, the history, the receipt", async () => {
    const attempt = token();
    const { id: online, status } = await submitYouthOnline(
      new Applicant({ personId: "rows-1", phone: "01033334444" }),
      attempt,
    );
    expect(status).toBe(200);

    const draft = await postPaper(manager, youthPaper({ email: "rows@example.com" }));
    const paper = draft.body.application?.id as string;
    await uploadPaper(manager, paper, "idCard", PDF);
    await uploadPaper(manager, paper, "residence", PNG);
    expect((await submitPaper(manager, paper)).status).toBe(200);

    const a = await written(online, "01033334444", "sky@example.com");
    const b = await written(paper, "01055556666", "rows@example.com");
    for (const [w, channel] of [
      [a, "ONLINE"],
      [b, "PAPER"],
    ] as const) {
      expect(w.row).toMatchObject({ channel, status: "SUBMITTED", version: 1, draft: null });
      expect(w.row?.receiptNo).toMatch(RECEIPT);
      expect(w.versions).toHaveLength(1);
      expect(w.versions[0]).toMatchObject({ version: 1 });
      expect(w.versions[0]?.snapshot).toMatchObject({
        receiptNo: w.row?.receiptNo,
        name: w.row?.name,
        answers: { qualificationType: "YOUTH_TYPE", supplyType: "NORMAL_TYPE" },
        documents: [{ name: "idCard" }, { name: "residence" }],
        eligibility: { verdict: expect.any(String) },
      });
      expect(w.history).toEqual([expect.objectContaining({ fromStatus: "DRAFT", toStatus: "SUBMITTED" })]);
      expect(w.sent.map((m) => m.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
      for (const m of w.sent) expect(m.body).toContain(w.row?.receiptNo);
    }
    const keys = (snapshot: unknown) => Object.keys(snapshot as object).sort();
    expect(keys(b.versions[0]?.snapshot)).toEqual([...keys(a.versions[0]?.snapshot), "channel", "receivedAt"].sort());

    // Who and when differ: the applicant now, or the manager at the moment the office received it.
    expect(a.row?.submittedAt).toEqual(NOW);
    expect(a.versions[0]).toMatchObject({ actor: "applicant", token: attempt });
    expect(a.history[0]).toMatchObject({ actor: "applicant", note: null });
    expect(b.row?.submittedAt).toEqual(new Date("2026-05-09T06:30:00Z"));
    expect(b.versions[0]).toMatchObject({ actor: "rowsclerk", token: `paper-${paper}` });
    expect(b.versions[0]?.snapshot).toMatchObject({ channel: "PAPER", receivedAt: "2026-05-09T06:30:00.000Z" });
    expect(b.history[0]).toMatchObject({ actor: "rowsclerk", note: "종이 접수" });
  });

  it("stores each answer as its column stores it: a missing answer as NULL, never as 0 or the text null", async () => {
    const { id, status } = await submitYouthOnline(
      new Applicant({ personId: "rows-2", phone: "01077778888" }),
      token(),
    );
    expect(status).toBe(200);
    const raw = await env.DB.prepare(
      "select is_homeless, is_asset, is_car, car_value, marriage_planned, spouse_name, earning_rank, status, version, draft, submitted_at, typeof(submitted_at) as t from applications where id = ?",
    )
      .bind(id)
      .first();
    // A youth applicant answers nothing about a spouse or a car's value: NULL, not 0.
    expect(raw).toEqual({
      is_homeless: 1,
      is_asset: 0,
      is_car: 0,
      car_value: null,
      marriage_planned: null,
      spouse_name: null,
      earning_rank: null,
      status: "SUBMITTED",
      version: 1,
      draft: null,
      submitted_at: NOW.getTime(),
      t: "integer",
    });
    const sent = await env.DB.prepare(
      'select channel, kind, variables, typeof(variables) as t from outbox where "to" in (?, ?) order by channel',
    )
      .bind("01077778888", "sky@example.com")
      .all();
    const email = sent.results.find((m) => m.channel === "EMAIL" && m.kind === null);
    expect(email).toMatchObject({ variables: null, t: "null" });
    const kakao = sent.results.find((m) => m.channel === "KAKAO" && m.kind === "application.submitted");
    expect(JSON.parse(String(kakao?.variables))).toMatchObject({ receipt: expect.stringMatching(RECEIPT) });
  });
});
