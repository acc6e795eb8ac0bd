import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { signedIn, useBrowser } from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

const MANAGER = SEEDED.manager;
const SUB_PASSWORD = SEEDED.subPassword;

/** Fills the 2차 비밀번호 form and sends it; the console API is made to answer 403. */
async function submitDenied(page: Page) {
  // No real 403 exists on this page (any manager may change their own password), so the
  // browser answers the call for the server: the alert under test is the wrapper's own.
  await page.route("**/api/console/password/sub", (route) =>
    route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({ message: "접근권한이 없습니다" }),
    }),
  );
  const form = page.getByRole("region", { name: "2차 비밀번호" });
  await form.getByLabel("현재 비밀번호").fill(MANAGER.password);
  await form.getByLabel("새 2차 비밀번호", { exact: true }).fill(SUB_PASSWORD);
  await form.getByLabel("새 2차 비밀번호 확인").fill(SUB_PASSWORD);
  const submit = form.getByRole("button", { name: "2차 비밀번호 변경" });
  await submit.focus();
  await page.keyboard.press("Enter");
  return submit;
}

const submitFocused = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() === "2차 비밀번호 변경");

describe("the console API wrapper's 403 alert in Chromium", () => {
  const browser = useBrowser();

  it("shows the message in a modal alert dialog focused on 확인, and returns focus when acknowledged", async () => {
    const { page, consoleErrors } = await signedIn(browser(), MANAGER, "/console/password");
    await submitDenied(page);
    const dialog = page.getByRole("alertdialog", { name: "알림" });
    await dialog.waitFor();
    assert.equal(await dialog.getByText("접근권한이 없습니다").count(), 1);
    assert.ok(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal")));
    assert.ok(await page.evaluate(() => document.activeElement?.closest("dialog") !== null), "focus inside");
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "확인");
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "detached" });
    assert.ok(await submitFocused(page), "focus back on the button that sent the form");
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("403")),
      [],
    );
  });

  it("closes with Escape too", async () => {
    const { page } = await signedIn(browser(), MANAGER, "/console/password");
    await submitDenied(page);
    const dialog = page.getByRole("alertdialog", { name: "알림" });
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.ok(await submitFocused(page));
  });
});
