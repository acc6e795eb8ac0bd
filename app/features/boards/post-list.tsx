import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import type { PostListItem } from "./board-views";

export function PostTable({ base, posts, startNumber }: { base: string; posts: PostListItem[]; startNumber: number }) {
  const t = useT();
  if (posts.length === 0) return <p className="notice">{t("forms.board.empty")}</p>;
  return (
    <div className="table-wrap">
      <table className="table board-table">
        <caption className="visually-hidden">{t("forms.board.listCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("forms.board.number")}</th>
            <th scope="col">{t("forms.board.postTitle")}</th>
            <th scope="col">{t("forms.board.author")}</th>
            <th scope="col">{t("forms.board.date")}</th>
            <th scope="col">{t("forms.board.views")}</th>
          </tr>
        </thead>
        <tbody>
          {posts.map((post, i) => (
            <tr key={post.id}>
              <td>{startNumber - i}</td>
              <td className="board-table__title">
                <Link to={`${base}/${post.id}`}>{post.title}</Link>
                {post.commentCount > 0 && (
                  <span className="comment-count"> {t("forms.board.commentCount", { count: post.commentCount })}</span>
                )}
              </td>
              <td>{post.authorName}</td>
              <td>
                <time>{post.createdAt}</time>
              </td>
              <td>{post.views}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
