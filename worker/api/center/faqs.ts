import { Hono } from "hono";
import { faqListQuerySchema } from "../../../app/features/faqs/faq-schema";
import {
  faqCategoryJson,
  listFaqCategories,
  listPublishedFaqs,
  publicFaqJson,
} from "../../../app/features/faqs/faqs.server";
import type { ApiEnv } from "../types";
import { validate } from "../validate";

/** GET /api/v1/center/faqs: the categories and a page of published questions (`category`, `q`, `page`). */
export const faqsApi = new Hono<ApiEnv>().get("/", validate("query", faqListQuerySchema), async (c) => {
  const { db } = c.var.scope;
  const [categories, page] = await Promise.all([
    listFaqCategories(db, true),
    listPublishedFaqs(db, c.req.valid("query")),
  ]);
  return c.json({ categories: categories.map(faqCategoryJson), ...page, items: page.items.map(publicFaqJson) });
});
