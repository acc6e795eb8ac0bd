import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { gzipSync } from "node:zlib";
import { pageScripts } from "../../scripts/page-scripts.ts";
import { BASE_URL } from "../support/browser.ts";

/**
 * What a first visit of a public page loads (issue 10's budgets: 120 kB gzip on a guide page,
 * 130 kB on a form page), read from the built worker's HTML as `npm run bench` reads it: the
 * entry, its module preloads and the route chunks. Sizes, not timings: the same build gives
 * the same bytes.
 */
async function firstVisit(path: string) {
  const html = await (await fetch(BASE_URL + path, { headers: { "accept-language": "ko-KR" } })).text();
  const urls = pageScripts(html);
  // The framework (React, React DOM, React Router) is always among them.
  assert.ok(
    urls.some((url) => url.includes("/framework-")),
    `${path} loads the framework`,
  );
  const scripts = await Promise.all(
    urls.map(async (u) => Buffer.from(await (await fetch(BASE_URL + u)).arrayBuffer())),
  );
  return {
    kb: scripts.reduce((sum, s) => sum + gzipSync(s, { level: 9 }).length, 0) / 1024,
    // zod names each of its schema classes once, as a string ("ZodMiniObject", "$ZodType").
    zod: scripts.some((s) => s.includes("$ZodType")),
  };
}

const GUIDE_PAGES = ["/business/overview", "/complex/unit", "/subscription/requirement", "/guide", "/privacy-policy"];
/** Public forms, within the 130 kB budget. */
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
  for (const path of GUIDE_PAGES) {
    it(`${path} stays within 120 kB gzip`, async () => {
      const { kb } = await firstVisit(path);
      assert.ok(kb <= 120, `${path}: ${kb.toFixed(1)} kB`);
    });
  }
  for (const path of FORM_PAGES) {
    it(`${path} stays within 130 kB gzip`, async () => {
      const { kb } = await firstVisit(path);
      assert.ok(kb <= 130, `${path}: ${kb.toFixed(1)} kB`);
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
