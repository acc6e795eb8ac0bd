/** Helpers for the member tests (integration, workerd, real D1 and R2). */
import { env } from "cloudflare:test";
import { hashPassword } from "../../app/features/auth/password.server";
import { newMemberSession } from "../../app/features/members/member-tokens.server";
import { newId } from "../../db/columns";
import { members } from "../../db/schema";
import { api } from "../../worker/api/app";
import { checkEnv } from "../../worker/env";
import { Applicant, db, type Person } from "./applicant";

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

  /** Certifies and joins with valid fields (overridable); `headers` e.g. `x-language` for the member's language. */
  async join(fields: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    await this.certify();
    return this.call(
      "POST",
      "/api/v1/users",
      {
        terms: ["privacy"],
        username: `u${this.person.personId}`.toLowerCase().replace(/[^a-z0-9]/g, ""),
        password: MEMBER_PASSWORD,
        passwordConfirm: MEMBER_PASSWORD,
        email: "sky@example.com",
        ...fields,
      },
      headers,
    );
  }
}

/** A member written straight to D1 (cheap hash) with a session: its tokens, for access tests. */
export async function memberWithSession(username: string, now = new Date()) {
  const id = newId();
  await db.insert(members).values({
    id,
    username,
    passwordHash: await hashPassword(MEMBER_PASSWORD, 1),
    personKey: `person-${username}-`.padEnd(64, "0"),
    name: "김회원",
    phone: "01011112222",
    birth: "19950301",
    email: "m@example.com",
    terms: [],
  });
  const session = await newMemberSession(db, checkEnv(env).JWT_SECRET, { id, username }, now);
  await session.insert;
  return { id, ...session.tokens };
}
