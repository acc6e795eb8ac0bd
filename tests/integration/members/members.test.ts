import { env } from "cloudflare:test";
import { and, eq, inArray, or } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { auditOrigin } from "../../../app/features/audit/audit.server";
import { USERNAME_DELAY_AFTER } from "../../../app/features/auth/login-limit.server";
import { runDailyMaintenance } from "../../../app/features/maintenance/daily.server";
import { MEMBER_ACCESS_COOKIE, resolveMemberSession } from "../../../app/features/members/member-session.server";
import {
  applicationDocuments,
  applications,
  auditLog,
  memberRefreshTokens,
  members,
  outbox,
  questions,
  registrations,
} from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import { db, NOW, PDF } from "../../support/applicant";
import { accessTokenFor, bearer, createManager } from "../../support/console";
import { seedTestDb } from "../../support/integration";
import { MEMBER_PASSWORD, memberWithSession, Visitor } from "../../support/member";

const memberOf = (username: string) => db.select().from(members).where(eq(members.username, username)).get();

describe("joining", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });

  it("certifies the verified person and hands back the identity, never the person's keys", async () => {
    const v = new Visitor({ personId: "cert1", name: "박가입", phone: "01022223333" });
    const res = await v.certify();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "박가입", phone: "01022223333", birth: "19950301" });
    expect(JSON.stringify(res.body)).not.toMatch(/person-|site-/);
    expect(res.setCookies.join()).toMatch(/__Host-member-identity=.+HttpOnly; Secure; SameSite=Lax/);
  });

  it("refuses a verification of another browser or made for another purpose", async () => {
    const owner = new Visitor({ personId: "cert2" });
    const id = await owner.verified("join");
    const thief = new Visitor({ personId: "cert2" });
    expect((await thief.call("POST", "/api/v1/users/certify", { verificationId: id })).status).toBe(404);
    const forApplication = await owner.verified("application");
    const wrong = await owner.call("POST", "/api/v1/users/certify", { verificationId: forApplication });
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe("본인인증 정보를 찾을 수 없습니다. 처음부터 다시 인증해주세요.");
  });

  it("joins a PERSON with the verified name, phone and birth, signed in at once", async () => {
    const v = new Visitor({ personId: "join1", name: "이회원", phone: "01044445555", birth: "19900102" });
    const res = await v.join({ username: "sky2026", email: "Me@Example.com", terms: ["privacy", "marketing"] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: "sky2026" });
    expect(res.setCookies.join()).toMatch(/__Host-member_at=.+HttpOnly; Secure; SameSite=Lax; Path=\//);
    const row = await memberOf("sky2026");
    expect(row).toMatchObject({ type: "PERSON", name: "이회원", phone: "01044445555", birth: "19900102" });
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$600000\$/);
    expect(row?.terms.map((t) => t.code)).toEqual(["privacy", "marketing"]);
    expect(v.jar.has("__Host-member-identity")).toBe(false);
    const me = await v.call("GET", "/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.body.profile).toMatchObject({ username: "sky2026", name: "이회원", marketing: true });
  });

  it.each([
    ["username", "Sky", "아이디를 영문 소문자 및 숫자로만 작성해주세요"],
    ["username", "sk1", "아이디를 4자 이상으로 작성해주세요"],
    ["username", "a".repeat(21), "아이디를 20자 이하로 작성해주세요"],
    ["password", "Abcd1234", "비밀번호에 특수문자를 넣어주세요"],
    ["password", "1234!!!!", "비밀번호에 영문을 넣어주세요"],
    ["password", "abcd!!!!", "비밀번호에 숫자를 넣어주세요"],
    ["password", "Ab!1", "비밀번호를 8 ~ 16자 사이로 작성해주세요"],
    ["password", "Abcdefgh!12345678", "비밀번호를 8 ~ 16자 사이로 작성해주세요"],
    ["email", "not-an-email", "이메일을 입력해주세요"],
    ["passwordConfirm", "Other!2345", "비밀번호가 일치하지 않습니다"],
  ])("refuses %s %j with its exact message and writes nothing", async (field, value, message) => {
    const v = new Visitor({ personId: `bad-${field}-${value}` });
    const res = await v.join({ username: "valid1", [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("입력값을 확인해주세요");
    expect(res.body.errors[field]).toBe(message);
    expect(await memberOf("valid1")).toBeUndefined();
  });

  it("needs the required term agreed", async () => {
    const v = new Visitor({ personId: "terms1" });
    const res = await v.join({ username: "terms1", terms: [] });
    expect(res.status).toBe(400);
    expect(res.body.errors["terms.privacy"]).toBe("필수 약관에 동의해주세요");
  });

  it("refuses a common password, as managers' forms do", async () => {
    const visitor = new Visitor({ personId: "common-joiner" });
    const joined = await visitor.join({
      username: "commonjoin",
      password: "Password1!",
      passwordConfirm: "Password1!",
    });
    expect(joined.status).toBe(400);
    expect(joined.body.errors).toEqual({ password: "널리 알려진 비밀번호는 사용할 수 없습니다" });
    expect(await db.select().from(members).where(eq(members.username, "commonjoin")).get()).toBeUndefined();
  });

  it("needs the identity ticket of this browser, for joining", async () => {
    const v = new Visitor({ personId: "ticket1" });
    await v.certify();
    const other = new Visitor({ personId: "ticket1-other" });
    // Another browser presenting the stolen ticket lacks the binding cookie that started it.
    other.jar.set("__Host-member-identity", v.jar.get("__Host-member-identity") ?? "");
    const body = {
      terms: ["privacy"],
      username: "ticket1",
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
      email: "a@example.com",
    };
    const stolen = await other.call("POST", "/api/v1/users", body);
    expect(stolen.status).toBe(403);
    expect(stolen.body.message).toBe("본인인증이 필요합니다. 본인인증을 다시 진행해주세요.");
    const none = new Visitor({ personId: "ticket1-none" });
    expect((await none.call("POST", "/api/v1/users", body)).status).toBe(403);
    // Thirty minutes after the claim the ticket is spent.
    v.now = new Date(NOW.getTime() + 31 * 60_000);
    expect((await v.call("POST", "/api/v1/users", body)).status).toBe(403);
    expect(await memberOf("ticket1")).toBeUndefined();
  });

  it("refuses a cookie-ticket join without this site's Origin", async () => {
    const v = new Visitor({ personId: "origin1" });
    await v.certify();
    const res = await v.call("POST", "/api/v1/users", {}, { origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });

  it("keeps one account per person and one per username", async () => {
    const first = new Visitor({ personId: "dup1" });
    expect((await first.join({ username: "dupname" })).status).toBe(201);
    const again = new Visitor({ personId: "dup1" });
    const certify = await again.certify();
    expect(certify.status).toBe(409);
    expect(certify.body.message).toBe("이미 가입하신 회원입니다. 아이디 찾기를 이용해주세요.");
    const other = new Visitor({ personId: "dup2" });
    const taken = await other.join({ username: "dupname" });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.username).toBe("이미 사용 중인 아이디입니다");
  });

  it("lets one of two simultaneous joins of the same person win", async () => {
    const a = new Visitor({ personId: "race1" });
    const b = new Visitor({ personId: "race1" });
    await a.certify();
    await b.certify();
    const body = (username: string) => ({
      terms: ["privacy"],
      username,
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
      email: "r@example.com",
    });
    const [ra, rb] = await Promise.all([
      a.call("POST", "/api/v1/users", body("racea")),
      b.call("POST", "/api/v1/users", body("raceb")),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
  });
});

describe("signing in and out", () => {
  beforeAll(async () => {
    const v = new Visitor({ personId: "login1" });
    await v.join({ username: "loginuser" });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const login = (v: Visitor, username: string, password: string, ip = "10.1.0.1") =>
    v.call("POST", "/api/v1/users/login", { username, password }, { "cf-connecting-ip": ip });

  it("answers tokens and cookies for the right password, one message for anything wrong", async () => {
    const v = new Visitor({ personId: "login-b1" });
    const ok = await login(v, "loginuser", MEMBER_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ username: "loginuser", accessToken: expect.any(String) });
    const wrong = await login(v, "loginuser", "Wrong!2345", "10.1.0.2");
    const unknown = await login(v, "nobodyhere", "Wrong!2345", "10.1.0.2");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("아이디 또는 비밀번호가 일치하지 않습니다");
    expect(unknown.body.message).toBe(wrong.body.message);
    const empty = await login(v, "", "");
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ username: "아이디를 입력해주세요", password: "비밀번호를 입력해주세요" });
  });

  it("keeps the session in __Host- cookies (Secure, Path=/, no Domain) and ignores unprefixed ones", async () => {
    const v = new Visitor({ personId: "login-host" });
    const ok = await login(v, "loginuser", MEMBER_PASSWORD, "10.1.0.9");
    expect(ok.status).toBe(200);
    expect(ok.setCookies.map((c) => c.slice(0, c.indexOf("=")))).toEqual(["__Host-member_at", "__Host-member_rt"]);
    for (const cookie of ok.setCookies) {
      expect(cookie).toMatch(/^__Host-member_[ar]t=[^;]+; HttpOnly; Secure; SameSite=Lax; Path=\/$/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    // A sibling subdomain could plant cookies without the prefix: they open nothing.
    const planted = `member_at=${ok.body.accessToken}; member_rt=${ok.body.refreshToken}`;
    const stranger = new Visitor({ personId: "login-host-planted" });
    expect((await stranger.call("GET", "/api/v1/me", undefined, { cookie: planted })).status).toBe(401);
    const page = new Request("http://localhost/member/mypage", {
      headers: { cookie: planted, "x-test-now": NOW.toISOString() },
    });
    const { JWT_SECRET: secret, JWT_SECRETS: secrets } = checkEnv(env);
    const ctx = { db, secret, secrets, now: NOW, origin: auditOrigin(page) };
    expect(await resolveMemberSession(ctx, page)).toEqual({ member: null, via: null, setCookies: [] });
    const out = await v.call("POST", "/api/v1/users/logout");
    expect(out.setCookies).toEqual([
      "__Host-member_at=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0",
      "__Host-member_rt=; HttpOnly; Secure; SameSite=Lax; Path=/; Max-Age=0",
    ]);
  });

  it("never lets a member token into the console, nor a console token into member pages", async () => {
    const v = new Visitor({ personId: "login-b2" });
    const { body } = await login(v, "loginuser", MEMBER_PASSWORD, "10.1.0.3");
    const consoleCall = await v.call("GET", "/api/console/me", undefined, bearer(body.accessToken));
    expect(consoleCall.status).toBe(401);
    await createManager(env, { username: "mgrmember", scope: ["console", "application"] });
    const managerToken = await accessTokenFor(env, "mgrmember", NOW);
    const stranger = new Visitor({ personId: "login-b3" });
    const me = await stranger.call("GET", "/api/v1/me", undefined, bearer(managerToken));
    expect(me.status).toBe(401);
    expect(me.body.message).toBe("로그인 후 이용가능합니다");
    // A refresh token is no access token either.
    expect((await stranger.call("GET", "/api/v1/me", undefined, bearer(body.refreshToken))).status).toBe(401);
  });

  it("rotates a refresh token for API clients and ends the session on logout", async () => {
    const v = new Visitor({ personId: "login-b4" });
    const { body } = await login(v, "loginuser", MEMBER_PASSWORD, "10.1.0.4");
    const rotated = await v.call("POST", "/api/v1/users/token", undefined, bearer(body.refreshToken));
    expect(rotated.status).toBe(200);
    expect(rotated.body.refreshToken).not.toBe(body.refreshToken);
    expect((await v.call("GET", "/api/v1/me")).status).toBe(200);
    const out = await v.call("POST", "/api/v1/users/logout");
    expect(out.status).toBe(204);
    expect(v.jar.has(MEMBER_ACCESS_COOKIE)).toBe(false);
    expect((await v.call("GET", "/api/v1/me", undefined, bearer(rotated.body.accessToken))).status).toBe(401);
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, "auth.logout"));
    expect(rows.some((r) => r.actor.startsWith("member:"))).toBe(true);
  });

  it(`checks the password at most ${USERNAME_DELAY_AFTER} times for one username, however many arrive at once`, async () => {
    const owner = new Visitor({ personId: "brute1" });
    await owner.join({ username: "bruteuser" });
    const spy = vi.spyOn(crypto.subtle, "deriveBits");
    const guesser = new Visitor({ personId: "brute-guesser" });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(guesser, "bruteuser", "Guess!2345", `10.9.${i}.1`)),
    ).then((all) => all.map((r) => r.status));
    // Each check is 6 chained calls (600,000 iterations in links of 100,000).
    expect(spy.mock.calls.length / 6).toBeLessThanOrEqual(USERNAME_DELAY_AFTER);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30 - USERNAME_DELAY_AFTER + 1);
    const locked = await login(guesser, "bruteuser", MEMBER_PASSWORD, "10.9.99.1");
    expect(locked.status).toBe(429);
    // The username's growing delay holds for everyone, the owner too, until it runs out.
    expect(locked.body.message).toBe("로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.");
  }, 120_000);
});

describe("my page", () => {
  it("needs a member session", async () => {
    const res = await new Visitor({ personId: "anon" }).call("GET", "/api/v1/me");
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("로그인 후 이용가능합니다");
  });

  it("shows an application made before joining, with its receipt, status and fix requests, and the registration", async () => {
    const v = new Visitor({ personId: "mypage1", phone: "01077778888" });
    const started = await v.start();
    const id = started.body.id as string;
    // Submitted, reviewed and flagged as the console does it.
    await db
      .update(applications)
      .set({ status: "FIX_REQUESTED", receiptNo: "H2-TEST-0001", submittedAt: NOW, version: 1 })
      .where(eq(applications.id, id));
    await db.insert(applicationDocuments).values({
      applicationId: id,
      name: "idCard",
      kind: "idCard",
      r2Key: `applications/${id}/idCard`,
      originalName: "id.pdf",
      contentType: "application/pdf",
      size: PDF.length,
      reviewState: "FLAGGED",
      reviewReason: "흐릿합니다",
      fixDeadline: new Date("2026-05-20T09:00:00Z"),
    });
    await db.insert(registrations).values({
      name: "김하늘",
      phone: "01077778888",
      birth: "19950301",
      email: "r@example.com",
      qualificationType: "YOUTH_TYPE",
      unitTypes: ["36A"],
      terms: [],
    });
    expect((await v.join({ username: "mypage1" })).status).toBe(201);
    const me = await v.call("GET", "/api/v1/me");
    expect(me.status).toBe(200);
    expect(me.body.applications).toEqual([
      expect.objectContaining({
        id,
        status: "FIX_REQUESTED",
        receiptNo: "H2-TEST-0001",
        fixRequests: [expect.objectContaining({ name: "idCard", reason: "흐릿합니다" })],
      }),
    ]);
    expect(me.body.registration).toMatchObject({ qualificationType: "YOUTH_TYPE", unitTypes: ["36A"] });
    expect(me.body.questions).toEqual([]);
  });

  it("lists the questions the member asked while logged in, and not a visitor's", async () => {
    const v = new Visitor({ personId: "asker1", phone: "01033334444" });
    expect((await v.join({ username: "asker1" })).status).toBe(201);
    const ask = (who: Visitor, title: string) =>
      who.call("POST", "/api/v1/center/questions", {
        authorName: "김하늘",
        password: "ask!2345",
        title,
        body: "입주 시기가 궁금합니다.",
        secret: true,
      });
    const asked = await ask(v, "입주 시기 문의");
    expect(asked.status).toBe(201);
    expect((await ask(new Visitor({ personId: "asker1-anon" }), "방문자 문의")).status).toBe(201);
    const me = await v.call("GET", "/api/v1/me");
    expect(me.body.questions).toEqual([
      { id: asked.body.question.id, title: "입주 시기 문의", answered: false, askedAt: expect.any(String) },
    ]);
  });

  it("changes the e-mail and the marketing agreement; bad input changes nothing", async () => {
    const v = new Visitor({ personId: "profile1" });
    await v.join({ username: "profile1" });
    const bad = await v.call("PUT", "/api/v1/me", { email: "nope", marketing: true });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.email).toBe("이메일을 입력해주세요");
    const ok = await v.call("PUT", "/api/v1/me", { email: "new@example.com", marketing: true });
    expect(ok.status).toBe(200);
    expect(ok.body.profile).toMatchObject({ email: "new@example.com", marketing: true });
    const foreign = await v.call("PUT", "/api/v1/me", { email: "x@example.com" }, { origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await memberOf("profile1"))?.email).toBe("new@example.com");
  });
});

