import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  CLIENT_FAILURE_LIMIT,
  claimUsername,
  LOGIN_LOCK_MS,
  PAIR_FAILURE_LIMIT,
  USERNAME_DELAY_AFTER,
  USERNAME_FORGET_MS,
  USERNAME_MAX_DELAY_MS,
  unclaimUsername,
  usernameDelayMs,
} from "../../../app/features/auth/login-limit.server";
import { DEFAULT_ITERATIONS, MAX_ITERATIONS_PER_CALL } from "../../../app/features/auth/password.server";
import { SUB_PASSWORD_FAILURE_LIMIT } from "../../../app/features/managers/sub-password.server";
import koErrors from "../../../app/locales/ko/errors";
import { createDb } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { requestRefreshToken } from "../../support/api";
import { accessTokenFor, bearer, createManager, TEST_PASSWORD } from "../../support/console";

const db = createDb(env.DB);
const { loginFailed: LOGIN_FAILED, loginLocked: LOCKED_MESSAGE, loginDelayed: DELAYED } = koErrors.auth;
const T0 = Date.parse("2026-11-20T01:00:00Z");
const stamp = (ms: number) => ({ "x-test-now": new Date(ms).toISOString() });

async function attempt(username: string, password: string, ip: string, at = T0) {
  const res = await requestRefreshToken(username, password, {
    "cf-connecting-ip": ip,
    ...stamp(at),
  });
  return { status: res.status, body: (await res.json()) as { message?: string; refreshToken?: string } };
}

function auditRows(actor: string, action: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actor, actor), eq(auditLog.action, action)))
    .all();
}

