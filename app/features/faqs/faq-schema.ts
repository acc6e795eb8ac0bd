import { z } from "zod";
import { formText } from "../../lib/form-values";
import { pageNumberSchema } from "../../lib/pagination";
import {
  checked,
  confirmUnreadableSchema,
  flagSchema,
  PUBLICATION_FILTERS,
  richTextSchema,
  searchTermSchema,
  sortOrderSchema,
} from "../managed-content/managed-schema";

/** FAQ inputs (PRODUCT.md §14.2), for the console's forms, the actions and the API. Client-safe. */

const recordId = z
  .string({ error: "validation.content.category" })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, "validation.content.category");

export const faqInputSchema = z.object({
  categoryId: recordId,
  question: z
    .string({ error: "validation.content.question" })
    .trim()
    .min(1, "validation.content.question")
    .max(300, "validation.content.question"),
  answer: richTextSchema("validation.content.answer"),
  sortOrder: sortOrderSchema.default(0),
  pinned: flagSchema.default(false),
  published: flagSchema.default(true),
  confirmUnreadable: confirmUnreadableSchema,
});
export type FaqInput = z.output<typeof faqInputSchema>;

export function faqFromForm(form: FormData) {
  return {
    categoryId: formText(form, "categoryId"),
    question: formText(form, "question"),
    answer: formText(form, "answer"),
    sortOrder: formText(form, "sortOrder") || "0",
    pinned: checked(form, "pinned"),
    published: checked(form, "published"),
    confirmUnreadable: checked(form, "confirmUnreadable"),
  };
}

export const faqCategoryInputSchema = z.object({
  name: z
    .string({ error: "validation.content.categoryName" })
    .trim()
    .min(1, "validation.content.categoryName")
    .max(40, "validation.content.categoryName"),
  sortOrder: sortOrderSchema.default(0),
});
export type FaqCategoryInput = z.output<typeof faqCategoryInputSchema>;

export function faqCategoryFromForm(form: FormData) {
  return { name: formText(form, "name"), sortOrder: formText(form, "sortOrder") || "0" };
}

/** An optional category filter: empty means every category. */
const categoryFilter = z
  .union([z.literal(""), recordId])
  .optional()
  .transform((v) => v || undefined);

/** `?category=&q=&page=` of the public FAQ (page and /api/v1/center/faqs). */
export const faqListQuerySchema = z.object({ page: pageNumberSchema, q: searchTermSchema, category: categoryFilter });
export type FaqListQuery = z.output<typeof faqListQuerySchema>;

export const consoleFaqListQuerySchema = faqListQuerySchema.extend({
  status: z.enum(PUBLICATION_FILTERS, { error: "validation.content.status" }).default("all"),
});
export type ConsoleFaqListQuery = z.output<typeof consoleFaqListQuerySchema>;
