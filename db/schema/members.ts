import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { UserType } from "../../app/lib/enums";
import { USER_TYPES } from "../../app/lib/enums";
import { createdAt, id, instant, json, timestamps } from "../columns";
import type { AgreedTerm } from "./registrations";

/**
 * Member accounts (docs/product.md §15): type PERSON, tied to one verified person by
 * `personKey` (the HMAC of the provider's ci, never the ci), so a person has one account.
 * Name, phone and birth come from the identity verification and are not edited by the member.
 */
export const members = sqliteTable("members", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  type: text("type", { enum: USER_TYPES }).$type<UserType>().notNull().default("PERSON"),
  personKey: text("person_key").notNull().unique(),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  birth: text("birth").notNull(),
  email: text("email").notNull(),
  terms: json<AgreedTerm[]>("terms").notNull(),
  /**
   * The language of the page the member joined on: the notices sent to them (a password
   * change) are in it. The site's languages (app/lib/i18n/languages.ts), spelled out: the
   * schema imports no app code.
   */
  lang: text("lang").$type<"ko" | "en" | "cn">().notNull().default("ko"),
  passwordChangedAt: instant("password_changed_at"),
  lastLoginAt: instant("last_login_at"),
  ...timestamps(),
});

/** Members' refresh tokens: the console's rules (hashed, rotated, revocable by family), their own table. */
export const memberRefreshTokens = sqliteTable(
  "member_refresh_tokens",
  {
    id: id(),
    memberId: text("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    absoluteExpiresAt: instant("absolute_expires_at").notNull(),
    usedAt: instant("used_at"),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("member_refresh_tokens_family_idx").on(t.familyId),
    index("member_refresh_tokens_member_idx").on(t.memberId),
  ],
);