describe("recovery", () => {
  it("finds the username and sets a new password after verifying again; the password is never sent", async () => {
    const owner = new Visitor({ personId: "rec1" });
    await owner.join({ username: "recuser" });
    const oldToken = owner.jar.get(MEMBER_ACCESS_COOKIE) ?? "";
    const v = new Visitor({ personId: "rec1" });
    const found = await v.call("POST", "/api/v1/users/recovery", { verificationId: await v.verified("recovery") });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ username: "recuser" });
    const weak = await v.call("POST", "/api/v1/users/recovery", { password: "short", passwordConfirm: "short" });
    expect(weak.status).toBe(400);
    expect(weak.body.errors.password).toBe("비밀번호에 특수문자를 넣어주세요");
    const set = await v.call("POST", "/api/v1/users/recovery", {
      password: "New!2345pw",
      passwordConfirm: "New!2345pw",
    });
    expect(set.status).toBe(200);
    // Every session of the member ended.
    expect((await owner.call("GET", "/api/v1/me", undefined, bearer(oldToken))).status).toBe(401);
    const login = await v.call("POST", "/api/v1/users/login", { username: "recuser", password: "New!2345pw" });
    expect(login.status).toBe(200);
    const outbox = await env.DB.prepare("select count(*) as n from outbox where body like '%New!2345pw%'").first();
    expect(outbox?.n).toBe(0);
  });

  it("refuses a new password without a recovery ticket, and a person without an account", async () => {
    const v = new Visitor({ personId: "rec2" });
    const noTicket = await v.call("POST", "/api/v1/users/recovery", {
      password: "New!2345pw",
      passwordConfirm: "New!2345pw",
    });
    expect(noTicket.status).toBe(403);
    const none = await v.call("POST", "/api/v1/users/recovery", { verificationId: await v.verified("recovery") });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("가입된 회원 정보가 없습니다. 회원가입을 해주세요.");
    // A join ticket is no recovery ticket.
    const joiner = new Visitor({ personId: "rec3" });
    await joiner.certify();
    const wrong = await joiner.call("POST", "/api/v1/users/recovery", {
      password: "New!2345pw",
      passwordConfirm: "New!2345pw",
    });
    expect(wrong.status).toBe(403);
  });
});

