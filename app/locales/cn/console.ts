import type { Messages } from "../types";

const console: Messages["console"] = {};
export default console;
