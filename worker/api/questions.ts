import type { Context } from "hono";
import { Hono } from "hono";
import { personKeyOfMember } from "../../app/features/members/members.server";
import { GRANT_HEADER, hasGrant, signGrant } from "../../app/features/questions/question-grant.server";
import {
  askQuestionSchema,
  editQuestionSchema,
  questionListQuerySchema,
  questionPasswordSchema,
} from "../../app/features/questions/question-schema";
import {
  askQuestion,
  checkQuestionPassword,
  deleteQuestion,
  editQuestion,
  getQuestion,
  listQuestions,
  questionJson,
} from "../../app/features/questions/questions.server";
import { DomainError } from "../../app/lib/domain-error";
import { optionalMember } from "./member-guard";
import { sameOriginWrites } from "./same-origin";
import type { ApiEnv } from "./types";
import { idParam, validate } from "./validate";

/** Whether the request carries a live grant (from POST …/check) for this question. */
function granted(c: Context<ApiEnv>, id: string): Promise<boolean> {
  const { env, now } = c.var.scope;
  return hasGrant(env.JWT_SECRETS, c.req.header(GRANT_HEADER) ?? null, id, now());
}

async function requireGrant(c: Context<ApiEnv>, id: string): Promise<void> {
  if (!(await granted(c, id))) throw new DomainError(403, "question.checkRequired");
}

/**
 * /api/v1/center/questions (docs/product.md §14.4): list (private questions without their
 * words), read (a private one only with a grant), ask, and the password check, which answers
 * the question with a `grant` good for ten minutes; PUT and DELETE take that grant back in
 * the `x-question-grant` header. Anyone may write; a foreign Origin may not.
 */
export const questionsApi = new Hono<ApiEnv>()
  .use(sameOriginWrites)
  .get("/", validate("query", questionListQuerySchema), async (c) => {
    const page = await listQuestions(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(questionJson) });
  })
  .post("/", validate("json", askQuestionSchema), async (c) => {
    const { db, env, now, ip, lang } = c.var.scope;
    const at = now();
    const member = await optionalMember(c);
    const personKey = member ? await personKeyOfMember(db, member.memberId) : null;
    const question = await askQuestion(db, c.req.valid("json"), { now: at, ip, lang, personKey });
    // The asker just chose the password: they may open their private question at once.
    return c.json({ question: questionJson(question), grant: await signGrant(env.JWT_SECRET, question.id, at) }, 201);
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    return c.json({ question: questionJson(await getQuestion(c.var.scope.db, id, await granted(c, id))) });
  })
  .post("/:id/check", validate("param", idParam), validate("json", questionPasswordSchema), async (c) => {
    const { db, env, now, ip } = c.var.scope;
    const { id } = c.req.valid("param");
    const at = now();
    const question = await checkQuestionPassword(db, id, c.req.valid("json").password, { now: at, ip });
    return c.json({ question: questionJson(question), grant: await signGrant(env.JWT_SECRET, id, at) });
  })
  .put("/:id", validate("param", idParam), validate("json", editQuestionSchema), async (c) => {
    const { id } = c.req.valid("param");
    await requireGrant(c, id);
    const question = await editQuestion(c.var.scope.db, id, c.req.valid("json"), c.var.scope.now());
    return c.json({ question: questionJson(question) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await requireGrant(c, id);
    await deleteQuestion(c.var.scope.db, id);
    return c.body(null, 204);
  });
