import type { Messages } from "../types";

const site: Messages["site"] = {};
export default site;
