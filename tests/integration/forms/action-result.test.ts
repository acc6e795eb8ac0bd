import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ActionResult } from "../../../app/lib/action-result";
import { action as consoleLogin } from "../../../app/routes/console/login";
import { action as memberLogin } from "../../../app/routes/site/member/login";
import { createManager, TEST_ORIGIN } from "../../support/console";
import { contextFor, seedTestDb } from "../../support/integration";

/**
 * Page forms, public and console, answer one shape (ActionResult): a refusal is
 * `{ ok: false, errors, message?, values? }` with the status, never a form's own shape.
 */
type Answer = { data: ActionResult<Record<string, string>>; init: ResponseInit | null };

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
  return { request, context: contextFor(request), params: {}, url: new URL(request.url), pattern: path };
}

describe("page form actions answer an ActionResult", () => {
  beforeAll(async () => {
    await seedTestDb();
    await createManager(env, { username: "shape-check", scope: ["console"] });
  });

  it("console sign-in: a wrong password is one message for the form, the username kept", async () => {
    const args = post("/console/login", { username: "shape-check", password: "not-the-password" });
    const answer = (await consoleLogin(args as Parameters<typeof consoleLogin>[0])) as unknown as Answer;
    expect(answer.init?.status).toBe(401);
    expect(answer.data).toEqual({
      ok: false,
      errors: {},
      message: "아이디 또는 비밀번호가 일치하지 않습니다",
      values: { username: "shape-check" },
    });
  });

  it("member sign-in: a field left empty is an error at its field and no form message", async () => {
    const args = post("/member/login", { username: "", password: "x" });
    const answer = (await memberLogin(args as Parameters<typeof memberLogin>[0])) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data.ok).toBe(false);
    if (answer.data.ok) return;
    expect(Object.keys(answer.data.errors)).toContain("username");
    expect(answer.data.message).toBeUndefined();
    expect(answer.data.values).toEqual({ username: "" });
  });
});
