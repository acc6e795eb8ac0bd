/**
 * Submitted applications for the review workflow's tests, as SQL (integration tests run it on
 * the test D1, browser tests through executeSql on their server's D1). Each one is a youth
 * applicant of the seeded round 2 with a receipt number, its version 1 and one document per
 * slot; its person is the sandbox identity `personId`, so the applicant can verify as them and
 * reach the fix page. Runs in Node and in workerd (WebCrypto only).
 */

/** The worker's local-only secret (app/lib/env.ts): what keys identities when none is set. */
const LOCAL_SECRET = "local-only-secret-do-not-use-in-production-0123456789";

/** The person key the sandbox gives `personId` (app/features/identity: HMAC of `ci:<ci>`). */
export async function sandboxPersonKey(personId: string, secret = LOCAL_SECRET): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`ci:sandbox-ci:${personId}`));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type ReviewFixture = {
  id: string;
  personId: string;
  /** The person key as stored, when not the sandbox's key of `personId` (an integration test's own). */
  personKey?: string;
  receiptNo: string;
  status?: string;
  lang?: "ko" | "en" | "cn";
  name?: string;
  phone?: string;
  email?: string | null;
  /** Documents by slot: [document id, slot name]. */
  documents?: [string, string][];
  /** When it was submitted (UTC ms). */
  at?: number;
};

const text = (value: string | null) => (value === null ? "null" : `'${value.replaceAll("'", "''")}'`);

/** The statements that write the application, its version 1 and its documents. */
export async function reviewFixtureSql(f: ReviewFixture): Promise<string[]> {
  const at = f.at ?? Date.now();
  const personKey = f.personKey ?? (await sandboxPersonKey(f.personId));
  const round = "(select id from rounds where round = 2)";
  const terms = JSON.stringify([{ code: "application", version: 1, agreedAt: new Date(at).toISOString() }]);
  const snapshot = JSON.stringify({ receiptNo: f.receiptNo, round: 2 });
  return [
    `insert into applications (id, round_id, person_key, channel, lang, terms, name, phone, birth, email,
      qualification_type, unit_type, supply_type, supply_category, is_homeless, is_asset, is_car, status, version,
      receipt_no, submitted_at, created_at, updated_at)
     values (${text(f.id)}, ${round}, ${text(personKey)}, 'ONLINE', ${text(f.lang ?? "ko")}, ${text(terms)},
      ${text(f.name ?? "김하늘")}, ${text(f.phone ?? "01012345678")}, '19950301', ${text(f.email === undefined ? "sky@example.com" : f.email)},
      'YOUTH_TYPE', '36A', 'NORMAL_TYPE', 'YOUTH', 1, 0, 0, ${text(f.status ?? "SUBMITTED")}, 1,
      ${text(f.receiptNo)}, ${at}, ${at}, ${at})`,
    `insert into application_versions (id, application_id, version, token, actor, snapshot, created_at)
     values (${text(fixtureId())}, ${text(f.id)}, 1, ${text(`fixture-${f.id}`)}, 'applicant', ${text(snapshot)}, ${at})`,
    ...(f.documents ?? []).map(
      ([docId, name]) =>
        `insert into application_documents (id, application_id, name, kind, r2_key, original_name, content_type, size,
          sha256, review_state, created_at, updated_at)
         values (${text(docId)}, ${text(f.id)}, ${text(name)}, ${text(name.replace(/-\d+$/, ""))},
          ${text(`applications/${f.id}/${docId}`)}, ${text(`${name}.pdf`)}, 'application/pdf', 2048, ${text(fixtureSha256(docId))}, 'PENDING', ${at}, ${at})`,
    ),
  ];
}

/** A fixture document's SHA-256: 64 hex digits of its (32-hex) id, as a review decision names it. */
export const fixtureSha256 = (docId: string) => `${docId}${docId}`;

/** A random 32-hex id (application and document ids are). */
export function fixtureId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
}
