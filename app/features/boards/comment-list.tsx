import type { ActionResult } from "../../lib/action-result";
import type { FormValues } from "../../lib/form-values";
import { useT } from "../../lib/i18n/client";
import { CommentForm, PasswordForm } from "./board-forms";
import type { CommentItem } from "./board-views";

/** The comments of a post, a password-guarded delete on each, and the form to add one. */
export function CommentSection({ comments, result }: { comments: CommentItem[]; result?: ActionResult<FormValues> }) {
  const t = useT();
  return (
    <section id="comments" className="comments" aria-labelledby="comments-title" tabIndex={-1}>
      <h2 id="comments-title">
        {t("forms.board.comments")} <span className="count">{comments.length}</span>
      </h2>
      {comments.length === 0 ? (
        <p>{t("forms.board.noComments")}</p>
      ) : (
        <ul className="comment-list">
          {comments.map((comment) => {
            const mine =
              result?.intent === "deleteComment" && result.values?.commentId === comment.id ? result : undefined;
            return (
              <li key={comment.id} className="comment">
                <p className="comment__meta">
                  <strong>{comment.authorName}</strong> · <time>{comment.createdAt}</time>
                </p>
                <p className="comment__body">{comment.body}</p>
                <details className="comment__delete" open={Boolean(mine)}>
                  <summary aria-label={t("forms.board.commentDeleteOf", { author: comment.authorName })}>
                    {t("forms.board.commentDelete")}
                  </summary>
                  <PasswordForm
                    intent="deleteComment"
                    hidden={{ commentId: comment.id }}
                    result={mine}
                    submitLabel={t("forms.board.commentDelete")}
                  />
                </details>
              </li>
            );
          })}
        </ul>
      )}
      <h3>{t("forms.board.commentWrite")}</h3>
      <CommentForm result={result?.intent === "comment" ? result : undefined} />
    </section>
  );
}
