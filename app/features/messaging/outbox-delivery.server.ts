import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { outbox } from "../../../db/schema";
import type { AppEnv } from "../../lib/env";
import { createSender } from "./messaging.server";
import type { Sender } from "./sender";

/** Tries per queued message; the last failed try marks it FAILED. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Messages handed over per run (the cron runs every minute). */
export const DELIVERY_BATCH = 25;

export type DeliveryReport = { sent: number; failed: number; retrying: number };

/**
 * Delivers queued (PENDING) outbox messages, e.g. registration confirmations and KakaoTalk
 * notices (with their SMS when KakaoTalk cannot deliver them), through the
 * sender the environment selects. Each try is claimed first by raising `attempts` only if no
 * other run raised it meanwhile, so the cron and a request's kick never send one message
 * twice at once. Runs from the every-minute cron and right after a registration is stored.
 */
export async function deliverPendingMessages(
  env: AppEnv,
  db: Db,
  now: () => Date,
  fetcher?: typeof fetch,
): Promise<DeliveryReport> {
  const sender = createSender(env, db, now, fetcher);
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0 };
  const queued = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.status, "PENDING"), lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS)))
    .orderBy(asc(outbox.createdAt))
    .limit(DELIVERY_BATCH);
  for (const row of queued) await deliverWithFallback(db, sender, row, now, report);
  if (report.failed || report.retrying) console.error("outbox delivery", JSON.stringify(report));
  return report;
}

type OutboxRow = typeof outbox.$inferSelect;

/** What one try of a message came to: `skipped` when another run holds it or it is no longer pending. */
export type TryOutcome = "sent" | "failed" | "retrying" | "undeliverable" | "skipped";

/** One try of a message, and at once of the SMS queued in its place when KakaoTalk cannot deliver it. */
async function deliverWithFallback(
  db: Db,
  sender: Sender,
  row: OutboxRow,
  now: () => Date,
  report: DeliveryReport,
): Promise<{ outcome: TryOutcome; attempts: number; retryFallback?: string }> {
  const tried = await deliverOne(db, sender, row, now, report);
  const fallback = tried.fallback && (await deliverOne(db, sender, tried.fallback, now, report));
  return {
    outcome: tried.outcome,
    attempts: row.attempts + 1,
    retryFallback: fallback && fallback.outcome === "retrying" ? tried.fallback?.id : undefined,
  };
}

/** The body of an outbox queue message: the id of one outbox row (its text stays in D1). */
const queuedMessage = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
export type OutboxQueueMessage = z.infer<typeof queuedMessage>;

/** Seconds before the queue offers a failed message again: 30 s, doubling per try, at most 10 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 600);
}

/**
 * The outbox queue's consumer: each message names an outbox row, delivered as the cron does it
 * (claimed first, so the cron and the queue never send one row twice at once). A message is
 * acknowledged only once its row is settled (sent, undeliverable with its SMS tried, failed
 * for good) or is no longer this consumer's (not pending, or claimed by another run, which
 * then owns the try); a failed try that may be tried again is retried with a growing delay.
 * Anything thrown (D1 unavailable) retries the message too. A message the queue gives up on
 * leaves its row PENDING in the outbox, where the every-minute cron still delivers it.
 */
