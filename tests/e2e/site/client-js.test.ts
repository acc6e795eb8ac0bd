import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { pageScripts } from "../../../scripts/page-scripts.ts";
import { BASE_URL } from "../../support/browser.ts";

/**
 * What a first visit of a public page loads, read from the built worker's HTML as `npm run
 * bench` reads it: the entry, its module preloads and the route chunks, or a content page's
 * own scripts. Sizes, not timings: the same build gives the same bytes.
 */
async function firstVisit(path: string) {
  const html = await (await fetch(BASE_URL + path, { headers: { "accept-language": "ko-KR" } })).text();
  const urls = pageScripts(html);
  const scripts = await Promise.all(
    urls.map(async (u) => Buffer.from(await (await fetch(BASE_URL + u)).arrayBuffer())),
  );
  return {
    urls,
    html,
    kb: scripts.reduce((sum, s) => sum + gzipSync(s, { level: 9 }).length, 0) / 1024,
    // zod names each of its schema classes once, as a string ("ZodMiniObject", "$ZodType").
    zod: scripts.some((s) => s.includes("$ZodType")),
    // React names its elements' type once, as a string; React Router its hydration data.
    framework: scripts.some((s) => s.includes("react.transitional.element")) || html.includes("__reactRouterContext"),
  };
}

/** Content pages: no framework in the browser (app/lib/content-page.ts), in each language. */
const GUIDE_PAGES = [
  ...["brand", "overview", "traffic", "environment", "feature", "direction", "supply"].map((p) => `/business/${p}`),
  ...["community", "layout", "floor", "unit", "neighborhood"].map((p) => `/complex/${p}`),
  ...["requirement", "condition", "recruitment", "document", "support"].map((p) => `/subscription/${p}`),
];
const CONTENT_PAGES = [
  ...GUIDE_PAGES,
  "/",
  "/center/notice",
  "/center/notice/seed-notice-01",
  "/center/download",
  "/center/download/seed-download-1",
  "/center/faqs",
  "/privacy-policy",
  "/application/competition",
  "/application/competition/1/verify",
  "/application",
];
/** Public forms and the pages that keep the framework: within the 130 kB budget. */
const FORM_PAGES = [
  "/form/application",
  "/application/self-check",
  "/form/registration",
  "/default-form",
  "/board/default-board/write",
  "/center/inquiry/write",
  "/member/join",
  "/member/login",
  "/member/recovery",
  "/center/inquiry",
];

describe("client JavaScript of a first visit", () => {
  it("content pages reference no framework script and link their stylesheets plainly, in ko, en and cn, and stay within 10 kB gzip (home too: swiper comes later, as a file of its own)", async () => {
    for (const path of CONTENT_PAGES) {
      for (const lng of ["ko", "en", "cn"]) {
        const { kb, framework, urls, html } = await firstVisit(`${path}${path.includes("?") ? "&" : "?"}lng=${lng}`);
        assert.equal(framework, false, `${path} in ${lng} carries the framework: ${urls.join(" ")}`);
        assert.equal(html.includes('rel="modulepreload"'), false, `${path} in ${lng} preloads no module`);
        // Its stylesheets are ordinary links: no inlined copy, no print link switched later.
        assert.equal(html.includes("data-inline-css"), false, `${path} in ${lng} inlines no stylesheet`);
        assert.doesNotMatch(html, /<link[^>]*rel="stylesheet"[^>]*media=/, `${path} in ${lng}: plain stylesheet links`);
        assert.match(html, /<link[^>]*rel="stylesheet"/, `${path} in ${lng} links its stylesheets`);
        assert.ok(urls.length > 0, `${path} has the shell's script`);
        assert.ok(kb <= 10, `${path} in ${lng}: ${kb.toFixed(1)} kB`);
      }
    }
  });

  for (const path of FORM_PAGES) {
    it(`${path} hydrates (the framework's scripts) and stays within 130 kB gzip`, async () => {
      const { kb, framework, urls } = await firstVisit(path);
      assert.ok(framework, `${path} loads the framework`);
      assert.ok(
        urls.some((url) => url.includes("/framework-")),
        `${path} loads the framework chunk`,
      );
      assert.ok(kb <= 130, `${path}: ${kb.toFixed(1)} kB`);
    });
  }
  // What they loaded before content pages lost the framework, and the error page's request id
  // (0.2 kB): a hydrated page carries none of what only content pages use (npm run bench
  // prints the same figure, to 0.1 kB).
  for (const path of ["/form/registration", "/form/application", "/member/join"]) {
    it(`${path} stays within 124.3 kB gzip`, async () => {
      const { kb } = await firstVisit(path);
      assert.ok(Number(kb.toFixed(1)) <= 124.3, `${path}: ${kb.toFixed(2)} kB`);
    });
  }
  // A form loads its checks (zod/mini and its schema) once a visitor starts answering
  // (use-validated-form.ts); form-csp.test.ts checks that they then run, and are mini only.
  for (const path of [...FORM_PAGES, "/application/inquiry", "/application/result"]) {
    it(`${path} loads no zod on its first visit`, async () => {
      assert.equal((await firstVisit(path)).zod, false);
    });
  }
});
