import { CONSOLE_PATHS } from "../auth/console-paths";

/** The console's draws (docs/product.md §18), under the applications area. */
export const DRAW_CONSOLE_PATH = `${CONSOLE_PATHS.application}/draw`;

export const drawRoundPath = (roundId: string) => `${DRAW_CONSOLE_PATH}/${encodeURIComponent(roundId)}`;

/** The console's download of a published draw's audit file. */
export const drawAuditPath = (roundId: string) => `${drawRoundPath(roundId)}/audit`;

/** The public audit file of a round's published draw, linked from the competition page. */
export const publicDrawAuditPath = (round: number) => `/application/competition/${round}/draw`;

/** The public page that explains the draw's rule and how to re-run it, for a round. */
export const verifyPagePath = (round: number) => `/application/competition/${round}/verify`;

/** The console's units of a round and its unit draw (동·호 배정). */
export const unitsPath = (roundId: string) => `${CONSOLE_PATHS.application}/units/${encodeURIComponent(roundId)}`;

/** The console's download of a published unit draw's audit file. */
export const unitAuditPath = (roundId: string) => `${unitsPath(roundId)}/audit`;

/** The console's blank xlsx sheet for importing a round's units. */
export const unitTemplatePath = (roundId: string) => `${unitsPath(roundId)}/template`;

/** The public audit file of a round's published unit draw, linked from the round's verify page. */
export const publicUnitAuditPath = (round: number) => `/application/competition/${round}/units`;
