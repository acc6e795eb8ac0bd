import assert from "node:assert/strict";
import { afterEach, describe, it } from "node:test";
import { answerSandbox, applyThroughApi, publishDrawResult } from "../../support/apply.ts";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openPage,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { executeSql } from "../../support/e2e-state.ts";

describe("당첨 조회 (/application/result) in Chromium", () => {
  const browser = useBrowser();
  // A draw record freezes its round (no more submits): each test starts from the open round 2 without one.
  afterEach(async () => {
    await executeSql("DELETE FROM round_draws WHERE round_id = 'seed-round-2'");
  });

  it("shows the applicant's result after the sandbox verification, and nothing before it is published", async () => {
    const applicant = await openPage(browser(), { width: 1280 });
    const applied = await applyThroughApi(applicant.page, "result-e2e-js");
    await applicant.context.close();

    // Another browser of the same person, from the application page's link.
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390 });
    await page.goto(`${BASE_URL}/application`);
    await hydrated(page);
    await page.getByRole("link", { name: "당첨 조회" }).click();
    await page.getByRole("heading", { level: 1, name: "당첨 조회" }).waitFor();
    const response = await page.reload();
    assert.equal(response?.headers()["cache-control"], "no-store");
    await hydrated(page);
    assert.equal(await page.locator(".result-list").count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByRole("button", { name: "본인인증하고 당첨 결과 보기" }).click();
    await answerSandbox(page, "result-e2e-js");
    // Reviewed but not drawn: no result yet.
    await page.locator(".result-outcome", { hasText: "추첨 전" }).waitFor();
    assert.equal(new URL(page.url()).search, "", "the verification leaves the address");
    assert.equal(await page.getByRole("link", { name: `${applied.receiptNo} 신청 내역 보기` }).count(), 1);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // Published: the waiting list, with the live place (the only 예비 of its group: none ahead).
    await publishDrawResult(applied.id, "WAITING", 2);
    await page.reload();
    await page.locator(".result-outcome", { hasText: "예비 2번, 앞에 0명" }).waitFor();
    assert.match(await page.locator(".result-list").innerText(), /그때마다 문자와 이메일로 알려드립니다/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // The receipt link opens the application's receipt.
    await page.getByRole("link", { name: `${applied.receiptNo} 신청 내역 보기` }).click();
    await page.getByRole("heading", { level: 1, name: "청약 신청 내역" }).waitFor();
    assert.equal(await page.locator(".receipt-no").innerText(), applied.receiptNo);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("works without JavaScript: verify, then the result", async () => {
    const applicant = await openPage(browser(), { width: 1280 });
    const applied = await applyThroughApi(applicant.page, "result-e2e-nojs");
    await applicant.context.close();
    await publishDrawResult(applied.id, "SELECTED");

    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/application/result`);
    await noScriptAxe(page);
    await page.getByRole("button", { name: "본인인증하고 당첨 결과 보기" }).click();
    // Without JavaScript the provider form waits for its button.
    await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await answerSandbox(page, "result-e2e-nojs");
    await page.locator(".result-outcome", { hasText: "당첨" }).waitFor();
    assert.match(await page.locator(".result-list").innerText(), /축하합니다/);
    assert.equal(await page.getByRole("link", { name: `${applied.receiptNo} 신청 내역 보기` }).count(), 1);
    await noScriptAxe(page);
    await context.close();
  });
});
