import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, createdAt, id, instant, timestamps } from "../columns";

/** 공지사항 ("notifications", docs/product.md §14.1). */
export const notices = sqliteTable(
  "notices",
  {
    id: id(),
    title: text("title").notNull(),
    /** Sanitised HTML (app/features/managed-content/sanitize.server.ts). */
    body: text("body").notNull(),
    /** The body's text, for search. */
    bodyText: text("body_text").notNull().default(""),
    pinned: bool("pinned").notNull().default(false),
    published: bool("published").notNull().default(true),
    views: integer("views").notNull().default(0),
    publishedAt: instant("published_at").notNull(),
    /** Seeded sample content, marked in the console. */
    sample: bool("sample").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("notices_list_idx").on(t.published, t.pinned, t.publishedAt)],
);

export const noticeAttachments = sqliteTable(
  "notice_attachments",
  {
    id: id(),
    noticeId: text("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    r2Key: text("r2_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("notice_attachments_notice_idx").on(t.noticeId)],
);

export const faqCategories = sqliteTable("faq_categories", {
  id: id(),
  name: text("name").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  sample: bool("sample").notNull().default(false),
  ...timestamps(),
});

export const faqs = sqliteTable(
  "faqs",
  {
    id: id(),
    categoryId: text("category_id")
      .notNull()
      .references(() => faqCategories.id),
    question: text("question").notNull(),
    /** Sanitised HTML (app/features/managed-content/sanitize.server.ts). */
    answer: text("answer").notNull(),
    /** The answer's text, for search. */
    answerText: text("answer_text").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
    pinned: bool("pinned").notNull().default(false),
    published: bool("published").notNull().default(true),
    sample: bool("sample").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("faqs_category_idx").on(t.categoryId, t.sortOrder)],
);

/** 서식 다운로드. */
export const downloads = sqliteTable(
  "downloads",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    pinned: bool("pinned").notNull().default(false),
    published: bool("published").notNull().default(true),
    views: integer("views").notNull().default(0),
    publishedAt: instant("published_at").notNull(),
    sample: bool("sample").notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("downloads_list_idx").on(t.published, t.pinned, t.publishedAt)],
);

export const downloadFiles = sqliteTable(
  "download_files",
  {
    id: id(),
    downloadId: text("download_id")
      .notNull()
      .references(() => downloads.id, { onDelete: "cascade" }),
    r2Key: text("r2_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("download_files_download_idx").on(t.downloadId)],
);

/** Q&A ("questions", docs/product.md §14.4): the writer's password is stored hashed. */
export const questions = sqliteTable(
  "questions",
  {
    id: id(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    authorName: text("author_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    secret: bool("secret").notNull().default(true),
    answer: text("answer"),
    answered: bool("answered").notNull().default(false),
    answeredAt: instant("answered_at"),
    answeredBy: text("answered_by"),
    /**
     * The language of the page the question was asked on: its text is marked with it.
     * The site's languages (app/lib/i18n/languages.ts), spelled out: the schema imports no app code.
     */
    lang: text("lang").$type<"ko" | "en" | "cn">().notNull().default("ko"),
    /**
     * The verified person (members.personKey) of a member who asked while logged in, so the
     * question shows on their my page; null for a visitor. Not personal data in itself (an
     * HMAC); the member's withdrawal deletes their questions, so none outlives the account.
     */
    personKey: text("person_key"),
    ...timestamps(),
  },
  (t) => [
    index("questions_created_at_idx").on(t.createdAt),
    index("questions_answered_idx").on(t.answered),
    index("questions_person_idx").on(t.personKey),
  ],
);
