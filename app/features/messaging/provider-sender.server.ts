import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../../../db/client";
import { outbox } from "../../../db/schema";
import type { OutgoingMessage, Sender, SentMessage } from "./sender";

export type ProviderConfig = { url: string; apiKey: string; timeoutMs?: number };

/**
 * Production sender: posts each message as JSON to the configured provider with its API key
 * as a bearer token, then records the outcome in the outbox. Redirects are not followed. A
 * failure keeps only the HTTP status (or "network"), never the provider's reply, which may
 * echo the address.
 */
export class ProviderSender implements Sender {
  readonly kind = "provider";
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly config: ProviderConfig,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  async transmit(message: OutgoingMessage): Promise<string | null> {
    const payload =
      message.channel === "EMAIL"
        ? { channel: "email", to: message.to, subject: message.subject, html: message.body }
        : { channel: "sms", to: message.to, subject: message.subject, text: message.body };
    try {
      const res = await this.fetcher(this.config.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${this.config.apiKey}`,
          "idempotency-key": message.id,
        },
        body: JSON.stringify(payload),
        // A redirect is never followed (the API key would go to another host): its 3xx is a failure.
        redirect: "manual",
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
      });
      await res.body?.cancel();
      return res.ok ? null : `HTTP ${res.status}`;
    } catch {
      return "network";
    }
  }

  async send(message: OutgoingMessage, alongside: BatchItem<"sqlite">[]): Promise<SentMessage> {
    const createdAt = this.now();
    const failure = await this.transmit(message);
    const status = failure ? "FAILED" : "SENT";
    await this.db.batch([
      this.db.insert(outbox).values({
        ...message,
        status,
        attempts: 1,
        lastError: failure,
        createdAt,
        sentAt: failure ? null : this.now(),
        failedAt: failure ? this.now() : null,
      }),
      ...alongside,
    ]);
    if (failure) console.error("message provider failed", failure);
    return { id: message.id, status };
  }
}