describe("login brute-force limit", () => {
  beforeAll(async () => {
    for (const username of ["dora", "erin", "finn", "gina", "ivan", "jack"]) {
      await createManager(env, { username, scope: ["console"] });
    }
  });

  it(`locks a username on one client for 15 minutes after ${PAIR_FAILURE_LIMIT} failures there, and audits each`, async () => {
    const ip = "10.0.0.9";
    for (let i = 1; i < PAIR_FAILURE_LIMIT; i++) {
      expect(await attempt("dora", "Wrong!2345", ip)).toEqual({ status: 401, body: { message: LOGIN_FAILED } });
    }
    // The failure that reaches the limit already answers with the lock.
    expect(await attempt("dora", "Wrong!2345", ip)).toEqual({ status: 429, body: { message: LOCKED_MESSAGE } });
    // Locked on that client: even the right password is refused without being checked…
    expect(await attempt("dora", TEST_PASSWORD, ip, T0 + 60_000)).toEqual({
      status: 429,
      body: { message: LOCKED_MESSAGE },
    });
    // …while the owner on another client only waits out the short delay of the username.
    expect((await attempt("dora", TEST_PASSWORD, "10.0.1.1", T0 + 60_000)).status).toBe(200);
    expect((await attempt("dora", TEST_PASSWORD, ip, T0 + LOGIN_LOCK_MS - 1000)).status).toBe(429);
    expect(await auditRows("dora", "auth.login_failed")).toHaveLength(PAIR_FAILURE_LIMIT);
    const locks = await auditRows("dora", "auth.locked");
    expect(locks).toHaveLength(1);
    expect(locks[0]?.ip).toBe(ip);
    // Another account is not affected, and after the lock that client may sign in again.
    expect((await attempt("erin", TEST_PASSWORD, ip, T0 + 60_000)).status).toBe(200);
    expect((await attempt("dora", TEST_PASSWORD, ip, T0 + LOGIN_LOCK_MS + 60_000)).status).toBe(200);
    expect(await auditRows("dora", "auth.login")).toHaveLength(2);
  });

  it("lets strangers on other clients only delay the owner, by a delay that grows to a cap", async () => {
    // Five wrong guesses from five addresses: no client reaches its own lock.
    for (let i = 1; i < USERNAME_DELAY_AFTER; i++) {
      expect((await attempt("finn", "Wrong!2345", `10.0.2.${i}`)).status).toBe(401);
    }
    expect(await attempt("finn", "Wrong!2345", "10.0.2.9")).toEqual({ status: 429, body: { message: DELAYED } });
    expect(usernameDelayMs(USERNAME_DELAY_AFTER)).toBe(30_000);
    // During the delay nobody's password is checked, the owner's included; nor does it count.
    expect(await attempt("finn", TEST_PASSWORD, "10.0.3.1", T0 + 29_000)).toEqual({
      status: 429,
      body: { message: DELAYED },
    });
    // Each further failure doubles the delay, up to the cap.
    let at = T0 + 30_000;
    for (let n = USERNAME_DELAY_AFTER + 1; n <= USERNAME_DELAY_AFTER + 6; n++) {
      expect((await attempt("finn", "Wrong!2345", `10.0.4.${n}`, at)).status).toBe(429);
      const delay = usernameDelayMs(n);
      expect(delay).toBe(Math.min(30_000 * 2 ** (n - USERNAME_DELAY_AFTER), USERNAME_MAX_DELAY_MS));
      expect((await attempt("finn", TEST_PASSWORD, "10.0.3.1", at + delay - 1000)).status).toBe(429);
      at += delay;
    }
    expect(usernameDelayMs(100)).toBe(USERNAME_MAX_DELAY_MS);
    expect(USERNAME_MAX_DELAY_MS).toBeLessThan(LOGIN_LOCK_MS);
    // Once it has passed, the owner signs in, which forgets the username's failures.
    expect((await attempt("finn", TEST_PASSWORD, "10.0.3.1", at)).status).toBe(200);
    expect((await attempt("finn", "Wrong!2345", "10.0.4.99", at)).status).toBe(401);
    // Every checked failure is audited; each one that set a delay also as a lock.
    expect(await auditRows("finn", "auth.login_failed")).toHaveLength(USERNAME_DELAY_AFTER + 7);
    expect(await auditRows("finn", "auth.locked")).toHaveLength(7);
  });

  it("keeps a delay set by a later attempt when an earlier one is given back", async () => {
    // B's attempt (the 4th) is refused by its client's lock after A's (the 5th) set the delay:
    // giving B's back must not clear A's delay, or the next guess would not wait.
    const name = "racer";
    for (let i = 0; i < USERNAME_DELAY_AFTER - 2; i++) await claimUsername(db, name, new Date(T0));
    const b = await claimUsername(db, name, new Date(T0));
    const a = await claimUsername(db, name, new Date(T0));
    expect([b, a]).toEqual([USERNAME_DELAY_AFTER - 1, USERNAME_DELAY_AFTER]);
    await unclaimUsername(db, name, b ?? 0);
    expect(await claimUsername(db, name, new Date(T0 + 1000))).toBeNull();
    // The last claim given back takes its own delay with it.
    const c = await claimUsername(db, name, new Date(T0 + usernameDelayMs(USERNAME_DELAY_AFTER)));
    await unclaimUsername(db, name, c ?? 0);
    expect(await claimUsername(db, name, new Date(T0 + usernameDelayMs(USERNAME_DELAY_AFTER) + 1000))).toBe(c);
  });

  it("forgets a username's failures after an hour without attempts", async () => {
    for (let i = 0; i < USERNAME_DELAY_AFTER - 1; i++) await attempt("gina", "Wrong!2345", `10.0.5.${i}`);
    const later = T0 + USERNAME_FORGET_MS + 1000;
    for (let i = 0; i < USERNAME_DELAY_AFTER - 1; i++) {
      expect((await attempt("gina", "Wrong!2345", `10.0.6.${i}`, later)).status).toBe(401);
    }
    expect((await attempt("gina", TEST_PASSWORD, "10.0.6.9", later)).status).toBe(200);
  });

  it(`locks a client address after ${CLIENT_FAILURE_LIMIT} failures, whatever usernames it tries`, async () => {
    const ip = "10.9.9.9";
    const results: number[] = [];
    for (let i = 0; i < CLIENT_FAILURE_LIMIT; i++) results.push((await attempt(`guess${i}`, "Wrong!2345", ip)).status);
    expect(results.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(results.at(-1)).toBe(429);
    // Unknown usernames are audited without writing what was typed.
    const unknown = await auditRows("(unknown)", "auth.login_failed");
    expect(unknown.filter((r) => r.ip === ip)).toHaveLength(CLIENT_FAILURE_LIMIT);
    expect(await auditRows("guess0", "auth.login_failed")).toHaveLength(0);
    // That address is locked even for a valid account; another address is not.
    expect(await attempt("ivan", TEST_PASSWORD, ip, T0 + 60_000)).toEqual({
      status: 429,
      body: { message: LOCKED_MESSAGE },
    });
    expect((await attempt("ivan", TEST_PASSWORD, "10.9.9.10", T0 + 60_000)).status).toBe(200);
    // Each unknown username costs a full 600,000-iteration check: slow on a busy 2-core machine.
  }, 60_000);

  it("counts IPv6 clients by their /64, so fresh addresses of one network cannot go on guessing", async () => {
    const users = ["v6a", "v6b", "v6c", "v6d", "v6e"];
    for (const username of users) await createManager(env, { username, scope: ["console"] });
    let n = 0;
    const statuses: number[] = [];
    for (const username of users) {
      for (let i = 0; i < CLIENT_FAILURE_LIMIT / users.length; i++) {
        n++;
        statuses.push((await attempt(username, "Wrong!2345", `2001:db8:40:7::${n.toString(16)}`)).status);
      }
    }
    expect(statuses.at(-1)).toBe(429);
    // Another address of the same /64 is the same client, locked even for a valid account.
    expect((await attempt("jack", TEST_PASSWORD, "2001:db8:40:7:9999::1", T0 + 60_000)).status).toBe(429);
    expect((await attempt("jack", TEST_PASSWORD, "2001:db8:40:8::1", T0 + 60_000)).status).toBe(200);
  });
});

describe("the current password on the change forms", () => {
  const change = (token: string, path: string, body: object, ip: string, ms = T0) =>
    api.request(
      path,
      {
        method: "PUT",
        headers: { ...bearer(token), "content-type": "application/json", "cf-connecting-ip": ip, ...stamp(ms) },
        body: JSON.stringify(body),
      },
      env,
    );
  const wrongPassword = { currentPassword: "Wrong!2345", newPassword: "New!2345pw", confirmPassword: "New!2345pw" };
  const wrongSub = { currentPassword: "Wrong!2345", newSubPassword: "Sub!9876pw", confirmSubPassword: "Sub!9876pw" };

  it("counts against the login limit: a stolen session cannot guess the password without end", async () => {
    await createManager(env, { username: "kate", scope: ["console"] });
    const token = await accessTokenFor(env, "kate", new Date(T0));
    const ip = "10.11.0.1";
    const statuses: number[] = [];
    for (let i = 0; i < PAIR_FAILURE_LIMIT; i++) {
      const body = i % 2 ? wrongSub : wrongPassword;
      statuses.push(
        (await change(token, i % 2 ? "/api/console/password/sub" : "/api/console/password", body, ip)).status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    // Locked like a login from that client: the right password is not checked, nor may it sign in.
    const right = { ...wrongPassword, currentPassword: TEST_PASSWORD };
    expect((await change(token, "/api/console/password", right, ip, T0 + 60_000)).status).toBe(429);
    expect((await attempt("kate", TEST_PASSWORD, ip, T0 + 60_000)).status).toBe(429);
    expect(await auditRows("kate", "auth.login_failed")).toHaveLength(PAIR_FAILURE_LIMIT);
  });

  it(`checks the current password at most ${USERNAME_DELAY_AFTER} times, however many arrive at once`, async () => {
    await createManager(env, { username: "liam", scope: ["console"] });
    const token = await accessTokenFor(env, "liam", new Date(T0));
    const checks = vi.spyOn(crypto.subtle, "deriveBits");
    const statuses = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        return (await change(token, "/api/console/password", wrongPassword, `10.12.${i}.1`)).status;
      }),
    );
    // One deriveBits call per check at 1,000 iterations; nothing is hashed for a wrong one.
    expect(checks.mock.calls.length).toBeLessThanOrEqual(USERNAME_DELAY_AFTER);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - USERNAME_DELAY_AFTER);
    vi.restoreAllMocks();
  });
});

