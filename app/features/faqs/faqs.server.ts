import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { isUniqueViolation } from "../../../db/client";
import { newId } from "../../../db/columns";
import { faqCategories, faqs } from "../../../db/schema";
import { DomainError } from "../../lib/domain-error";
import { type Page, paginate } from "../../lib/pagination";
import type { AuditActor } from "../audit/audit.server";
import type { ManagedFlags } from "../managed-content/managed-schema";
import { commitManagedChange, managedAudit } from "../managed-content/managed-write.server";
import { sanitizeRichText } from "../managed-content/sanitize.server";
import { cleanRichText, containsText, publicationFilter } from "../managed-content/search.server";
import { bodyImages, clearForPublishing } from "../publishing/publishing-gate.server";
import type { ConsoleFaqListQuery, FaqCategoryInput, FaqInput, FaqListQuery } from "./faq-schema";

/*
 * 자주 묻는 질문 (PRODUCT.md §14.2): categories and questions, the public accordion's list
 * and the console's changes. Answers are kept sanitised with their text for search.
 */

export const FAQ_PAGE_SIZE = 20;

export type FaqCategory = { id: string; name: string; sortOrder: number; faqCount: number; sample: boolean };
export type FaqRow = typeof faqs.$inferSelect;
export type FaqItem = {
  id: string;
  categoryId: string;
  categoryName: string;
  question: string;
  answer: string;
  sortOrder: number;
  pinned: boolean;
  published: boolean;
  sample: boolean;
};

// Written out in full: inside a subquery drizzle would leave the column names unqualified.
const faqCount = (publishedOnly: boolean) =>
  sql<number>`(select count(*) from "faqs" where "faqs"."category_id" = "faq_categories"."id"${publishedOnly ? sql` and "faqs"."published" = 1` : sql``})`.mapWith(
    Number,
  );

/** Every category in its order, with how many (published) questions it holds. */
export function listFaqCategories(db: Db, publishedOnly: boolean): Promise<FaqCategory[]> {
  return db
    .select({
      id: faqCategories.id,
      name: faqCategories.name,
      sortOrder: faqCategories.sortOrder,
      sample: faqCategories.sample,
      faqCount: faqCount(publishedOnly),
    })
    .from(faqCategories)
    .orderBy(asc(faqCategories.sortOrder), asc(faqCategories.name));
}

/** A question with its category's name: what lists and the console's form show. */
const itemColumns = {
  id: faqs.id,
  categoryId: faqs.categoryId,
  categoryName: faqCategories.name,
  question: faqs.question,
  answer: faqs.answer,
  sortOrder: faqs.sortOrder,
  pinned: faqs.pinned,
  published: faqs.published,
  sample: faqs.sample,
};

function filtered(db: Db, where: SQL | undefined, page: number): Promise<Page<FaqItem>> {
  return paginate(
    db,
    { page, pageSize: FAQ_PAGE_SIZE },
    ({ limit, offset }) =>
      db
        .select(itemColumns)
        .from(faqs)
        .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
        .where(where)
        // Pinned questions first, then by category and each question's order.
        .orderBy(
          desc(faqs.pinned),
          asc(faqCategories.sortOrder),
          asc(faqs.sortOrder),
          asc(faqs.createdAt),
          asc(faqs.id),
        )
        .limit(limit)
        .offset(offset),
    db.select({ n: count() }).from(faqs).where(where),
  );
}

const matching = (query: FaqListQuery) =>
  and(
    query.category ? eq(faqs.categoryId, query.category) : undefined,
    query.q ? containsText(query.q, faqs.question, faqs.answerText) : undefined,
  );

/** Published questions of a category (or all), searched in question and answer text. */
export async function listPublishedFaqs(db: Db, query: FaqListQuery): Promise<Page<FaqItem>> {
  const page = await filtered(db, and(eq(faqs.published, true), matching(query)), query.page);
  // Answers go out through the allow-list again.
  return { ...page, items: page.items.map((f) => ({ ...f, answer: sanitizeRichText(f.answer) })) };
}

/* The console's side. */

export function listFaqsForConsole(db: Db, query: ConsoleFaqListQuery): Promise<Page<FaqItem>> {
  return filtered(db, and(publicationFilter(faqs.published, query.status), matching(query)), query.page);
}

export async function getFaqForConsole(db: Db, id: string): Promise<FaqItem> {
  const row = await db
    .select(itemColumns)
    .from(faqs)
    .innerJoin(faqCategories, eq(faqCategories.id, faqs.categoryId))
    .where(eq(faqs.id, id))
    .get();
  if (!row) throw new DomainError(404, "faq.notFound");
  return row;
}

async function requireCategory(db: Db, id: string) {
  const row = await db.select({ id: faqCategories.id }).from(faqCategories).where(eq(faqCategories.id, id)).get();
  if (!row) throw new DomainError(400, "faq.categoryNotFound", "categoryId");
}

function faqValues(input: FaqInput) {
  const answer = cleanRichText(input.answer, "answer", "validation.content.answer");
  return {
    categoryId: input.categoryId,
    question: input.question,
    answer: answer.html,
    answerText: answer.text,
    sortOrder: input.sortOrder,
    pinned: input.pinned,
    published: input.published,
  };
}

