/** Helpers for the member tests (integration, workerd, real D1 and R2). */
import { env } from "cloudflare:test";
import { api } from "../../worker/api/app";
import { Applicant, type Person } from "./applicant";

export const MEMBER_PASSWORD = "Sky!2345pw";

/**
 * One visitor's browser: the identity binding cookie plus every cookie the API sets (a cookie
 * jar, Max-Age=0 removes), calling the API with this site's Origin at a pinned time.
 */
export class Visitor extends Applicant {
  readonly jar = new Map<string, string>();

  constructor(person: Person) {
    super(person);
  }

  override cookie(): string {
    return [`__Host-identity=${this.binding}`, ...[...this.jar].map(([k, v]) => `${k}=${v}`)].join("; ");
  }

  async call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
    const res = await api.request(
      path,
      {
        method,
        headers: {
          cookie: this.cookie(),
          origin: "http://localhost",
          "x-test-now": this.now.toISOString(),
          ...(json === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: json === undefined ? undefined : JSON.stringify(json),
      },
      env,
    );
    for (const set of res.headers.getSetCookie()) {
      const [pair = ""] = set.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      if (/Max-Age=0/i.test(set)) this.jar.delete(name);
      else this.jar.set(name, pair.slice(at + 1));
    }
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: an answer's shape is what the test's assertions check
    return { status: res.status, setCookies: res.headers.getSetCookie(), body: (text ? JSON.parse(text) : {}) as any };
  }

  /** Verifies (purpose "join") and certifies: the ticket cookie is in the jar. */
  async certify() {
    return this.call("POST", "/api/v1/users/certify", { verificationId: await this.verified("join") });
  }

  /** Certifies and joins with valid fields (overridable). */
  async join(fields: Record<string, unknown> = {}) {
    await this.certify();
    return this.call("POST", "/api/v1/users", {
      terms: ["privacy"],
      username: `u${this.person.personId}`.toLowerCase().replace(/[^a-z0-9]/g, ""),
      password: MEMBER_PASSWORD,
      passwordConfirm: MEMBER_PASSWORD,
      email: "sky@example.com",
      ...fields,
    });
  }
}
