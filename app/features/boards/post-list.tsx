import { Link } from "react-router";
import { useT } from "../../lib/i18n/client";
import type { PostListItem } from "./board-page.server";

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

/** Page links; each is a plain link, so paging works without JavaScript. */
export function Pagination({ base, page, totalPages }: { base: string; page: number; totalPages: number }) {
  const t = useT();
  if (totalPages <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  const href = (p: number) => (p === 1 ? base : `${base}?page=${p}`);
  return (
    <nav className="pagination" aria-label={t("forms.board.pagination")}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={href(page - 1)}>{t("forms.board.previous")}</Link>
          </li>
        )}
        {pages.map((p) => (
          <li key={p}>
            <Link
              to={href(p)}
              aria-current={p === page ? "page" : undefined}
              aria-label={t("forms.board.page", { page: p })}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < totalPages && (
          <li>
            <Link to={href(page + 1)}>{t("forms.board.next")}</Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
