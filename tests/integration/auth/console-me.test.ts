import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../../db/client";
import { auditLog } from "../../../db/schema";
import { api } from "../../../worker/api/app";
import { callApi } from "../../support/api";
import { accessTokenFor, bearer, createManager, TEST_SUB_PASSWORD } from "../../support/console";

const db = createDb(env.DB);
const T0 = Date.parse("2026-11-20T01:00:00Z");
const at = (ms: number) => ({ "x-test-now": new Date(ms).toISOString() });

const verify = (token: string, subPassword: unknown, when = T0) =>
  callApi<{ message?: string; errors?: Record<string, string> }>(
    token,
    "POST",
    "/api/console/me/verify",
    { subPassword },
    at(when),
  );

describe("/api/console/me", () => {
  let token: string;
  let id: string;
  beforeAll(async () => {
    id = await createManager(env, { username: "meuser", scope: ["console", "terms"] });
    token = await accessTokenFor(env, "meuser", new Date(T0));
  });

  it("answers who is asking and which console areas they may use", async () => {
    const res = await api.request("/api/console/me", { headers: { ...bearer(token), ...at(T0) } }, env);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { manager: Record<string, unknown>; areas: string[] };
    expect(body.manager).toMatchObject({ id, username: "meuser", scope: ["console", "terms"], disabled: false });
    expect(JSON.stringify(body)).not.toMatch(/pbkdf2|Hash/);
    expect(body.areas).toEqual(["dashboard", "manager", "terms", "setting", "password", "logs", "publishing"]);
  });

  it("answers 204 for the right sub-password and 403 for a wrong one, auditing both", async () => {
    expect((await verify(token, TEST_SUB_PASSWORD)).status).toBe(204);
    const wrong = await verify(token, "Nope!2345");
    expect(wrong.status).toBe(403);
    expect(wrong.body.message).toBe("2차 비밀번호가 일치하지 않습니다");
    const actions = (await db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => [a.actor, a.action]);
    expect(actions).toEqual([
      ["meuser", "auth.sub_password_verify"],
      ["meuser", "auth.sub_password_failed"],
    ]);
  });

  it("answers 400 without a sub-password", async () => {
    const { status, body } = await verify(token, "");
    expect(status).toBe(400);
    expect(body.errors).toEqual({ subPassword: "2차 비밀번호를 입력해주세요" });
  });

  it("locks the check for 15 minutes after 5 failures, even for the right sub-password", async () => {
    await createManager(env, { username: "guesser", scope: ["console"] });
    const guesser = await accessTokenFor(env, "guesser", new Date(T0));
    for (let i = 0; i < 4; i++) expect((await verify(guesser, `Guess!${i}000`)).status).toBe(403);
    const fifth = await verify(guesser, "Guess!5000");
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe("2차 비밀번호를 여러 번 잘못 입력했습니다. 15분 후 다시 시도해주세요.");
    expect((await verify(guesser, TEST_SUB_PASSWORD, T0 + 60_000)).status).toBe(429);
    // Access tokens live 10 minutes: a new session for the time after the lock.
    const later = await accessTokenFor(env, "guesser", new Date(T0 + 16 * 60_000));
    expect((await verify(later, TEST_SUB_PASSWORD, T0 + 16 * 60_000)).status).toBe(204);
  });
});
