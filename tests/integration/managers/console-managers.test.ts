import { env } from "cloudflare:test";
import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES, type Scope } from "../../../app/lib/enums";
import { action as editAction, loader as editLoader } from "../../../app/routes/console/manager-edit";
import { createDb } from "../../../db/client";
import { auditLog, managers, refreshTokens } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager, sessionFor, TEST_SUB_PASSWORD } from "../../support/console";
import { contextFor } from "../../support/integration";

const db = createDb(env.DB);
type Body = { message?: string; errors?: Record<string, string>; manager?: Record<string, unknown> };

const call = callApi<Body>;

const auditOf = (targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const managerCount = async () => (await db.select({ id: managers.id }).from(managers)).length;

const valid = {
  username: "newbie01",
  displayName: "새 담당자",
  password: "Newbie!2345",
  subPassword: "Other!2345",
  scope: ["console", "popups"],
};

describe("/api/console/managers", () => {
  let dev: string;
  let limited: string;
  let developerId: string;
  let limitedId: string;

  beforeAll(async () => {
    developerId = await createManager(env, { username: "developer", scope: [...SCOPES] });
    limitedId = await createManager(env, { username: "limited", scope: ["console", "manager"] });
    dev = await accessTokenFor(env, "developer");
    limited = await accessTokenFor(env, "limited");
  });

  it("lists managers without any password hash", async () => {
    const { status, body } = await call(dev, "GET", "/api/console/managers");
    expect(status).toBe(200);
    const list = (body as { managers: Record<string, unknown>[] }).managers;
    expect(list.map((m) => m.username)).toEqual(expect.arrayContaining(["developer", "limited"]));
    expect(JSON.stringify(list)).not.toMatch(/pbkdf2|passwordHash|subPasswordHash/);
  });

  it("creates a manager with a password, a sub-password and scopes, and audits it", async () => {
    const { status, body } = await call(dev, "POST", "/api/console/managers", valid);
    expect(status).toBe(201);
    expect(body.manager).toMatchObject({
      username: "newbie01",
      displayName: "새 담당자",
      scope: ["console", "popups"],
    });
    const row = await db.select().from(managers).where(eq(managers.username, "newbie01")).get();
    expect(row?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
    expect(row?.subPasswordHash).not.toBe(row?.passwordHash);
    const audit = await auditOf("newbie01");
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: "developer", action: "record.create", targetType: "manager" });
    expect(JSON.stringify(audit[0]?.detail)).not.toContain("Newbie!2345");
  });

  it.each([
    [{ username: "Admin1" }, "username", "아이디를 영문 소문자 및 숫자로만 작성해주세요"],
    [{ username: "ab1" }, "username", "아이디를 4자 이상으로 작성해주세요"],
    [{ password: "abcdefg12" }, "password", "비밀번호에 특수문자를 넣어주세요"],
    [{ password: "1234567!8" }, "password", "비밀번호에 영문을 넣어주세요"],
    [{ password: "abcdefgh!" }, "password", "비밀번호에 숫자를 넣어주세요"],
    [{ password: "a1!b" }, "password", "비밀번호를 8 ~ 16자 사이로 작성해주세요"],
    [{ password: "abcdefgh12345!789" }, "password", "비밀번호를 8 ~ 16자 사이로 작성해주세요"],
    [{ displayName: "김" }, "displayName", "이름을 입력해주세요"],
    [{ scope: [] }, "scope", "권한을 하나 이상 선택해주세요"],
    [{ scope: ["root"] }, "scope.0", "권한을 하나 이상 선택해주세요"],
    [{ subPassword: valid.password }, "subPassword", "2차 비밀번호는 비밀번호와 다르게 정해주세요"],
  ])("answers 400 with the exact message for %o and writes nothing", async (patch, field, message) => {
    const before = await managerCount();
    const { status, body } = await call(dev, "POST", "/api/console/managers", {
      ...valid,
      username: "bad0001",
      ...patch,
    });
    expect(status).toBe(400);
    expect(body.message).toBe("입력값을 확인해주세요");
    expect(body.errors?.[field]).toBe(message);
    expect(await managerCount()).toBe(before);
    expect(await auditOf("bad0001")).toHaveLength(0);
  });

  it("refuses a taken username with a clear message (and in the caller's language)", async () => {
    const ko = await call(dev, "POST", "/api/console/managers", { ...valid, username: "limited" });
    expect(ko.status).toBe(409);
    expect(ko.body).toEqual({
      message: "이미 사용 중인 아이디입니다",
      errors: { username: "이미 사용 중인 아이디입니다" },
    });
    const en = await call(
      dev,
      "POST",
      "/api/console/managers",
      { ...valid, username: "limited" },
      { "x-language": "en" },
    );
    expect(en.body.message).toBe("This username is already in use");
  });

  it("refuses to create a manager named as DEVELOPER_USERNAME, even while no such account exists", async () => {
    // The developer account has the schedules; its name must never be claimed by another.
    await db.delete(managers).where(eq(managers.id, developerId));
    try {
      const { status, body } = await call(limited, "POST", "/api/console/managers", {
        ...valid,
        username: "developer",
        scope: ["console"],
      });
      expect(status).toBe(409);
      expect(body.errors).toEqual({ username: "이미 사용 중인 아이디입니다" });
      expect(await db.select().from(managers).where(eq(managers.username, "developer")).get()).toBeUndefined();
    } finally {
      await db.delete(managers).where(eq(managers.username, "developer"));
      developerId = await createManager(env, { username: "developer", scope: [...SCOPES] });
      dev = await accessTokenFor(env, "developer");
    }
  });

  it("does not let a manager grant a scope they do not hold", async () => {
    const { status, body } = await call(limited, "POST", "/api/console/managers", {
      ...valid,
      username: "escalate1",
      scope: ["console", "application"],
    });
    expect(status).toBe(403);
    expect(body.message).toBe("본인에게 없는 권한은 부여할 수 없습니다");
    expect(await db.select().from(managers).where(eq(managers.username, "escalate1")).get()).toBeUndefined();
  });

  it("edits name and scopes, ends the edited manager's sessions, and audits the change", async () => {
    const id = await createManager(env, { username: "editme", scope: ["console"] });
    await sessionFor(env, "editme");
    const { status, body } = await call(dev, "PUT", `/api/console/managers/${id}`, {
      displayName: "바뀐 이름",
      scope: ["console", "terms"],
    });
    expect(status).toBe(200);
    expect(body.manager).toMatchObject({ displayName: "바뀐 이름", scope: ["console", "terms"] });
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.managerId, id), isNull(refreshTokens.revokedAt)));
    expect(live).toHaveLength(0);
    const [audit] = await auditOf("editme");
    expect(audit).toMatchObject({ actor: "developer", action: "record.update", targetType: "manager" });
    expect(audit?.detail).toMatchObject({ changed: ["displayName", "scope"] });
  });

  it("disables and re-enables another manager; a disabled manager's token stops working", async () => {
    const id = await createManager(env, { username: "sleeper", scope: ["console"] });
    const token = await accessTokenFor(env, "sleeper");
    expect((await call(token, "GET", "/api/console/managers")).status).toBe(200);
    const disable = { disabled: true, mySubPassword: TEST_SUB_PASSWORD };
    expect((await call(dev, "PUT", `/api/console/managers/${id}`, disable)).body.manager).toMatchObject({
      disabled: true,
    });
    expect((await call(token, "GET", "/api/console/managers")).status).toBe(401);
    expect((await call(dev, "PUT", `/api/console/managers/${id}`, { disabled: false })).body.manager).toMatchObject({
      disabled: false,
    });
    const actions = (await auditOf("sleeper")).map((a) => a.detail?.disabled);
    expect(actions).toEqual([true, false]);
  });

  it.each([
    ["resetting a peer's password", "resetpw", { password: "Reset!2345" }, "passwordHash"],
    ["resetting a peer's sub-password", "resetsub", { subPassword: "Reset!2345" }, "subPasswordHash"],
    ["disabling a peer", "disableme", { disabled: true }, "disabled"],
  ] as const)("asks the acting manager's own sub-password before %s", async (_, username, change, column) => {
    const id = await createManager(env, { username, scope: ["console"] });
    const row = () => db.select().from(managers).where(eq(managers.id, id)).get();
    const before = await row();
    const path = `/api/console/managers/${id}`;
    const missing = await call(dev, "PUT", path, change);
    expect(missing).toEqual({
      status: 400,
      body: { message: "2차 비밀번호를 입력해주세요", errors: { mySubPassword: "2차 비밀번호를 입력해주세요" } },
    });
    const wrong = await call(dev, "PUT", path, { ...change, mySubPassword: "Wrong!2345" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errors).toEqual({ mySubPassword: "2차 비밀번호가 일치하지 않습니다" });
    expect((await row())?.[column]).toEqual(before?.[column]);
    const ok = await call(dev, "PUT", path, { ...change, mySubPassword: TEST_SUB_PASSWORD });
    expect(ok.status).toBe(200);
    expect((await row())?.[column]).not.toEqual(before?.[column]);
  });

  it("does not ask it for renaming, scopes or re-enabling", async () => {
    const id = await createManager(env, { username: "napper", scope: ["console"], disabled: true });
    const change = { displayName: "새 이름", scope: ["console", "terms"], disabled: false };
    expect((await call(dev, "PUT", `/api/console/managers/${id}`, change)).status).toBe(200);
  });

  it("asks it on the edit page too, next to its own field", async () => {
    const id = await createManager(env, { username: "pagepeer", scope: ["console"] });
    const developer = { managerId: developerId, username: "developer", scope: [...SCOPES] };
    const submit = async (form: Record<string, string>) => {
      const request = new Request(`http://localhost/console/manager/${id}`, {
        method: "POST",
        body: new URLSearchParams({ intent: "update", displayName: "페이지", scope: "console", ...form }),
      });
      const args = {
        request,
        context: contextFor(request, developer),
        params: { managerId: id },
        url: new URL(request.url),
        pattern: "",
      };
      const result = (await editAction(args as Parameters<typeof editAction>[0])) as unknown;
      return result instanceof Response
        ? result.status
        : (result as { data: { errors: Record<string, string> } }).data.errors;
    };
    expect(await submit({ password: "Reset!2345" })).toEqual({ mySubPassword: "2차 비밀번호를 입력해주세요" });
    expect(await submit({ password: "Reset!2345", mySubPassword: TEST_SUB_PASSWORD })).toBe(302);
  });

  it("does not let a manager disable themselves or change their own scopes", async () => {
    const disable = await call(limited, "PUT", `/api/console/managers/${limitedId}`, { disabled: true });
    expect(disable.status).toBe(400);
    expect(disable.body.errors).toEqual({ disabled: "자신의 계정은 사용 중지할 수 없습니다" });
    const scope = await call(limited, "PUT", `/api/console/managers/${limitedId}`, { scope: ["console"] });
    expect(scope.status).toBe(400);
    expect(scope.body.errors).toEqual({ scope: "자신의 권한은 변경할 수 없습니다" });
    const row = await db.select().from(managers).where(eq(managers.id, limitedId)).get();
    expect(row).toMatchObject({ disabled: false, scope: ["console", "manager"] });
  });

  it("protects the developer account from other managers", async () => {
    const { status, body } = await call(limited, "PUT", `/api/console/managers/${developerId}`, {
      displayName: "해커",
    });
    expect(status).toBe(403);
    expect(body.message).toBe("개발자 계정은 본인만 변경할 수 있습니다");
  });

  it("answers 404 for an unknown manager and 400 for an empty change", async () => {
    const missing = await call(dev, "GET", "/api/console/managers/nope");
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("요청하신 항목을 찾을 수 없습니다");
    expect((await call(dev, "PUT", "/api/console/managers/nope", { displayName: "아무개" })).status).toBe(404);
    const empty = await call(dev, "PUT", `/api/console/managers/${limitedId}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.errors?._).toBe("변경할 내용을 입력해주세요");
  });

  it("deletes a manager only with the acting manager's own sub-password, and audits both", async () => {
    const id = await createManager(env, { username: "goner", scope: ["console"] });
    // Only this test's sub-password checks are looked at below.
    await db.delete(auditLog).where(eq(auditLog.targetId, developerId));
    const missing = await call(dev, "DELETE", `/api/console/managers/${id}`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ subPassword: "2차 비밀번호를 입력해주세요" });

    const wrong = await call(dev, "DELETE", `/api/console/managers/${id}`, { subPassword: "Wrong!2345" });
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("2차 비밀번호가 일치하지 않습니다");
    expect(await db.select().from(managers).where(eq(managers.id, id)).get()).toBeDefined();

    const ok = await call(dev, "DELETE", `/api/console/managers/${id}`, { subPassword: TEST_SUB_PASSWORD });
    expect(ok.status).toBe(204);
    expect(await db.select().from(managers).where(eq(managers.id, id)).get()).toBeUndefined();
    expect((await auditOf("goner")).map((a) => [a.actor, a.action])).toEqual([["developer", "record.delete"]]);
    const checks = await db.select().from(auditLog).where(eq(auditLog.targetId, developerId));
    expect(checks.map((a) => a.action)).toEqual(["auth.sub_password_failed", "auth.sub_password_verify"]);
  });

  it("does not let a manager delete themselves", async () => {
    const { status, body } = await call(limited, "DELETE", `/api/console/managers/${limitedId}`, {
      subPassword: TEST_SUB_PASSWORD,
    });
    expect(status).toBe(403);
    expect(body.message).toBe("자신의 계정은 삭제할 수 없습니다");
  });
});

describe("a manager cannot change one who holds scopes they lack", () => {
  let weak: string;
  let weakPrincipal: { managerId: string; username: string; scope: Scope[] };
  let strongId: string;
  let peerId: string;
  const strongScope: Scope[] = ["console", "application"];
  const BEYOND = "본인에게 없는 권한을 가진 관리자는 변경할 수 없습니다";

  beforeAll(async () => {
    const weakId = await createManager(env, { username: "weakling", scope: ["console", "popups"] });
    weakPrincipal = { managerId: weakId, username: "weakling", scope: ["console", "popups"] };
    strongId = await createManager(env, { username: "strongone", scope: strongScope });
    peerId = await createManager(env, { username: "peerone", scope: ["console"] });
    weak = await accessTokenFor(env, "weakling");
  });

  const strongRow = () => db.select().from(managers).where(eq(managers.id, strongId)).get();

  it.each([
    ["password", { password: "Taken!2345" }],
    ["sub-password", { subPassword: "Taken!2345" }],
    ["disabling", { disabled: true }],
    ["stripping scopes", { scope: ["console"] }],
    ["renaming", { displayName: "가로챈 이름" }],
  ])("refuses %s with 403 through the API and writes nothing", async (_, change) => {
    const before = await strongRow();
    await sessionFor(env, "strongone");
    const { status, body } = await call(weak, "PUT", `/api/console/managers/${strongId}`, change);
    expect(status).toBe(403);
    expect(body.message).toBe(BEYOND);
    expect(await strongRow()).toEqual(before);
    expect(await auditOf("strongone")).toHaveLength(0);
    const live = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.managerId, strongId), isNull(refreshTokens.revokedAt)));
    expect(live.length).toBeGreaterThan(0);
  });

  it("refuses deleting them even with the right sub-password, before the sub-password is checked", async () => {
    const { status, body } = await call(weak, "DELETE", `/api/console/managers/${strongId}`, {
      subPassword: TEST_SUB_PASSWORD,
    });
    expect(status).toBe(403);
    expect(body.message).toBe(BEYOND);
    expect(await strongRow()).toBeDefined();
    const checks = await db.select().from(auditLog).where(eq(auditLog.actor, "weakling"));
    expect(checks.map((a) => a.action)).not.toContain("auth.sub_password_verify");
  });

  it("still lets them change a manager whose scopes they all hold, and the developer change anyone", async () => {
    const reset = { password: "Peer!23456", mySubPassword: TEST_SUB_PASSWORD };
    const peer = await call(weak, "PUT", `/api/console/managers/${peerId}`, reset);
    expect(peer.status).toBe(200);
    const dev = await accessTokenFor(env, "developer");
    const strong = await call(dev, "PUT", `/api/console/managers/${strongId}`, { displayName: "개발자가 바꿈" });
    expect(strong.status).toBe(200);
    expect((await strongRow())?.displayName).toBe("개발자가 바꿈");
  });

  async function pageAction(form: Record<string, string>, lang = "ko") {
    const request = new Request(`http://localhost/console/manager/${strongId}?lng=${lang}`, {
      method: "POST",
      body: new URLSearchParams(form),
    });
    const context = contextFor(request, weakPrincipal);
    const args = { request, context, params: { managerId: strongId }, url: new URL(request.url), pattern: "" };
    const result = (await editAction(args as Parameters<typeof editAction>[0])) as unknown;
    const { data: body, init } = result as {
      data: { ok: boolean; message: string; errors: Record<string, string> };
      init: { status: number } | null;
    };
    return { ok: body.ok, status: init?.status, message: body.message, errors: body.errors };
  }

  it("shows the edit page of a stronger manager without its forms, saying why", async () => {
    const page = async (managerId: string) => {
      const request = new Request(`http://localhost/console/manager/${managerId}`);
      const context = contextFor(request, weakPrincipal);
      const args = { request, context, params: { managerId }, url: new URL(request.url), pattern: "" };
      return editLoader(args as Parameters<typeof editLoader>[0]);
    };
    expect((await page(strongId)).locked).toBe("targetBeyondOwn");
    expect((await page(peerId)).locked).toBeNull();
  });

  it("refuses the same through the edit page's action (password reset and delete)", async () => {
    const before = await strongRow();
    const reset = await pageAction({
      intent: "update",
      displayName: "개발자가 바꿈",
      scope: "console",
      password: "Taken!2345",
    });
    expect(reset).toEqual({ ok: false, status: 403, message: BEYOND, errors: {} });
    const remove = await pageAction({ intent: "delete", subPassword: TEST_SUB_PASSWORD });
    expect(remove).toEqual({ ok: false, status: 403, message: BEYOND, errors: {} });
    expect(await strongRow()).toEqual(before);
  });

  it("says the refusals and the field messages of its forms in English and Chinese on en and cn pages", async () => {
    const update = { intent: "update", displayName: "개발자가 바꿈", scope: "console", password: "Taken!2345" };
    expect((await pageAction(update, "en")).message).toBe(
      "You cannot change a manager who holds permissions you do not have",
    );
    expect((await pageAction(update, "cn")).message).toBe("不能修改拥有您所没有的权限的管理员");
    const bad = await pageAction({ ...update, displayName: "김", password: "short" }, "en");
    expect(bad).toEqual({
      ok: false,
      status: 400,
      message: "Please check what you entered",
      errors: { displayName: "Please enter your name", password: "Please include a special character in the password" },
    });
  });
});
