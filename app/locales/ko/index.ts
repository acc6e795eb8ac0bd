import applicant from "./applicant";
import application from "./application";
import auth from "./auth";
import base from "./base";
import center from "./center";
import consoleMessages from "./console";
import errors from "./errors";
import forms from "./forms";
import identity from "./identity";
import members from "./members";
import qna from "./qna";
import site from "./site";

/** The Korean namespaces, one file each; see ../types.ts for how they are combined. */
export default {
  base,
  site,
  forms,
  auth,
  console: consoleMessages,
  errors,
  identity,
  application,
  applicant,
  members,
  center,
  qna,
};
