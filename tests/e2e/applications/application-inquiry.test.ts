import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { answerSandbox, applyThroughApi, newPerson } from "../../support/apply.ts";
import { axeViolations, BASE_URL, hydrated, noScriptAxe, openPage, useBrowser } from "../../support/browser.ts";

describe("the applicant's look-up (/application/inquiry) in Chromium", () => {
  const browser = useBrowser();

  /** `person`'s submitted application, made in a browser of its own that is closed again. */
  async function appliedIn(person: string) {
    const { page, context } = await openPage(browser());
    try {
      return await applyThroughApi(page, person);
    } finally {
      await context.close();
    }
  }

  for (const width of [390, 1280]) {
    it(`shows the receipt and history to the applicant, and nothing to another person, at ${width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser(), { width });
      const applied = await applyThroughApi(page, newPerson(`inq-e2e-${width}`));
      await page.goto(`${BASE_URL}/application/inquiry/${applied.id}?done=submitted`);
      await hydrated(page);
      assert.equal(await page.locator("h1").innerText(), "청약 신청 내역");
      assert.match(await page.getByRole("status").innerText(), /청약 신청이 접수되었습니다/);
      assert.equal(await page.locator(".receipt-no").innerText(), applied.receiptNo);
      assert.equal(await page.locator(".application-status").innerText(), "접수 완료");
      assert.equal(await page.locator(".version-history tbody tr").count(), 1);
      assert.match(await page.locator(".version-history tbody").innerText(), /1차[\s\S]*최초 제출/);
      assert.equal(
        await page.getByRole("link", { name: "신청 내용 고치기" }).getAttribute("href"),
        `/form/application/${applied.id}`,
      );
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(consoleErrors, []);

      // Another person, in another browser, with the id: asked to verify; after verifying, "not found".
      const other = await openPage(browser(), { width });
      const response = await other.page.goto(`${BASE_URL}/application/inquiry/${applied.id}`);
      assert.equal(response?.headers()["cache-control"], "no-store");
      await hydrated(other.page);
      assert.equal(await other.page.locator("h1").innerText(), "청약 신청 내역 조회");
      assert.equal(await other.page.locator(".receipt-no").count(), 0);
      assert.deepEqual(await axeViolations(other.page), []);
      await other.page.getByRole("button", { name: "본인인증하고 신청 내역 보기" }).click();
      await answerSandbox(other.page, newPerson(`inq-e2e-stranger-${width}`));
      assert.equal(new URL(other.page.url()).pathname, `/application/inquiry/${applied.id}`);
      await hydrated(other.page);
      assert.equal(await other.page.getByRole("alert").innerText(), "신청 내역을 찾을 수 없습니다.");
      assert.doesNotMatch(await other.page.locator("main").innerText(), new RegExp(applied.receiptNo));
      assert.deepEqual(await axeViolations(other.page), []);
      // The only console line: the page answered 404, as for an id that does not exist.
      assert.deepEqual(other.consoleErrors, [
        "Failed to load resource: the server responded with a status of 404 (Not Found)",
      ]);
      await other.context.close();
      await context.close();
    });
  }

  it("opens the receipt for the same person coming back in a new browser, after verifying again", async () => {
    const person = newPerson("inq-e2e-back");
    const applied = await appliedIn(person);
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390 });
    await page.goto(`${BASE_URL}/application/inquiry/${applied.id}`);
    await hydrated(page);
    await page.getByRole("button", { name: "본인인증하고 신청 내역 보기" }).click();
    await answerSandbox(page, person);
    await hydrated(page);
    assert.equal(new URL(page.url()).search, "", "the verification leaves the address");
    assert.equal(await page.locator(".receipt-no").innerText(), applied.receiptNo);
    const session = (await context.cookies(BASE_URL)).find((c) => c.name === "__Host-applicant");
    assert.ok(session?.httpOnly && session.secure && session.sameSite === "Lax");
    // A refresh claims nothing again and still shows it (the session, not the spent verification).
    await page.reload();
    assert.equal(await page.locator(".receipt-no").innerText(), applied.receiptNo);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("finds the application without its id, in English (key step), from /application", async () => {
    const person = newPerson("inq-e2e-en");
    await appliedIn(person);
    const { page, context, consoleErrors } = await openPage(browser(), { width: 1280, locale: "en-US" });
    await page.goto(`${BASE_URL}/application?lng=en`);
    await hydrated(page);
    await page.getByRole("link", { name: "Look up or edit my application" }).click();
    await page.locator("h1", { hasText: "Find your application" }).waitFor();
    assert.equal(new URL(page.url()).pathname, "/application/inquiry");
    assert.deepEqual(await axeViolations(page), []);
    await page.getByRole("button", { name: "Verify my identity and find my application" }).click();
    await answerSandbox(page, person, "en");
    await hydrated(page);
    const row = page.locator("tbody tr");
    assert.equal(await row.count(), 1);
    assert.match(await row.innerText(), /Received/);
    assert.deepEqual(await axeViolations(page), []);
    await row.getByRole("link").click();
    await page.getByRole("heading", { level: 1, name: "Your application", exact: true }).waitFor();
    assert.match(new URL(page.url()).pathname, /^\/application\/inquiry\/[0-9a-f]{32}$/);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("works without JavaScript: verify, then the receipt", async () => {
    const person = newPerson("inq-e2e-nojs");
    const applied = await appliedIn(person);
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/application/inquiry/${applied.id}`);
    await noScriptAxe(page);
    await page.getByRole("button", { name: "본인인증하고 신청 내역 보기" }).click();
    // Without JavaScript the provider form waits for its button.
    await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await answerSandbox(page, person);
    assert.equal(await page.locator(".receipt-no").innerText(), applied.receiptNo);
    await noScriptAxe(page);
    await context.close();
  });
});
