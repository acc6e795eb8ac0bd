import { Hono } from "hono";
import { answerSchema, questionListQuerySchema } from "../../../app/features/questions/question-schema";
import {
  answerQuestion,
  consoleQuestionJson,
  deleteQuestionForConsole,
  listQuestionsForConsole,
  openQuestionForConsole,
  withdrawAnswer,
} from "../../../app/features/questions/questions-console.server";
import type { ApiEnv } from "../types";
import { idParam, validate } from "../validate";
import { actorOf, requireArea } from "./guard";

/**
 * /api/console/center/questions (area "questions"): list and search every question, open
 * one (audited), answer or change the answer (PUT …/answer), take it back (DELETE …/answer),
 * delete a question.
 */
export const consoleQuestionsApi = new Hono<ApiEnv>()
  .use(requireArea("questions"))
  .get("/", validate("query", questionListQuerySchema), async (c) => {
    const page = await listQuestionsForConsole(c.var.scope.db, c.req.valid("query"));
    return c.json({ ...page, items: page.items.map(consoleQuestionJson) });
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const question = await openQuestionForConsole(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.json({ question: consoleQuestionJson(question) });
  })
  .put("/:id/answer", validate("param", idParam), validate("json", answerSchema), async (c) => {
    const { id } = c.req.valid("param");
    const question = await answerQuestion(c.var.scope.db, id, c.req.valid("json").answer, actorOf(c));
    return c.json({ question: consoleQuestionJson(question) });
  })
  .delete("/:id/answer", validate("param", idParam), async (c) => {
    const question = await withdrawAnswer(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.json({ question: consoleQuestionJson(question) });
  })
  .delete("/:id", validate("param", idParam), async (c) => {
    await deleteQuestionForConsole(c.var.scope.db, c.req.valid("param").id, actorOf(c));
    return c.body(null, 204);
  });
