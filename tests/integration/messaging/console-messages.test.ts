import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createSender, sendEmail, sendTextMessage } from "../../../app/features/messaging/messaging.server";
import { DomainError } from "../../../app/lib/domain-error";
import { loader as outboxLoader } from "../../../app/routes/console/outbox";
import { createDb } from "../../../db/client";
import { auditLog, outbox } from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import { callApi } from "../../support/api";
import { accessTokenFor, createManager } from "../../support/console";
import { providerVars } from "../../support/fake-message-provider";
import { contextFor } from "../../support/integration";

const db = createDb(env.DB);
type Body = { id?: string; status?: string; message?: string; errors?: Record<string, string> };

const post = (token: string, path: string, body: unknown) => callApi<Body>(token, "POST", path, body);

const by = {
  principal: { managerId: "m-sender", username: "sender", scope: ["console" as const, "application" as const] },
  origin: { ip: "198.51.100.1", userAgent: null },
  now: new Date("2026-11-20T01:00:00Z"),
  developerUsername: "developer",
};
const email = { to: "applicant@example.com", subject: "서류 보완 안내", html: "<p>서류를 보완해주세요.</p>" };

describe("POST /api/console/email and /api/console/message (outbox sender)", () => {
  let token: string;
  beforeAll(async () => {
    await createManager(env, { username: "sender", scope: ["console", "application"] });
    token = await accessTokenFor(env, "sender");
  });

  it("puts an e-mail in the outbox as sent, with an audit row that names neither address nor text", async () => {
    const { status, body } = await post(token, "/api/console/email", email);
    expect(status).toBe(201);
    expect(body.status).toBe("SENT");
    const row = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, body.id ?? ""))
      .get();
    expect(row).toMatchObject({
      channel: "EMAIL",
      to: email.to,
      subject: email.subject,
      body: email.html,
      status: "SENT",
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, body.id ?? ""));
    expect(audit).toMatchObject({ actor: "sender", action: "message.send", targetType: "outbox" });
    // Recipients as a count, never the addresses.
    expect(audit?.detail).toMatchObject({ channel: "EMAIL", recipients: 1 });
    expect(JSON.stringify(audit)).not.toContain("applicant@example.com");
    expect(JSON.stringify(audit)).not.toContain("보완해주세요");
  });

  it("puts a text message in the outbox", async () => {
    const { status, body } = await post(token, "/api/console/message", {
      to: "01012345678",
      subject: "당첨 안내",
      message: "2차 입주자 모집 서류심사 대상자로 선정되었습니다.",
    });
    expect(status).toBe(201);
    const row = await db
      .select()
      .from(outbox)
      .where(eq(outbox.id, body.id ?? ""))
      .get();
    expect(row).toMatchObject({ channel: "SMS", to: "01012345678", status: "SENT" });
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, body.id ?? "")),
    ).toHaveLength(1);
  });

  it.each([
    ["/api/console/email", { ...email, to: "nobody" }, "to", "이메일을 입력해주세요"],
    ["/api/console/email", { ...email, subject: "" }, "subject", "제목을 입력해주세요 (200자 이내)"],
    ["/api/console/email", { ...email, html: "" }, "html", "메일 본문을 입력해주세요"],
    ["/api/console/message", { to: "010-1234-5678", subject: "s", message: "m" }, "to", "연락처를 입력해주세요"],
    [
      "/api/console/message",
      { to: "01012345678", subject: "s", message: "" },
      "message",
      "문자 내용을 입력해주세요 (2,000자 이내)",
    ],
  ])("%s refuses %o with its message and sends nothing", async (path, input, field, message) => {
    const before = (await db.select().from(outbox)).length;
    const { status, body } = await post(token, path, input);
    expect(status).toBe(400);
    expect(body.errors?.[field]).toBe(message);
    expect((await db.select().from(outbox)).length).toBe(before);
  });

  it(`takes ${30} messages per manager in 10 minutes, e-mail and text together, even sent at once`, async () => {
    await createManager(env, { username: "bulk", scope: ["console", "application"] });
    const bulk = await accessTokenFor(env, "bulk");
    const at = { "x-test-now": "2026-11-20T02:00:00Z" };
    const sms = { to: "01012345678", subject: "안내", message: "안내 문자" };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const [path, body] = i % 2 ? ["/api/console/message", sms] : ["/api/console/email", email];
        return (await callApi<Body>(bulk, "POST", path, body, at)).status;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const over = await callApi<Body>(bulk, "POST", "/api/console/email", email, at);
    expect(over.body.message).toBe("메시지를 너무 많이 보냈습니다. 10분 후 다시 시도해주세요.");
    // Nothing more went out than the limit allowed; another manager is not affected.
    const sent = await db.select().from(auditLog).where(eq(auditLog.actor, "bulk"));
    expect(sent.filter((a) => a.action === "message.send")).toHaveLength(30);
    expect((await callApi<Body>(token, "POST", "/api/console/email", email, at)).status).toBe(201);
    const later = { "x-test-now": "2026-11-20T02:11:00Z" };
    expect((await callApi<Body>(bulk, "POST", "/api/console/email", email, later)).status).toBe(201);
  });

  it("is refused to a manager without the application scope", async () => {
    await createManager(env, { username: "plain", scope: ["console"] });
    const { status, body } = await post(await accessTokenFor(env, "plain"), "/api/console/email", email);
    expect(status).toBe(403);
    expect(body.message).toBe("접근권한이 없습니다");
  });
});

