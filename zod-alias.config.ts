import { fileURLToPath } from "node:url";

/**
 * Bare "zod" imports resolve to app/lib/zod.ts, which sets zod's `jitless` before zod builds
 * any schema (see there). Used by the app build and by both test projects.
 */
export const zodJitless = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL("./app/lib/zod.ts", import.meta.url)),
};
