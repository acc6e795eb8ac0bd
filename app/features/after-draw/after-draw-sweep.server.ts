import type { Db } from "../../../db/client";
import { type AfterDrawActor, SWEEP } from "./after-draw-store.server";
import { expireOffers, offerOpenSeats } from "./promotion.server";
import { sweepWinnerChecks } from "./winner-check.server";

/**
 * The after-draw deadlines, run by the every-minute cron (worker/index.ts) before the outbox
 * delivery, so the notices it writes go out in the same run: documents not handed in by the
 * deadline (refused, NO_ANSWER), refusals not appealed in their period (seat released), offers
 * not answered in time (EXPIRED); then every seat those opened is offered to the next 예비.
 * Answers the ids of the notices written.
 */
export async function afterDrawSweep(db: Db, now: Date): Promise<string[]> {
  const by: AfterDrawActor = { username: SWEEP, origin: {}, now };
  const checks = await sweepWinnerChecks(db, by);
  const offers = await expireOffers(db, by);
  const queued = [...checks.queued, ...offers.queued];
  for (const roundId of new Set([...checks.rounds, ...offers.rounds])) {
    queued.push(...(await offerOpenSeats(db, roundId, by)));
  }
  return queued;
}
