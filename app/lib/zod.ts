/*
 * What a bare `import { z } from "zod"` resolves to (the alias in vite.config.ts and
 * vitest.config.ts): zod itself, after zod-jitless has configured it. Importing the config
 * first is what makes it apply before any module builds a schema, on the server and in
 * the browser alike, without each schema module having to remember it.
 */
import "./zod-jitless";

export * from "zod/v4";
export { z as default } from "zod/v4";
