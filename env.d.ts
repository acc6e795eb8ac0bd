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

/**
 * A new value on every `react-router build` (vite.config.ts): the page cache's key takes it, so
 * a deploy that changes only server code (no client asset) never serves pages rendered before.
 * Undefined where the worker is not built by Vite's build (the integration tests).
 */
declare const __SERVER_BUILD_ID__: string | undefined;
