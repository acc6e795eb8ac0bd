import { desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { type ApplicationWindow, applicationWindow, currentRound } from "./application-window";

export type Round = typeof rounds.$inferSelect;

export function listRounds(db: Db): Promise<Round[]> {
  return db.select().from(rounds).orderBy(desc(rounds.openAt));
}

/** The round a visitor sees now and its window state, or null when there is none. */
export async function currentRoundWindow(
  db: Db,
  now: Date,
): Promise<{ round: Round; window: ApplicationWindow } | null> {
  const round = currentRound(await listRounds(db), now);
  return round ? { round, window: applicationWindow(round, now) } : null;
}
