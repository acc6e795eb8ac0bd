import { Hono } from "hono";
import {
  consoleFaqListQuerySchema,
  faqCategoryInputSchema,
  faqInputSchema,
} from "../../../../app/features/faqs/faq-schema";
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  faqCategoryJson,
  getFaqForConsole,
  listFaqCategories,
  listFaqsForConsole,
  setFaqFlags,
  updateFaq,
  updateFaqCategory,
} from "../../../../app/features/faqs/faqs.server";
import { managedFlagsSchema } from "../../../../app/features/managed-content/managed-schema";
import type { ApiEnv } from "../../types";
import { idParam, validate } from "../../validate";
import { actorOf, requireArea } from "../guard";

/**
 * /api/console/center/faqs (area "faqs"): questions (list with `category`, `q`, `status`;
 * create, replace, pin or publish with PATCH, delete) and /categories (list, create,
 * rename or reorder, delete when empty).
 */
export const consoleFaqsApi = new Hono<ApiEnv>()
  .use(requireArea("faqs"))
  .get("/categories", async (c) => {
    return c.json({ categories: (await listFaqCategories(c.var.scope.db, false)).map(faqCategoryJson) });
  })
  .post("/categories", validate("json", faqCategoryInputSchema), async (c) => {
    const category = await createFaqCategory(c.var.scope.db, c.req.valid("json"), actorOf(c));
    return c.json({ category: faqCategoryJson(category) }, 201);
  })
  .put("/categories/:id", validate("param", idParam), validate("json", faqCategoryInputSchema), async (c) => {
    const category = await updateFaqCategory(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c));
    return c.json({ category: faqCategoryJson(category) });
  })
  .delete("/categories/:id", validate("param", idParam), async (c) => {
    await deleteFaqCategory(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  })
  .get("/", validate("query", consoleFaqListQuerySchema), async (c) => {
    return c.json(await listFaqsForConsole(c.var.scope.db, c.req.valid("query")));
  })
  .post("/", validate("json", faqInputSchema), async (c) => {
    return c.json({ faq: await createFaq(c.var.scope.db, c.req.valid("json"), actorOf(c)) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    return c.json({ faq: await getFaqForConsole(c.var.scope.db, c.req.valid("param").id) });
  })
  .put("/:id", validate("param", idParam), validate("json", faqInputSchema), async (c) => {
    return c.json({ faq: await updateFaq(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c)) });
  })
  .patch("/:id", validate("param", idParam), validate("json", managedFlagsSchema), async (c) => {
    return c.json({ faq: await setFaqFlags(c.var.scope.db, c.req.valid("param").id, c.req.valid("json"), actorOf(c)) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteFaq(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
