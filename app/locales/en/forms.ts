import type { Messages } from "../types";

const forms: Messages["forms"] = {};
export default forms;
