import { env } from "cloudflare:test";
import { api } from "../../worker/api/app";
import { bearer } from "./console";

/**
 * Calls the API (integration tests) as the token's manager, with a JSON body if given;
 * answers the status and the parsed JSON body ({} when the answer has none).
 */
export async function callApi<Body = Record<string, unknown>>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const res = await api.request(
    path,
    {
      method,
      headers: { ...bearer(token), "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    env,
  );
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body };
}
