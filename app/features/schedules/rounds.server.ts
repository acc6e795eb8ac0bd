import { desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { type ApplicationWindow, applicationWindow, currentRound, type WindowState } from "./application-window";

export type Round = typeof rounds.$inferSelect;

export function listRounds(db: Db): Promise<Round[]> {
  return db.select().from(rounds).orderBy(desc(rounds.openAt));
}

/** The window of a round visitors see, which is never hidden. */
export type ShownWindow = ApplicationWindow & { state: Exclude<WindowState, "hidden"> };

/** The round a visitor sees now and its window state, or null when there is none. */
export async function currentRoundWindow(db: Db, now: Date): Promise<{ round: Round; window: ShownWindow } | null> {
  const round = currentRound(await listRounds(db), now);
  // currentRound only picks shown rounds, and only a round not shown is "hidden".
  return round ? { round, window: applicationWindow(round, now) as ShownWindow } : null;
}
