import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { PublicCompetition } from "../../../app/features/competition/competition.server";
import type { ApplicationStatus, SupplyCategory, SupplyType } from "../../../app/lib/enums";
import { sharedPage } from "../../../app/lib/shared-page";
import { loader } from "../../../app/routes/site/application/competition";
import { newId } from "../../../db/columns";
import { applications, auditLog, rounds } from "../../../db/schema";
import { PAGE_CACHE_HEADER, servePage } from "../../../worker/page-cache";
import { createRequestScope, setRouterScope } from "../../../worker/request-scope";
import { callApi } from "../../support/api";
import { db, NOW } from "../../support/applicant";
import { accessTokenFor, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";

/**
 * Competition rates: which applications count, the households from the unit facts,
 * hidden until published, the published snapshot, and the shared page refreshed by publishing.
 */

const PUT = "/api/console/application/competition";
/** A round of this test's own (closed before NOW), so the seed's sample applications do not count here. */
const ROUND = { id: "competition-round", round: 7 };
const GET = "/api/v1/application/competition";

async function addApplication(
  roundId: string,
  status: ApplicationStatus,
  supplyType: SupplyType,
  supplyCategory: SupplyCategory,
) {
  await db.insert(applications).values({
    roundId,
    personKey: newId(),
    terms: [],
    name: "경쟁률",
    phone: "01000000000",
    birth: "19950101",
    status,
    supplyType,
    supplyCategory,
    version: status === "DRAFT" ? 0 : 1,
  });
}

/** Each page request a second after the last: a kept page is valid from its rendering on. */
let clock = NOW.getTime();

/** This file's own build: the page cache is shared by the files of a vitest worker. */
const BUILD = `competition-${crypto.randomUUID()}`;

/** GET /application/competition as an anonymous visitor, through the worker's page cache. */
async function openPage(): Promise<{ cache: string | null; rounds: PublicCompetition[] }> {
  clock += 1000;
  const request = new Request("http://localhost/application/competition", {
    headers: { "x-test-now": new Date(clock).toISOString(), "accept-language": "ko-KR" },
  });
  const kept: Promise<unknown>[] = [];
  const scope = createRequestScope(request, env, { waitUntil: (p) => kept.push(p) });
  const render = async () => {
    const context = new RouterContextProvider();
    setRouterScope(context, scope);
    const args = { request, context, params: {}, url: new URL(request.url), pattern: "/application/competition" };
    const data = await loader(args as never);
    const html = `<main>${JSON.stringify(data.rounds)}</main>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", ...sharedPage() } });
  };
  const response = await servePage(request, render, { scope, waitUntil: scope.waitUntil, build: async () => BUILD });
  await Promise.all(kept);
  const body = /<main>(.*)<\/main>/.exec(await response.text())?.[1] ?? "[]";
  return { cache: response.headers.get(PAGE_CACHE_HEADER), rounds: JSON.parse(body) as PublicCompetition[] };
}

const round7 = (shown: PublicCompetition[]) => shown.find((r) => r.round === ROUND.round);
const at = { "x-test-now": NOW.toISOString() };

describe("competition rates", () => {
  let dev = "";
  let reviewer = "";
  beforeAll(async () => {
    await seedTestDb(NOW);
    await createManager(env, { username: "reviewer", scope: ["console", "application"] });
    dev = await accessTokenFor(env, "developer", NOW);
    reviewer = await accessTokenFor(env, "reviewer", NOW);
    await db.insert(rounds).values({
      ...ROUND,
      title: "7차 입주자 모집",
      openAt: new Date("2026-04-01T01:00:00Z"),
      deadAt: new Date("2026-04-15T08:00:00Z"),
    });
    const r2 = ROUND.id;
    // Counted: every submitted status but WITHDRAWN, whatever the review decided.
    await addApplication(r2, "SUBMITTED", "SPECIAL_TYPE", "YOUTH");
    await addApplication(r2, "UNDER_REVIEW", "SPECIAL_TYPE", "YOUTH");
    await addApplication(r2, "FIX_REQUESTED", "SPECIAL_TYPE", "YOUTH");
    await addApplication(r2, "INELIGIBLE", "NORMAL_TYPE", "MARRIED");
    await addApplication(r2, "SELECTED", "NORMAL_TYPE", "MARRIED");
    // Not counted: a withdrawn application, a draft, another round's application.
    await addApplication(r2, "WITHDRAWN", "SPECIAL_TYPE", "YOUTH");
    await addApplication(r2, "DRAFT", "SPECIAL_TYPE", "YOUTH");
    await addApplication("seed-round-2", "SUBMITTED", "SPECIAL_TYPE", "YOUTH");
  });

  it("is hidden until published: the page and the API say so (200)", async () => {
    const page = await openPage();
    expect(round7(page.rounds)).toEqual({ round: 7, title: "7차 입주자 모집", published: null });
    const api = await callApi(null, "GET", `${GET}?round=7`, undefined, at);
    expect(api).toEqual({
      status: 200,
      body: { competition: { round: 7, title: "7차 입주자 모집", published: null } },
    });
    // Without a round: the round visitors see now (the seed's open round 2).
    expect((await callApi(null, "GET", GET, undefined, at)).body).toMatchObject({
      competition: { round: 2, published: null },
    });
  });

  it("publishes the counts per supply type and category against the households supplied", async () => {
    expect((await openPage()).cache).toBe("hit");
    const { status, body } = await callApi<{ publication: { lines: unknown[] } }>(
      dev,
      "PUT",
      `${PUT}/${ROUND.id}`,
      { published: true },
      at,
    );
    expect(status).toBe(200);
    expect(body.publication.lines).toEqual([
      { supplyType: "SPECIAL_TYPE", supplyCategory: "YOUTH", households: 94, applications: 3 },
      { supplyType: "SPECIAL_TYPE", supplyCategory: "MARRIED", households: 86, applications: 0 },
      { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH", households: 62, applications: 0 },
      { supplyType: "NORMAL_TYPE", supplyCategory: "MARRIED", households: 58, applications: 2 },
    ]);
    // The page cache renders afresh: publishing changed the public content version.
    const page = await openPage();
    expect(page.cache).toBe("miss");
    expect(round7(page.rounds)?.published).toMatchObject({
      lines: [
        { supplyType: "SPECIAL_TYPE", supplyCategory: "YOUTH", applications: 3, households: 94, rate: "0.03 : 1" },
        { supplyType: "SPECIAL_TYPE", supplyCategory: "MARRIED", applications: 0, rate: "0 : 1" },
        { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH", applications: 0, rate: "0 : 1" },
        { supplyType: "NORMAL_TYPE", supplyCategory: "MARRIED", applications: 2, households: 58, rate: "0.03 : 1" },
      ],
      total: { households: 300, applications: 5, rate: "0.02 : 1" },
    });
    const api = await callApi<{ competition: PublicCompetition }>(null, "GET", `${GET}?round=7`, undefined, at);
    expect(api.body.competition.published?.total).toEqual({ households: 300, applications: 5, rate: "0.02 : 1" });
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, "competition"), eq(auditLog.targetId, ROUND.id)));
    expect(audit).toEqual([
      expect.objectContaining({ actor: "developer", action: "record.update", detail: { round: 7, published: true } }),
    ]);
  });

  it("shows the published figures until the manager publishes again", async () => {
    for (let i = 0; i < 3; i++) await addApplication(ROUND.id, "SUBMITTED", "NORMAL_TYPE", "YOUTH");
    const kept = await openPage();
    expect(round7(kept.rounds)?.published?.total.applications).toBe(5);
    await callApi(dev, "PUT", `${PUT}/${ROUND.id}`, { published: true }, at);
    const fresh = await openPage();
    expect(fresh.cache).toBe("miss");
    expect(round7(fresh.rounds)?.published?.lines[2]).toMatchObject({ applications: 3, rate: "0.05 : 1" });
  });

  it("hides the rates again when withdrawn", async () => {
    expect((await callApi(dev, "PUT", `${PUT}/${ROUND.id}`, { published: false }, at)).status).toBe(200);
    const page = await openPage();
    expect(page.cache).toBe("miss");
    expect(round7(page.rounds)?.published).toBeNull();
  });

  it("refuses bad input, unknown rounds and callers other than the developer", async () => {
    expect(await callApi(null, "GET", `${GET}?round=99`, undefined, at)).toMatchObject({
      status: 404,
      body: { message: "해당 회차를 찾을 수 없습니다" },
    });
    expect((await callApi(null, "GET", `${GET}?round=abc`, undefined, at)).status).toBe(400);
    expect((await callApi(dev, "PUT", `${PUT}/${ROUND.id}`, { published: "yes" }, at)).status).toBe(400);
    expect((await callApi(dev, "PUT", `${PUT}/no-such-round`, { published: true }, at)).status).toBe(404);
    expect((await callApi(reviewer, "PUT", `${PUT}/${ROUND.id}`, { published: true }, at)).status).toBe(403);
    expect((await callApi(null, "PUT", `${PUT}/${ROUND.id}`, { published: true }, at)).status).toBe(401);
    expect(round7((await openPage()).rounds)?.published).toBeNull();
  });
});
