import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { editLoader } from "../../../app/controllers/applications/edit-page.server";
import { fixAction, fixLoader } from "../../../app/controllers/applications/fix-page.server";
import { journeyAction, journeyLoader } from "../../../app/controllers/applications/journey-page.server";
import { RATE_LIMITS } from "../../../app/features/rate-limit/rate-limit.server";
import { SUBMITTED_HEADER } from "../../../app/features/waiting-room/waiting-room.server";
import { loader as requestLoader } from "../../../app/routes/site/identity/request";
import { applicationDocuments, applications, identityVerifications } from "../../../db/schema";
import { roundMessages } from "../../../db/seed/content";
import { createRequestScope } from "../../../worker/request-scope";
import { Applicant, db, multipart, NOW, ORIGIN, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { callRoute } from "../../support/identity";
import { seedTestDb } from "../../support/integration";

/*
 * The page side of the journey (/form/application, its edit and fix pages) on the same server
 * functions the routes call: what the API tests do not reach, the rules as pages apply them.
 */

/** The seeded round 2 closes 2026-06-09 17:00 KST. */
const AFTER_DEADLINE = new Date("2026-06-10T03:00:00Z");

function pageRequest(me: Applicant | null, path: string, init: { form?: Record<string, string>; at?: Date } = {}) {
  const headers: Record<string, string> = {
    origin: ORIGIN,
    "x-test-now": (init.at ?? NOW).toISOString(),
    cookie: me?.cookie() ?? "",
  };
  if (!init.form) return new Request(`${ORIGIN}${path}`, { headers });
  headers["content-type"] = "application/x-www-form-urlencoded";
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(init.form) });
}

const scopeOf = (request: Request) => createRequestScope(request, env, { waitUntil: () => {} });

/** Runs a page function that may answer by throwing a redirect: the answer either way. */
async function answer<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function submitted(personId: string) {
  const me = new Applicant({ personId });
  const id = (await me.start()).body.id as string;
  await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
  await me.upload(id, "idCard", PDF);
  await me.upload(id, "residence", PNG);
  await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
  return { me, id };
}

