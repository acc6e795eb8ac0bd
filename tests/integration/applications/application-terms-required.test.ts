import { env } from "cloudflare:test";
import { count, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { journeyAction, journeyLoader } from "../../../app/controllers/applications/journey-page.server";
import { applications, terms, termVersions } from "../../../db/schema";
import { createRequestScope } from "../../../worker/request-scope";
import { Applicant, db, NOW, ORIGIN } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

const NOT_READY = "청약 접수 준비 중입니다. 필요한 약관이 게시되면 신청할 수 있습니다.";

function pageRequest(form?: Record<string, string>) {
  const headers: Record<string, string> = { origin: ORIGIN, "x-test-now": NOW.toISOString() };
  if (!form) return new Request(`${ORIGIN}/form/application`, { headers });
  headers["content-type"] = "application/x-www-form-urlencoded";
  return new Request(`${ORIGIN}/form/application`, { method: "POST", headers, body: new URLSearchParams(form) });
}

const scopeOf = (request: Request) => createRequestScope(request, env, { waitUntil: () => {} });

describe("the application journey without its required terms", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
    // A database where the privacy term exists but no version of it was ever published.
    const privacy = await db.select({ id: terms.id }).from(terms).where(eq(terms.code, "privacy")).get();
    await db.delete(termVersions).where(inArray(termVersions.termId, [privacy?.id ?? ""]));
  });

  it("shows the form closed while the round is open, and says why", async () => {
    const request = pageRequest();
    const shown = await journeyLoader(scopeOf(request), request);
    expect(shown.init?.status).toBe(503);
    expect(shown.data).toMatchObject({ view: "closed", messages: [NOT_READY] });
  });

  it("refuses the agreements post and a start through the API, and writes no application", async () => {
    const before = (await db.select({ n: count() }).from(applications))[0]?.n;
    const request = pageRequest({ intent: "agree", terms: "application" });
    const posted = await journeyAction(scopeOf(request), request);
    expect(posted).toMatchObject({ init: { status: 503 }, data: { errors: { _: NOT_READY } } });
    const me = new Applicant({ personId: "terms-missing-1" });
    const started = await me.start(["application", "marketing"]);
    expect(started).toMatchObject({ status: 503, body: { message: NOT_READY } });
    const [row] = await db.select({ n: count() }).from(applications);
    // The seed's applications, and none more.
    expect(before).toBeGreaterThan(0);
    expect(row?.n).toBe(before);
  });
});
