import { Hono } from "hono";
import { z } from "zod";
import { getCurrentTerm, listCurrentTerms, TERM_CODE_PATTERN, termJson } from "../../app/features/terms/terms.server";
import { ApiError } from "./errors";
import type { ApiEnv } from "./types";
import { validate } from "./validate";

const codeParam = z.object({ code: z.string().regex(TERM_CODE_PATTERN, "약관 코드를 확인해주세요") });

/** GET /api/v1/terms (the versions in force) and GET /api/v1/terms/{code}. */
export const termsApi = new Hono<ApiEnv>()
  .get("/", async (c) => {
    const { db, now } = c.var.scope;
    return c.json({ terms: (await listCurrentTerms(db, now())).map(termJson) });
  })
  .get("/:code", validate("param", codeParam), async (c) => {
    const { db, now } = c.var.scope;
    const term = await getCurrentTerm(db, c.req.valid("param").code, now());
    if (!term) throw new ApiError(404, "약관을 찾을 수 없습니다");
    return c.json({ term: termJson(term) });
  });
