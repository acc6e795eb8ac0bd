import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import { deliverPendingMessages, MAX_DELIVERY_ATTEMPTS } from "../../../app/features/messaging/outbox-delivery.server";
import { outbox } from "../../../db/schema";
import { checkEnv, EnvError } from "../../../worker/env";
import { db, NOW, ORIGIN } from "../../support/applicant";
import {
  FAKE_API_KEY,
  FAKE_SENDER_KEY,
  FAKE_TEMPLATE_CODES,
  fakeMessageProvider,
  providerVars,
} from "../../support/fake-message-provider";
import { seedTestDb } from "../../support/integration";
import { actor, application, flagged, sentTo } from "../../support/review-integration";

/*
 * Applicant notices as KakaoTalk 알림톡 through the outbox: the row a status change queues
 * (template kind and its variables only), and its delivery through the provider sender to a
 * fake provider that delivers, cannot deliver (one SMS goes instead) or fails (tried again,
 * never sent twice).
 */

const providerEnv = checkEnv({ ...env, ...providerVars });
const now = () => new Date("2026-07-01T01:00:00Z");

/** An application told it is ELIGIBLE: its KakaoTalk row. */
async function eligibleNotice(name = "홍길순") {
  const app = await application({ status: "UNDER_REVIEW", name, email: null });
  await changeStatuses(db, { ids: [app.id], to: "ELIGIBLE", note: "적격", actor: actor(), origin: ORIGIN });
  const [row] = await sentTo(app.phone);
  if (!row) throw new Error("no notice");
  return { app, row };
}

