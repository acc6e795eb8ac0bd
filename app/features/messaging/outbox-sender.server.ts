import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { outbox } from "../../../db/schema";
import type { Delivery, OutgoingMessage, Sender, SentMessage } from "./sender";

/**
 * Local and test sender: nothing leaves the machine. The message is stored in the outbox as
 * SENT (delivered to the outbox), where the console's outbox page shows it.
 */
export class OutboxSender implements Sender {
  readonly kind = "outbox";
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async send(message: OutgoingMessage, alongside: BatchItem<"sqlite">[]): Promise<SentMessage> {
    const at = this.now();
    await this.db.batch([
      this.db.insert(outbox).values({ ...message, status: "SENT", attempts: 1, createdAt: at, sentAt: at }),
      ...alongside,
    ]);
    return { id: message.id, status: "SENT" };
  }

  /** Nothing leaves the machine: a queued message counts as delivered to the outbox. */
  async transmit(_message: OutgoingMessage): Promise<Delivery> {
    return { status: "SENT" };
  }
}
