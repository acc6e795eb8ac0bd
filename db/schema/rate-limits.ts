import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { instant } from "../columns";

/**
 * Fixed-window counters of the anonymous-write rate limits (app/features/rate-limit): one
 * row per rule and subject (a phone, a client address, a post), e.g. "registration-ip:1.2.3.4".
 */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull().default(0),
  windowStartedAt: instant("window_started_at").notNull(),
});
