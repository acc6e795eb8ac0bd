import { count, desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { outbox } from "../../../db/schema";
import type { AppEnv } from "../../../worker/env";
import type { OutboxChannel } from "../../lib/enums";
import { AdminError } from "../admin/admin-error";
import { type AuditOrigin, auditStatement, recordAudit } from "../audit/audit.server";
import type { EmailMessageInput, TextMessageInput } from "./message-schema";
import { OutboxSender } from "./outbox-sender.server";
import { ProviderSender } from "./provider-sender.server";
import type { OutgoingMessage, Sender, SentMessage } from "./sender";

/** The sender the environment selects: SENDER=outbox (default) or SENDER=provider. */
export function createSender(env: AppEnv, db: Db, now: () => Date, fetcher?: typeof fetch): Sender {
  if (env.SENDER === "provider" && env.SENDER_PROVIDER_URL && env.SENDER_API_KEY) {
    return new ProviderSender(db, now, { url: env.SENDER_PROVIDER_URL, apiKey: env.SENDER_API_KEY }, fetcher);
  }
  return new OutboxSender(db, now);
}

type By = { actor: string; origin: AuditOrigin };

async function sendRecorded(
  db: Db,
  sender: Sender,
  message: Omit<OutgoingMessage, "id">,
  by: By,
): Promise<SentMessage> {
  const id = newId();
  // The audit row names the outbox record only: never the address or the text.
  const audit = auditStatement(
    db,
    {
      actor: by.actor,
      action: "message.send",
      targetType: "outbox",
      targetId: id,
      detail: { channel: message.channel, sender: sender.kind },
    },
    by.origin,
  );
  const sent = await sender.send({ ...message, id }, [audit]);
  if (sent.status === "FAILED") throw new AdminError(502, "sendFailed");
  return sent;
}

export function sendEmail(db: Db, sender: Sender, input: EmailMessageInput, by: By) {
  return sendRecorded(db, sender, { channel: "EMAIL", to: input.to, subject: input.subject, body: input.html }, by);
}

export function sendTextMessage(db: Db, sender: Sender, input: TextMessageInput, by: By) {
  return sendRecorded(db, sender, { channel: "SMS", to: input.to, subject: input.subject, body: input.message }, by);
}

export type OutboxItem = {
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
  status: string;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export const OUTBOX_PAGE_SIZE = 20;

/** The outbox, newest first, for the console's outbox page. */
export async function listOutbox(db: Db, page: number): Promise<{ items: OutboxItem[]; total: number; pages: number }> {
  const [items, totals] = await db.batch([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        to: outbox.to,
        subject: outbox.subject,
        body: outbox.body,
        status: outbox.status,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
        sentAt: outbox.sentAt,
      })
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(OUTBOX_PAGE_SIZE)
      .offset((page - 1) * OUTBOX_PAGE_SIZE),
    db.select({ n: count() }).from(outbox),
  ]);
  const total = totals[0]?.n ?? 0;
  return { items, total, pages: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

/**
 * The console's outbox page: the addresses and texts are applicants' personal data, so each
 * view is recorded (`personal.view`, target "outbox", with the page and its row count).
 */
export async function viewOutbox(db: Db, page: number, by: By) {
  const result = await listOutbox(db, page);
  await recordAudit(
    db,
    { actor: by.actor, action: "personal.view", targetType: "outbox", detail: { page, rows: result.items.length } },
    by.origin,
  );
  return result;
}
