import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { reviewDocument } from "../../../app/features/application-review/document-review.server";
import { changeStatuses } from "../../../app/features/application-review/status-change.server";
import {
  deliverQueued,
  enqueueOutbox,
  MAX_DELIVERY_ATTEMPTS,
  type OutboxQueueMessage,
  retryDelaySeconds,
} from "../../../app/features/messaging/outbox-delivery.server";
import { SCOPES } from "../../../app/lib/enums";
import { newId } from "../../../db/columns";
import { applicationDocuments, outbox } from "../../../db/schema";
import { checkEnv } from "../../../worker/env";
import worker from "../../../worker/index";
import { Applicant, db, NOW, PDF, PNG, token, YOUTH_STEPS } from "../../support/applicant";
import { fakeMessageProvider, providerVars } from "../../support/fake-message-provider";
import { seedTestDb } from "../../support/integration";

const QUEUE = "haneul-rental-outbox";
const now = () => NOW;
const providerEnv = checkEnv({ ...env, ...providerVars });
const rowOf = (id: string) => db.select().from(outbox).where(eq(outbox.id, id)).get();

async function pending(to = "01011112222") {
  const [row] = await db
    .insert(outbox)
    .values({ channel: "SMS", to, body: "청약 신청이 접수되었습니다.", createdAt: NOW })
    .returning({ id: outbox.id });
  if (!row) throw new Error("no row");
  return row.id;
}

/** A batch as the queue hands it to the consumer: one message per outbox id, tried `attempts` times. */
function batchOf(ids: string[], attempts = 1) {
  return createMessageBatch<OutboxQueueMessage>(
    QUEUE,
    ids.map((id) => ({ id: newId(), timestamp: NOW, attempts, body: { id } })),
  );
}

/** Runs the consumer on one batch; answers what it acked and retried, and the delays it asked for. */
async function consume(ids: string[], fetcher: typeof fetch, attempts = 1) {
  const batch = batchOf(ids, attempts);
  const delays: (number | undefined)[] = [];
  for (const message of batch.messages) {
    const retry = message.retry.bind(message);
    message.retry = (options) => {
      delays.push(options?.delaySeconds);
      retry(options);
    };
  }
  const ctx = createExecutionContext();
  await deliverQueued(providerEnv, db, batch, now, fetcher);
  return { ...(await getQueueResult(batch, ctx)), delays };
}

const managerActor = {
  principal: { managerId: "seed-manager-developer", username: "developer", scope: [...SCOPES] },
  origin: { ip: "127.0.0.1" },
  now: NOW,
  developerUsername: "developer",
};

/** A producer binding that keeps what it was handed. */
function capturingQueue() {
  const sent: OutboxQueueMessage[] = [];
  const queue = {
    send: async (body: OutboxQueueMessage) => {
      sent.push(body);
    },
    sendBatch: async (messages: Iterable<{ body: OutboxQueueMessage }>) => {
      for (const m of messages) sent.push(m.body);
    },
  };
  return { sent, queue };
}

