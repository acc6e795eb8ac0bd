import type { Messages } from "../types";
import base from "./base";
import consoleMessages from "./console";
import site from "./site";

export default { base, console: consoleMessages, site } satisfies Messages;
