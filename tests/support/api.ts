import { env } from "cloudflare:test";
import { api } from "../../worker/api/app";
import { basic, bearer } from "./console";

/**
 * Calls the API (integration tests) as the token's manager, or as a visitor when the token is
 * null, with a JSON body if given; answers the status and the parsed JSON body ({} when the
 * answer has none).
 */
export async function callApi<Body = Record<string, unknown>>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const res = await api.request(
    path,
    {
      method,
      headers: { ...(token === null ? {} : bearer(token)), "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    env,
  );
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as Body };
}

/** A login: GET /api/auth/refreshToken with Basic credentials (plus any headers). */
export function requestRefreshToken(username: string, password: string, headers: Record<string, string> = {}) {
  return api.request("/api/auth/refreshToken", { headers: { ...basic(username, password), ...headers } }, env);
}
