import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { personKeyOfMember } from "../features/members/members.server";
import { askQuestionFromForm, editQuestionFromForm } from "../features/questions/question-field-names";
import {
  clearedGrantCookie,
  grantCookie,
  grantCookieOf,
  hasGrant,
  signGrant,
} from "../features/questions/question-grant.server";
import { INQUIRY_PATH, inquiryPath } from "../features/questions/question-paths";
import { askQuestionSchema, editQuestionSchema, questionPasswordSchema } from "../features/questions/question-schema";
import type { QuestionFormResult } from "../features/questions/question-views";
import {
  askQuestion,
  checkQuestionPassword,
  deleteQuestion,
  editQuestion,
} from "../features/questions/questions.server";
import { scopeContext } from "../lib/context";
import { appendCookies } from "../lib/cookies";
import { DomainError } from "../lib/domain-error";
import { formFailure, refusal } from "../lib/form-failure.server";
import { formValues } from "../lib/form-values";
import { memberContext } from "./member-guard.server";

/*
 * What the Q&A pages (/center/inquiry…) share: the views they render, the grant they read
 * from the cookie, and their one form action.
 */

type Ctx = Readonly<RouterContextProvider>;

/** Whether this page request carries a live grant (the cookie) for the question. */
export function pageGrant(context: Ctx, request: Request, id: string): Promise<boolean> {
  const scope = context.get(scopeContext);
  return hasGrant(scope.env.JWT_SECRETS, grantCookieOf(request), id, scope.now());
}

const intentSchema = z.enum(["ask", "check", "edit", "delete"]);

function withCookie(location: string, cookie: string): Response {
  return redirect(location, { headers: appendCookies(new Headers(), [cookie]) });
}

/**
 * The Q&A pages' form posts (ask, check, edit, delete), with the API's schemas and server
 * functions, then post/redirect/get with a `done` flag the next page announces. Asking and
 * a right password set the grant cookie; deleting clears it. Editing and deleting need the
 * grant. A refusal comes back as that form's errors.
 */
export async function questionPageAction(context: Ctx, request: Request, id: string | null, form: FormData) {
  const scope = context.get(scopeContext);
  const now = scope.now();
  const raw = formValues(form);
  const { password: _password, ...values } = raw as Record<string, string>;
  const intent = intentSchema.safeParse(raw.intent);
  const granted = async (questionId: string) => {
    if (!(await hasGrant(scope.env.JWT_SECRETS, grantCookieOf(request), questionId, now)))
      throw new DomainError(403, "question.checkRequired");
  };
  try {
    switch (intent.data) {
      case "ask": {
        const input = askQuestionSchema.parse(askQuestionFromForm(form));
        const member = context.get(memberContext);
        const personKey = member ? await personKeyOfMember(scope.db, member.memberId) : null;
        const question = await askQuestion(scope.db, input, { now, ip: scope.ip, lang: scope.lang, personKey });
        const grant = await signGrant(scope.env.JWT_SECRET, question.id, now);
        return withCookie(`${inquiryPath(question.id)}?done=asked`, grantCookie(grant));
      }
      case "check": {
        if (!id) break;
        const { password } = questionPasswordSchema.parse(raw);
        await checkQuestionPassword(scope.db, id, password, { now, ip: scope.ip });
        return withCookie(
          `${inquiryPath(id)}?done=checked`,
          grantCookie(await signGrant(scope.env.JWT_SECRET, id, now)),
        );
      }
      case "edit": {
        if (!id) break;
        await granted(id);
        await editQuestion(scope.db, id, editQuestionSchema.parse(editQuestionFromForm(form)), now);
        return redirect(`${inquiryPath(id)}?done=updated`);
      }
      case "delete": {
        if (!id) break;
        await granted(id);
        await deleteQuestion(scope.db, id);
        return withCookie(`${INQUIRY_PATH}?done=deleted`, clearedGrantCookie());
      }
    }
    throw new DomainError(400, "api.badRequest");
  } catch (error) {
    const failure = formFailure(error, scope.lang);
    const result: QuestionFormResult = refusal(failure, { intent: intent.data ?? "", values, wholeFormUnder: "_" });
    return data(result, { status: failure.status });
  }
}
