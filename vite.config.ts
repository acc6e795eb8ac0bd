import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { classicZodApart, zodJitless } from "./zod-alias.config.ts";

/*
 * Client chunks. By default every shared module becomes its own small file, and a first
 * visit preloaded sixteen of them; over HTTP/1.1 (6 connections) they queued in front of the
 * page's own CSS and images. Two groups keep that to a handful of files:
 * - framework: React, React DOM and React Router, which every page runs;
 * - shell: the app modules the root and the site layout import (i18n, error page, icons,
 *   dialog, page meta, formatting), which every public page runs as well.
 * Anything else (zod, swiper, console code) stays in the chunks of the routes that use it;
 * classic zod even brings its own copy of zod's core (classicZodApart, zod-alias.config.ts),
 * so public forms load only zod/mini and the core it needs.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const SHELL =
  /[\\/]app[\\/](components[\\/](error-page|icons|dialog)\.tsx|lib[\\/](i18n[\\/](client|languages)|page-meta|format|nonce)\.tsx?)$/;

export default defineConfig({
  plugins: [classicZodApart(), cloudflare({ viteEnvironment: { name: "ssr" } }), reactRouter()],
  resolve: { tsconfigPaths: true, alias: [zodJitless] },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
                { name: "shell", test: SHELL },
              ],
            },
          },
        },
      },
    },
  },
});