describe("password change", () => {
  const NEW = "New!2345pw";
  const change = (v: Visitor, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    v.call("PUT", "/api/v1/me/password", body, headers);
  const loginAs = (username: string, password: string, ip: string) =>
    new Visitor({ personId: `pw-login-${ip}` }).call(
      "POST",
      "/api/v1/users/login",
      { username, password },
      { "cf-connecting-ip": ip },
    );

  it("takes the current password, ends every other session and keeps this browser signed in", async () => {
    const v = new Visitor({ personId: "pwc1" });
    await v.join({ username: "pwchange1" });
    const memberId = (await memberOf("pwchange1"))?.id;
    const oldCookie = v.jar.get(MEMBER_ACCESS_COOKIE);
    const phone = await loginAs("pwchange1", MEMBER_PASSWORD, "10.2.0.1");
    expect(phone.status).toBe(200);

    const res = await change(v, { currentPassword: MEMBER_PASSWORD, password: NEW, passwordConfirm: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "비밀번호를 변경했습니다. 다른 기기의 로그인은 모두 끝났습니다." });
    expect(res.setCookies.join()).toMatch(/__Host-member_at=.+HttpOnly; Secure; SameSite=Lax/);
    expect(v.jar.get(MEMBER_ACCESS_COOKIE)).not.toBe(oldCookie);
    // This browser goes on with its new session; the other device's session is over.
    expect((await v.call("GET", "/api/v1/me")).status).toBe(200);
    const other = new Visitor({ personId: "pwc1-other" });
    expect((await other.call("GET", "/api/v1/me", undefined, bearer(phone.body.accessToken))).status).toBe(401);
    expect((await other.call("POST", "/api/v1/users/token", undefined, bearer(phone.body.refreshToken))).status).toBe(
      401,
    );
    expect(
      (await other.call("GET", "/api/v1/me", undefined, { cookie: `${MEMBER_ACCESS_COOKIE}=${oldCookie}` })).status,
    ).toBe(401);
    expect((await loginAs("pwchange1", MEMBER_PASSWORD, "10.2.0.2")).status).toBe(401);
    expect((await loginAs("pwchange1", NEW, "10.2.0.3")).status).toBe(200);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "member.password_change"));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: `member:${memberId}`, targetType: "member", targetId: memberId });
    expect(JSON.stringify(audit[0])).not.toContain(NEW);
  });

  it("gives a bearer client its new tokens in the body", async () => {
    const v = new Visitor({ personId: "pwc2" });
    await v.join({ username: "pwchange2" });
    const api = await loginAs("pwchange2", MEMBER_PASSWORD, "10.2.1.1");
    const client = new Visitor({ personId: "pwc2-app" });
    const res = await change(
      client,
      { currentPassword: MEMBER_PASSWORD, password: NEW, passwordConfirm: NEW },
      bearer(api.body.accessToken),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(res.setCookies).toEqual([]);
    expect((await client.call("GET", "/api/v1/me", undefined, bearer(api.body.accessToken))).status).toBe(401);
    expect((await client.call("GET", "/api/v1/me", undefined, bearer(res.body.accessToken))).status).toBe(200);
    // The browser that joined was signed out too.
    expect((await v.call("GET", "/api/v1/me")).status).toBe(401);
  });

  it("refuses a wrong current password, a bad or common new one, another origin and no session; nothing changes", async () => {
    const v = new Visitor({ personId: "pwc3" });
    await v.join({ username: "pwchange3" });
    const memberId = (await memberOf("pwchange3"))?.id;
    const before = (await memberOf("pwchange3"))?.passwordHash;
    const wrong = await change(v, { currentPassword: "Wrong!2345", password: NEW, passwordConfirm: NEW });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: "현재 비밀번호가 일치하지 않습니다" });
    const failed = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "auth.login_failed"), eq(auditLog.actor, `member:${memberId}`)));
    expect(failed.map((r) => r.detail)).toEqual([{ reason: "wrong_password", via: "password_change" }]);
    const same = await change(v, {
      currentPassword: MEMBER_PASSWORD,
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
    });
    expect(same.body.errors).toEqual({ password: "현재 비밀번호와 다른 비밀번호를 입력해주세요" });
    const weak = await change(v, { currentPassword: MEMBER_PASSWORD, password: "short", passwordConfirm: "short" });
    expect(weak.body.errors.password).toBe("비밀번호에 특수문자를 넣어주세요");
    const mismatch = await change(v, {
      currentPassword: MEMBER_PASSWORD,
      password: NEW,
      passwordConfirm: "Other!2345",
    });
    expect(mismatch.body.errors).toEqual({ passwordConfirm: "비밀번호가 일치하지 않습니다" });
    const empty = await change(v, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors.currentPassword).toBe("현재 비밀번호를 입력해주세요");
    const common = await change(v, {
      currentPassword: MEMBER_PASSWORD,
      password: "Password1!",
      passwordConfirm: "Password1!",
    });
    expect(common.status).toBe(400);
    expect(common.body.errors).toEqual({ password: "널리 알려진 비밀번호는 사용할 수 없습니다" });
    const body = { currentPassword: MEMBER_PASSWORD, password: NEW, passwordConfirm: NEW };
    expect((await change(v, body, { origin: "https://evil.example" })).status).toBe(403);
    const anon = await change(new Visitor({ personId: "pwc3-anon" }), body);
    expect(anon.status).toBe(401);
    expect(anon.body.message).toBe("로그인 후 이용가능합니다");
    expect((await memberOf("pwchange3"))?.passwordHash).toBe(before);
    expect((await v.call("GET", "/api/v1/me")).status).toBe(200);
  });

  it(`counts current-password guesses under the login limit: after ${USERNAME_DELAY_AFTER}, even the right one waits`, async () => {
    const v = new Visitor({ personId: "pwc4" });
    await v.join({ username: "pwchange4" });
    const before = (await memberOf("pwchange4"))?.passwordHash;
    for (let i = 0; i < USERNAME_DELAY_AFTER; i++) {
      const guess = await change(v, { currentPassword: `Guess!${i}234`, password: NEW, passwordConfirm: NEW });
      expect(guess.status).toBe(i < USERNAME_DELAY_AFTER - 1 ? 400 : 429);
    }
    const right = await change(v, { currentPassword: MEMBER_PASSWORD, password: NEW, passwordConfirm: NEW });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe("로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.");
    expect((await memberOf("pwchange4"))?.passwordHash).toBe(before);
  });
});