describe("outbox delivery through the queue", () => {
  beforeAll(async () => {
    await seedTestDb(NOW);
  });
  beforeEach(async () => {
    await db.delete(outbox);
  });

  it("a submit hands its receipt's e-mail and KakaoTalk rows to the queue once its batch committed; a refused one nothing", async () => {
    const { sent, queue } = capturingQueue();
    const me = new Applicant({ personId: "queue-1" });
    me.bindings = { ...env, OUTBOX_QUEUE: queue };
    const { body } = await me.start();
    const id = body.id as string;
    // Incomplete: refused, nothing stored, nothing handed over.
    expect((await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } })).status).toBe(422);
    expect(sent).toEqual([]);
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PNG);
    const submitted = await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } });
    expect(submitted.status).toBe(200);
    const rows = await db.select().from(outbox);
    expect(rows.map((r) => r.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
    expect(rows.every((r) => r.status === "PENDING" && r.subject.includes(submitted.body.receiptNo))).toBe(true);
    expect(sent.map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("hands many ids (a draw's notices) in sendBatch calls of at most 100, each id once", async () => {
    const batches: number[] = [];
    const sent: string[] = [];
    const queue = {
      send: async () => {},
      sendBatch: async (messages: Iterable<{ body: OutboxQueueMessage }>) => {
        const list = [...messages];
        batches.push(list.length);
        for (const m of list) sent.push(m.body.id);
      },
    };
    const ids = Array.from({ length: 250 }, () => newId());
    const waited: Promise<unknown>[] = [];
    enqueueOutbox({ env: checkEnv({ ...env, OUTBOX_QUEUE: queue }), waitUntil: (p) => waited.push(p) }, ids);
    await Promise.all(waited);
    expect(batches).toEqual([100, 100, 50]);
    expect(sent).toEqual(ids);
  });

  it("a manager's fix request and status change hand their notices to the queue once stored", async () => {
    const me = new Applicant({ personId: "queue-status-1" });
    const id = (await me.start()).body.id as string;
    await me.request("PUT", `/api/v1/application/${id}`, { json: { steps: YOUTH_STEPS } });
    await me.upload(id, "idCard", PDF);
    await me.upload(id, "residence", PNG);
    expect((await me.request("PUT", `/api/v1/application/${id}`, { json: { submit: token() } })).status).toBe(200);
    const { sent, queue } = capturingQueue();
    const waited: Promise<unknown>[] = [];
    const change = (to: string) =>
      changeStatuses(db, {
        ids: [id],
        to,
        actor: managerActor,
        origin: "http://localhost",
        enqueue: (ids) =>
          enqueueOutbox({ env: checkEnv({ ...env, OUTBOX_QUEUE: queue }), waitUntil: (p) => waited.push(p) }, ids),
      });
    await change("UNDER_REVIEW");
    // A flagged document's fix request, then the eligibility: each notice handed over once stored.
    await db.delete(outbox);
    const [doc] = await db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    await reviewDocument(db, {
      applicationId: id,
      documentId: doc?.id ?? "",
      decision: { decision: "FLAGGED", reason: "흐릿합니다", fixDeadline: new Date(NOW.getTime() + 7 * 86_400_000) },
      actor: managerActor,
      origin: "http://localhost",
      enqueue: (ids) =>
        enqueueOutbox({ env: checkEnv({ ...env, OUTBOX_QUEUE: queue }), waitUntil: (p) => waited.push(p) }, ids),
    });
    await Promise.all(waited);
    const fix = await db.select().from(outbox);
    expect(fix.map((r) => r.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
    expect(sent.map((m) => m.id).sort()).toEqual(fix.map((r) => r.id).sort());
    sent.length = 0;
    await db.delete(outbox);
    await change("UNDER_REVIEW");
    await change("ELIGIBLE");
    await Promise.all(waited);
    const rows = await db.select().from(outbox);
    expect(rows.map((r) => r.channel).sort()).toEqual(["EMAIL", "KAKAO"]);
    expect(rows.every((r) => r.kind === null || r.kind === "status.ELIGIBLE")).toBe(true);
    expect(sent.map((m) => m.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("delivers a queued row once and acks it; the same message again, or twice at once, sends nothing more", async () => {
    const id = await pending();
    const provider = fakeMessageProvider();
    const [first, second] = await Promise.all([consume([id], provider.fetcher), consume([id], provider.fetcher)]);
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]?.idempotencyKey).toBe(id);
    expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: 1 });
    for (const result of [first, second]) {
      expect(result.retryMessages).toEqual([]);
      expect(result.explicitAcks).toHaveLength(1);
    }
    // Redelivered later (the queue delivers at least once): acked, not sent again.
    const again = await consume([id], provider.fetcher, 2);
    expect(again.explicitAcks).toHaveLength(1);
    expect(provider.calls).toHaveLength(1);
  });

  it("retries a failed send with a growing delay, keeps the row, and sends it once when the provider is back", async () => {
    const id = await pending();
    const provider = fakeMessageProvider();
    provider.behaviour.message = "fail";
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS - 1; attempt++) {
      const result = await consume([id], provider.fetcher, attempt);
      expect(result.explicitAcks).toEqual([]);
      expect(result.retryMessages).toHaveLength(1);
      delays.push(...result.delays.map((d) => d ?? 0));
      expect(await rowOf(id)).toMatchObject({ status: "PENDING", attempts: attempt, lastError: "HTTP 503" });
    }
    expect(delays).toEqual([retryDelaySeconds(1), retryDelaySeconds(2), retryDelaySeconds(3)]);
    expect(delays[0]).toBeLessThan(delays[1] ?? 0);
    provider.behaviour.message = "ok";
    const recovered = await consume([id], provider.fetcher, MAX_DELIVERY_ATTEMPTS - 1);
    expect(recovered.explicitAcks).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: MAX_DELIVERY_ATTEMPTS - 1, lastError: null });
    // Four tries reached the provider, one of them delivered; nothing after.
    expect(provider.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS - 1);
    await consume([id], provider.fetcher, MAX_DELIVERY_ATTEMPTS);
    expect(provider.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS - 1);
  });

  it("gives up at the cap as FAILED and acks; a KakaoTalk message it cannot deliver goes as its SMS", async () => {
    const failing = await pending("01033334444");
    const provider = fakeMessageProvider();
    provider.behaviour.message = "fail";
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++)
      await consume([failing], provider.fetcher, attempt);
    expect(await rowOf(failing)).toMatchObject({ status: "FAILED", attempts: MAX_DELIVERY_ATTEMPTS });
    expect(provider.calls).toHaveLength(MAX_DELIVERY_ATTEMPTS);

    provider.behaviour.message = "ok";
    provider.behaviour.kakao = "undeliverable";
    const [kakao] = await db
      .insert(outbox)
      .values({
        channel: "KAKAO",
        to: "01055556666",
        kind: "application.submitted",
        variables: { receipt: "H2-TEST-0001", url: "https://example.test/x" },
        subject: "접수 안내",
        body: "청약 신청이 접수되었습니다.",
        createdAt: NOW,
      })
      .returning({ id: outbox.id });
    const result = await consume([kakao?.id ?? ""], provider.fetcher);
    expect(result.explicitAcks).toHaveLength(1);
    const rows = await db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, ["01055556666"]));
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ["KAKAO", "UNDELIVERABLE"],
      ["SMS", "SENT"],
    ]);
  });

  it("the Worker's queue handler delivers through the configured sender (SENDER=outbox: the row shows as sent)", async () => {
    const id = await pending();
    const batch = batchOf([id, "not-an-outbox-id"]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env as unknown as Env);
    const result = await getQueueResult(batch, ctx);
    expect(result.ackAll || result.explicitAcks.length === 2).toBe(true);
    expect(result.retryMessages).toEqual([]);
    expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: 1 });
    // Again (at least once delivery): nothing changes, nothing counted twice.
    const again = batchOf([id]);
    await worker.queue(again, env as unknown as Env);
    expect(await rowOf(id)).toMatchObject({ status: "SENT", attempts: 1 });
  });
});
