import type { Db } from "../../../db/client";
import { formatDateTime } from "../../lib/format";
import type { WindowState } from "../schedules/application-window";
import { currentRoundWindow, type Round, type ShownWindow } from "../schedules/rounds.server";

/** What /application shows of the current round; the state is decided here, on the server. */
export type RoundStatus = {
  title: string;
  state: Exclude<WindowState, "hidden">;
  /** The round's own texts for its state, as managers wrote them (Korean). */
  messages: string[];
  openAt: string;
  deadAt: string;
};

export async function roundStatus(db: Db, now: Date): Promise<RoundStatus | null> {
  const current = await currentRoundWindow(db, now);
  return current ? roundStatusOf(current.round, current.window) : null;
}

/** What /application and home show of a round in a window (also the console's preview of it). */
export function roundStatusOf(round: Round, window: ShownWindow): RoundStatus {
  return {
    title: round.title,
    state: window.state,
    messages: window.messages,
    openAt: formatDateTime(round.openAt),
    deadAt: formatDateTime(round.deadAt),
  };
}
