import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Gender, VerificationProvider, VerificationStatus } from "../../app/lib/enums";
import { GENDERS, VERIFICATION_PROVIDERS, VERIFICATION_STATUSES } from "../../app/lib/enums";
import { id, instant, timestamps } from "../columns";

/**
 * One identity verification with the provider (KCP or the local sandbox).
 * `ci`/`di` are never stored in clear: only their HMAC (personKey, siteKey).
 */
export const identityVerifications = sqliteTable(
  "identity_verifications",
  {
    id: id(),
    orderId: text("order_id").notNull().unique(),
    provider: text("provider", { enum: VERIFICATION_PROVIDERS }).$type<VerificationProvider>().notNull(),
    status: text("status", { enum: VERIFICATION_STATUSES }).$type<VerificationStatus>().notNull().default("PENDING"),
    purpose: text("purpose").notNull(),
    name: text("name"),
    birth: text("birth"),
    phone: text("phone"),
    gender: text("gender", { enum: GENDERS }).$type<Gender>(),
    personKey: text("person_key"),
    siteKey: text("site_key"),
    verifiedAt: instant("verified_at"),
    expiresAt: instant("expires_at").notNull(),
    ...timestamps(),
  },
  (t) => [index("identity_person_key_idx").on(t.personKey)],
);
