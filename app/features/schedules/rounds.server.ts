import { desc } from "drizzle-orm";
import type { Db } from "../../../db/client";
import { rounds } from "../../../db/schema";
import { type ApplicationWindow, applicationWindow, currentRound, type WindowState } from "./application-window";

export type Round = typeof rounds.$inferSelect;

/** Every round, the latest opening first (a query, so a caller may put it in a batch). */
export const roundsQuery = (db: Db) => db.select().from(rounds).orderBy(desc(rounds.openAt));

export function listRounds(db: Db): Promise<Round[]> {
  return roundsQuery(db);
}

/** The window of a round visitors see, which is never hidden. */
export type ShownWindow = ApplicationWindow & { state: Exclude<WindowState, "hidden"> };

/** The round a visitor sees now and its window state, or null when there is none. */
export async function currentRoundWindow(db: Db, now: Date): Promise<{ round: Round; window: ShownWindow } | null> {
  return currentRoundWindowOf(await listRounds(db), now);
}

/** currentRoundWindow over rounds read already (roundsQuery). */
export function currentRoundWindowOf(all: readonly Round[], now: Date): { round: Round; window: ShownWindow } | null {
  const round = currentRound(all, now);
  // currentRound only picks shown rounds, and only a round not shown is "hidden".
  return round ? { round, window: applicationWindow(round, now) as ShownWindow } : null;
}

/** A shown round as the API gives it: its state decided here, instants in ISO 8601 (UTC). */
export type ScheduleView = {
  id: string;
  round: number;
  title: string;
  state: ShownWindow["state"];
  /** The round's own texts for its state (Korean, as managers wrote them). */
  messages: string[];
  openAt: string;
  deadAt: string;
};

/**
 * GET /api/v1/application/schedules: every shown round, newest first, with its window state,
 * and which one visitors see now (the same rule as /application and home).
 */
export async function shownSchedules(
  db: Db,
  now: Date,
): Promise<{ current: string | null; schedules: ScheduleView[] }> {
  const all = await listRounds(db);
  const shown = all.filter((r) => r.shows);
  return {
    current: currentRound(shown, now)?.id ?? null,
    schedules: shown.map((r) => {
      const window = applicationWindow(r, now) as ShownWindow;
      return {
        id: r.id,
        round: r.round,
        title: r.title,
        state: window.state,
        messages: window.messages,
        openAt: r.openAt.toISOString(),
        deadAt: r.deadAt.toISOString(),
      };
    }),
  };
}
