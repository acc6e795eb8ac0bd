import { and, asc, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { outbox } from "../../../db/schema";
import type { AppEnv } from "../../lib/env";
import { createSender } from "./messaging.server";

/** Tries per queued message; the last failed try marks it FAILED. */
export const MAX_DELIVERY_ATTEMPTS = 5;
/** Messages handed over per run (the cron runs every minute). */
export const DELIVERY_BATCH = 25;

export type DeliveryReport = { sent: number; failed: number; retrying: number };

/**
 * Delivers queued (PENDING) outbox messages, e.g. registration confirmations, through the
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
    const attempts = row.attempts + 1;
    const claimed = await db
      .update(outbox)
      .set({ attempts })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, "PENDING"), eq(outbox.attempts, row.attempts)))
      .returning({ id: outbox.id });
    if (claimed.length === 0) continue;
    const failure = await sender.transmit(row);
    if (!failure) {
      await db.update(outbox).set({ status: "SENT", sentAt: now(), lastError: null }).where(eq(outbox.id, row.id));
      report.sent++;
      continue;
    }
    const final = attempts >= MAX_DELIVERY_ATTEMPTS;
    await db
      .update(outbox)
      .set({ status: final ? "FAILED" : "PENDING", lastError: failure, failedAt: final ? now() : null })
      .where(eq(outbox.id, row.id));
    if (final) report.failed++;
    else report.retrying++;
  }
  if (report.failed || report.retrying) console.error("outbox delivery", JSON.stringify(report));
  return report;
}
