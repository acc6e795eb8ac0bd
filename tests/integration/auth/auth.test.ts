import { env } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { decodeJwt, decodeProtectedHeader, SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ACCESS_TTL_S,
  REFRESH_ABSOLUTE_MS,
  REFRESH_SLIDING_MS,
  REUSE_GRACE_MS,
} from "../../../app/features/auth/tokens.server";
import koErrors from "../../../app/locales/ko/errors";
import { createDb } from "../../../db/client";
import { auditLog, managers, refreshTokens } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { checkEnv } from "../../../worker/env";
import { requestRefreshToken } from "../../support/api";
import { bearer, createManager, TEST_ORIGIN, TEST_PASSWORD } from "../../support/console";

const {
  loginFailed: LOGIN_FAILED,
  loginRequired: LOGIN_REQUIRED,
  badCredentialHeader: BAD_CREDENTIAL_HEADER,
  sessionRenewed: SESSION_RENEWED,
} = koErrors.auth;

const db = createDb(env.DB);
const at = (ms: number) => ({ "x-test-now": new Date(ms).toISOString() });
const T0 = Date.parse("2026-11-20T01:00:00Z");

async function getRefresh(username: string, password = TEST_PASSWORD, headers: Record<string, string> = at(T0)) {
  const res = await requestRefreshToken(username, password, headers);
  return { res, body: (await res.json()) as { refreshToken?: string; message?: string } };
}

async function managerId(username: string) {
  return (await db.select({ id: managers.id }).from(managers).where(eq(managers.username, username)).get())?.id;
}

async function getAccess(refreshToken: string, headers: Record<string, string> = at(T0)) {
  const res = await api.request("/api/auth/accessToken", { headers: { ...bearer(refreshToken), ...headers } }, env);
  return { res, body: (await res.json()) as { accessToken?: string; refreshToken?: string; message?: string } };
}

/** A console endpoint guarded by the `password` area (any signed-in manager with console). */
async function callGuarded(token: string, headers: Record<string, string> = at(T0)) {
  return api.request(
    "/api/console/password",
    { method: "PUT", headers: { ...bearer(token), ...headers, "content-type": "application/json" }, body: "{}" },
    env,
  );
}

