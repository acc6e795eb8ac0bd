declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";

  const build: ServerBuild;
  export = build;
}

/** The common-password list of zxcvbn-ts (pinned version), imported on its own to keep the bundle small. */
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}
