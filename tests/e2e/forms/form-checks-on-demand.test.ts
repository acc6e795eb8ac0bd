import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { BASE_URL, hydrated, openPage, useBrowser } from "../../support/browser.ts";

/**
 * A public form loads its checks (zod/mini and the form's schema) on first use, not with the
 * page (use-validated-form.ts, the client JS budget). Here the checks are held back, as on a slow
 * phone network, until the test lets them through, to see what a visitor does before they arrive.
 */

/**
 * Opens /form/registration hydrated, with its schema's chunks held back until `release()`;
 * returns the POSTs it makes.
 */
async function openSlowChecks(browser: ReturnType<ReturnType<typeof useBrowser>>) {
  const opened = await openPage(browser);
  const held: string[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let firstAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    firstAsked = resolve;
  });
  await opened.page.route(/\/assets\/(zod|registration-schema|validation)-[^/]*\.js$/, async (route) => {
    held.push(route.request().url());
    firstAsked();
    await gate;
    await route.continue();
  });
  const posts: string[] = [];
  opened.page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await opened.page.goto(`${BASE_URL}/form/registration`);
  await hydrated(opened.page);
  assert.deepEqual(held, [], "the page itself loads no checks");
  return { ...opened, held, posts, release, asked };
}

const nameError = (page: Page) => page.locator('input[name="name"]').evaluate((el) => el.getAttribute("aria-invalid"));

describe("form checks loaded on first use", () => {
  const browser = useBrowser();

  it("a post made before the checks arrive waits for them, and posts nothing invalid", async () => {
    const { page, context, held, posts, consoleErrors, release, asked } = await openSlowChecks(browser());
    await page.click('button[type="submit"]');
    await asked;
    assert.deepEqual(posts, [], "the post waits for the checks");
    release();
    await page.locator(".error-summary").waitFor();
    assert.ok(held.length > 0, "the checks were loaded on the first use");
    assert.deepEqual(posts, [], "nothing was posted");
    assert.equal(await nameError(page), "true");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("a field left before the checks arrive is checked once they do", async () => {
    const { page, context, held, consoleErrors, release } = await openSlowChecks(browser());
    await page.fill('input[name="name"]', "김");
    await page.locator('input[name="name"]').blur();
    assert.equal(await nameError(page), null, "no check yet: the checks are on their way");
    release();
    await page.waitForFunction(
      () => document.querySelector('input[name="name"]')?.getAttribute("aria-invalid") === "true",
    );
    assert.equal(await page.locator(".field-error").first().innerText(), "이름을 입력해주세요");
    assert.ok(held.length > 0);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
