import { and, asc, eq, lt } from "drizzle-orm";
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
  for (const row of queued) {
    const fallback = await deliverOne(db, sender, row, now, report);
    if (fallback) await deliverOne(db, sender, fallback, now, report);
  }
  if (report.failed || report.retrying) console.error("outbox delivery", JSON.stringify(report));
  return report;
}

type OutboxRow = typeof outbox.$inferSelect;

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
): Promise<OutboxRow | null> {
  const attempts = row.attempts + 1;
  const claimed = await db
    .update(outbox)
    .set({ attempts })
    .where(and(eq(outbox.id, row.id), eq(outbox.status, "PENDING"), eq(outbox.attempts, row.attempts)))
    .returning({ id: outbox.id });
  if (claimed.length === 0) return null;
  const delivery = await sender.transmit(row);
  if (delivery.status === "SENT") {
    await db.update(outbox).set({ status: "SENT", sentAt: now(), lastError: null }).where(eq(outbox.id, row.id));
    report.sent++;
    return null;
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
    return {
      ...sms,
      status: "PENDING",
      attempts: 0,
      lastError: null,
      sentAt: null,
      failedAt: null,
      redactedAt: null,
      variables: null,
    };
  }
  const final = attempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(outbox)
    .set({ status: final ? "FAILED" : "PENDING", lastError: delivery.reason, failedAt: final ? now() : null })
    .where(eq(outbox.id, row.id));
  if (final) report.failed++;
  else report.retrying++;
  return null;
}
