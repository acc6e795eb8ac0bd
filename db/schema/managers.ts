import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { Scope, UserType } from "../../app/lib/enums";
import { USER_TYPES } from "../../app/lib/enums";
import { bool, createdAt, id, instant, json, timestamps } from "../columns";

/** Console accounts (docs/product.md §3.1, the manager). */
export const managers = sqliteTable("managers", {
  id: id(),
  username: text("username").notNull().unique(),
  displayName: text("display_name").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  subPasswordHash: text("sub_password_hash").notNull(),
  type: text("type", { enum: USER_TYPES }).$type<UserType>().notNull().default("MANAGER"),
  scope: json<Scope[]>("scope").notNull(),
  disabled: bool("disabled").notNull().default(false),
  passwordChangedAt: instant("password_changed_at"),
  lastLoginAt: instant("last_login_at"),
  ...timestamps(),
});

/** Refresh tokens: stored as a SHA-256 hash, rotated on use, revocable by family. */
export const refreshTokens = sqliteTable(
  "refresh_tokens",
  {
    id: id(),
    managerId: text("manager_id")
      .notNull()
      .references(() => managers.id, { onDelete: "cascade" }),
    familyId: text("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    absoluteExpiresAt: instant("absolute_expires_at").notNull(),
    usedAt: instant("used_at"),
    revokedAt: instant("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_manager_idx").on(t.managerId)],
);

/** Failed login counters, per username and per client, for the brute-force limit. */
export const loginAttempts = sqliteTable("login_attempts", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: instant("window_started_at").notNull(),
  lockedUntil: instant("locked_until"),
});

/**
 * What a manager's sub-password, given again, opens for a short while: one row per session
 * (refresh family) and purpose, e.g. downloading applicants' documents. It ends with its
 * expiry or its session (a revoked session's access tokens are refused first).
 */
export const subPasswordGrants = sqliteTable(
  "sub_password_grants",
  {
    sessionId: text("session_id").notNull(),
    purpose: text("purpose").notNull(),
    managerId: text("manager_id")
      .notNull()
      .references(() => managers.id, { onDelete: "cascade" }),
    expiresAt: instant("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.purpose] }), index("sub_password_grants_expiry_idx").on(t.expiresAt)],
);