describe("PBKDF2 work per call", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(`never asks one deriveBits call for more than ${MAX_ITERATIONS_PER_CALL} iterations during logins and a password change`, async () => {
    await createManager(env, { username: "hana", scope: ["console"], iterations: DEFAULT_ITERATIONS });
    const spy = vi.spyOn(crypto.subtle, "deriveBits");
    const ok = await attempt("hana", TEST_PASSWORD, "10.1.0.1");
    expect(ok.status).toBe(200);
    await attempt("hana", "Wrong!2345", "10.1.0.1");
    await attempt("nobody-here", "Wrong!2345", "10.1.0.1");
    const now = { "x-test-now": new Date(T0).toISOString() };
    const access = await api.request(
      "/api/auth/accessToken",
      { headers: { ...bearer(ok.body.refreshToken ?? ""), ...now } },
      env,
    );
    const { accessToken } = (await access.json()) as { accessToken: string };
    const change = await api.request(
      "/api/console/password",
      {
        method: "PUT",
        headers: { ...bearer(accessToken), ...now, "content-type": "application/json" },
        body: JSON.stringify({
          currentPassword: TEST_PASSWORD,
          newPassword: "New!2345pw",
          confirmPassword: "New!2345pw",
        }),
      },
      env,
    );
    expect(change.status).toBe(200);

    const iterations = spy.mock.calls.map(([params]) => (params as Pbkdf2Params).iterations);
    // 600,000 iterations per check, in links: 3 logins/checks + 1 current-password check + 1 new hash.
    expect(iterations.length).toBe((5 * DEFAULT_ITERATIONS) / MAX_ITERATIONS_PER_CALL);
    expect(Math.max(...iterations)).toBeLessThanOrEqual(MAX_ITERATIONS_PER_CALL);
  }, 60_000);
});