describe("password notices", () => {
  const NEW = "New!2345pw";
  const IDENTITY_TICKET = "__Host-member-identity";
  const outboxOf = (email: string, phone: string) =>
    db
      .select()
      .from(outbox)
      .where(or(eq(outbox.to, email), eq(outbox.to, phone)));

  /**
   * Exactly one e-mail and one phone message (a KakaoTalk notice whose SMS text goes instead when
   * KakaoTalk cannot deliver), to the member's address and phone; neither holds a secret or a link.
   */
  async function noticesFor(email: string, phone: string, secrets: (string | undefined)[]) {
    const rows = await outboxOf(email, phone);
    expect(rows.map((r) => `${r.channel} ${r.to}`).sort()).toEqual([`EMAIL ${email}`, `KAKAO ${phone}`]);
    expect(rows.find((r) => r.channel === "KAKAO")?.kind).toBe("status.PASSWORD_CHANGED");
    for (const row of rows) {
      const text = `${row.subject}\n${row.body}`;
      for (const secret of secrets.filter(Boolean)) expect(text).not.toContain(secret);
      // No link, no token of any kind (JWTs start "eyJ", refresh tokens "rt_").
      expect(text).not.toMatch(/https?:|www\.|\/member|eyJ|rt_/i);
    }
    const byChannel = (channel: string) => rows.find((r) => r.channel === channel);
    return { email: byChannel("EMAIL"), sms: byChannel("KAKAO") };
  }

  it("tells the member of a reset by one e-mail and one SMS: when, and whom to contact; no password, token or link", async () => {
    const owner = new Visitor({ personId: "notice1", phone: "01055550001" });
    await owner.join({ username: "noticereset", email: "reset-notice@example.com" });
    const v = new Visitor({ personId: "notice1", phone: "01055550001" });
    expect(
      (await v.call("POST", "/api/v1/users/recovery", { verificationId: await v.verified("recovery") })).status,
    ).toBe(200);
    const ticket = v.jar.get(IDENTITY_TICKET);
    expect(await outboxOf("reset-notice@example.com", "01055550001")).toEqual([]);
    const set = await v.call("POST", "/api/v1/users/recovery", { password: NEW, passwordConfirm: NEW });
    expect(set.status).toBe(200);
    const { email, sms } = await noticesFor("reset-notice@example.com", "01055550001", [
      NEW,
      MEMBER_PASSWORD,
      "noticereset",
      ticket,
      v.binding,
      ...owner.jar.values(),
    ]);
    expect(email?.subject).toBe("[하늘채움 행복주택] 회원 비밀번호 변경 안내");
    // The time in Seoul, and the customer centre of the site settings.
    expect(email?.body).toContain("2026-05-10 12:00:00에 변경되었습니다");
    expect(email?.body).toContain("1600-0000, help@haneul-sample.example");
    expect(sms?.body).toContain("2026-05-10 12:00:00에 변경되었습니다");
    expect(sms?.body).toContain("1600-0000");
  });

  it("tells the member of a change in the language they joined in; a refused change tells nothing", async () => {
    const v = new Visitor({ personId: "notice2", phone: "01055550002" });
    await v.join({ username: "noticechange", email: "change-notice@example.com" }, { "x-language": "en" });
    const before = [...v.jar.values()];
    const ip = { "cf-connecting-ip": "10.3.0.1" };
    const wrong = { currentPassword: "Wrong!2345", password: NEW, passwordConfirm: NEW };
    expect((await v.call("PUT", "/api/v1/me/password", wrong, ip)).status).toBe(400);
    expect(await outboxOf("change-notice@example.com", "01055550002")).toEqual([]);

    const right = { currentPassword: MEMBER_PASSWORD, password: NEW, passwordConfirm: NEW };
    const res = await v.call("PUT", "/api/v1/me/password", right, ip);
    expect(res.status).toBe(200);
    const { email, sms } = await noticesFor("change-notice@example.com", "01055550002", [
      NEW,
      MEMBER_PASSWORD,
      "noticechange",
      ...before,
      ...v.jar.values(),
    ]);
    expect(email?.subject).toBe("[Haneulchaeum] Your member password was changed");
    expect(email?.body).toContain("changed at 2026-05-10 12:00:00 (Korea time)");
    expect(sms?.body).toContain("changed at 2026-05-10 12:00:00 (Korea time)");
  });
});

