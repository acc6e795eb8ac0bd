import { CONSOLE_PATHS } from "../auth/console-paths";

/** The winners' contract appointment page (계약 예약), behind an identity verification. */
export const CONTRACT_PATH = "/application/contract";

/** The console's contract slots of a round, and its day's list (`?day=YYYY-MM-DD`). */
export const contractSlotsPath = (roundId: string, day?: string) =>
  `${CONSOLE_PATHS.application}/contract-slots/${encodeURIComponent(roundId)}${day ? `?day=${day}` : ""}`;
