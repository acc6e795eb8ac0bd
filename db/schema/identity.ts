import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Gender, VerificationProvider, VerificationPurpose, VerificationStatus } from "../../app/lib/enums";
import { GENDERS, VERIFICATION_PROVIDERS, VERIFICATION_PURPOSES, VERIFICATION_STATUSES } from "../../app/lib/enums";
import { id, instant, timestamps } from "../columns";

/**
 * One identity verification with the provider (KCP or the local sandbox), from the request
 * (PENDING) to the provider's answer (VERIFIED or FAILED) and the one claim of its result.
 * `ci`/`di` are never stored in clear: only their HMAC (personKey, siteKey). The browser that
 * started it is known only by the SHA-256 of its binding cookie. Rows go after a day
 * (app/features/identity/verification-store.server.ts, daily maintenance).
 */
export const identityVerifications = sqliteTable(
  "identity_verifications",
  {
    id: id(),
    orderId: text("order_id").notNull().unique(),
    provider: text("provider", { enum: VERIFICATION_PROVIDERS }).$type<VerificationProvider>().notNull(),
    status: text("status", { enum: VERIFICATION_STATUSES }).$type<VerificationStatus>().notNull().default("PENDING"),
    purpose: text("purpose", { enum: VERIFICATION_PURPOSES }).$type<VerificationPurpose>().notNull(),
    // SQLite adds a NOT NULL column only with a default; every insert sets both. An empty
    // binding hash matches no cookie, so such a row could never be claimed.
    /** Same-site path the visitor returns to, e.g. "/form/application". */
    returnPath: text("return_path").notNull().default("/"),
    /** SHA-256 (base64url) of the binding cookie of the browser that started it. */
    bindingHash: text("binding_hash").notNull().default(""),
    name: text("name"),
    birth: text("birth"),
    phone: text("phone"),
    gender: text("gender", { enum: GENDERS }).$type<Gender>(),
    personKey: text("person_key"),
    siteKey: text("site_key"),
    /**
     * During a rotation of IDENTITY_HMAC_KEY: the person's key under the previous key, so the
     * claim finds (and re-keys) what they did before the rotation.
     */
    previousPersonKey: text("previous_person_key"),
    /** Why it FAILED (a key of the identity errors), never the provider's free text. */
    failureCode: text("failure_code"),
    verifiedAt: instant("verified_at"),
    claimedAt: instant("claimed_at"),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [
    index("identity_person_key_idx").on(t.personKey),
    index("identity_verifications_created_at_idx").on(t.createdAt),
  ],
);