describe("withdrawal", () => {
  it("asks to confirm", async () => {
    const v = new Visitor({ personId: "wd0" });
    await v.join({ username: "wdzero" });
    const res = await v.call("POST", "/api/v1/me/withdraw", {});
    expect(res.status).toBe(400);
    expect(res.body.errors.confirm).toBe("탈퇴 안내를 확인하고 동의해주세요");
    expect(await memberOf("wdzero")).toBeDefined();
  });

  it("deletes the account, its registration and drafts; keeps submitted applications and says until when", async () => {
    const v = new Visitor({ personId: "wd1", phone: "01099990000" });
    const started = await v.start();
    const submittedId = started.body.id as string;
    await db
      .update(applications)
      .set({ status: "SUBMITTED", receiptNo: "H2-KEEP-0001", submittedAt: NOW, version: 1 })
      .where(eq(applications.id, submittedId));
    await db.insert(registrations).values({
      name: "김하늘",
      phone: "01099990000",
      birth: "19950301",
      email: "r@example.com",
      qualificationType: "YOUTH_TYPE",
      unitTypes: ["18A"],
      terms: [],
    });
    await v.join({ username: "wdone" });
    const memberId = (await memberOf("wdone"))?.id;
    const res = await v.call("POST", "/api/v1/me/withdraw", { confirm: true });
    expect(res.status).toBe(200);
    expect(res.body.kept).toEqual([
      { receiptNo: "H2-KEEP-0001", round: 2, keptUntil: expect.stringMatching(/^2031-/) },
    ]);
    expect(res.body.deletedRegistration).toBe(true);
    expect(await memberOf("wdone")).toBeUndefined();
    expect(await db.select().from(registrations).where(eq(registrations.phone, "01099990000")).get()).toBeUndefined();
    expect(await db.select().from(applications).where(eq(applications.id, submittedId)).get()).toBeDefined();
    expect(v.jar.has(MEMBER_ACCESS_COOKIE)).toBe(false);
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, "member.withdraw"));
    expect(row?.actor).toBe(`member:${memberId}`);
    expect(JSON.stringify(row)).not.toMatch(/wdone|01099990000|김하늘|r@example/);
    // The same person may join again later.
    expect((await new Visitor({ personId: "wd1" }).certify()).status).toBe(200);
  });
});