describe("/api/auth tokens", () => {
  beforeAll(async () => {
    await createManager(env, { username: "alice", scope: ["console", "application"] });
    await createManager(env, { username: "bob", scope: ["console"] });
    await createManager(env, { username: "carol", scope: ["console"], disabled: true });
  });

  it("exchanges Basic credentials for a refresh token and that for a 10-minute HS256 access token", async () => {
    const { res, body } = await getRefresh("alice");
    expect(res.status).toBe(200);
    expect(body.refreshToken).toMatch(/^rt_/);
    const access = await getAccess(body.refreshToken ?? "");
    expect(access.res.status).toBe(200);
    const token = access.body.accessToken ?? "";
    expect(decodeProtectedHeader(token).alg).toBe("HS256");
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ typ: "access", username: "alice", scope: ["console", "application"] });
    expect(claims.sub).toEqual(expect.any(String));
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.iat).toBe(T0 / 1000);
    expect(claims.exp).toBe(T0 / 1000 + ACCESS_TTL_S);
    // The refresh token is stored only as a hash.
    const stored = await db.select({ hash: refreshTokens.tokenHash }).from(refreshTokens).all();
    expect(stored.some((r) => r.hash === body.refreshToken)).toBe(false);
  });

  it("answers 401 with one message for a wrong password and an unknown username", async () => {
    const wrong = await getRefresh("bob", "Wrong!2345pw");
    const unknown = await getRefresh("nobody", "Wrong!2345pw");
    expect(wrong.res.status).toBe(401);
    expect(unknown.res.status).toBe(401);
    expect(wrong.body).toEqual({ message: LOGIN_FAILED });
    expect(unknown.body).toEqual({ message: LOGIN_FAILED });
  });

  it("answers 400 in the error shape for a missing or malformed Basic header", async () => {
    for (const authorization of [undefined, "Basic", "Basic !!!", `Basic ${btoa("no-colon")}`, "Bearer x"]) {
      const headers: Record<string, string> = authorization ? { authorization } : {};
      const res = await api.request("/api/auth/refreshToken", { headers }, env);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: BAD_CREDENTIAL_HEADER });
    }
  });

  it("rotates the refresh token on every use; reusing a spent one revokes the family and is audited", async () => {
    const first = (await getRefresh("alice")).body.refreshToken ?? "";
    const second = await getAccess(first);
    expect(second.res.status).toBe(200);
    const next = second.body.refreshToken ?? "";
    expect(next).not.toBe(first);
    const access = second.body.accessToken ?? "";
    expect((await callGuarded(access)).status).not.toBe(401);

    // Past the grace window for concurrent renewals.
    const reused = await getAccess(first, at(T0 + REUSE_GRACE_MS + 1000));
    expect(reused.res.status).toBe(401);
    expect(reused.body).toEqual({ message: LOGIN_REQUIRED });
    // The whole family is gone: the successor and the access token issued with it too.
    expect((await getAccess(next)).res.status).toBe(401);
    expect((await callGuarded(access)).status).toBe(401);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "auth.token_reuse")).all();
    expect(audit.some((a) => a.actor === "alice")).toBe(true);
  });

  it("refuses a spent token within the grace window without ending the session or auditing reuse", async () => {
    await createManager(env, { username: "gracie", scope: ["console"] });
    const reuseRows = async () =>
      (await db.select().from(auditLog).where(eq(auditLog.action, "auth.token_reuse")).all()).filter(
        (a) => a.actor === "gracie",
      );
    const first = (await getRefresh("gracie")).body.refreshToken ?? "";
    // Two renewals at once with the same token: one wins, the other is refused quietly.
    const both = await Promise.all([getAccess(first), getAccess(first)]);
    expect(both.map((r) => r.res.status).sort()).toEqual([200, 401]);
    const winner = both.find((r) => r.res.status === 200)?.body ?? {};
    // A later retry inside the window: refused too, and still nothing revoked.
    const retry = await getAccess(first, at(T0 + REUSE_GRACE_MS - 1000));
    expect(retry.res.status).toBe(401);
    expect(retry.body).toEqual({ message: LOGIN_REQUIRED });
    expect(await reuseRows()).toHaveLength(0);
    expect((await callGuarded(winner.accessToken ?? "")).status).not.toBe(401);
    const next = await getAccess(winner.refreshToken ?? "", at(T0 + 1000));
    expect(next.res.status).toBe(200);
    // Only the winner's successor was stored: one live token in the family.
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.managerId, (await managerId("gracie")) ?? ""), isNull(refreshTokens.usedAt)))
      .all();
    expect(live).toHaveLength(1);
    // Past the window the same token is reuse: the session ends and it is audited.
    expect((await getAccess(first, at(T0 + REUSE_GRACE_MS))).res.status).toBe(401);
    expect(await reuseRows()).toHaveLength(1);
    expect((await getAccess(next.body.refreshToken ?? "", at(T0 + REUSE_GRACE_MS))).res.status).toBe(401);
  });

  it("keeps the session cookies when a concurrent cookie renewal was refused within the grace window", async () => {
    const refresh = (await getRefresh("gracie")).body.refreshToken ?? "";
    const renew = (when: number) =>
      api.request(
        "/api/auth/session/refresh",
        { method: "POST", headers: { cookie: `__Host-console_rt=${refresh}`, origin: TEST_ORIGIN, ...at(when) } },
        env,
      );
    expect((await renew(T0)).status).toBe(200);
    const quiet = await renew(T0 + 5000);
    expect(quiet.status).toBe(409);
    expect(((await quiet.json()) as { message: string }).message).toBe(SESSION_RENEWED);
    expect(quiet.headers.getSetCookie()).toEqual([]);
    const late = await renew(T0 + REUSE_GRACE_MS + 5000);
    expect(late.status).toBe(401);
    expect(late.headers.getSetCookie().every((c) => c.includes("Max-Age=0"))).toBe(true);
    expect(late.headers.getSetCookie()).toHaveLength(2);
  });

  it("refuses a disabled manager both a refresh token and a refresh", async () => {
    expect((await getRefresh("carol")).res.status).toBe(401);
    const bobRefresh = (await getRefresh("bob")).body.refreshToken ?? "";
    await db.update(managers).set({ disabled: true }).where(eq(managers.username, "bob"));
    try {
      expect((await getAccess(bobRefresh)).res.status).toBe(401);
    } finally {
      await db.update(managers).set({ disabled: false }).where(eq(managers.username, "bob"));
    }
  });

  it("logout revokes the session: its refresh token and its access tokens stop working", async () => {
    const refresh = (await getRefresh("alice")).body.refreshToken ?? "";
    const { accessToken = "", refreshToken = "" } = (await getAccess(refresh)).body;
    const out = await api.request("/api/auth/logout", { method: "POST", headers: bearer(refreshToken) }, env);
    expect(out.status).toBe(204);
    expect((await getAccess(refreshToken)).res.status).toBe(401);
    expect((await callGuarded(accessToken)).status).toBe(401);
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.logout"), eq(auditLog.actor, "alice")))
      .all();
    expect(rows.length).toBeGreaterThan(0);
  });

  it("a password change revokes every session of the manager, re-issues the caller's, and is audited", async () => {
    await createManager(env, { username: "dave", scope: ["console"] });
    const other = (await getRefresh("dave")).body.refreshToken ?? "";
    const mine = (await getAccess((await getRefresh("dave")).body.refreshToken ?? "")).body;
    const change = (body: object, token: string, path = "/api/console/password") =>
      api.request(
        path,
        {
          method: "PUT",
          headers: { ...bearer(token), ...at(T0), "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        env,
      );
    const same = await change(
      { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      mine.accessToken ?? "",
    );
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({
      errors: { newPassword: "현재 비밀번호와 다른 비밀번호를 입력해주세요" },
    });
    const wrong = await change(
      { currentPassword: "Wrong!2345", newPassword: "New!2345pw", confirmPassword: "New!2345pw" },
      mine.accessToken ?? "",
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ errors: { currentPassword: "현재 비밀번호가 일치하지 않습니다" } });

    const ok = await change(
      { currentPassword: TEST_PASSWORD, newPassword: "New!2345pw", confirmPassword: "New!2345pw" },
      mine.accessToken ?? "",
    );
    expect(ok.status).toBe(200);
    const fresh = (await ok.json()) as { accessToken: string; refreshToken: string };
    // Every earlier session is gone, the new one works, and so does the new password.
    expect((await getAccess(other)).res.status).toBe(401);
    expect((await getAccess(mine.refreshToken ?? "")).res.status).toBe(401);
    expect((await callGuarded(mine.accessToken ?? "")).status).toBe(401);
    expect((await callGuarded(fresh.accessToken)).status).toBe(400);
    expect((await getAccess(fresh.refreshToken)).res.status).toBe(200);
    expect((await getRefresh("dave", "New!2345pw")).res.status).toBe(200);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.password_change"), eq(auditLog.actor, "dave")))
      .all();
    expect(audit).toHaveLength(1);

    const sub = await change(
      { currentPassword: "New!2345pw", newSubPassword: "Sub!9999pw", confirmSubPassword: "Sub!9999pw" },
      fresh.accessToken,
      "/api/console/password/sub",
    );
    expect(sub.status).toBe(200);
    const badSub = await change(
      { currentPassword: "New!2345pw", newSubPassword: "short", confirmSubPassword: "short" },
      fresh.accessToken,
      "/api/console/password/sub",
    );
    expect(badSub.status).toBe(400);
    expect(await badSub.json()).toMatchObject({ errors: { newSubPassword: "비밀번호에 특수문자를 넣어주세요" } });
  });

  it("expires access tokens after 10 minutes and refresh tokens after 12 idle hours (pinned clock)", async () => {
    const refresh = (await getRefresh("alice")).body.refreshToken ?? "";
    const { accessToken = "", refreshToken = "" } = (await getAccess(refresh)).body;
    expect((await callGuarded(accessToken, at(T0 + ACCESS_TTL_S * 1000 - 1000))).status).not.toBe(401);
    const expired = await callGuarded(accessToken, at(T0 + ACCESS_TTL_S * 1000 + 1000));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ message: LOGIN_REQUIRED });
    expect((await getAccess(refreshToken, at(T0 + REFRESH_SLIDING_MS + 1000))).res.status).toBe(401);
  });

  it("slides the refresh expiry on each use but never past the absolute limit", async () => {
    let token = (await getRefresh("alice")).body.refreshToken ?? "";
    // Refresh every 11 hours: each use is within the sliding window.
    let t = T0;
    for (t = T0 + 11 * 3_600_000; t < T0 + REFRESH_ABSOLUTE_MS; t += 11 * 3_600_000) {
      const r = await getAccess(token, at(t));
      expect(r.res.status).toBe(200);
      token = r.body.refreshToken ?? "";
    }
    const past = await getAccess(token, at(T0 + REFRESH_ABSOLUTE_MS + 1000));
    expect(past.res.status).toBe(401);
  });

  it("rejects tampered, foreign-key, other-algorithm and refresh-as-access tokens", async () => {
    const refresh = (await getRefresh("bob")).body.refreshToken ?? "";
    const { accessToken = "", refreshToken = "" } = (await getAccess(refresh)).body;
    const [h, p, s] = accessToken.split(".");
    const payload = JSON.parse(atob((p ?? "").replace(/-/g, "+").replace(/_/g, "/")));
    const forged = btoa(JSON.stringify({ ...payload, scope: ["console", "manager", "application"] }))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    const secret = checkEnv(env).JWT_SECRET;
    const wrongKey = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode(`${secret}-other`));
    const hs512 = await new SignJWT(payload)
      .setProtectedHeader({ alg: "HS512" })
      .sign(new TextEncoder().encode(secret));
    const none = `${btoa(JSON.stringify({ alg: "none" }))}.${p}.`;
    for (const token of [`${h}.${forged}.${s}`, wrongKey, hs512, none, refreshToken]) {
      const res = await callGuarded(token);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: LOGIN_REQUIRED });
    }
  });

  it("rotates session cookies at POST /api/auth/session/refresh only from the same origin", async () => {
    const refresh = (await getRefresh("alice")).body.refreshToken ?? "";
    const cookie = { cookie: `__Host-console_rt=${refresh}`, ...at(T0) };
    const foreign = await api.request(
      "/api/auth/session/refresh",
      { method: "POST", headers: { ...cookie, origin: "https://evil.example" } },
      env,
    );
    expect(foreign.status).toBe(403);
    const ok = await api.request(
      "/api/auth/session/refresh",
      { method: "POST", headers: { ...cookie, origin: TEST_ORIGIN } },
      env,
    );
    expect(ok.status).toBe(200);
    const set = ok.headers.getSetCookie();
    expect(set).toHaveLength(2);
    for (const c of set) {
      expect(c).toMatch(/; HttpOnly; Secure; SameSite=Lax; Path=\/$/);
      expect(c).not.toMatch(/Max-Age|Expires/i);
    }
  });
});
