import { data, type RouterContextProvider, redirect } from "react-router";
import { CONSOLE_PATHS } from "../features/auth/console-paths";
import {
  deleteCommentByManager,
  deletePostByManager,
  setCommentHidden,
  setPostHidden,
} from "../features/boards/moderation.server";
import { MODERATION_DONE, moderationFormSchema } from "../features/boards/moderation-schema";
import { formText } from "../lib/form-values";
import { readForm } from "../lib/read-form.server";
import { consolePage } from "./console-page.server";

/**
 * The one action of the board moderation screens (list and post): hide, show again or delete
 * a post or a comment, then back to `back` (the page the form was on) with a status line; a
 * deleted post goes back to the list. A refusal answers `{ message, errors }` to the page.
 */
export async function moderationAction(request: Request, context: Readonly<RouterContextProvider>, back: string) {
  const { db, actor, failure } = consolePage(context, "boards");
  const form = await readForm(request);
  try {
    const { intent, id } = moderationFormSchema.parse({ intent: formText(form, "intent"), id: formText(form, "id") });
    const by = actor(request);
    if (intent === "hidePost" || intent === "showPost") await setPostHidden(db, id, intent === "hidePost", by);
    else if (intent === "hideComment" || intent === "showComment")
      await setCommentHidden(db, id, intent === "hideComment", by);
    else if (intent === "deleteComment") await deleteCommentByManager(db, id, by);
    else await deletePostByManager(db, id, by);
    const target = new URL(intent === "deletePost" ? CONSOLE_PATHS.boards : back, "http://console.invalid");
    target.searchParams.set("done", MODERATION_DONE[intent]);
    return redirect(`${target.pathname}${target.search}`);
  } catch (error) {
    const refused = failure(error);
    return data(refused, refused.status);
  }
}
