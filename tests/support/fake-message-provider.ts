/**
 * A fake message provider for tests: its e-mail/SMS endpoint and its KakaoTalk 알림톡 endpoint
 * as one fetch handler the provider sender takes in place of the network. It records every
 * request it was sent and answers as the test sets each endpoint to behave.
 */
import { ALIMTALK_KINDS, type AlimtalkKind } from "../../app/lib/alimtalk";

export const FAKE_SENDER_URL = "https://messages.example.test/send";
export const FAKE_KAKAO_URL = "https://messages.example.test/alimtalk";
export const FAKE_SENDER_KEY = "fake-kakao-sender-key";
export const FAKE_API_KEY = "test-key";

/** A template code per notice kind, e.g. "H2_STATUS_ELIGIBLE". */
export const FAKE_TEMPLATE_CODES = Object.fromEntries(
  ALIMTALK_KINDS.map((kind) => [kind, `H2_${kind.replace(".", "_").toUpperCase()}`]),
) as Record<AlimtalkKind, string>;

/** The env vars that send through the fake provider. */
export const providerVars = {
  SENDER: "provider",
  SENDER_PROVIDER_URL: FAKE_SENDER_URL,
  SENDER_API_KEY: FAKE_API_KEY,
  KAKAO_PROVIDER_URL: FAKE_KAKAO_URL,
  KAKAO_SENDER_KEY: FAKE_SENDER_KEY,
  KAKAO_TEMPLATE_CODES: JSON.stringify(FAKE_TEMPLATE_CODES),
} as const;

/** How an endpoint answers: delivered; (KakaoTalk) cannot deliver; or a server error. */
export type Behaviour = "ok" | "undeliverable" | "fail";

export type ProviderCall = {
  endpoint: "kakao" | "message";
  authorization: string | null;
  idempotencyKey: string | null;
  body: Record<string, unknown>;
};

export function fakeMessageProvider() {
  const calls: ProviderCall[] = [];
  const behaviour: Record<ProviderCall["endpoint"], Behaviour> = { kakao: "ok", message: "ok" };
  const fetcher: typeof fetch = async (input, init) => {
    const url = String(input);
    const endpoint = url === FAKE_KAKAO_URL ? "kakao" : url === FAKE_SENDER_URL ? "message" : null;
    if (!endpoint) return new Response("not found", { status: 404 });
    const headers = new Headers(init?.headers);
    calls.push({
      endpoint,
      authorization: headers.get("authorization"),
      idempotencyKey: headers.get("idempotency-key"),
      body: JSON.parse(String(init?.body)),
    });
    const how = behaviour[endpoint];
    if (how === "fail") return new Response("upstream error for 01012345678", { status: 503 });
    if (endpoint === "kakao") {
      return Response.json({ result: how === "undeliverable" ? "undeliverable" : "sent" });
    }
    return Response.json({ accepted: true }, { status: 202 });
  };
  return { fetcher, calls, behaviour };
}
