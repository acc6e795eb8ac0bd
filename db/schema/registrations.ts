import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { QualificationType, UnitType } from "../../app/lib/enums";
import { QUALIFICATION_TYPES } from "../../app/lib/enums";
import { id, json, timestamps } from "../columns";

export type AgreedTerm = { code: string; version: number; agreedAt: string };

/** Interest registration (관심고객 등록): one per phone number; a repeat updates it. */
export const registrations = sqliteTable(
  "registrations",
  {
    id: id(),
    name: text("name").notNull(),
    phone: text("phone").notNull().unique(),
    birth: text("birth").notNull(),
    email: text("email").notNull(),
    qualificationType: text("qualification_type", { enum: QUALIFICATION_TYPES }).$type<QualificationType>().notNull(),
    unitTypes: json<UnitType[]>("unit_types").notNull(),
    terms: json<AgreedTerm[]>("terms").notNull(),
    ...timestamps(),
  },
  (t) => [index("registrations_created_at_idx").on(t.createdAt)],
);