describe("the applicant's pages", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("refuses a step posted without the applicant's session (401), saving nothing", async () => {
    const request = pageRequest(null, "/form/application?step=details", {
      form: { intent: "save", step: "details", applicationId: "0".repeat(32), ...YOUTH_STEPS.details },
    });
    const result = await journeyAction(scopeOf(request), request);
    expect(result).toMatchObject({
      init: { status: 401 },
      data: { errors: { _: "본인인증이 필요합니다. 본인인증을 다시 진행해주세요." } },
    });
  });

  it("refuses a step posted from another application's page (another person, another tab)", async () => {
    const me = new Applicant({ personId: "page-1" });
    const id = (await me.start()).body.id as string;
    const request = pageRequest(me, "/form/application?step=details", {
      form: { intent: "save", step: "details", applicationId: "f".repeat(32), ...YOUTH_STEPS.details },
    });
    const result = await journeyAction(scopeOf(request), request);
    expect(result).toMatchObject({ init: { status: 409 } });
    const row = await db.select().from(applications).where(eq(applications.id, id)).get();
    expect(row?.draft).toEqual({});
  });

  it("sends the agreements' post on to the provider step as a document load (its own CSP lets it post to the provider)", async () => {
    const body = new URLSearchParams([
      ["intent", "agree"],
      ["terms", "privacy"],
      ["terms", "application"],
    ]);
    const headers = { origin: ORIGIN, "x-test-now": NOW.toISOString() };
    const post = new Request(`${ORIGIN}/form/application`, { method: "POST", headers, body });
    const result = await answer(() => journeyAction(scopeOf(post), post));
    expect(result).toBeInstanceOf(Response);
    const location = new URL((result as Response).headers.get("location") ?? "", ORIGIN);
    expect(location.pathname).toBe("/common/kcp/cert/provider");
    expect(location.searchParams.get("id")).toMatch(/^[0-9a-f]{32}$/);
    // React Router's mark for a document load instead of a client navigation.
    expect((result as Response).headers.get("X-Remix-Reload-Document")).toBe("true");
  });

  it("saves a step posted by its own page and goes on to the next (post/redirect/get)", async () => {
    const me = new Applicant({ personId: "page-2" });
    const id = (await me.start()).body.id as string;
    const request = pageRequest(me, "/form/application?step=details", {
      form: { intent: "save", step: "details", applicationId: id, ...YOUTH_STEPS.details },
    });
    const result = await answer(() => journeyAction(scopeOf(request), request));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("location")).toBe("/form/application?step=supply");
    const page = pageRequest(me, "/form/application");
    const shown = await journeyLoader(scopeOf(page), page);
    expect(shown.data).toMatchObject({ view: "step", step: "supply", values: {} });
  });

  it("shows the round's own closed text (dead) on the form after the deadline, and refuses its posts", async () => {
    const request = pageRequest(null, "/form/application", { at: AFTER_DEADLINE });
    const shown = await journeyLoader(scopeOf(request), request);
    expect(shown.data).toMatchObject({ view: "closed", state: "closed", messages: [roundMessages.messageDead] });
    const me = new Applicant({ personId: "page-3" });
    const id = (await me.start()).body.id as string;
    const post = pageRequest(me, "/form/application", {
      at: AFTER_DEADLINE,
      form: { intent: "save", step: "details", applicationId: id, ...YOUTH_STEPS.details },
    });
    expect(await journeyAction(scopeOf(post), post)).toMatchObject({ init: { status: 403 } });
  });

  it("submits from the form's page to its receipt, saying so to the waiting room; a saved step does not", async () => {
    const me = new Applicant({ personId: "page-submit" });
    const id = (await me.start()).body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    const step = pageRequest(me, "/form/application?step=details", {
      form: { intent: "save", step: "details", applicationId: id, ...YOUTH_STEPS.details },
    });
    const saved = await answer(() => journeyAction(scopeOf(step), step));
    expect((saved as Response).headers.has(SUBMITTED_HEADER)).toBe(false);
    await me.upload(id, "residence", PNG);
    const request = pageRequest(me, "/form/application", {
      form: { intent: "submit", applicationId: id, token: token() },
    });
    const result = await answer(() => journeyAction(scopeOf(request), request));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("location")).toBe("/form/application?done=submitted");
    expect((result as Response).headers.get(SUBMITTED_HEADER)).toBe("1");
  });

  it("shows the receipt on the form once submitted", async () => {
    const { me, id } = await submitted("page-4");
    const request = pageRequest(me, "/form/application?done=submitted");
    const shown = await journeyLoader(scopeOf(request), request);
    expect(shown.data).toMatchObject({
      view: "receipt",
      application: { id, status: "SUBMITTED", receiptNo: expect.stringMatching(/^H2-/) },
      versions: [{ version: 1, kind: "submitted" }],
    });
  });

  it("asks another browser to verify on the edit page, and gives the applicant dead2 there after the deadline", async () => {
    const { me, id } = await submitted("page-5");
    const stranger = pageRequest(new Applicant({ personId: "page-5-other" }), `/form/application/${id}`);
    expect((await editLoader(scopeOf(stranger), stranger, id)).data).toMatchObject({ view: "verify" });
    // After verifying, another person's id is "not found", as one that does not exist.
    const other = new Applicant({ personId: "page-5-other" });
    const back = pageRequest(other, `/form/application/${id}?verification=${await other.verified("inquiry")}`);
    expect(await editLoader(scopeOf(back), back, id)).toMatchObject({
      data: { view: "verify", problem: "신청 내역을 찾을 수 없습니다." },
      init: { status: 404 },
    });

    me.now = AFTER_DEADLINE;
    await me.comeBack();
    const late = pageRequest(me, `/form/application/${id}`, { at: AFTER_DEADLINE });
    expect((await editLoader(scopeOf(late), late, id)).data).toMatchObject({
      view: "receipt",
      editable: false,
      window: { state: "closed", messages: [roundMessages.messageDead2] },
    });
  });

  it("refuses the agreements step with the start limit's message once the client is over it, starting nothing", async () => {
    const ip = "192.0.2.77";
    const post = () =>
      new Request(`${ORIGIN}/form/application`, {
        method: "POST",
        headers: {
          origin: ORIGIN,
          "x-test-now": NOW.toISOString(),
          "cf-connecting-ip": ip,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams([
          ["intent", "agree"],
          ["terms", "privacy"],
          ["terms", "application"],
        ]),
      });
    for (let i = 0; i < RATE_LIMITS.identityStart.limit; i++) {
      const started = await answer(() => journeyAction(scopeOf(post()), post()));
      expect(started).toMatchObject({ status: 303 });
    }
    const before = await db.select().from(identityVerifications);
    const over = await answer(() => journeyAction(scopeOf(post()), post()));
    expect(over).toMatchObject({
      init: { status: 429 },
      data: { errors: { _: "본인인증 요청이 너무 많습니다. 10분 후 다시 시도해주세요." } },
    });
    expect(await db.select().from(identityVerifications)).toEqual(before);
  });

  it("never links the edit page's verification back to a path built from a malformed id", async () => {
    for (const id of ["../..//evil.example", "..%2F..%2F%2Fevil.example", "x/../..//evil.example"]) {
      const request = pageRequest(null, `/form/application/${encodeURIComponent(id)}`);
      const shown = await editLoader(scopeOf(request), request, id);
      expect(shown.data, id).toMatchObject({ view: "verify" });
      const verifyPath = (shown.data as { verifyPath: string }).verifyPath;
      const link = new URL(verifyPath, ORIGIN);
      expect(link.pathname).toBe("/common/kcp/cert/request");
      expect(link.searchParams.get("returnTo"), id).toBe("/application/inquiry");
      // The link's start page accepts it: the visitor can verify and find their applications.
      const page = await callRoute(requestLoader, new Request(`${ORIGIN}${verifyPath}`));
      expect(page).toMatchObject({ status: 200, data: { view: { state: "start", returnTo: "/application/inquiry" } } });
    }
  });

  it("lists only flagged documents on the fix page, and takes a new file for them until their deadline", async () => {
    const { me, id } = await submitted("page-6");
    const deadline = new Date(NOW.getTime() + 3600_000);
    await db
      .update(applicationDocuments)
      .set({ reviewState: "FLAGGED", reviewReason: "흐립니다", fixDeadline: deadline })
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "residence")));
    const request = pageRequest(me, "/form/application-fix");
    const shown = await fixLoader(scopeOf(request), request);
    expect(shown.data).toMatchObject({
      view: "fix",
      flagged: [{ name: "residence", reviewReason: "흐립니다", open: true }],
    });
    if (shown.data.view !== "fix") throw new Error("the fix view");
    expect(shown.data.flagged).toHaveLength(1);

    // Not flagged: refused.
    const upload = async (name: string, at: Date) => {
      const body = await multipart([
        ["name", name],
        ["upload", new File([PNG], "new.png")],
      ]);
      const post = new Request(`${ORIGIN}/form/application-fix`, {
        method: "POST",
        headers: {
          origin: ORIGIN,
          cookie: me.cookie(),
          "x-test-now": at.toISOString(),
          "content-type": body.contentType,
          "content-length": String(body.bytes.length),
        },
        body: body.bytes,
      });
      return answer(() => fixAction(scopeOf(post), post));
    };
    expect(await upload("idCard", NOW)).toMatchObject({ init: { status: 409 } });
    const late = new Date(deadline.getTime() + 1000);
    me.now = late;
    await me.comeBack();
    expect(await upload("residence", late)).toMatchObject({ init: { status: 403 } });
    me.now = NOW;
    await me.comeBack();
    const done = await upload("residence", NOW);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).headers.get("location")).toBe("/form/application-fix?uploaded=residence");
    const doc = await db
      .select()
      .from(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.name, "residence")))
      .get();
    expect(doc).toMatchObject({ reviewState: "PENDING", originalName: "new.png" });
  });
});
