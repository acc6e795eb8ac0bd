import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { bool, id, instant, timestamps } from "../columns";

/** Application schedule (docs/product.md §3.1, §4.1): one subscription round and its window. */
export const rounds = sqliteTable(
  "rounds",
  {
    id: id(),
    round: integer("round").notNull().unique(),
    title: text("title").notNull(),
    shows: bool("shows").notNull().default(true),
    stops: bool("stops").notNull().default(false),
    openAt: instant("open_at").notNull(),
    deadAt: instant("dead_at").notNull(),
    messageBeforeOpen: text("message_before_open").notNull().default(""),
    messageDead: text("message_dead").notNull().default(""),
    messageDead2: text("message_dead2").notNull().default(""),
    messageStop: text("message_stop").notNull().default(""),
    ...timestamps(),
  },
  (t) => [index("rounds_open_at_idx").on(t.openAt)],
);
