import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKMARK_COOKIE, readsInSession } from "../../../worker/d1-session";
import worker from "../../../worker/index";
import { NOW, ORIGIN } from "../../support/applicant";
import { seedTestDb } from "../../support/integration";

/** The worker's env with a D1 binding that records each session it opens (what it was anchored at). */
function recording() {
  const opened: string[] = [];
  const DB = new Proxy(env.DB, {
    get(target, key) {
      if (key === "withSession") {
        return (anchor: string) => {
          opened.push(anchor);
          return target.withSession(anchor);
        };
      }
      const value = Reflect.get(target, key, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { env: { ...env, DB }, opened };
}

/** A wrong console sign-in: the API reads the accounts (a query, so the session has a bookmark) and refuses. */
const SIGN_IN = "/api/auth/refreshToken";
const WRONG = `Basic ${btoa("nobody:wrong-password")}`;

async function get(path: string, cookie = "") {
  const { env: recorded, opened } = recording();
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    headers: { cookie, authorization: WRONG, "x-test-now": NOW.toISOString() },
  });
  const res = await worker.fetch(request as Parameters<typeof worker.fetch>[0], recorded, ctx);
  await res.arrayBuffer();
  await waitOnExecutionContext(ctx);
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${BOOKMARK_COOKIE}=`));
  return { status: res.status, opened, set, bookmark: set?.split(";")[0]?.split("=")[1] };
}

describe("reads off the primary (D1 sessions with the browser's bookmark)", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("starts a session's first request at the primary and hands the browser its bookmark", async () => {
    const first = await get(SIGN_IN);
    expect(first.opened).toEqual(["first-primary"]);
    expect(first.set).toMatch(/^__Host-d1-bookmark=[0-9a-f-]+; HttpOnly; Secure; SameSite=Lax; Path=\/$/);
    // The next request reads at least as fresh as what the first saw, from any replica that is.
    const next = await get(SIGN_IN, `${BOOKMARK_COOKIE}=${first.bookmark}`);
    expect(next.opened).toEqual([first.bookmark]);
  });

  it("reads the console's API and the verification's in a session too (the pages' paths below)", async () => {
    for (const path of ["/api/console/me", "/api/v1/cert/status", "/api/v1/application/me"]) {
      expect((await get(path)).opened, path).toEqual(["first-primary"]);
    }
  });

  it("leaves the public API on the database as it is, with no bookmark cookie", async () => {
    for (const path of ["/api/health", "/api/v1/application/schedules", "/api/v1/setting"]) {
      const answer = await get(path);
      expect(answer.opened, path).toEqual([]);
      expect(answer.set, path).toBeUndefined();
    }
  });

  it("ignores a bookmark that is not one of D1's, and starts at the primary", async () => {
    const answer = await get(SIGN_IN, `${BOOKMARK_COOKIE}=../../etc; x=1`);
    expect(answer.opened).toEqual(["first-primary"]);
  });

  it("takes the journey's and the console's pages, however spelled, and never a public page", () => {
    for (const path of ["/form/application", "/Form/Application/abc", "/application/inquiry", "/application/result"]) {
      expect(readsInSession(path), path).toBe(true);
    }
    for (const path of ["/console", "/console/application/draw/x", "/common/kcp/cert/sandbox"]) {
      expect(readsInSession(path), path).toBe(true);
    }
    for (const path of ["/", "/guide/application", "/application/competition", "/application", "/center/notice"]) {
      expect(readsInSession(path), path).toBe(false);
    }
    expect(readsInSession("/api/v1/%61pplication/x")).toBe(true);
    expect(readsInSession("/api/v1/Application/Schedules")).toBe(false);
    expect(readsInSession("/notice")).toBe(false);
  });
});