describe("withdrawal and the member's Q&A questions", () => {
  let client = 0;
  // Each from its own address: questions are limited per client.
  const ask = (who: Visitor, title: string, secret = true) =>
    who.call(
      "POST",
      "/api/v1/center/questions",
      { authorName: "김하늘", password: "ask!2345", title, body: "입주 시기가 궁금합니다.", secret },
      { "cf-connecting-ip": `10.4.0.${++client}` },
    );

  it("deletes the questions the member asked, with the account; nobody else's, and a new account of the same person sees none", async () => {
    const v = new Visitor({ personId: "wdq1", phone: "01077778888" });
    await v.join({ username: "wdquestions" });
    const { id: memberId = "", personKey = "" } = (await memberOf("wdquestions")) ?? {};
    const mine = [(await ask(v, "비공개 문의")).body.question.id, (await ask(v, "공개 문의", false)).body.question.id];
    const visitorsId = (await ask(new Visitor({ personId: "wdq1-anon" }), "방문자 문의")).body.question.id;
    const other = new Visitor({ personId: "wdq2" });
    await other.join({ username: "wdqother" });
    const othersId = (await ask(other, "다른 회원 문의")).body.question.id;
    expect((await v.call("GET", "/api/v1/me")).body.questions).toHaveLength(2);

    const res = await v.call("POST", "/api/v1/me/withdraw", { confirm: true });
    expect(res.status).toBe(200);
    expect(res.body.deletedQuestions).toBe(2);
    expect(await db.select().from(questions).where(eq(questions.personKey, personKey))).toEqual([]);
    expect(await db.select().from(questions).where(inArray(questions.id, mine))).toEqual([]);
    for (const id of mine) expect((await v.call("GET", `/api/v1/center/questions/${id}`)).status).toBe(404);
    const left = await db
      .select({ id: questions.id })
      .from(questions)
      .where(inArray(questions.id, [visitorsId, othersId]));
    expect(left.map((q) => q.id).sort()).toEqual([visitorsId, othersId].sort());
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "member.withdraw"), eq(auditLog.targetId, memberId)));
    expect(audit?.detail).toMatchObject({ deletedQuestions: 2 });

    const again = new Visitor({ personId: "wdq1", phone: "01077778888" });
    expect((await again.join({ username: "wdqagain" })).status).toBe(201);
    expect((await again.call("GET", "/api/v1/me")).body.questions).toEqual([]);
  });
});

describe("member sessions past their limit", () => {
  it("are dropped by the daily job", async () => {
    const old = await memberWithSession("oldsession", new Date(NOW.getTime() - 8 * 86_400_000));
    const fresh = await memberWithSession("freshsession", NOW);
    await runDailyMaintenance(db, env.FILES, NOW);
    const left = await db.select({ memberId: memberRefreshTokens.memberId }).from(memberRefreshTokens);
    expect(left.some((t) => t.memberId === old.id)).toBe(false);
    expect(left.some((t) => t.memberId === fresh.id)).toBe(true);
  });
});
