/** Helpers for the application journey's integration tests (workerd, real D1 and R2). */
import { env } from "cloudflare:test";
import { fixAction } from "../../app/controllers/applications/fix-page.server";
import { hashToken } from "../../app/features/auth/tokens.server";
import type { VerificationPurpose } from "../../app/lib/enums";
import { createDb } from "../../db/client";
import { newId } from "../../db/columns";
import { identityVerifications } from "../../db/schema";
import { api } from "../../worker/api/app";
import { createRequestScope } from "../../worker/request-scope";

export const ORIGIN = "http://localhost";
export const db = createDb(env.DB);

/** The seeded round 2 is open at this instant (seedTestDb(NOW)): 2026-05-10 12:00 KST. */
export const NOW = new Date("2026-05-10T03:00:00Z");

export type Person = { personId: string; name?: string; birth?: string; phone?: string };

/** A random binding cookie value, as the identity flow gives a browser. */
const bindingValue = () => newId().padEnd(43, "x");

/**
 * A browser of one applicant: its identity binding cookie, and the applicant session cookie
 * once the API set it. Calls the API at a pinned time with this site's Origin.
 */
export class Applicant {
  readonly binding = bindingValue();
  session: string | null = null;
  now: Date = NOW;
  /** The Worker's bindings the API is called with (a test may put a fake one in). */
  bindings: object = env;

  constructor(readonly person: Person) {}

  cookie(): string {
    return [`__Host-identity=${this.binding}`, this.session && `__Host-applicant=${this.session}`]
      .filter(Boolean)
      .join("; ");
  }

  /** A verification of this person, verified just now by this browser (for `purpose`). */
  async verified(purpose: VerificationPurpose = "application", at: Date = this.now): Promise<string> {
    const id = newId();
    await db.insert(identityVerifications).values({
      id,
      orderId: newId(),
      provider: "sandbox",
      status: "VERIFIED",
      purpose,
      returnPath: "/form/application",
      bindingHash: await hashToken(this.binding),
      name: this.person.name ?? "김하늘",
      birth: this.person.birth ?? "19950301",
      phone: this.person.phone ?? "01012345678",
      gender: "FEMALE",
      personKey: `person-${this.person.personId}-`.padEnd(64, "0"),
      siteKey: `site-${this.person.personId}-`.padEnd(64, "0"),
      verifiedAt: at,
      expiresAt: new Date(at.getTime() + 15 * 60_000),
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      cookie: this.cookie(),
      origin: ORIGIN,
      "x-test-now": this.now.toISOString(),
      ...init.headers,
    };
    if (init.json !== undefined) headers["content-type"] = "application/json";
    const res = await api.request(
      path,
      { method, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body },
      this.bindings,
    );
    const set = res.headers.getSetCookie().find((c) => c.startsWith("__Host-applicant="));
    if (set) this.session = set.split(";")[0]?.slice("__Host-applicant=".length) ?? null;
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      setCookies: res.headers.getSetCookie(),
      // biome-ignore lint/suspicious/noExplicitAny: an answer's shape is what the test's assertions check
      body: (text ? JSON.parse(text) : {}) as Record<string, any>,
    };
  }

  /** POST /api/v1/application with a fresh verification and the terms agreed. */
  async start(terms: string[] = ["privacy", "application", "marketing"]) {
    return this.request("POST", "/api/v1/application", { json: { verificationId: await this.verified(), terms } });
  }

  /**
   * Replaces a flagged document on the fix page, through its action as the form posts it.
   * Answers what the action returned or threw (a redirect Response when it took the file).
   */
  async replaceOnFixPage(slot: string, file: File): Promise<unknown> {
    const body = await multipart([
      ["name", slot],
      ["upload", file],
    ]);
    const post = new Request(`${ORIGIN}/form/application-fix`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: this.cookie(),
        "x-test-now": this.now.toISOString(),
        "content-type": body.contentType,
        "content-length": String(body.bytes.length),
      },
      body: body.bytes,
    });
    return fixAction(createRequestScope(post, env, { waitUntil: () => {} }), post).catch((e: unknown) => e);
  }

  /** Comes back later: a new verification (for "inquiry") opens the session again. */
  async comeBack() {
    return this.request("GET", `/api/v1/application?verification=${await this.verified("inquiry")}`);
  }

  /** POST /api/v1/application/:id/upload with a file (its bytes as given), the slot name first. */
  async upload(id: string, name: string, bytes: Uint8Array<ArrayBuffer>, filename = "scan.pdf") {
    const body = await multipart([
      ["name", name],
      ["upload", new File([bytes], filename)],
    ]);
    return this.request("POST", `/api/v1/application/${id}/upload`, {
      body: body.bytes,
      headers: { "content-type": body.contentType, "content-length": String(body.bytes.length) },
    });
  }
}

/** A multipart body as a client encodes it, with its content type. */
export async function multipart(parts: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of parts) form.append(name, value);
  const res = new Response(form);
  return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get("content-type") ?? "" };
}

export const PDF = new TextEncoder().encode("%PDF-1.4\n% a test document\n%%EOF\n");
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
export const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66]);

/** The answers of a youth applicant in general supply without a car, as the steps post them. */
export const YOUTH_STEPS = {
  details: { email: "sky@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" },
  supply: { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" },
  answers: { isHomeless: "true", isAsset: "false", isCar: "false" },
};

/** A submission token, as the review step makes one per attempt. */
export const token = () => newId();

/** Every R2 object of an application. */
export async function objectsOf(applicationId: string) {
  return (await env.FILES.list({ prefix: `applications/${applicationId}/` })).objects;
}
