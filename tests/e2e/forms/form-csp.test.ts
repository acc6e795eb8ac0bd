import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { openHydrated, useBrowser } from "../../support/browser.ts";

/**
 * zod builds its schemas in the browser on the form pages. Without `jitless` it probes
 * `new Function` first, which our CSP (no 'unsafe-eval') blocks and Chromium reports as a
 * violation (openPage turns every violation into a console error). The public forms' schemas
 * are zod/mini, and the client build keeps classic zod apart (zod-alias.config.ts), which is
 * what holds these pages to the client JavaScript budget.
 */
describe("form pages under the Content Security Policy", () => {
  const browser = useBrowser();

  for (const path of ["/form/registration", "/default-form", "/board/default-board/write", "/application/self-check"]) {
    it(`${path} builds and runs its client validation without a CSP violation`, async () => {
      const { page, consoleErrors } = await openHydrated(browser(), path);
      // An empty submit runs the zod schema in the page; its messages prove it ran.
      await page.locator('main form button[type="submit"]').first().click();
      await page.locator(".field-error").first().waitFor();
      assert.equal(new URL(page.url()).pathname, path, "the invalid form was not posted");
      assert.deepEqual(consoleErrors, []);
    });

    it(`${path} loads zod/mini only: classic zod and its core stay with the pages that use them`, async () => {
      const { page } = await openHydrated(browser(), path);
      // A form may load its schema once it is used (a schema loader): check it has run first.
      await page.locator('main form button[type="submit"]').first().click();
      await page.locator(".field-error").first().waitFor();
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => name.endsWith(".js")),
      );
      const texts = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
      // zod names each schema class once, as a string: "ZodMiniObject" in mini, "ZodObject" in
      // classic, whose objects are built by the core's "$ZodObjectJIT" (mini's never are).
      assert.ok(
        texts.some((text) => /[`"']ZodMiniObject[`"']/.test(text)),
        "the page validates with zod/mini",
      );
      assert.ok(!texts.some((text) => /[`"']ZodObject[`"']/.test(text)), "no classic zod on a public form");
      assert.ok(!texts.some((text) => /[`"']\$ZodObjectJIT[`"']/.test(text)), "no part of the core only classic needs");
    });
  }
});
