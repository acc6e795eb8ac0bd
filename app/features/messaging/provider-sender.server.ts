import type { BatchItem } from "drizzle-orm/batch";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { outbox } from "../../../db/schema";
import { type AlimtalkKind, isAlimtalkKind } from "../../lib/alimtalk";
import type { Delivery, OutgoingMessage, Sender, SentMessage } from "./sender";

/** KakaoTalk 알림톡 at the provider: its endpoint, the channel's sender key, a template code per kind. */
export type KakaoConfig = { url: string; senderKey: string; templateCodes: Record<AlimtalkKind, string> };

export type ProviderConfig = { url: string; apiKey: string; kakao?: KakaoConfig; timeoutMs?: number };

/** The provider's answer to a KakaoTalk message; anything else in a 2xx counts as delivered. */
const kakaoReply = z.object({ result: z.enum(["sent", "undeliverable"]) });

/**
 * Production sender: posts each message as JSON to the configured provider with its API key
 * as a bearer token and the outbox id as the idempotency key, then records the outcome in the
 * outbox. E-mail and SMS go to SENDER_PROVIDER_URL; a KakaoTalk message goes to the
 * provider's 알림톡 endpoint as its template code and variables, and the provider answers
 * `{ "result": "sent" }` or `{ "result": "undeliverable" }` (no KakaoTalk on that number,
 * channel blocked…), upon which the delivery sends the SMS instead. Redirects are not
 * followed. A failure keeps only the HTTP status (or "network"), never the provider's reply,
 * which may echo the address.
 */
export class ProviderSender implements Sender {
  readonly kind = "provider";
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly config: ProviderConfig,
    private readonly fetcher: typeof fetch = (input, init) => fetch(input, init),
  ) {}

  private post(url: string, id: string, payload: unknown) {
    return this.fetcher(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${this.config.apiKey}`,
        "idempotency-key": id,
      },
      body: JSON.stringify(payload),
      // A redirect is never followed (the API key would go to another host): its 3xx is a failure.
      redirect: "manual",
      signal: AbortSignal.timeout(this.config.timeoutMs ?? 10_000),
    });
  }

  private async transmitKakao(message: OutgoingMessage): Promise<Delivery> {
    const kakao = this.config.kakao;
    // Without a template for its kind the message cannot go as KakaoTalk: the SMS goes instead.
    if (!kakao || !isAlimtalkKind(message.kind ?? null)) return { status: "UNDELIVERABLE", reason: "no template" };
    const res = await this.post(kakao.url, message.id, {
      senderKey: kakao.senderKey,
      templateCode: kakao.templateCodes[message.kind as AlimtalkKind],
      to: message.to,
      variables: message.variables ?? {},
    });
    if (!res.ok) {
      await res.body?.cancel();
      return { status: "FAILED", reason: `HTTP ${res.status}` };
    }
    const reply = kakaoReply.safeParse(await res.json().catch(() => null));
    // Accepted but unreadable: counted as delivered, since trying again could send it twice.
    return reply.success && reply.data.result === "undeliverable"
      ? { status: "UNDELIVERABLE", reason: "undeliverable" }
      : { status: "SENT" };
  }

  async transmit(message: OutgoingMessage): Promise<Delivery> {
    try {
      if (message.channel === "KAKAO") return await this.transmitKakao(message);
      const payload =
        message.channel === "EMAIL"
          ? { channel: "email", to: message.to, subject: message.subject, html: message.body }
          : { channel: "sms", to: message.to, subject: message.subject, text: message.body };
      const res = await this.post(this.config.url, message.id, payload);
      await res.body?.cancel();
      return res.ok ? { status: "SENT" } : { status: "FAILED", reason: `HTTP ${res.status}` };
    } catch {
      return { status: "FAILED", reason: "network" };
    }
  }

  /** A console message (e-mail or SMS), sent at once and recorded with its audit row. */
  async send(message: OutgoingMessage, alongside: BatchItem<"sqlite">[]): Promise<SentMessage> {
    const createdAt = this.now();
    const delivery = await this.transmit(message);
    const failure = delivery.status === "SENT" ? null : delivery.reason;
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
