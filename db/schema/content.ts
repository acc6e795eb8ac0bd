import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import type { BannerIllustration } from "../../app/lib/enums";
import { bool, createdAt, id, instant, json, timestamps } from "../columns";

/** A set of terms (이용약관, 개인정보 처리방침, 동의서) identified by a code. */
export const terms = sqliteTable("terms", {
  id: id(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  required: bool("required").notNull().default(true),
  ...timestamps(),
});

/** Each published text of a term; agreements record the version agreed to. */
export const termVersions = sqliteTable(
  "term_versions",
  {
    id: id(),
    termId: text("term_id")
      .notNull()
      .references(() => terms.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    body: text("body").notNull(),
    effectiveAt: instant("effective_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("term_versions_term_version_uq").on(t.termId, t.version)],
);

export const popups = sqliteTable(
  "popups",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    imageKey: text("image_key"),
    imageAlt: text("image_alt").notNull().default(""),
    linkUrl: text("link_url"),
    startsAt: instant("starts_at").notNull(),
    endsAt: instant("ends_at").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    active: bool("active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("popups_active_idx").on(t.active, t.startsAt, t.endsAt)],
);

/** A banner's words in another language, entered by a manager; Korean shows where one is missing. */
export type BannerTranslation = { title: string; text: string; linkLabel: string; imageAlt: string };

/**
 * Slides of a banner slot by `code` ("main": the home hero). `title` is the headline. The
 * picture is an uploaded photo (`imageKey`) or one of the site's own illustrations.
 */
export const banners = sqliteTable(
  "banners",
  {
    id: id(),
    code: text("code").notNull(),
    title: text("title").notNull(),
    text: text("text").notNull().default(""),
    imageKey: text("image_key"),
    illustration: text("illustration").$type<BannerIllustration>(),
    imageAlt: text("image_alt").notNull().default(""),
    linkUrl: text("link_url"),
    linkLabel: text("link_label").notNull().default(""),
    /** Shown from/until these instants; null leaves that end open. */
    startsAt: instant("starts_at"),
    endsAt: instant("ends_at"),
    translations: json<Partial<Record<"en" | "cn", BannerTranslation>>>("translations").notNull().default({}),
    sortOrder: integer("sort_order").notNull().default(0),
    active: bool("active").notNull().default(true),
    ...timestamps(),
  },
  (t) => [index("banners_code_idx").on(t.code, t.active, t.sortOrder)],
);

/** Site settings as JSON documents by key (`site`: identity, footer, social links, survey URL). */
export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: json<unknown>("value").notNull(),
  sample: bool("sample").notNull().default(false),
  updatedAt: instant("updated_at")
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date()),
  updatedBy: text("updated_by"),
});
