import base from "./base";
import consoleMessages from "./console";
import site from "./site";

/** The Korean namespaces; spread into one `translation` resource. */
export default { base, console: consoleMessages, site };
