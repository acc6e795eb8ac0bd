import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const ZOD_ENTRY = fileURLToPath(new URL("./app/lib/zod.ts", import.meta.url));

/**
 * Bare "zod" imports resolve to app/lib/zod.ts, which sets zod's `jitless` before zod builds
 * any schema (see there). Used by the app build and by both test projects.
 */
export const zodJitless = { find: /^zod$/, replacement: ZOD_ENTRY };

/** What marks a module of the browser's second copy of zod (classic zod and its core). */
const CLASSIC = "?zod-classic";

/**
 * The browser build gives classic zod ("zod", used by console and identity code) a copy of
 * zod's core of its own. Public forms use zod/mini, which tree-shakes, but a bundle holds each
 * module once: with one core, the chunk every public form loads held the parts of the core
 * that classic zod's methods reach (all its types and formats), ~8 kB gzip more than mini
 * needs (issue 10's budget: 130 kB on a form page). Marking every module reached from
 * app/lib/zod.ts makes it a module of its own, so classic zod and the core it needs land in
 * chunks only its users load.
 *
 * Two copies on one page (a console form whose classic schema holds a mini field schema) are
 * what zod supports: its `instanceof` checks go by trait name, and its configuration (jitless,
 * locale) lives on globalThis. The server has one copy: this only applies to the client build.
 */
export function classicZodApart(): Plugin {
  return {
    name: "classic-zod-apart",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const fromClassic = importer?.endsWith(CLASSIC) ?? false;
      if (source === ZOD_ENTRY && !fromClassic) return ZOD_ENTRY + CLASSIC;
      if (!importer || !fromClassic) return null;
      const resolved = await this.resolve(source, importer.slice(0, -CLASSIC.length), { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: resolved.id + CLASSIC } : resolved;
    },
  };
}