const smsOf = (kakaoId: string) => db.select().from(outbox).where(eq(outbox.fallbackOf, kakaoId));
const rowOf = (id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get();

describe("KakaoTalk messages", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });
  beforeEach(async () => {
    await db.delete(outbox);
  });

  it("queues a status notice as KakaoTalk with its template kind and only receipt, link and deadline", async () => {
    const app = await application({ status: "UNDER_REVIEW", name: "홍길순", email: "kakao@example.com" });
    await flagged(app.doc, new Date("2099-03-01T09:00:00Z"));
    await changeStatuses(db, { ids: [app.id], to: "FIX_REQUESTED", note: "보완", actor: actor(), origin: ORIGIN });
    const [kakao] = await sentTo(app.phone);
    expect(kakao).toMatchObject({
      channel: "KAKAO",
      status: "PENDING",
      kind: "status.FIX_REQUESTED",
      variables: {
        receipt: app.receiptNo,
        url: `${ORIGIN}/form/application-fix`,
        deadline: "2099-03-01 18:00:00",
      },
    });
    // The SMS that goes instead when KakaoTalk cannot deliver it.
    expect(kakao?.body).toContain(app.receiptNo);
    const variables = JSON.stringify(kakao?.variables);
    for (const personal of ["홍길순", app.phone, "kakao@"]) expect(variables).not.toContain(personal);
    expect((await sentTo("kakao@example.com")).map((m) => m.channel)).toEqual(["EMAIL"]);
  });

  it("puts the fix deadline's Google Calendar link in the e-mail, in its language, and not in KakaoTalk or SMS", async () => {
    const app = await application({ status: "UNDER_REVIEW", email: "fix-cal@example.com", lang: "en" });
    // 2099-03-01 18:00 in Seoul: the event is the hour up to it, in UTC.
    await flagged(app.doc, new Date("2099-03-01T09:00:00Z"));
    await changeStatuses(db, { ids: [app.id], to: "FIX_REQUESTED", note: "보완", actor: actor(), origin: ORIGIN });
    const [mail] = await sentTo("fix-cal@example.com");
    expect(mail?.channel).toBe("EMAIL");
    const href = mail?.body.match(/href="(https:\/\/calendar\.google\.com\/[^"]+)"/)?.[1];
    expect(href).toBeDefined();
    const link = new URL((href ?? "").replace(/&amp;/g, "&").replace(/&#38;/g, "&"));
    expect(link.searchParams.get("dates")).toBe("20990301T080000Z/20990301T090000Z");
    expect(link.searchParams.get("text")).toBe("[Haneulchaeum] Deadline for the requested documents");
    expect(mail?.body).toContain("Add the fix deadline to your calendar:");
    const [kakao] = await sentTo(app.phone);
    expect(kakao?.channel).toBe("KAKAO");
    expect(`${kakao?.body} ${JSON.stringify(kakao?.variables)}`).not.toContain("calendar.google.com");
  });

  it("sends the template code and variables with the sender key, once, and sends no SMS", async () => {
    const { app, row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    const runs = await Promise.all([
      deliverPendingMessages(providerEnv, db, now, provider.fetcher),
      deliverPendingMessages(providerEnv, db, now, provider.fetcher),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(provider.calls).toEqual([
      {
        endpoint: "kakao",
        authorization: `Bearer ${FAKE_API_KEY}`,
        idempotencyKey: row.id,
        body: {
          senderKey: FAKE_SENDER_KEY,
          templateCode: FAKE_TEMPLATE_CODES["status.ELIGIBLE"],
          to: app.phone,
          variables: { receipt: app.receiptNo, url: `${ORIGIN}/application/inquiry/${app.id}` },
        },
      },
    ]);
    expect(JSON.stringify(provider.calls)).not.toContain("홍길순");
    expect(await rowOf(row.id)).toMatchObject({ status: "SENT", attempts: 1, sentAt: now() });
    expect(await smsOf(row.id)).toEqual([]);
  });

  it("sends the SMS once when KakaoTalk cannot deliver, and marks the KakaoTalk message undeliverable", async () => {
    const { app, row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    provider.behaviour.kakao = "undeliverable";
    expect(await deliverPendingMessages(providerEnv, db, now, provider.fetcher)).toEqual({
      sent: 1,
      failed: 0,
      retrying: 0,
    });
    expect(await rowOf(row.id)).toMatchObject({ status: "UNDELIVERABLE", lastError: "undeliverable", sentAt: null });
    const [sms, ...more] = await smsOf(row.id);
    expect(more).toEqual([]);
    expect(sms).toMatchObject({ channel: "SMS", to: app.phone, body: row.body, status: "SENT", attempts: 1 });
    expect(provider.calls.map((c) => [c.endpoint, c.idempotencyKey])).toEqual([
      ["kakao", row.id],
      ["message", sms?.id],
    ]);
    expect(provider.calls[1]?.body).toEqual({ channel: "sms", to: app.phone, subject: row.subject, text: row.body });
    // Later runs send nothing more.
    await deliverPendingMessages(providerEnv, db, now, provider.fetcher);
    expect(provider.calls).toHaveLength(2);
    expect(await smsOf(row.id)).toHaveLength(1);
  });

  it("tries a fallback SMS that fails again later, without a second SMS", async () => {
    const { row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    provider.behaviour.kakao = "undeliverable";
    provider.behaviour.message = "fail";
    expect(await deliverPendingMessages(providerEnv, db, now, provider.fetcher)).toMatchObject({ retrying: 1 });
    provider.behaviour.message = "ok";
    expect(await deliverPendingMessages(providerEnv, db, now, provider.fetcher)).toMatchObject({ sent: 1 });
    const [sms] = await smsOf(row.id);
    expect(sms).toMatchObject({ status: "SENT", attempts: 2 });
    expect(provider.calls.map((c) => c.endpoint)).toEqual(["kakao", "message", "message"]);
    expect(new Set(provider.calls.slice(1).map((c) => c.idempotencyKey))).toEqual(new Set([sms?.id]));
  });

  it("tries a failed KakaoTalk message again with the same key, never sends it twice, and sends no SMS", async () => {
    const { row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    provider.behaviour.kakao = "fail";
    expect(await deliverPendingMessages(providerEnv, db, now, provider.fetcher)).toEqual({
      sent: 0,
      failed: 0,
      retrying: 1,
    });
    expect(await rowOf(row.id)).toMatchObject({ status: "PENDING", attempts: 1, lastError: "HTTP 503" });
    provider.behaviour.kakao = "ok";
    expect(await deliverPendingMessages(providerEnv, db, now, provider.fetcher)).toMatchObject({ sent: 1 });
    await deliverPendingMessages(providerEnv, db, now, provider.fetcher);
    expect(provider.calls.map((c) => [c.endpoint, c.idempotencyKey])).toEqual([
      ["kakao", row.id],
      ["kakao", row.id],
    ]);
    expect(await rowOf(row.id)).toMatchObject({ status: "SENT", attempts: 2 });
    expect(await smsOf(row.id)).toEqual([]);
  });

  it("gives a KakaoTalk message that keeps failing up as FAILED, without an SMS", async () => {
    const { row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    provider.behaviour.kakao = "fail";
    for (let run = 0; run < MAX_DELIVERY_ATTEMPTS + 1; run++) {
      await deliverPendingMessages(providerEnv, db, now, provider.fetcher);
    }
    expect(provider.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS);
    expect(await rowOf(row.id)).toMatchObject({ status: "FAILED", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(await smsOf(row.id)).toEqual([]);
  });

  it("keeps KakaoTalk messages in the outbox with SENDER=outbox", async () => {
    const { row } = await eligibleNotice();
    const provider = fakeMessageProvider();
    expect(await deliverPendingMessages(checkEnv(env), db, now, provider.fetcher)).toMatchObject({ sent: 1 });
    expect(provider.calls).toEqual([]);
    expect(await rowOf(row.id)).toMatchObject({ channel: "KAKAO", status: "SENT" });
  });
});

describe("KakaoTalk configuration", () => {
  const refusal = (vars: Record<string, string>) => {
    try {
      checkEnv({ ...env, ...vars });
      return "";
    } catch (e) {
      expect(e).toBeInstanceOf(EnvError);
      return (e as Error).message;
    }
  };

  it("is required with SENDER=provider, with a template code for every notice kind", () => {
    const { KAKAO_PROVIDER_URL, KAKAO_SENDER_KEY, KAKAO_TEMPLATE_CODES, ...withoutKakao } = providerVars;
    const missing = refusal(withoutKakao);
    for (const key of ["KAKAO_PROVIDER_URL", "KAKAO_SENDER_KEY", "KAKAO_TEMPLATE_CODES"])
      expect(missing).toContain(key);
    const { "status.WAITING": _, ...partial } = FAKE_TEMPLATE_CODES;
    expect(refusal({ ...providerVars, KAKAO_TEMPLATE_CODES: JSON.stringify(partial) })).toContain(
      "KAKAO_TEMPLATE_CODES",
    );
    // The after-draw notices (winners' documents, the check's outcome, offers, places, the unit) each need theirs.
    for (const kind of [
      "status.WINNER_DOCUMENTS",
      "status.WINNER_PASSED",
      "status.WINNER_REFUSED",
      "status.PROMOTION_OFFER",
      "status.WAITING_MOVED",
      "status.UNIT_ASSIGNED",
    ] as const) {
      const { [kind]: _, ...withoutKind } = FAKE_TEMPLATE_CODES;
      expect(refusal({ ...providerVars, KAKAO_TEMPLATE_CODES: JSON.stringify(withoutKind) })).toContain(
        "KAKAO_TEMPLATE_CODES",
      );
    }
    expect(refusal({ ...providerVars, KAKAO_TEMPLATE_CODES: "not json" })).toContain("KAKAO_TEMPLATE_CODES");
    expect(refusal({ ...providerVars, KAKAO_PROVIDER_URL: "http://messages.example.test/alimtalk" })).toContain(
      "KAKAO_PROVIDER_URL",
    );
    expect(refusal({ ...providerVars, KAKAO_SENDER_KEY: "s3cret-key-value", KAKAO_PROVIDER_URL: "x" })).not.toContain(
      "s3cret",
    );
    expect(refusal(providerVars)).toBe("");
  });
});
