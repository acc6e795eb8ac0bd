import { CONSOLE_PATHS } from "../auth/console-paths";

/** The paper entry form (issue 12). */
export const PAPER_NEW_PATH = `${CONSOLE_PATHS.application}/new`;

/** A paper draft's documents step, where it is also registered. */
export const paperDocumentsPath = (id: string) => `${PAPER_NEW_PATH}/${encodeURIComponent(id)}`;

/** An application's console detail page (built by the review list). */
export const applicationDetailPath = (id: string) => `${CONSOLE_PATHS.application}/${encodeURIComponent(id)}`;
