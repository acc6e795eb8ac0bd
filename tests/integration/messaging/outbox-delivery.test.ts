import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { deliverPendingMessages, MAX_DELIVERY_ATTEMPTS } from "../../../app/features/messaging/outbox-delivery.server";
import { createDb } from "../../../db/client";
import { outbox } from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import { providerVars } from "../../support/fake-message-provider";

const db = createDb(env.DB);
const now = () => new Date("2026-03-02T01:00:00Z");
const outboxEnv = checkEnv(env);
const providerEnv = checkEnv({ ...env, ...providerVars });

async function queue(to: string) {
  const [row] = await db
    .insert(outbox)
    .values({ channel: "SMS", to, body: "관심고객 등록이 완료되었습니다.", createdAt: now() })
    .returning({ id: outbox.id });
  if (!row) throw new Error("no row");
  return row.id;
}

const rowOf = (id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get();

describe("outbox delivery", () => {
  beforeEach(async () => {
    await db.delete(outbox);
  });

  it("marks pending messages SENT through the outbox sender, and leaves others alone", async () => {
    const a = await queue("01011112222");
    const b = await queue("01033334444");
    await db.insert(outbox).values({ channel: "SMS", to: "01055556666", body: "x", status: "FAILED", attempts: 5 });

    expect(await deliverPendingMessages(outboxEnv, db, now)).toEqual({ sent: 2, failed: 0, retrying: 0 });
    for (const id of [a, b]) {
      expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: 1, sentAt: now(), lastError: null });
    }
    expect((await db.select().from(outbox).where(eq(outbox.status, "FAILED"))).length).toBe(1);
    // Nothing left to send: a second run does nothing.
    expect(await deliverPendingMessages(outboxEnv, db, now)).toEqual({ sent: 0, failed: 0, retrying: 0 });
  });

  it("posts each message to the provider once, with its id as the idempotency key", async () => {
    const id = await queue("01011112222");
    const calls: { url: string; key: string | null; body: unknown }[] = [];
    const provider: typeof fetch = async (input, init) => {
      calls.push({
        url: String(input),
        key: new Headers(init?.headers).get("idempotency-key"),
        body: JSON.parse(String(init?.body)),
      });
      return new Response("{}", { status: 200 });
    };
    const [first, second] = await Promise.all([
      deliverPendingMessages(providerEnv, db, now, provider),
      deliverPendingMessages(providerEnv, db, now, provider),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(calls).toEqual([
      {
        url: "https://messages.example.test/send",
        key: id,
        body: expect.objectContaining({ channel: "sms", to: "01011112222" }),
      },
    ]);
    expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: 1 });
  });

  it("counts failed tries and gives up as FAILED at the cap", async () => {
    const id = await queue("01011112222");
    let tries = 0;
    const failing: typeof fetch = async () => {
      tries++;
      return new Response("provider echoes 01011112222", { status: 503 });
    };
    for (let run = 1; run < MAX_DELIVERY_ATTEMPTS; run++) {
      expect(await deliverPendingMessages(providerEnv, db, now, failing)).toEqual({ sent: 0, failed: 0, retrying: 1 });
      expect(await rowOf(id)).toMatchObject({
        status: "PENDING",
        attempts: run,
        lastError: "HTTP 503",
        failedAt: null,
      });
    }
    expect(await deliverPendingMessages(providerEnv, db, now, failing)).toEqual({ sent: 0, failed: 1, retrying: 0 });
    // The final failure's time starts the 30 days after which its text is blanked.
    expect(await rowOf(id)).toMatchObject({
      status: "FAILED",
      attempts: MAX_DELIVERY_ATTEMPTS,
      sentAt: null,
      failedAt: now(),
    });
    // Past the cap it is not tried again.
    await deliverPendingMessages(providerEnv, db, now, failing);
    expect(tries).toBe(MAX_DELIVERY_ATTEMPTS);
  });
});
