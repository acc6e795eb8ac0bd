import { sqliteTable, text } from "drizzle-orm/sqlite-core";
import type { SupplyCategory, SupplyType } from "../../app/lib/enums";
import { instant, json } from "../columns";
import { rounds } from "./rounds";

/** One line of a published competition table: a supply type and category, its households and applications. */
export type CompetitionLine = {
  supplyType: SupplyType;
  supplyCategory: SupplyCategory;
  households: number;
  applications: number;
};

/**
 * A round's competition rates (경쟁률) as a manager published them: the counts are
 * a snapshot taken when publishing, so the public page shows the figures the manager saw and
 * published, and changes only when they publish again. No row: not published. Goes with its
 * round (a round without applications may be deleted).
 */
export const competitionPublications = sqliteTable("competition_publications", {
  roundId: text("round_id")
    .primaryKey()
    .references(() => rounds.id, { onDelete: "cascade" }),
  lines: json<CompetitionLine[]>("lines").notNull(),
  publishedAt: instant("published_at").notNull(),
  publishedBy: text("published_by").notNull(),
});
