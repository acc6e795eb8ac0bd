import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { APPLICANT_COOKIE } from "../../../app/features/applications/applicant-session.server";
import { loader as inquiryLoader } from "../../../app/routes/site/applicant/inquiry";
import { loader as lookupLoader } from "../../../app/routes/site/applicant/lookup";
import { applicationDocuments } from "../../../db/schema";
import { Applicant, db, NOW, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { callRoute, pageRequest } from "../../support/identity";
import { seedTestDb } from "../../support/integration";

const at = (ms: number) => new Date(NOW.getTime() + ms);
const NOT_FOUND = "신청 내역을 찾을 수 없습니다.";
const IDENTITY_GONE = "본인인증 정보를 찾을 수 없습니다. 처음부터 다시 인증해주세요.";
const NO_SUCH_ID = "0123456789abcdef0123456789abcdef";

/** An applicant who has submitted an application (the youth answers and the two required documents). */
async function submitted(personId: string) {
  const me = new Applicant({ personId });
  const id = (await me.start()).body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PNG);
  const done = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
  expect(done.status).toBe(200);
  return { me, id, receiptNo: done.body.receiptNo as string };
}

/** A browser with no applicant session yet: only the identity binding cookie. */
const bindingOnly = (me: Applicant) => `__Host-identity=${me.binding}`;

/** The inquiry page's loader for `path`, with the route's `:id` as React Router would pass it. */
function inquiry(path: string, cookie: string | null, now = NOW) {
  const id = new URL(path, "http://localhost").pathname.split("/")[3] ?? "";
  const withId = (args: Parameters<typeof inquiryLoader>[0]) => inquiryLoader({ ...args, params: { id } });
  return callRoute(withId as never, pageRequest(path, { cookie, now }));
}

// biome-ignore lint/suspicious/noExplicitAny: loader data is checked by the assertions
const view = (answer: { data: unknown }) => answer.data as Record<string, any>;

