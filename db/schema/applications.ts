import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type {
  ApplicationChannel,
  ApplicationStatus,
  DocumentReviewState,
  QualificationType,
  Rank,
  SupplyCategory,
  SupplyType,
  UnitType,
} from "../../app/lib/enums";
import {
  APPLICATION_CHANNELS,
  APPLICATION_STATUSES,
  DOCUMENT_REVIEW_STATES,
  type Language,
  QUALIFICATION_TYPES,
  RANKS,
  SUPPLY_CATEGORIES,
  SUPPLY_TYPES,
} from "../../app/lib/enums";

import { bool, createdAt, id, instant, json, timestamps } from "../columns";
import { identityVerifications } from "./identity";
import type { AgreedTerm } from "./registrations";
import { rounds } from "./rounds";

/**
 * A subscription application (docs/product.md §3.1, §12). One per person per round, drafts
 * included: the row exists from the verified identity on, as a DRAFT whose answers live in
 * `draft` (JSON) until submitted. The answer columns hold the submitted answers only, so a
 * reader never sees half an application; an edit after submitting is staged in `draft` too
 * and lands with a new version (application_versions).
 */
export const applications = sqliteTable(
  "applications",
  {
    id: id(),
    roundId: text("round_id")
      .notNull()
      .references(() => rounds.id),
    personKey: text("person_key").notNull(),
    verificationId: text("verification_id").references(() => identityVerifications.id),
    /** ONLINE by the applicant, or PAPER entered by a manager. */
    channel: text("channel", { enum: APPLICATION_CHANNELS }).$type<ApplicationChannel>().notNull().default("ONLINE"),
    /** The manager who entered a paper application; null online. */
    createdBy: text("created_by"),
    /** The applicant's language, for the notices sent to them. */
    lang: text("lang").$type<Language>().notNull().default("ko"),
    terms: json<AgreedTerm[]>("terms").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    birth: text("birth").notNull(),
    /**
     * A paper application's identity as the manager confirmed it against the form: a keyed hash
     * (IDENTITY_HMAC_KEY) of the name without spaces, the birth date and the phone's digits, so a
     * verification giving the same three finds it (app/features/applications/paper-claim.server.ts).
     * Null online (the verification's person key says whose it is).
     */
    paperIdentity: text("paper_identity"),
    email: text("email"),
    qualificationType: text("qualification_type", { enum: QUALIFICATION_TYPES }).$type<QualificationType>(),
    spouseName: text("spouse_name"),
    spousePhone: text("spouse_phone"),
    spouseBirth: text("spouse_birth"),
    /** YYYYMMDD; null for a planned marriage (예비 신혼부부) and for youth applicants. */
    marriageDate: text("marriage_date"),
    marriagePlanned: bool("marriage_planned"),
    supplyType: text("supply_type", { enum: SUPPLY_TYPES }).$type<SupplyType>(),
    supplyCategory: text("supply_category", { enum: SUPPLY_CATEGORIES }).$type<SupplyCategory>(),
    unitType: text("unit_type").$type<UnitType>(),
    earningRank: text("earning_rank", { enum: RANKS }).$type<Rank>(),
    regionRank: text("region_rank", { enum: RANKS }).$type<Rank>(),
    isHomeless: bool("is_homeless"),
    isAsset: bool("is_asset"),
    isCar: bool("is_car"),
    /** The car's value in won (차량가액), when there is a car. */
    carValue: integer("car_value"),
    /** Answers being written (a DRAFT) or an edit not yet saved; null otherwise. */
    draft: json<Record<string, unknown>>("draft"),
    status: text("status", { enum: APPLICATION_STATUSES }).$type<ApplicationStatus>().notNull().default("DRAFT"),
    /** The latest version in application_versions; 0 until submitted. */
    version: integer("version").notNull().default(0),
    /** 접수번호, given on submission (e.g. "H2-7K3F-9QXM"). */
    receiptNo: text("receipt_no").unique(),
    submittedAt: instant("submitted_at"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("applications_round_person_uq").on(t.roundId, t.personKey),
    index("applications_round_status_idx").on(t.roundId, t.status),
    index("applications_person_idx").on(t.personKey),
    index("applications_phone_idx").on(t.phone),
    index("applications_paper_identity_idx").on(t.paperIdentity),
    index("applications_submitted_at_idx").on(t.submittedAt),
  ],
);

/**
 * A file attached to an application, in R2 under `r2Key` (server-built, never the file's
 * name). `name` is its slot ("idCard", "residence-2"): one file per slot, a new upload to a
 * slot replaces its file. Managers accept a document or flag it with a reason and a fix
 * deadline; the applicant then re-uploads that slot only.
 */
export const applicationDocuments = sqliteTable(
  "application_documents",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    // SQLite adds a NOT NULL column only with a default; every insert sets kind, sha256 and
    // a version's token.
    /** The checklist item the slot belongs to ("idCard" for "idCard-2"). */
    kind: text("kind").notNull().default(""),
    r2Key: text("r2_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    /** Decided from the file's content (pdf, jpeg, png), never from its name. */
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 (hex) of the content, computed while it streamed into R2. */
    sha256: text("sha256").notNull().default(""),
    reviewState: text("review_state", { enum: DOCUMENT_REVIEW_STATES })
      .$type<DocumentReviewState>()
      .notNull()
      .default("PENDING"),
    /** Why a manager flagged it, shown to the applicant on the fix page. */
    reviewReason: text("review_reason"),
    /** Until when a flagged document may be replaced. */
    fixDeadline: instant("fix_deadline"),
    reviewedAt: instant("reviewed_at"),
    reviewedBy: text("reviewed_by"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("application_documents_slot_uq").on(t.applicationId, t.name)],
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

/**
 * Immutable snapshot of each version of an application: the submission (1), then each saved
 * edit and each document change after it. Never updated. `token` makes a write idempotent:
 * a retried submission or save carries the same token and finds its version instead of
 * adding one.
 */
export const applicationVersions = sqliteTable(
  "application_versions",
  {
    id: id(),
    applicationId: text("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    token: text("token").notNull().default(""),
    /** Who wrote it: "applicant", or a manager's username (paper applications). */
    actor: text("actor").notNull().default("applicant"),
    snapshot: json<Record<string, unknown>>("snapshot").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("application_versions_app_version_uq").on(t.applicationId, t.version),
    uniqueIndex("application_versions_app_token_uq").on(t.applicationId, t.token),
  ],
);
