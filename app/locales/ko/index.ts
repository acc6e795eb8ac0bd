import auth from "./auth";
import base from "./base";
import consoleMessages from "./console";
import errors from "./errors";
import forms from "./forms";
import identity from "./identity";
import managed from "./managed";
import qna from "./qna";
import site from "./site";

/** The Korean namespaces, one file each; see ../types.ts for how they are combined. */
export default { base, site, forms, auth, console: consoleMessages, errors, identity, qna, managed };
