import { Hono } from "hono";
import { z } from "zod";
import { TERM_CODE_PATTERN } from "../../app/features/terms/term-schema";
import { getCurrentTerm, listCurrentTerms, termJson } from "../../app/features/terms/terms.server";
import { DomainError } from "../../app/lib/domain-error";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const codeParam = z.object({ code: z.string().regex(TERM_CODE_PATTERN, "validation.terms.code") });

/** GET /api/v1/terms (the versions in force) and GET /api/v1/terms/{code}. */
export const termsApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ terms: (await listCurrentTerms(db, now())).map(termJson) });
  })
  .get("/:code", validate("param", codeParam), async (c) => {
    const { db, now } = c.var.scope;
    const term = await getCurrentTerm(db, c.req.valid("param").code, now());
    if (!term) throw new DomainError(404, "term.notFound");
    return c.json({ term: termJson(term) });
  });
