import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type {
  ApplicationStatus,
  DocumentReviewState,
  QualificationType,
  Rank,
  SupplyCategory,
  SupplyType,
  UnitType,
} from "../../app/lib/enums";
import {
  APPLICATION_STATUSES,
  DOCUMENT_REVIEW_STATES,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from "../../app/lib/enums";
import { bool, createdAt, id, instant, json, timestamps } from "../columns";
import { identityVerifications } from "./identity";
import type { AgreedTerm } from "./registrations";
import { rounds } from "./rounds";

/** A subscription application (docs/product.md §3.1, §12). One per person per round. */
export const applications = sqliteTable(
  "applications",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id),
    personKey: text("person_key").notNull(),
    verificationId: text("verification_id").references(() => identityVerifications.id),
    terms: json<AgreedTerm[]>("terms").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    birth: text("birth").notNull(),
    email: text("email").notNull(),
    qualificationType: text("qualification_type", { enum: QUALIFICATION_TYPES }).$type<QualificationType>().notNull(),
    spouseName: text("spouse_name"),
    spousePhone: text("spouse_phone"),
    spouseBirth: text("spouse_birth"),
    supplyType: text("supply_type", { enum: SUPPLY_TYPES }).$type<SupplyType>().notNull(),
    supplyCategory: text("supply_category", { enum: SUPPLY_CATEGORIES }).$type<SupplyCategory>().notNull(),
    unitType: text("unit_type").$type<UnitType>(),
    earningRank: text("earning_rank", { enum: RANKS }).$type<Rank>(),
    regionRank: text("region_rank", { enum: RANKS }).$type<Rank>(),
    isHomeless: bool("is_homeless"),
    isAsset: bool("is_asset"),
    isCar: bool("is_car"),
    status: text("status", { enum: APPLICATION_STATUSES }).$type<ApplicationStatus>().notNull().default("SUBMITTED"),
    version: integer("version").notNull().default(1),
    submittedAt: instant("submitted_at").notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("applications_round_person_uq").on(t.roundId, t.personKey),
    index("applications_round_status_idx").on(t.roundId, t.status),
    index("applications_phone_idx").on(t.phone),
    index("applications_submitted_at_idx").on(t.submittedAt),
  ],
);

/** A document attached to an application; the file lives in R2 under `r2Key`. */
export const applicationDocuments = sqliteTable(
  "application_documents",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    r2Key: text("r2_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    reviewState: text("review_state", { enum: DOCUMENT_REVIEW_STATES })
      .$type<DocumentReviewState>()
      .notNull()
      .default("PENDING"),
    reviewNote: text("review_note"),
    ...timestamps(),
  },
  (t) => [index("application_documents_app_idx").on(t.applicationId, t.name)],
);

/** Every status change of an application, oldest first. */
export const applicationStatusHistory = sqliteTable(
  "application_status_history",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStatus: text("from_status", { enum: APPLICATION_STATUSES }).$type<ApplicationStatus>(),
    toStatus: text("to_status", { enum: APPLICATION_STATUSES }).$type<ApplicationStatus>().notNull(),
    actor: text("actor").notNull(),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [index("application_status_history_app_idx").on(t.applicationId, t.createdAt)],
);

/** Immutable snapshot of each submitted version of an application. Never updated. */
export const applicationVersions = sqliteTable(
  "application_versions",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    snapshot: json<Record<string, unknown>>("snapshot").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("application_versions_app_version_uq").on(t.applicationId, t.version)],
);
