import type { Messages } from "../types";

const auth: Messages["auth"] = {};
export default auth;
