import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SCOPES } from "../../../app/lib/enums";
import { action as managersAction } from "../../../app/routes/console/managers";
import { createDb } from "../../../db/client";
import { loginAttempts, managers } from "../../../db/schema";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager, TEST_PASSWORD, TEST_SUB_PASSWORD } from "../../support/console";
import { contextFor } from "../../support/integration";

const db = createDb(env.DB);
type Body = { message?: string; errors?: Record<string, string> };
const COMMON = "널리 알려진 비밀번호는 사용할 수 없습니다";

describe("common and breached passwords are refused wherever a password is set", () => {
  let dev: string;
  let developerId: string;
  let peerId: string;

  beforeAll(async () => {
    developerId = await createManager(env, { username: "developer", scope: [...SCOPES] });
    peerId = await createManager(env, { username: "peer", scope: ["console"] });
    dev = await accessTokenFor(env, "developer");
  });

  const hashOf = async (id: string) =>
    (await db.select().from(managers).where(eq(managers.id, id)).get())?.passwordHash;

  it("when a manager is created, at the password and the sub-password", async () => {
    const { status, body } = await callApi<Body>(dev, "POST", "/api/console/managers", {
      username: "common1",
      displayName: "흔한 비번",
      password: "Qwer1234!",
      subPassword: "P@ssw0rd1!",
      scope: ["console"],
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: "입력값을 확인해주세요", errors: { password: COMMON, subPassword: COMMON } });
    expect(await db.select().from(managers).where(eq(managers.username, "common1")).get()).toBeUndefined();
  });

  it("when a peer's password is reset", async () => {
    const before = await hashOf(peerId);
    const reset = { password: "Password1!", mySubPassword: TEST_SUB_PASSWORD };
    const { status, body } = await callApi<Body>(dev, "PUT", `/api/console/managers/${peerId}`, reset);
    expect(status).toBe(400);
    expect(body.errors).toEqual({ password: COMMON });
    expect(await hashOf(peerId)).toBe(before);
  });

  it("when managers change their own password or sub-password, before the current one is even checked", async () => {
    const token = await accessTokenFor(env, "peer");
    const before = await hashOf(peerId);
    const password = { currentPassword: TEST_PASSWORD, newPassword: "Iloveyou1!", confirmPassword: "Iloveyou1!" };
    const change = await callApi<Body>(token, "PUT", "/api/console/password", password);
    expect(change).toMatchObject({ status: 400, body: { errors: { newPassword: COMMON } } });
    const sub = { currentPassword: "Wrong!2345", newSubPassword: "1qaz@WSX", confirmSubPassword: "1qaz@WSX" };
    const subChange = await callApi<Body>(token, "PUT", "/api/console/password/sub", sub);
    expect(subChange).toMatchObject({ status: 400, body: { errors: { newSubPassword: COMMON } } });
    expect(await hashOf(peerId)).toBe(before);
    // Refused as input: no login attempt was counted for the wrong current password.
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.key, "user:peer")).get()).toBeUndefined();
  });

  it("on the console form, in the page's language", async () => {
    const request = new Request("http://localhost/console/manager?lng=en", {
      method: "POST",
      body: new URLSearchParams({
        username: "common2",
        displayName: "Common",
        password: "Qwer1234!",
        subPassword: "Hanul!7392sky",
        scope: "console",
      }),
    });
    const principal = { managerId: developerId, username: "developer", scope: [...SCOPES] };
    const args = {
      request,
      context: contextFor(request, principal),
      params: {},
      url: new URL(request.url),
      pattern: "",
    };
    const result = (await managersAction(args as Parameters<typeof managersAction>[0])) as {
      data: { errors: Record<string, string> };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.errors).toEqual({ password: "This password is too common. Please choose another" });
  });
});
