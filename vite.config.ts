import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { classicZodApart, zodJitless } from "./zod-alias.config.ts";

/*
 * Client chunks. By default every shared module becomes its own small file, and a first
 * visit preloaded sixteen of them; over HTTP/1.1 (6 connections) they queued in front of the
 * page's own CSS and images. Five groups keep that to a handful of files:
 * - framework: React and React Router, which every route module imports;
 * - react-dom: React DOM, its scheduler and React Router's HydratedRouter, which only the
 *   client entry imports. Apart from framework because the browser runs a module graph's
 *   top level in one task: the route modules' graph first, then the entry's (a dynamic
 *   import) in a task of its own, so neither blocks the page as long as both together did
 *   (issue 10: total blocking time);
 * - shell: the app modules the root and the site layout import (i18n, error page, icons,
 *   page meta, formatting, member paths, the content-page handle, the dialogs' Tab trap),
 *   which every hydrated public page runs as well; React's modal dialog stays with the
 *   screens that open one;
 * - forms: what every public form runs (field components, the validation hook and its helpers);
 * - zod: zod/mini, the part of its core the forms use, and the shared field schemas. Apart from
 *   forms, since a form may load its schema only once a visitor starts answering (a schema
 *   loader, use-validated-form.ts): its page's first visit then carries no zod at all. As
 *   many small files, each gzipped on its own, they cost ~1 kB more than as these two.
 * Anything else (zod, swiper, console code) stays in the chunks of the routes that use it;
 * classic zod even brings its own copy of zod's core (classicZodApart, zod-alias.config.ts),
 * so public forms load only zod/mini and the core it needs.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-router|cookie|set-cookie-parser)[\\/]/;
/* React DOM and what of React Router uses it (HydratedRouter): only the client entry imports them. */
const REACT_DOM =
  /[\\/]node_modules[\\/](react-dom|scheduler|react-router[\\/]dist[\\/][^\\/]+[\\/](dom-export\.js|lib[\\/](dom-export|rsc)[\\/]))/;
const SHELL =
  /[\\/]app[\\/](components[\\/](error-page|icons)\.tsx|lib[\\/](i18n[\\/](client|languages)|page-meta|format|nonce|content-page|trap-tab)\.tsx?|features[\\/]members[\\/]paths\.ts)$/;
const FORMS =
  /[\\/]app[\\/](components[\\/]forms[\\/](fields\.tsx|use-validated-form\.ts)|lib[\\/](field-errors|domain-error|form-values)\.ts)$/;
/* Not classic zod: its modules' ids end in ?zod-classic (classicZodApart). */
const ZOD = /[\\/](app[\\/]lib[\\/]validation\.ts|node_modules[\\/]zod[\\/]v4[\\/](core|mini)[\\/][^?]*\.js)$/;

export default defineConfig(({ command }) => ({
  // worker/index.ts: the page cache is keyed by build (env.d.ts).
  define: { __SERVER_BUILD_ID__: JSON.stringify(command === "build" ? Date.now().toString(36) : "dev") },
  plugins: [classicZodApart(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true, alias: [zodJitless] },
  // Views and schemas a page loads on demand (split-view.tsx, schema loaders) are imported
  // statically elsewhere on purpose: by the server, and by pages that always show them. What
  // a first visit loads is what counts, and tests/e2e/site/client-js.test.ts measures it.
  build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } },
  // Our own page scripts (`?worker&url`, run as modules on pages without the framework) are
  // built as ES modules, so that one can load a part later as a file of its own: the home
  // page's script imports swiper only when the hero first turns (hero-behaviour.ts).
  worker: { format: "es" },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // First, so that what React Router shares with HydratedRouter stays here.
                { name: "framework", test: (id) => FRAMEWORK.test(id) && !REACT_DOM.test(id), priority: 2 },
                { name: "react-dom", test: REACT_DOM, priority: 1 },
                { name: "shell", test: SHELL },
                { name: "forms", test: FORMS },
                { name: "zod", test: ZOD },
              ],
            },
          },
        },
      },
    },
  },
}));
