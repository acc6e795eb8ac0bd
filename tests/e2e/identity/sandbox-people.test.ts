import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openPage,
  postAndLoad,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";

const LOOKUP = "/application/inquiry";
const SANDBOX = "/common/kcp/cert/sandbox";

/** The sandbox form's values, as the tester sees them. */
async function formValues(page: Page) {
  const form = page.locator("#sandbox-form");
  return {
    name: await form.locator('input[name="name"]').inputValue(),
    birth: await form.locator('input[name="birth"]').inputValue(),
    phone: await form.locator('input[name="phone"]').inputValue(),
    gender: await form.locator('input[name="gender"]:checked').inputValue(),
    personId: await form.locator('input[name="personId"]').inputValue(),
  };
}

/**
 * The local seed's sample people on the sandbox page (db/seed/sample-applications.ts,
 * app/features/identity/sandbox-people.ts): a newcomer picks one and finds their application.
 */
describe("the sandbox's sample people in Chromium", () => {
  const browser = useBrowser();

  it("picks a person from the keyboard, verifies as them and finds their application on the look-up (1280 px)", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 1280 });
    await page.goto(`${BASE_URL}${LOOKUP}`);
    await hydrated(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === SANDBOX),
      page.getByRole("button", { name: "본인인증하고 신청 내역 찾기" }).click(),
    ]);
    const list = page.locator("#sandbox-people");
    await list.waitFor();
    await hydrated(page);
    assert.deepEqual(await list.locator("caption").allInnerTexts(), [
      "2차 입주자 모집의 샘플 신청서",
      "1차 입주자 모집의 샘플 신청서",
    ]);
    assert.equal(await list.locator("tbody tr").count(), 26);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // The link above the form leads to the list; a pick fills the form in place, says so and
    // puts the focus on the form's button.
    assert.equal(
      await page.getByRole("link", { name: "샘플 신청자 중에서 고르기" }).getAttribute("href"),
      "#sandbox-people",
    );
    await page.getByRole("button", { name: "이바다(sample-02) 선택" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("status").getByText("이바다(sample-02)의 정보를 채웠습니다. 인증 완료를 누르세요.").waitFor();
    assert.deepEqual(await formValues(page), {
      name: "이바다",
      birth: "19930705",
      phone: "01020000002",
      gender: "MALE",
      personId: "sample-02",
    });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "인증 완료");
    assert.equal(new URL(page.url()).searchParams.get("person"), null, "filled in without a page load");
    assert.deepEqual(await axeViolations(page), []);

    await page.keyboard.press("Enter");
    const receipt = page.getByRole("link", { name: "H2-SAMP-0002 신청 내역 보기" });
    await receipt.waitFor();
    await hydrated(page);
    assert.equal(new URL(page.url()).pathname, LOOKUP);
    assert.match(await page.locator("table").innerText(), /H2-SAMP-0002\s+2차 입주자 모집\s+심사 중/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await receipt.click();
    await page.locator(".receipt-no", { hasText: "H2-SAMP-0002" }).waitFor();
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("works without JavaScript: a pick opens the page again with the person filled in (390 px)", {
    timeout: 60_000,
  }, async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      locale: "ko-KR",
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${LOOKUP}`);
    await postAndLoad(page, () => page.getByRole("button", { name: "본인인증하고 신청 내역 찾기" }).click());
    await postAndLoad(page, () => page.getByRole("button", { name: "본인인증 창으로 이동" }).click());
    assert.equal(new URL(page.url()).pathname, SANDBOX);
    assert.equal(await page.locator("#sandbox-people tbody tr").count(), 26);
    await noScriptAxe(page);
    assert.deepEqual(await untranslatedKeys(page), []);

    await postAndLoad(page, () => page.getByRole("button", { name: "남궁솔(sample-13) 선택" }).click());
    const address = new URL(page.url());
    assert.equal(address.searchParams.get("person"), "sample-13");
    assert.equal(address.hash, "#sandbox-form");
    assert.equal(
      await page.getByRole("status").innerText(),
      "남궁솔(sample-13)의 정보를 채웠습니다. 인증 완료를 누르세요.",
    );
    assert.deepEqual(await formValues(page), {
      name: "남궁솔",
      birth: "19900115",
      phone: "01020000201",
      gender: "FEMALE",
      personId: "sample-13",
    });
    await noScriptAxe(page);

    await postAndLoad(page, () => page.getByRole("button", { name: "인증 완료" }).click());
    await page.getByRole("link", { name: "H1-DRAW-0001 신청 내역 보기" }).waitFor();
    assert.match(await page.locator("table").innerText(), /H1-DRAW-0001\s+1차 입주자 모집\s+적격/);
    await noScriptAxe(page);
    assert.deepEqual(await untranslatedKeys(page), []);
    await context.close();
  });

  it("lists them in English too, and fills the form with a pick (390 px)", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390, locale: "en-US" });
    await page.goto(`${BASE_URL}${LOOKUP}?lng=en`);
    await hydrated(page);
    await Promise.all([
      page.waitForURL((url) => url.pathname === SANDBOX),
      page.getByRole("button", { name: "Verify my identity and find my application" }).click(),
    ]);
    await page.locator("#sandbox-people").waitFor();
    await hydrated(page);
    assert.deepEqual(await page.locator("#sandbox-people caption").allInnerTexts(), [
      "Sample applications of round 2",
      "Sample applications of round 1",
    ]);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("button", { name: "Use 용태오 (sample-26)" }).click();
    await page.getByRole("status").getByText("Filled in the details of 용태오 (sample-26).").waitFor();
    assert.equal((await formValues(page)).personId, "sample-26");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
