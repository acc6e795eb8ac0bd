import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { openHydrated, useBrowser } from "../support/browser.ts";

/**
 * zod builds its schemas in the browser on the form pages. Without `jitless` it probes
 * `new Function` first, which our CSP (no 'unsafe-eval') blocks and Chromium reports as a
 * violation (openPage turns every violation into a console error).
 */
describe("form pages under the Content Security Policy", () => {
  const browser = useBrowser();

  for (const path of ["/form/registration", "/default-form", "/board/default-board/write"]) {
    it(`${path} builds and runs its client validation without a CSP violation`, async () => {
      const { page, consoleErrors } = await openHydrated(browser(), path);
      // An empty submit runs the zod schema in the page; its messages prove it ran.
      await page.locator('main form button[type="submit"]').first().click();
      await page.locator(".field-error").first().waitFor();
      assert.equal(new URL(page.url()).pathname, path, "the invalid form was not posted");
      assert.deepEqual(consoleErrors, []);
    });
  }
});
