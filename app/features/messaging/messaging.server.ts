import { count, desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { newId } from "../../../db/columns";
import { outbox } from "../../../db/schema";
import { type AlimtalkKind, type AlimtalkVariable, alimtalkVariables } from "../../lib/alimtalk";
import { DomainError } from "../../lib/domain-error";
import type { OutboxChannel } from "../../lib/enums";
import type { AppEnv } from "../../lib/env";
import { type Page, paginate } from "../../lib/pagination";
import { type AuditActor, auditStatement, recordAudit } from "../audit/audit.server";
import { consume, RATE_LIMITS } from "../rate-limit/rate-limit.server";
import type { EmailMessageInput, TextMessageInput } from "./message-schema";
import { OutboxSender } from "./outbox-sender.server";
import { ProviderSender } from "./provider-sender.server";
import type { OutgoingMessage, Sender, SentMessage } from "./sender";

/** The sender the environment selects: SENDER=outbox (default) or SENDER=provider. */
export function createSender(env: AppEnv, db: Db, now: () => Date, fetcher?: typeof fetch): Sender {
  if (env.SENDER === "provider" && env.SENDER_PROVIDER_URL && env.SENDER_API_KEY) {
    const kakao =
      env.KAKAO_PROVIDER_URL && env.KAKAO_SENDER_KEY && env.KAKAO_TEMPLATE_CODES
        ? { url: env.KAKAO_PROVIDER_URL, senderKey: env.KAKAO_SENDER_KEY, templateCodes: env.KAKAO_TEMPLATE_CODES }
        : undefined;
    return new ProviderSender(db, now, { url: env.SENDER_PROVIDER_URL, apiKey: env.SENDER_API_KEY, kakao }, fetcher);
  }
  return new OutboxSender(db, now);
}

/**
 * A notice queued as a KakaoTalk 알림톡 to the applicant's phone: the template of `kind` with
 * only the variables it takes, and `sms` (subject and text) to send in its place when
 * KakaoTalk cannot deliver it. A statement for the batch of the change it tells about.
 */
export function kakaoMessageStatement(db: Db, notice: KakaoNotice) {
  return db.insert(outbox).values(kakaoMessageRow(notice));
}

export type KakaoNotice = {
  /** The row's id, when the caller needs it (to hand it to the outbox queue). */
  id?: string;
  to: string;
  kind: AlimtalkKind;
  variables: Partial<Record<AlimtalkVariable, string>>;
  subject: string;
  sms: string;
  now: Date;
};

/** The outbox row of `kakaoMessageStatement`, for a caller that writes many set-wise. */
export function kakaoMessageRow(notice: KakaoNotice): typeof outbox.$inferInsert {
  return {
    id: notice.id,
    channel: "KAKAO",
    to: notice.to,
    kind: notice.kind,
    variables: alimtalkVariables(notice.kind, notice.variables),
    subject: notice.subject,
    body: notice.sms,
    createdAt: notice.now,
  };
}

async function sendRecorded(
  db: Db,
  sender: Sender,
  message: Omit<OutgoingMessage, "id">,
  by: AuditActor,
): Promise<SentMessage> {
  // Counted per manager before anything is sent (e-mail and text together), so a session
  // cannot spam applicants or run up the provider's bill.
  await consume(db, [[RATE_LIMITS.consoleMessage, by.principal.managerId]], by.now);
  const id = newId();
  // The audit row names the outbox record and counts the recipients: never an address or the text.
  const audit = auditStatement(
    db,
    {
      actor: by.principal.username,
      action: "message.send",
      targetType: "outbox",
      targetId: id,
      detail: { channel: message.channel, sender: sender.kind, recipients: 1 },
    },
    by.origin,
  );
  const sent = await sender.send({ ...message, id }, [audit]);
  if (sent.status === "FAILED") throw new DomainError(502, "console.sendFailed");
  return sent;
}

export function sendEmail(db: Db, sender: Sender, input: EmailMessageInput, by: AuditActor) {
  return sendRecorded(db, sender, { channel: "EMAIL", to: input.to, subject: input.subject, body: input.html }, by);
}

export function sendTextMessage(db: Db, sender: Sender, input: TextMessageInput, by: AuditActor) {
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
  kind: string | null;
  /** An SMS sent in place of an undeliverable KakaoTalk message: that message's id. */
  fallbackOf: string | null;
  createdAt: Date;
  sentAt: Date | null;
  /** Set when the retention period blanked `to`, `subject` and `body`. */
  redactedAt: Date | null;
};

export const OUTBOX_PAGE_SIZE = 20;

/** The outbox, newest first, for the console's outbox page. */
export function listOutbox(db: Db, page: number): Promise<Page<OutboxItem>> {
  return paginate(
    db,
    { page, pageSize: OUTBOX_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select({
          id: outbox.id,
          channel: outbox.channel,
          to: outbox.to,
          subject: outbox.subject,
          body: outbox.body,
          status: outbox.status,
          lastError: outbox.lastError,
          kind: outbox.kind,
          fallbackOf: outbox.fallbackOf,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          redactedAt: outbox.redactedAt,
        })
        .from(outbox)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(outbox),
  );
}

/**
 * The console's outbox page: the addresses and texts are applicants' personal data, so each
 * view is recorded (`personal.view`, target "outbox", with the page and its row count).
 */
export async function viewOutbox(db: Db, page: number, by: AuditActor) {
  const result = await listOutbox(db, page);
  await recordAudit(
    db,
    {
      actor: by.principal.username,
      action: "personal.view",
      targetType: "outbox",
      detail: { page, rows: result.items.length },
    },
    by.origin,
  );
  return result;
}
