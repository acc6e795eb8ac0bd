import { isNull } from "drizzle-orm";
import { index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { QualificationType, UnitType } from "../../app/lib/enums";
import { QUALIFICATION_TYPES } from "../../app/lib/enums";
import { id, instant, json, timestamps } from "../columns";

export type AgreedTerm = { code: string; version: number; agreedAt: string };

/**
 * Interest registration (관심고객 등록). One per phone number counts: a newer registration
 * with the same phone supersedes the older (`superseded_at` set), which stays as history. The
 * partial unique index keeps at most one current row per phone.
 */
export const registrations = sqliteTable(
  "registrations",
  {
    id: id(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    birth: text("birth").notNull(),
    email: text("email").notNull(),
    qualificationType: text("qualification_type", { enum: QUALIFICATION_TYPES }).$type<QualificationType>().notNull(),
    unitTypes: json<UnitType[]>("unit_types").notNull(),
    terms: json<AgreedTerm[]>("terms").notNull(),
    /** When a newer registration with the same phone replaced this one; null for the current one. */
    supersededAt: instant("superseded_at"),
    ...timestamps(),
  },
  (t) => [
    index("registrations_created_at_idx").on(t.createdAt),
    index("registrations_phone_idx").on(t.phone, t.createdAt),
    uniqueIndex("registrations_current_phone_uq").on(t.phone).where(isNull(t.supersededAt)),
  ],
);
