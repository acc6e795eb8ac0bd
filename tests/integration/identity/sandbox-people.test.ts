import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SANDBOX_PEOPLE, type SandboxPerson } from "../../../app/features/identity/sandbox-people";
import { scopeContext } from "../../../app/lib/context";
import { loader as lookupLoader } from "../../../app/routes/site/applicant/lookup";
import { action as requestAction } from "../../../app/routes/site/identity/request";
import { action as responseAction } from "../../../app/routes/site/identity/response";
import { loader as sandboxLoader } from "../../../app/routes/site/identity/sandbox";
import { identityVerifications } from "../../../db/schema";
import { sampleApplicationId } from "../../../db/seed/sample-ids";
import { db, NOW } from "../../support/applicant";
import { callRoute, cookiePair, cookiesOf, crossSiteCookie, pageRequest } from "../../support/identity";
import { contextFor, seedTestDb } from "../../support/integration";

/*
 * The local seed's sample people on the sandbox page (local and test only), and a sandbox
 * verification as one of them finding their seeded application on the look-up.
 */

const at = (ms: number) => new Date(NOW.getTime() + ms);

/** Starts a verification for the look-up, as its "verify" button does; answers the browser's cookies and the order. */
async function startLookup() {
  const form = { purpose: "inquiry", returnTo: "/application/inquiry" };
  const started = await callRoute(requestAction, pageRequest("/common/kcp/cert/request", { form, now: NOW }));
  const id = new URL(started.location ?? "", "http://x").searchParams.get("id") ?? "";
  const row = await db.select().from(identityVerifications).where(eq(identityVerifications.id, id)).get();
  return { cookie: cookiesOf(started.setCookies), orderId: row?.orderId ?? "" };
}

/** The sandbox page for an order, as a bare document's HTML. */
async function sandboxPage(orderId: string, query = "") {
  return callRoute(sandboxLoader, pageRequest(`/common/kcp/cert/sandbox?ordr_idxx=${orderId}${query}`, { now: NOW }));
}

/** The look-up's data for a browser with `cookie`. */
async function lookup(path: string, cookie: string) {
  return callRoute(lookupLoader, pageRequest(path, { cookie, now: at(120_000) }));
}

describe("the sandbox page of a database without the sample applications", () => {
  it("lists no one and runs no script of its own", async () => {
    const { orderId } = await startLookup();
    const page = await sandboxPage(orderId);
    expect(page.status).toBe(200);
    expect(page.html).toContain('id="sandbox-form"');
    expect(page.html).not.toContain("sandbox-people");
    expect(page.html).not.toContain("data-sandbox-pick");
    expect(page.html).not.toContain('role="status"');
    expect([...page.html.matchAll(/<script /g)]).toHaveLength(1);
  });
});

