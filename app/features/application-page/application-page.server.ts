import type { Db } from "../../../db/client";
import { formatDateTime } from "../../lib/format";
import type { WindowState } from "../schedules/application-window";
import { currentRoundWindow } from "../schedules/rounds.server";

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
  if (!current) return null;
  return {
    title: current.round.title,
    state: current.window.state,
    messages: current.window.messages,
    openAt: formatDateTime(current.round.openAt),
    deadAt: formatDateTime(current.round.deadAt),
  };
}
