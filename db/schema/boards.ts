import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { id, instant, timestamps } from "../columns";

/** Hidden by a manager (console → boards): kept, but shown to nobody else; null while shown. */
const moderation = () => ({
  hiddenAt: instant("hidden_at"),
  hiddenBy: text("hidden_by"),
});

/** Generic boards (/board/default-board, /api/v1/boards: docs/product.md §14.8). */
export const boards = sqliteTable("boards", {
  id: id(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  ...timestamps(),
});

export const posts = sqliteTable(
  "posts",
  {
    id: id(),
    boardId: text("board_id")
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    authorName: text("author_name").notNull(),
    passwordHash: text("password_hash").notNull(),
    views: integer("views").notNull().default(0),
    ...moderation(),
    ...timestamps(),
  },
  (t) => [index("posts_board_idx").on(t.boardId, t.createdAt)],
);

export const comments = sqliteTable(
  "comments",
  {
    id: id(),
    postId: text("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    passwordHash: text("password_hash").notNull(),
    ...moderation(),
    ...timestamps(),
  },
  (t) => [index("comments_post_idx").on(t.postId, t.createdAt)],
);