export async function deliverQueued(
  env: AppEnv,
  db: Db,
  batch: MessageBatch<unknown>,
  now: () => Date,
  fetcher?: typeof fetch,
): Promise<DeliveryReport> {
  const sender = createSender(env, db, now, fetcher);
  const report: DeliveryReport = { sent: 0, failed: 0, retrying: 0 };
  const named = batch.messages.map((message) => ({ message, id: queuedMessage.safeParse(message.body).data?.id }));
  const ids = named.flatMap(({ id }) => (id ? [id] : []));
  if (sender.kind === "outbox") return settleInOutbox(db, batch, ids, now, report);
  // The batch's rows in one read; a failed read retries every message of the batch.
  let rows: Map<string, OutboxRow>;
  try {
    rows = new Map(
      ids.length ? (await db.select().from(outbox).where(inArray(outbox.id, ids))).map((r) => [r.id, r]) : [],
    );
  } catch (error) {
    console.error("outbox queue", error instanceof Error ? error.name : "error");
    batch.retryAll({ delaySeconds: retryDelaySeconds(1) });
    return report;
  }
  for (const { message, id } of named) {
    try {
      const row = id ? rows.get(id) : undefined;
      if (row?.status !== "PENDING" || row.attempts >= MAX_DELIVERY_ATTEMPTS) {
        message.ack();
        continue;
      }
      const { outcome, attempts, retryFallback } = await deliverWithFallback(db, sender, row, now, report);
      // The SMS sent in place of an undeliverable KakaoTalk message is a row of its own: its
      // retries ride on a message of its own (or on the cron, should that hand-over fail).
      if (retryFallback) await env.OUTBOX_QUEUE?.send({ id: retryFallback }, { delaySeconds: retryDelaySeconds(1) });
      if (outcome === "retrying") message.retry({ delaySeconds: retryDelaySeconds(attempts) });
      else message.ack();
    } catch (error) {
      console.error("outbox queue", error instanceof Error ? error.name : "error");
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
  if (report.failed || report.retrying) console.error("outbox queue delivery", JSON.stringify(report));
  return report;
}

/**
 * The outbox sender hands nothing over (every try is SENT, kept in the table), so the batch's
 * pending rows are claimed and marked sent in one conditional UPDATE, the same outcome as one
 * try each; a row no longer pending is left as it is. A failed write retries the batch.
 */
async function settleInOutbox(
  db: Db,
  batch: MessageBatch<unknown>,
  ids: string[],
  now: () => Date,
  report: DeliveryReport,
): Promise<DeliveryReport> {
  try {
    if (ids.length) {
      const sent = await db
        .update(outbox)
        .set({ status: "SENT", attempts: sql`${outbox.attempts} + 1`, sentAt: now(), lastError: null })
        .where(and(inArray(outbox.id, ids), eq(outbox.status, "PENDING"), lt(outbox.attempts, MAX_DELIVERY_ATTEMPTS)))
        .returning({ id: outbox.id });
      report.sent += sent.length;
    }
    batch.ackAll();
  } catch (error) {
    console.error("outbox queue", error instanceof Error ? error.name : "error");
    batch.retryAll({ delaySeconds: retryDelaySeconds(1) });
  }
  return report;
}

/**
 * Hands the ids of outbox rows just committed to the outbox queue, when the Worker has one
 * (OUTBOX_QUEUE): without holding up the answer, and a failed hand-over only logs, since the
 * rows stay PENDING for the every-minute cron. Without a queue the cron alone delivers them.
 */
export function enqueueOutbox(
  scope: { env: AppEnv; waitUntil: (promise: Promise<unknown>) => void },
  ids: readonly string[],
): void {
  const queue = scope.env.OUTBOX_QUEUE;
  if (!queue || ids.length === 0) return;
  // A sendBatch takes at most 100 messages: a draw's notices go in many.
  const sends = [];
  for (let at = 0; at < ids.length; at += QUEUE_BATCH_MAX) {
    const batch = ids.slice(at, at + QUEUE_BATCH_MAX).map((id) => ({ body: { id } satisfies OutboxQueueMessage }));
    sends.push(
      queue
        .sendBatch(batch)
        .catch((error: unknown) => console.error("outbox enqueue", error instanceof Error ? error.name : "error")),
    );
  }
  scope.waitUntil(Promise.all(sends));
}

/** Messages one Queues sendBatch call takes. */
export const QUEUE_BATCH_MAX = 100;

/**
 * One try of one message, claimed first. A KakaoTalk message the provider cannot deliver is
 * marked UNDELIVERABLE and its SMS queued in the same batch (`fallback_of` is unique, so there
 * is never a second); that SMS is answered for the caller to try at once.
 */
async function deliverOne(
  db: Db,
  sender: Sender,
  row: OutboxRow,
  now: () => Date,
  report: DeliveryReport,
): Promise<{ outcome: TryOutcome; fallback?: OutboxRow }> {
  const attempts = row.attempts + 1;
  const claimed = await db
    .update(outbox)
    .set({ attempts })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, "PENDING"), eq(outbox.attempts, row.attempts)))
    .returning({ id: outbox.id });
  if (claimed.length === 0) return { outcome: "skipped" };
  const delivery = await sender.transmit(row);
  if (delivery.status === "SENT") {
    await db.update(outbox).set({ status: "SENT", sentAt: now(), lastError: null }).where(eq(outbox.id, row.id));
    report.sent++;
    return { outcome: "sent" };
  }
  if (delivery.status === "UNDELIVERABLE" && row.channel === "KAKAO") {
    const sms = {
      id: newId(),
      channel: "SMS" as const,
      to: row.to,
      subject: row.subject,
      body: row.body,
      kind: row.kind,
      fallbackOf: row.id,
      createdAt: now(),
    };
    await db.batch([
      db
        .update(outbox)
        .set({ status: "UNDELIVERABLE", lastError: delivery.reason, failedAt: now() })
        .where(eq(outbox.id, row.id)),
      db.insert(outbox).values(sms),
    ]);
    const fallback: OutboxRow = {
      ...sms,
      status: "PENDING",
      attempts: 0,
      lastError: null,
      sentAt: null,
      failedAt: null,
      redactedAt: null,
      variables: null,
    };
    return { outcome: "undeliverable", fallback };
  }
  const final = attempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(outbox)
    .set({ status: final ? "FAILED" : "PENDING", lastError: delivery.reason, failedAt: final ? now() : null })
    .where(eq(outbox.id, row.id));
  if (final) report.failed++;
  else report.retrying++;
  return { outcome: final ? "failed" : "retrying" };
}
