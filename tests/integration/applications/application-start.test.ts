import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { applications, identityVerifications, rounds } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { Applicant, db, NOW, ORIGIN, PDF, token, YOUTH_STEPS } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

const at = (ms: number) => new Date(NOW.getTime() + ms);
const IDENTITY_GONE = "본인인증 정보를 찾을 수 없습니다. 처음부터 다시 인증해주세요.";

describe("starting an application (POST /api/v1/application)", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("creates a draft from the verified identity and sets a short-lived applicant session that holds no identity", async () => {
    const me = new Applicant({ personId: "start-1", name: "이청년", birth: "19980102", phone: "01055556666" });
    const res = await me.start();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: "DRAFT",
      receiptNo: null,
      version: 0,
      identity: { name: "이청년", birth: "19980102", phone: "01055556666" },
      round: { round: 2, state: "open" },
      answers: null,
      editable: true,
    });
    expect(res.headers.get("location")).toBe(`/api/v1/application/${res.body.id}`);
    const cookie = res.setCookies.find((c) => c.startsWith("__Host-applicant="));
    expect(cookie).toMatch(/^__Host-applicant=[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Secure; SameSite=Lax; Path=\/$/);
    const claims = decodeJwt(me.session ?? "");
    expect(claims).toMatchObject({ typ: "applicant", sub: res.body.id, aud: "applicant" });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(30 * 60);
    // Bound to the person by a keyed hash: neither the personKey nor the identity is in it.
    const row = await db.select().from(applications).where(eq(applications.id, res.body.id)).get();
    expect(JSON.stringify(claims)).not.toContain(row?.personKey.slice(0, 20));
    expect(JSON.stringify(claims)).not.toMatch(/이청년|19980102|01055556666/);
    expect(row).toMatchObject({ lang: "ko", channel: "ONLINE", status: "DRAFT", draft: {} });
    expect(row?.terms.map((t) => t.code)).toEqual(["privacy", "application", "marketing"]);
    expect(row?.terms.every((t) => t.version === 1 && t.agreedAt === NOW.toISOString())).toBe(true);
  });

  it("records only the terms agreed to, and refuses a missing required term or an unknown one", async () => {
    const me = new Applicant({ personId: "start-2" });
    const missing = await me.start(["privacy", "marketing"]);
    expect(missing).toMatchObject({
      status: 400,
      body: { message: "필수 약관에 동의해주세요", errors: { "terms.application": "필수 약관에 동의해주세요" } },
    });
    const unknown = await me.start(["privacy", "application", "sales"]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ terms: "약관 항목을 확인해주세요" });
    const ok = await me.start(["privacy", "application"]);
    expect(ok.status).toBe(201);
    const row = await db.select().from(applications).where(eq(applications.id, ok.body.id)).get();
    expect(row?.terms.map((t) => t.code)).toEqual(["privacy", "application"]);
  });

  it("refuses another browser's verification, an expired one, one for another purpose, and a second use, as not found", async () => {
    const me = new Applicant({ personId: "start-3" });
    const stranger = new Applicant({ personId: "start-3b" });
    const mine = await me.verified();
    const foreign = await stranger.request("POST", "/api/v1/application", {
      json: { verificationId: mine, terms: ["privacy", "application"] },
    });
    expect(foreign).toMatchObject({ status: 404, body: { message: IDENTITY_GONE } });
    const old = await me.verified("application", at(-11 * 60_000));
    expect(
      (
        await me.request("POST", "/api/v1/application", {
          json: { verificationId: old, terms: ["privacy", "application"] },
        })
      ).status,
    ).toBe(404);
    const inquiry = await me.verified("inquiry");
    expect(
      (
        await me.request("POST", "/api/v1/application", {
          json: { verificationId: inquiry, terms: ["privacy", "application"] },
        })
      ).status,
    ).toBe(404);
    const first = await me.request("POST", "/api/v1/application", {
      json: { verificationId: mine, terms: ["privacy", "application"] },
    });
    expect(first.status).toBe(201);
    const replay = await me.request("POST", "/api/v1/application", {
      json: { verificationId: mine, terms: ["privacy", "application"] },
    });
    expect(replay).toMatchObject({ status: 404, body: { message: IDENTITY_GONE } });
    // Nothing was made for the refused attempts.
    expect(
      await db
        .select()
        .from(applications)
        .where(eq(applications.personKey, `person-start-3b-`.padEnd(64, "0"))),
    ).toEqual([]);
  });

  it("refuses outside the window (before open, closed, stopped, hidden) without spending the verification", async () => {
    const me = new Applicant({ personId: "start-4" });
    const verificationId = await me.verified();
    const round = await db.select().from(rounds).where(eq(rounds.round, 2)).get();
    const tryStart = () =>
      me.request("POST", "/api/v1/application", { json: { verificationId, terms: ["privacy", "application"] } });
    await db.update(rounds).set({ stops: true }).where(eq(rounds.round, 2));
    expect(await tryStart()).toMatchObject({ status: 403, body: { message: "청약 접수가 일시 중지되었습니다." } });
    await db
      .update(rounds)
      .set({ stops: false, openAt: at(60_000) })
      .where(eq(rounds.round, 2));
    expect(await tryStart()).toMatchObject({ status: 403, body: { message: "청약 접수 시작 전입니다." } });
    await db.update(rounds).set({ openAt: round?.openAt, deadAt: NOW }).where(eq(rounds.round, 2));
    expect(await tryStart()).toMatchObject({ status: 403, body: { message: "청약 접수가 마감되었습니다." } });
    await db.update(rounds).set({ deadAt: round?.deadAt }).where(eq(rounds.round, 2));
    const verification = await db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.id, verificationId))
      .get();
    expect(verification?.claimedAt).toBeNull();
    expect((await tryStart()).status).toBe(201);
  });

  it("resumes the person's draft from a new verification, and shows a submitted one as the existing application", async () => {
    const me = new Applicant({ personId: "start-5" });
    const first = await me.start();
    await me.request("PUT", `/api/v1/application/${first.body.id}`, {
      json: { steps: { details: YOUTH_STEPS.details } },
    });
    expect((await me.upload(first.body.id, "idCard", PDF)).status).toBe(201);
    // A closed tab, another browser: a new verification finds the same draft with what was saved.
    const again = new Applicant({ personId: "start-5" });
    const resumed = await again.start();
    expect(resumed.status).toBe(200);
    expect(resumed.body).toMatchObject({
      id: first.body.id,
      draft: { details: YOUTH_STEPS.details },
      steps: { details: true },
      round: { id: first.body.round.id },
    });
    // Its documents come with it (read in the start's own batch).
    expect(resumed.body.documents.map((d: { name: string }) => d.name)).toEqual(["idCard"]);
    expect(resumed.body.missingDocuments).not.toContain("idCard");
    await db
      .update(applications)
      .set({ status: "SUBMITTED", receiptNo: "H2-TEST-0001", version: 1 })
      .where(eq(applications.id, first.body.id));
    const third = new Applicant({ personId: "start-5" });
    const duplicate = await third.start();
    expect(duplicate).toMatchObject({
      status: 409,
      body: {
        message:
          "이번 모집에 이미 청약을 신청하셨습니다. 한 사람은 한 모집에 한 번만 신청할 수 있습니다. 신청 내역에서 확인하거나 고쳐주세요.",
      },
    });
    const location = duplicate.headers.get("location") ?? "";
    expect(location).toBe(`/api/v1/application/${first.body.id}`);
    // The way to it: the session set with the 409 opens the existing application.
    expect(await third.request("GET", location)).toMatchObject({ status: 200, body: { receiptNo: "H2-TEST-0001" } });
    const all = await db
      .select()
      .from(applications)
      .where(eq(applications.personKey, `person-start-5-`.padEnd(64, "0")));
    expect(all).toHaveLength(1);
  });

  it("needs this site's Origin on every write of the applicant API", async () => {
    const me = new Applicant({ personId: "start-6" });
    const verificationId = await me.verified();
    const body = JSON.stringify({ verificationId, terms: ["privacy", "application"] });
    for (const origin of [null, "https://evil.example"]) {
      const headers: Record<string, string> = {
        cookie: me.cookie(),
        "content-type": "application/json",
        "x-test-now": NOW.toISOString(),
      };
      if (origin) headers.origin = origin;
      const res = await api.request("/api/v1/application", { method: "POST", headers, body }, env);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: "허용되지 않은 출처의 요청입니다" });
    }
    const res = await api.request(
      "/api/v1/application",
      {
        method: "POST",
        headers: {
          cookie: me.cookie(),
          "content-type": "application/json",
          origin: ORIGIN,
          "x-test-now": NOW.toISOString(),
        },
        body,
      },
      env,
    );
    expect(res.status).toBe(201);
  });

  it("answers 401 without a session, with a forged or an expired one, and 400 for a malformed body", async () => {
    const me = new Applicant({ personId: "start-7" });
    const started = await me.start();
    const id = started.body.id;
    const nobody = new Applicant({ personId: "start-7b" });
    expect(await nobody.request("GET", `/api/v1/application/${id}`)).toMatchObject({
      status: 401,
      body: { message: "본인인증이 필요합니다. 본인인증을 다시 진행해주세요." },
    });
    nobody.session = `${me.session?.slice(0, -4)}AAAA`;
    expect((await nobody.request("GET", `/api/v1/application/${id}`)).status).toBe(401);
    me.now = at(30 * 60_000 + 1000);
    expect((await me.request("GET", `/api/v1/application/${id}`)).status).toBe(401);
    me.now = NOW;
    expect(
      (await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: { details: {} }, extra: 1 } })).status,
    ).toBe(400);
    expect((await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: "short" } })).body).toMatchObject({
      errors: { submit: "제출 정보를 확인할 수 없습니다. 화면을 새로 고친 뒤 다시 제출해주세요" },
    });
    expect(token()).toMatch(/^[0-9a-f]{32}$/);
  });
});
