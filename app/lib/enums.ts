/** Enumerations of docs/product.md §3.2, shared by the schema, the validators and the UI. */

export const USER_TYPES = ["PERSON", "COMPANY", "MANAGER"] as const;
export type UserType = (typeof USER_TYPES)[number];

export const FORM_KINDS = ["APPLICATION", "REGISTRATION"] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const SUPPLY_TYPES = ["SPECIAL_TYPE", "NORMAL_TYPE"] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export const SUPPLY_CATEGORIES = ["YOUTH", "MARRIED"] as const;
export type SupplyCategory = (typeof SUPPLY_CATEGORIES)[number];

export const GENDERS = ["MALE", "FEMALE"] as const;
export type Gender = (typeof GENDERS)[number];

export const QUALIFICATION_TYPES = ["YOUTH_TYPE", "MARRIED_TYPE"] as const;
export type QualificationType = (typeof QUALIFICATION_TYPES)[number];

/** Unit types with their exclusive area in square metres. */
export const UNIT_TYPES = {
  "18A": 18.88,
  "18B": 18.55,
  "36A": 36.65,
  "36B": 36.65,
  "36C": 36.66,
  "39A": 39.41,
} as const;
export type UnitType = keyof typeof UNIT_TYPES;
export const UNIT_TYPE_CODES = Object.keys(UNIT_TYPES) as [UnitType, ...UnitType[]];

export const RANKS = ["FIRST", "SECOND", "THIRD"] as const;
export type Rank = (typeof RANKS)[number];

/** The Yes/No option of docs/product.md §3.2: the values are the booleans themselves. */
export const YES_NO = [true, false] as const;

export const SOCIAL_TYPES = ["twitter", "facebook", "instagram"] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** Footer social links: the four networks docs/product.md §1.3 names. */
export const SOCIAL_LINK_KINDS = ["blog", "video", "social", "photo"] as const;
export type SocialLinkKind = (typeof SOCIAL_LINK_KINDS)[number];

/**
 * An application's status: DRAFT while the applicant fills it in (saved at every step, seen
 * by nobody else), then the review workflow (docs/product.md §4.2): submitted →
 * under review → fix requested → eligible / ineligible → selected / waiting / not selected,
 * or withdrawn.
 */
export const APPLICATION_STATUSES = [
  "DRAFT",
  "SUBMITTED",
  "UNDER_REVIEW",
  "FIX_REQUESTED",
  "ELIGIBLE",
  "INELIGIBLE",
  "SELECTED",
  "WAITING",
  "NOT_SELECTED",
  "WITHDRAWN",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Every status of a submitted application (what managers and counts see; drafts are not applications yet). */
export const SUBMITTED_STATUSES = APPLICATION_STATUSES.filter(
  (s): s is Exclude<ApplicationStatus, "DRAFT"> => s !== "DRAFT",
);
export type SubmittedStatus = Exclude<ApplicationStatus, "DRAFT">;

/** How an application came in: online by the applicant, or on paper entered by a manager. */
export const APPLICATION_CHANNELS = ["ONLINE", "PAPER"] as const;
export type ApplicationChannel = (typeof APPLICATION_CHANNELS)[number];

/** A document's review: pending, accepted, or flagged by a manager with a reason and a fix deadline. */
export const DOCUMENT_REVIEW_STATES = ["PENDING", "ACCEPTED", "FLAGGED"] as const;
export type DocumentReviewState = (typeof DOCUMENT_REVIEW_STATES)[number];

export const VERIFICATION_PROVIDERS = ["kcp", "sandbox"] as const;
export type VerificationProvider = (typeof VERIFICATION_PROVIDERS)[number];

export const VERIFICATION_STATUSES = ["PENDING", "VERIFIED", "FAILED"] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What a visitor verifies their identity for; a verification serves only its own purpose. */
export const VERIFICATION_PURPOSES = ["application", "inquiry", "join", "recovery"] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** KAKAO: a KakaoTalk 알림톡 (template message), with an SMS in its place when it cannot be delivered. */
export const OUTBOX_CHANNELS = ["EMAIL", "SMS", "KAKAO"] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

/** UNDELIVERABLE: the provider could not deliver a KakaoTalk message; an SMS went in its place. */
export const OUTBOX_STATUSES = ["PENDING", "SENT", "FAILED", "UNDELIVERABLE"] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Console scopes of docs/product.md §6.1. */
export const SCOPES = [
  "console",
  "manager",
  "terms",
  "centerNotifications",
  "centerFaqs",
  "centerDownloads",
  "registration",
  "application",
  "popups",
] as const;
export type Scope = (typeof SCOPES)[number];

export const TERM_CODES = ["privacy", "application", "marketing"] as const;

/** The site languages, for columns that record one (the applicant's language). */
export type { Language } from "./i18n/languages";

/** The site's own hero illustrations (public/images/home/hero-<name>.svg) a banner may show instead of a photo. */
export const BANNER_ILLUSTRATIONS = ["station", "community", "support"] as const;
export type BannerIllustration = (typeof BANNER_ILLUSTRATIONS)[number];

/**
 * Why a winner was refused in the winners' document check (docs/product/after-draw.md §2):
 * each names the rule it breaks; OTHER carries the manager's text.
 */
export const REFUSAL_REASONS = [
  "INCOME_OVER",
  "ASSETS_OVER",
  "HOME_OWNED",
  "DOCUMENTS_MISSING",
  "NO_ANSWER",
  "OTHER",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** An appeal (이의신청): OPEN until decided, UPHELD (the refusal withdrawn) or DISMISSED (it stands). */
export const APPEAL_STATES = ["OPEN", "UPHELD", "DISMISSED"] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

/** A seat offered to a 예비: OFFERED until answered or due, then ACCEPTED, DECLINED or EXPIRED. */
export const OFFER_STATES = ["OFFERED", "ACCEPTED", "DECLINED", "EXPIRED"] as const;
export type OfferState = (typeof OFFER_STATES)[number];
