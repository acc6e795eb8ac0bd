import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { OutboxChannel, OutboxStatus } from "../../app/lib/enums";
import { OUTBOX_CHANNELS, OUTBOX_STATUSES } from "../../app/lib/enums";
import { createdAt, id, instant, json } from "../columns";

/**
 * Audit log: who did what, when, from where, to whose data. Personal data itself is
 * never written here, only identifiers.
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: instant("at")
      .notNull()
      .$defaultFn(() => new Date()),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    subject: text("subject"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: json<Record<string, unknown>>("detail"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_actor_idx").on(t.actor, t.at),
    index("audit_log_action_idx").on(t.action, t.at),
  ],
);

/**
 * Messages to send (e-mail/SMS); a sender drains it. 30 days after delivery (`sentAt`) or
 * the final failure (`failedAt`) the daily job blanks the recipient, subject and body and
 * sets `redactedAt`, keeping the delivery record (docs/product.md §16).
 */
export const outbox = sqliteTable(
  "outbox",
  {
    id: id(),
    channel: text("channel", { enum: OUTBOX_CHANNELS }).$type<OutboxChannel>().notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    status: text("status", { enum: OUTBOX_STATUSES }).$type<OutboxStatus>().notNull().default("PENDING"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: createdAt(),
    sentAt: instant("sent_at"),
    failedAt: instant("failed_at"),
    redactedAt: instant("redacted_at"),
    /** What the message tells (a notice kind, e.g. "status.ELIGIBLE"): picks a KakaoTalk template. */
    kind: text("kind"),
    /** A KakaoTalk message's template variables (receipt number, link, deadline; never personal data). */
    variables: json<Record<string, string>>("variables"),
    /** An SMS sent in place of an undeliverable KakaoTalk message: that message's id (one at most). */
    fallbackOf: text("fallback_of"),
  },
  (t) => [index("outbox_status_idx").on(t.status, t.createdAt), uniqueIndex("outbox_fallback_of_idx").on(t.fallbackOf)],
);