describe("/application/inquiry/:id: the receipt only for its applicant", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("shows the receipt, status and version history to the session of the application's person", async () => {
    const { me, id, receiptNo } = await submitted("inq-1");
    const answer = await inquiry(`/application/inquiry/${id}?done=submitted`, me.cookie());
    expect(answer.status).toBe(200);
    expect(view(answer)).toMatchObject({
      view: "receipt",
      done: "submitted",
      application: { id, receiptNo, status: "SUBMITTED", version: 1, editable: true },
      versions: [{ version: 1, kind: "submitted" }],
    });
    // An edit adds a version, newest first.
    await me.request("PUT", `/api/v1/application/${id}`, {
      json: { steps: { details: { ...YOUTH_STEPS.details, email: "new@example.com" } }, submit: token() },
    });
    const later = view(await inquiry(`/application/inquiry/${id}?done=bogus`, me.cookie()));
    expect(later.done).toBeNull();
    expect(later.versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [2, "edited"],
      [1, "submitted"],
    ]);
  });

  it("asks for a verification without a session, answering a real, a made-up and a malformed id alike", async () => {
    const { me, id } = await submitted("inq-2");
    const real = await inquiry(`/application/inquiry/${id}`, bindingOnly(me));
    const madeUp = await inquiry(`/application/inquiry/${NO_SUCH_ID}`, bindingOnly(me));
    expect(real).toMatchObject({ status: 200, setCookies: [] });
    expect(view(real)).toMatchObject({ view: "verify", returnTo: `/application/inquiry/${id}`, problem: null });
    expect(view(madeUp)).toMatchObject({
      view: "verify",
      returnTo: `/application/inquiry/${NO_SUCH_ID}`,
      problem: null,
    });
    expect(Object.keys(view(real)).sort()).toEqual(Object.keys(view(madeUp)).sort());
    expect(view(await inquiry("/application/inquiry/not-an-id", null))).toMatchObject({
      view: "verify",
      returnTo: "/application/inquiry",
    });
  });

  it("answers another person's id exactly as an id that does not exist", async () => {
    const { id } = await submitted("inq-3");
    const other = await submitted("inq-3b");
    const foreign = await inquiry(`/application/inquiry/${id}`, other.me.cookie());
    const missing = await inquiry(`/application/inquiry/${NO_SUCH_ID}`, other.me.cookie());
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(view(foreign)).toEqual({ ...view(missing), returnTo: `/application/inquiry/${id}` });
    expect(view(foreign)).toMatchObject({ view: "verify", problem: NOT_FOUND });
    expect(JSON.stringify(view(foreign))).not.toContain("inq-3");

    // With a fresh verification of their own for "inquiry", someone else's id still opens nothing.
    const withVerification = await inquiry(
      `/application/inquiry/${id}?verification=${await other.me.verified("inquiry")}`,
      bindingOnly(other.me),
    );
    expect(withVerification).toMatchObject({ status: 404, setCookies: [], location: null });
    expect(view(withVerification)).toMatchObject({ view: "verify", problem: NOT_FOUND });
    const madeUp = await inquiry(
      `/application/inquiry/${NO_SUCH_ID}?verification=${await other.me.verified("inquiry")}`,
      bindingOnly(other.me),
    );
    expect(view(madeUp)).toEqual({ ...view(withVerification), returnTo: `/application/inquiry/${NO_SUCH_ID}` });
  });

  it("opens the session from a verification for inquiry: once, by this browser, within minutes", async () => {
    const { me, id } = await submitted("inq-4");
    const fresh = new Applicant({ personId: "inq-4" });
    const verification = await fresh.verified("inquiry");
    const back = await inquiry(`/application/inquiry/${id}?verification=${verification}`, bindingOnly(fresh));
    expect(back).toMatchObject({ status: 303, location: `/application/inquiry/${id}` });
    const cookie = back.setCookies.find((c) => c.startsWith(`${APPLICANT_COOKIE}=`)) ?? "";
    expect(cookie).toMatch(/HttpOnly; Secure; SameSite=Lax; Path=\//);
    const opened = await inquiry(`/application/inquiry/${id}`, `${bindingOnly(fresh)}; ${cookie.split(";")[0]}`);
    expect(view(opened)).toMatchObject({ view: "receipt", application: { id } });

    // Spent: the same verification again opens nothing.
    const replay = await inquiry(`/application/inquiry/${id}?verification=${verification}`, bindingOnly(fresh));
    expect(replay).toMatchObject({ status: 404, setCookies: [] });
    expect(view(replay)).toMatchObject({ view: "verify", problem: IDENTITY_GONE });

    // Another browser's verification (its binding cookie differs), an expired one, one for another purpose.
    const stolen = await fresh.verified("inquiry");
    const elsewhere = await inquiry(`/application/inquiry/${id}?verification=${stolen}`, bindingOnly(me));
    const expired = await fresh.verified("inquiry", at(-11 * 60_000));
    const late = await inquiry(`/application/inquiry/${id}?verification=${expired}`, bindingOnly(fresh));
    const forApplying = await fresh.verified("application");
    const purpose = await inquiry(`/application/inquiry/${id}?verification=${forApplying}`, bindingOnly(fresh));
    for (const refused of [elsewhere, late, purpose]) {
      expect(refused).toMatchObject({ status: 404, setCookies: [] });
      expect(view(refused)).toMatchObject({ view: "verify", problem: IDENTITY_GONE });
    }
    // The stolen one was not spent by the stranger's try: its own browser can still use it.
    const owner = await inquiry(`/application/inquiry/${id}?verification=${stolen}`, bindingOnly(fresh));
    expect(owner.status).toBe(303);
  });

  it("offers the edit only while the round is open, and says when a document is flagged", async () => {
    const { me, id } = await submitted("inq-5");
    await db
      .update(applicationDocuments)
      .set({ reviewState: "FLAGGED", reviewReason: "흐리게 찍혔습니다", fixDeadline: at(45 * 86_400_000) })
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "residence")));
    const open = view(await inquiry(`/application/inquiry/${id}`, me.cookie()));
    expect(open.application.editable).toBe(true);
    expect(open.application.documents).toContainEqual(
      expect.objectContaining({ name: "residence", reviewState: "FLAGGED", reviewReason: "흐리게 찍혔습니다" }),
    );
    // After the deadline (round 2 closes 30 days after NOW's day), a fresh session still reads it, but no edit.
    me.now = at(31 * 86_400_000);
    await me.comeBack();
    const closed = view(await inquiry(`/application/inquiry/${id}`, me.cookie(), me.now));
    expect(closed).toMatchObject({ view: "receipt", application: { id, editable: false } });
  });
});

describe("/application/inquiry: finding one's applications without the id", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("lists only the verified person's applications, after a verification for inquiry", async () => {
    const { id, receiptNo } = await submitted("look-1");
    await submitted("look-1b");
    const fresh = new Applicant({ personId: "look-1" });
    const asks = await callRoute(
      lookupLoader as never,
      pageRequest("/application/inquiry", { cookie: bindingOnly(fresh), now: NOW }),
    );
    expect(view(asks)).toMatchObject({ view: "verify", returnTo: "/application/inquiry", problem: null });
    const verification = await fresh.verified("inquiry");
    const back = await callRoute(
      lookupLoader as never,
      pageRequest(`/application/inquiry?verification=${verification}`, { cookie: bindingOnly(fresh), now: NOW }),
    );
    expect(back).toMatchObject({ status: 303, location: "/application/inquiry" });
    const session = (back.setCookies[0] ?? "").split(";")[0];
    const list = view(
      await callRoute(
        lookupLoader as never,
        pageRequest("/application/inquiry", { cookie: `${bindingOnly(fresh)}; ${session}`, now: NOW }),
      ),
    );
    expect(list.view).toBe("list");
    expect(list.applications.map((a: { id: string; receiptNo: string }) => [a.id, a.receiptNo])).toEqual([
      [id, receiptNo],
    ]);
  });

  it("says so when the verified person has no application, opening no session", async () => {
    const nobody = new Applicant({ personId: "look-none" });
    const answer = await callRoute(
      lookupLoader as never,
      pageRequest(`/application/inquiry?verification=${await nobody.verified("inquiry")}`, {
        cookie: bindingOnly(nobody),
        now: NOW,
      }),
    );
    expect(answer).toMatchObject({ status: 404, setCookies: [] });
    expect(view(answer)).toMatchObject({ view: "verify", problem: NOT_FOUND });
  });
});