describe("the provider sender (SENDER=provider)", () => {
  const providerEnv = checkEnv({
    ...env,
    ...providerVars,
    SENDER_PROVIDER_URL: "https://mail-provider.example/v1/send",
    SENDER_API_KEY: "test-api-key",
  });
  const now = () => new Date("2026-11-20T01:00:00Z");

  it("posts the message to the provider with the API key and records it as sent", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeProvider: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), init: init ?? {} });
      return new Response("{}", { status: 202 });
    };
    const sender = createSender(providerEnv, db, now, fakeProvider);
    expect(sender.kind).toBe("provider");
    const sent = await sendEmail(db, sender, email, by);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://mail-provider.example/v1/send");
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get("authorization")).toBe("Bearer test-api-key");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      channel: "email",
      to: email.to,
      subject: email.subject,
      html: email.html,
    });
    expect(await db.select().from(outbox).where(eq(outbox.id, sent.id)).get()).toMatchObject({ status: "SENT" });
  });

  it("records a provider failure (status only), audits the attempt and answers 502", async () => {
    const failing: typeof fetch = async () => new Response("bad address applicant@example.com", { status: 500 });
    const sender = createSender(providerEnv, db, now, failing);
    const before = (await db.select().from(outbox)).length;
    const error = await sendTextMessage(db, sender, { to: "01099998888", subject: "s", message: "m" }, by).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ status: 502, code: "console.sendFailed" });
    const rows = await db.select().from(outbox).where(eq(outbox.to, "01099998888"));
    expect(rows).toEqual([
      expect.objectContaining({ status: "FAILED", lastError: "HTTP 500", sentAt: null, failedAt: now() }),
    ]);
    expect((await db.select().from(outbox)).length).toBe(before + 1);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, rows[0]?.id ?? "")),
    ).toHaveLength(1);
  });

  it("does not follow a redirect, so the API key never reaches another host, and counts it as a failure", async () => {
    const calls: { url: string; redirect?: RequestRedirect }[] = [];
    // As fetch answers with redirect "manual": the 3xx itself, never the page it points to.
    const redirecting: typeof fetch = async (input, init) => {
      calls.push({ url: String(input), redirect: init?.redirect });
      if (init?.redirect === "manual" || init?.redirect === "error") {
        return new Response(null, { status: 307, headers: { location: "https://elsewhere.example/collect" } });
      }
      calls.push({ url: "https://elsewhere.example/collect" });
      return new Response("{}", { status: 200 });
    };
    const sender = createSender(providerEnv, db, now, redirecting);
    const error = await sendEmail(db, sender, email, by).catch((e) => e);
    expect(error).toMatchObject({ status: 502, code: "console.sendFailed" });
    expect(calls.map((c) => c.url)).toEqual(["https://mail-provider.example/v1/send"]);
    expect(calls[0]?.redirect).toBe("manual");
    const [row] = await db.select().from(outbox).where(eq(outbox.lastError, "HTTP 307"));
    expect(row).toMatchObject({ status: "FAILED", sentAt: null });
  });

  it("falls back to nothing but the outbox when SENDER=outbox", () => {
    expect(createSender(checkEnv({ ...env, SENDER: "outbox" }), db, now).kind).toBe("outbox");
  });
});

describe("the console outbox page", () => {
  it("records each view as personal.view with the actor, page, row count, address and user agent", async () => {
    await createManager(env, { username: "reader", scope: ["console", "application"] });
    const request = new Request("http://localhost/console/outbox?page=1", {
      headers: { "cf-connecting-ip": "198.51.100.7", "user-agent": "outbox-test" },
    });
    const context = contextFor(request, {
      managerId: "m-reader",
      username: "reader",
      scope: ["console", "application"],
    });
    const before = await db.select().from(auditLog).where(eq(auditLog.actor, "reader"));

    const data = await outboxLoader({ request, context, params: {} } as unknown as Parameters<typeof outboxLoader>[0]);

    const after = await db.select().from(auditLog).where(eq(auditLog.actor, "reader"));
    expect(after.length - before.length).toBe(1);
    const row = after.find((r) => !before.some((b) => b.id === r.id));
    expect(row).toMatchObject({
      action: "personal.view",
      targetType: "outbox",
      ip: "198.51.100.7",
      userAgent: "outbox-test",
      detail: { page: 1, rows: data.items.length },
    });
    expect(data.items.length).toBeGreaterThan(0);
  });

  it("marks a message whose recipient and text the retention period blanked", async () => {
    const at = new Date("2027-01-01T00:00:00Z");
    await db.insert(outbox).values({
      id: "redacted-1",
      channel: "SMS",
      to: "",
      body: "",
      status: "SENT",
      createdAt: at,
      sentAt: at,
      redactedAt: at,
    });
    const request = new Request("http://localhost/console/outbox");
    const context = contextFor(request, {
      managerId: "m-reader",
      username: "reader",
      scope: ["console", "application"],
    });
    const data = await outboxLoader({ request, context, params: {} } as unknown as Parameters<typeof outboxLoader>[0]);
    expect(data.items.find((m) => m.id === "redacted-1")).toMatchObject({ redacted: true, to: "", body: "" });
    expect(data.items.filter((m) => m.id !== "redacted-1").every((m) => !m.redacted)).toBe(true);
  });
});
