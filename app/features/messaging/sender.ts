import type { BatchItem } from "drizzle-orm/batch";
import type { OutboxChannel } from "../../lib/enums";

export type OutgoingMessage = {
  /** The outbox row's id, chosen before sending so the audit row can name it. */
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  /** For KAKAO, the text of the SMS sent in its place when KakaoTalk cannot deliver it. */
  body: string;
  /** The notice kind: picks a KakaoTalk message's template. */
  kind?: string | null;
  /** A KakaoTalk message's template variables. */
  variables?: Record<string, string> | null;
};

/**
 * How handing a message over went: delivered; undeliverable (a KakaoTalk message the provider
 * cannot deliver, e.g. the number has no KakaoTalk: an SMS goes in its place); or failed (tried
 * again later), with a short reason without personal data.
 */
export type Delivery =
  | { status: "SENT" }
  | { status: "UNDELIVERABLE"; reason: string }
  | { status: "FAILED"; reason: string };

export type SentMessage = { id: string; status: "SENT" | "FAILED" };

/**
 * Sends e-mail, text and KakaoTalk messages. Every implementation records each message in the `outbox`
 * table, together with the `alongside` statements (its audit row) in one batch, so a message
 * never goes out without its record. Implementations never log addresses or bodies.
 */
export interface Sender {
  readonly kind: "outbox" | "provider";
  send(message: OutgoingMessage, alongside: BatchItem<"sqlite">[]): Promise<SentMessage>;
  /**
   * Hands over a message already in the outbox (queued PENDING) without recording it.
   */
  transmit(message: OutgoingMessage): Promise<Delivery>;
}