/** Scans what a FAQ entry is about to publish (images already in `currentAnswer` were confirmed before). */
function clearFaq(db: Db, by: AuditActor, id: string, input: FaqInput, answer: string, currentAnswer = "") {
  const kept = new Set(bodyImages(currentAnswer));
  return clearForPublishing(db, by, {
    targetType: "faq",
    targetId: id,
    parts: [
      { field: "question", place: "question", text: input.question },
      { field: "answer", place: "answer", text: answer, html: true },
      { field: "answer", images: bodyImages(answer).filter((src) => !kept.has(src)), inBody: true },
    ],
    confirmUnreadable: Boolean(input.confirmUnreadable),
  });
}

export async function createFaq(db: Db, input: FaqInput, by: AuditActor): Promise<FaqItem> {
  const values = faqValues(input);
  await requireCategory(db, input.categoryId);
  const id = newId();
  const cleared = await clearFaq(db, by, id, input, values.answer);
  await commitManagedChange(db, null, by.now, [
    db.insert(faqs).values({ ...values, id, createdAt: by.now, updatedAt: by.now }),
    managedAudit(db, by, "record.create", "faq", id),
    ...cleared,
  ]);
  return getFaqForConsole(db, id);
}

export async function updateFaq(db: Db, id: string, input: FaqInput, by: AuditActor): Promise<FaqItem> {
  const current = await getFaqForConsole(db, id);
  const values = faqValues(input);
  await requireCategory(db, input.categoryId);
  const cleared = await clearFaq(db, by, id, input, values.answer, current.answer);
  await commitManagedChange(db, null, by.now, [
    db
      .update(faqs)
      .set({ ...values, updatedAt: by.now })
      .where(eq(faqs.id, id)),
    managedAudit(db, by, "record.update", "faq", id),
    ...cleared,
  ]);
  return getFaqForConsole(db, id);
}

export async function setFaqFlags(db: Db, id: string, flags: ManagedFlags, by: AuditActor): Promise<FaqItem> {
  await getFaqForConsole(db, id);
  await commitManagedChange(db, null, by.now, [
    db
      .update(faqs)
      .set({ ...flags, updatedAt: by.now })
      .where(eq(faqs.id, id)),
    managedAudit(db, by, "record.update", "faq", id, flags),
  ]);
  return getFaqForConsole(db, id);
}

export async function deleteFaq(db: Db, id: string, by: AuditActor): Promise<FaqItem> {
  const current = await getFaqForConsole(db, id);
  await commitManagedChange(db, null, by.now, [
    db.delete(faqs).where(eq(faqs.id, id)),
    managedAudit(db, by, "record.delete", "faq", id),
  ]);
  return current;
}

/* Categories. */

async function getCategory(db: Db, id: string) {
  const row = await db.select().from(faqCategories).where(eq(faqCategories.id, id)).get();
  if (!row) throw new DomainError(404, "faq.categoryNotFound");
  return row;
}

/** Writes a category change; a name another category has is refused on `name`. */
async function writeCategory(run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(409, "faq.categoryTaken", "name");
    throw error;
  }
}

export async function createFaqCategory(db: Db, input: FaqCategoryInput, by: AuditActor) {
  const id = newId();
  await writeCategory(() =>
    commitManagedChange(db, null, by.now, [
      db.insert(faqCategories).values({ ...input, id, createdAt: by.now, updatedAt: by.now }),
      managedAudit(db, by, "record.create", "faqCategory", id),
    ]),
  );
  return getCategory(db, id);
}

export async function updateFaqCategory(db: Db, id: string, input: FaqCategoryInput, by: AuditActor) {
  await getCategory(db, id);
  await writeCategory(() =>
    commitManagedChange(db, null, by.now, [
      db
        .update(faqCategories)
        .set({ ...input, updatedAt: by.now })
        .where(eq(faqCategories.id, id)),
      managedAudit(db, by, "record.update", "faqCategory", id),
    ]),
  );
  return getCategory(db, id);
}

/** Deletes an empty category; one that still holds questions is refused (409). */
export async function deleteFaqCategory(db: Db, id: string, by: AuditActor) {
  const current = await getCategory(db, id);
  const [used] = await db.select({ n: count() }).from(faqs).where(eq(faqs.categoryId, id));
  if ((used?.n ?? 0) > 0) throw new DomainError(409, "faq.categoryInUse");
  try {
    await commitManagedChange(db, null, by.now, [
      db.delete(faqCategories).where(eq(faqCategories.id, id)),
      managedAudit(db, by, "record.delete", "faqCategory", id),
    ]);
  } catch (error) {
    // A question added meanwhile: the foreign key keeps the category.
    if (
      /FOREIGN KEY constraint failed/i.test(
        `${error instanceof Error ? error.message : ""} ${String((error as Error).cause ?? "")}`,
      )
    )
      throw new DomainError(409, "faq.categoryInUse");
    throw error;
  }
  return current;
}

/** A question as visitors get it. */
export function publicFaqJson(f: FaqItem) {
  return {
    id: f.id,
    categoryId: f.categoryId,
    categoryName: f.categoryName,
    question: f.question,
    answer: f.answer,
    pinned: f.pinned,
  };
}

export function faqCategoryJson(c: {
  id: string;
  name: string;
  sortOrder: number;
  faqCount?: number;
  sample: boolean;
}) {
  return { id: c.id, name: c.name, sortOrder: c.sortOrder, faqCount: c.faqCount, sample: c.sample };
}