describe("the seeded sample people", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("are listed by round on the sandbox page, each with a pick form naming them", async () => {
    const { orderId } = await startLookup();
    const page = await sandboxPage(orderId);
    expect(page.status).toBe(200);
    const captions = [...page.html.matchAll(/<caption id="([^"]+)">([^<]+)<\/caption>/g)].map((m) => [m[1], m[2]]);
    expect(captions).toEqual([
      ["sandbox-people-2", "2차 입주자 모집의 샘플 신청서"],
      ["sandbox-people-1", "1차 입주자 모집의 샘플 신청서"],
    ]);
    // Every person, in the list's order, with their application's status now.
    const rows = [...page.html.matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td>.*?<\/tr>/g)];
    expect(rows.map((m) => [m[1], m[2]])).toEqual(SANDBOX_PEOPLE.map((p) => [p.receiptNo, p.name]));
    expect(page.html).toContain(
      '<tr><th scope="row">H2-SAMP-0002</th><td>이바다</td><td>19930705</td><td>01020000002</td><td>sample-02</td><td data-status="UNDER_REVIEW">심사 중</td>',
    );
    expect(page.html).toContain('<td data-status="ELIGIBLE">적격</td>');
    for (const status of ["SELECTED", "WAITING", "NOT_SELECTED"]) expect(page.html).not.toContain(status);
    // Without JavaScript a pick opens this page again for the same order, with the person.
    expect(page.html).toContain(
      `<form method="get" action="/common/kcp/cert/sandbox#sandbox-form" class="sandbox-pick" data-sandbox-pick="" data-name="이바다" data-birth="19930705" data-phone="01020000002" data-gender="MALE" data-person-id="sample-02" data-picked="이바다(sample-02)의 정보를 채웠습니다. 인증 완료를 누르세요."><input type="hidden" name="ordr_idxx" value="${orderId}"><input type="hidden" name="person" value="sample-02"><button type="submit" class="button" aria-label="이바다(sample-02) 선택">선택</button></form>`,
    );
    // The page's own script fills the form in place where there is a list.
    expect([...page.html.matchAll(/<script /g)]).toHaveLength(2);
    // The form keeps its defaults until a person is picked.
    expect(page.html).toContain('<input id="sandbox-personId" name="personId" required aria-describedby');
    expect(page.html).toContain('value="tester-1"');
    expect(page.html).toContain('<p id="sandbox-picked" class="sandbox-picked" role="status"></p>');
  });

  it("fills the form with the person picked (?person=), and says so", async () => {
    const { orderId } = await startLookup();
    const page = await sandboxPage(orderId, "&person=sample-13");
    expect(page.html).toContain(
      '<p id="sandbox-picked" class="sandbox-picked" role="status">남궁솔(sample-13)의 정보를 채웠습니다. 인증 완료를 누르세요.</p>',
    );
    for (const value of ["남궁솔", "19900115", "01020000201", "sample-13"])
      expect(page.html).toContain(`value="${value}"`);
    expect(page.html).toContain('<input type="radio" name="gender" value="FEMALE" required checked>');
    expect(page.html).not.toContain('value="tester-1"');
    // Someone not on the list fills nothing in.
    const unknown = await sandboxPage(orderId, "&person=tester-1x");
    expect(unknown.html).toContain('value="tester-1"');
    expect(unknown.html).toContain('role="status"></p>');
  });

  it("are listed nowhere but locally and in tests", async () => {
    const { orderId } = await startLookup();
    const request = pageRequest(`/common/kcp/cert/sandbox?ordr_idxx=${orderId}`, { now: NOW });
    const context = contextFor(request);
    const scope = context.get(scopeContext);
    context.set(scopeContext, { ...scope, env: { ...scope.env, APP_ENV: "production" } });
    const page = await sandboxLoader({ request, context, params: {}, url: new URL(request.url), pattern: "" });
    const text = await page.text();
    expect(page.status).toBe(200);
    expect(text).toContain('id="sandbox-form"');
    expect(text).not.toContain("sandbox-people");
  });

  /**
   * A verification as `person`, answered as the sandbox page posts it, and the look-up it
   * returns to; with its session cookie when it opened one.
   */
  async function verifyAndReturn(person: Omit<SandboxPerson, "round" | "receiptNo">) {
    const { cookie, orderId } = await startLookup();
    const { name, birth, phone, gender, personId } = person;
    const form = { ordr_idxx: orderId, res_cd: "0000", name, birth, phone, gender, personId };
    const posted = await callRoute(
      responseAction,
      pageRequest("/common/kcp/cert/response", { form, cookie: crossSiteCookie(cookie), now: at(60_000) }),
    );
    expect(posted).toMatchObject({
      status: 303,
      location: expect.stringMatching(/^\/application\/inquiry\?verification=/),
    });
    const back = await lookup(posted.location ?? "", cookie);
    const session = back.setCookies.find((c) => c.startsWith("__Host-applicant="));
    return { back, cookie: session ? `${cookie}; ${cookiePair(session)}` : cookie };
  }

  for (const personId of ["sample-02", "sample-09", "sample-13", "sample-26"]) {
    const person = SANDBOX_PEOPLE.find((p) => p.personId === personId) as SandboxPerson;
    it(`verified as ${personId} (${person.receiptNo}), find their application on the look-up`, async () => {
      const { back, cookie } = await verifyAndReturn(person);
      expect(back).toMatchObject({ status: 303, location: "/application/inquiry" });
      const list = await lookup("/application/inquiry", cookie);
      expect(list.status).toBe(200);
      expect(list.data).toMatchObject({
        view: "list",
        applications: [{ id: await sampleApplicationId(person.receiptNo), receiptNo: person.receiptNo }],
      });
    });
  }

  it("verified with a listed person's details but another person id, find none of theirs", async () => {
    const { back } = await verifyAndReturn({ ...(SANDBOX_PEOPLE[0] as SandboxPerson), personId: "not-a-sample" });
    expect(back).toMatchObject({ status: 404, data: { view: "verify", problem: "신청 내역을 찾을 수 없습니다." } });
  });
});
