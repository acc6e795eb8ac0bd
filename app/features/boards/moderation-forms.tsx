import { Form } from "react-router";
import { useT } from "../../lib/i18n/client";

/*
 * The small forms of the board moderation screens. Each posts to its page's action
 * (app/routes/console/board-moderation.server.ts) and works without JavaScript. `label` names
 * the post or comment, so a screen reader hears which one each button acts on.
 */

type Target = "post" | "comment";

export function HiddenToggle({
  target,
  id,
  hidden,
  label,
}: {
  target: Target;
  id: string;
  hidden: boolean;
  label: string;
}) {
  const t = useT();
  const noun = target === "post" ? "Post" : "Comment";
  return (
    <Form method="post" className="managed-inline-form">
      <input type="hidden" name="intent" value={`${hidden ? "show" : "hide"}${noun}`} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="console-button"
        aria-label={`${t(`console.boards.${hidden ? "show" : "hide"}`)}: ${label}`}
      >
        {t(`console.boards.${hidden ? "show" : "hide"}`)}
      </button>
    </Form>
  );
}

export function DeleteButton({ target, id, label }: { target: Target; id: string; label: string }) {
  const t = useT();
  const post = target === "post";
  return (
    <Form method="post" className="managed-inline-form">
      <input type="hidden" name="intent" value={post ? "deletePost" : "deleteComment"} />
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        className="console-button console-button--danger"
        aria-label={post ? undefined : `${t("console.boards.deleteComment")}: ${label}`}
      >
        {t(post ? "console.boards.deleteSubmit" : "console.boards.deleteComment")}
      </button>
    </Form>
  );
}
