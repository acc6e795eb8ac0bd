import { CONSOLE_PATHS } from "../auth/console-paths";

/** The public competition rates page (docs/product.md §12.6). */
export const COMPETITION_PATH = "/application/competition";

/** The console's publish switch, beside the rounds (the schedules area). */
export const COMPETITION_CONSOLE_PATH = `${CONSOLE_PATHS.schedules}/competition`;