describe("parallel guesses", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const N = 30;

  it(`check the password at most ${USERNAME_DELAY_AFTER} times for one username, however many arrive at once`, async () => {
    await createManager(env, { username: "racer", scope: ["console"] });
    // 1,000 iterations: one deriveBits call per password check.
    const spy = vi.spyOn(crypto.subtle, "deriveBits");
    const statuses = await Promise.all(
      Array.from({ length: N }, (_, i) => attempt("racer", "Wrong!2345", `10.5.${i}.1`).then((r) => r.status)),
    );
    expect(spy.mock.calls.length).toBeLessThanOrEqual(USERNAME_DELAY_AFTER);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(USERNAME_DELAY_AFTER - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(N - USERNAME_DELAY_AFTER + 1);
    expect(await auditRows("racer", "auth.login_failed")).toHaveLength(spy.mock.calls.length);
    // Still delayed afterwards, even for the right password.
    expect((await attempt("racer", TEST_PASSWORD, "10.6.0.1", T0 + 10_000)).status).toBe(429);
  });

  it(`check a sub-password at most ${SUB_PASSWORD_FAILURE_LIMIT} times, however many arrive at once`, async () => {
    await createManager(env, { username: "subracer", scope: ["console"] });
    const token = await accessTokenFor(env, "subracer", new Date(T0));
    const spy = vi.spyOn(crypto.subtle, "deriveBits");
    const statuses = await Promise.all(
      Array.from({ length: N }, async () => {
        const res = await api.request(
          "/api/console/me/verify",
          {
            method: "POST",
            headers: { ...bearer(token), "content-type": "application/json", ...stamp(T0) },
            body: JSON.stringify({ subPassword: "Guess!2345" }),
          },
          env,
        );
        return res.status;
      }),
    );
    expect(spy.mock.calls.length).toBeLessThanOrEqual(SUB_PASSWORD_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 403).length).toBeLessThanOrEqual(SUB_PASSWORD_FAILURE_LIMIT - 1);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(N - SUB_PASSWORD_FAILURE_LIMIT + 1);
  });

  it("does not lock an address for its successful logins", async () => {
    await createManager(env, { username: "office", scope: ["console"] });
    for (let i = 0; i < CLIENT_FAILURE_LIMIT + 2; i++) {
      expect((await attempt("office", TEST_PASSWORD, "10.7.0.1")).status).toBe(200);
    }
  });
});
