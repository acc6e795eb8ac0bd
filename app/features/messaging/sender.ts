import type { BatchItem } from "drizzle-orm/batch";
import type { OutboxChannel } from "../../lib/enums";

export type OutgoingMessage = {
  /** The outbox row's id, chosen before sending so the audit row can name it. */
  id: string;
  channel: OutboxChannel;
  to: string;
  subject: string;
  body: string;
};

export type SentMessage = { id: string; status: "SENT" | "FAILED" };

/**
 * Sends e-mail and text messages. Every implementation records each message in the `outbox`
 * table, together with the `alongside` statements (its audit row) in one batch, so a message
 * never goes out without its record. Implementations never log addresses or bodies.
 */
export interface Sender {
  readonly kind: "outbox" | "provider";
  send(message: OutgoingMessage, alongside: BatchItem<"sqlite">[]): Promise<SentMessage>;
  /**
   * Hands over a message already in the outbox (queued PENDING) without recording it:
   * answers null when delivered, else a short reason without personal data.
   */
  transmit(message: OutgoingMessage): Promise<string | null>;
}
