import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { axeViolations, BASE_URL, hydrated, noScriptAxe, openPage, useBrowser } from "../../support/browser.ts";

const PATH = "/application/self-check";
const KO = {
  homeless: "세대 구성원 모두 주택을 가지고 있지 않습니까? (무주택)",
  car: "본인 명의의 자동차가 있습니까?",
  carValue: "차량가액 (만 원)",
};

const group = (page: Page, name: string) => page.getByRole("group", { name });
const verdict = (page: Page) => page.locator(".eligibility").getAttribute("data-verdict");
const ruleText = (page: Page, rule: string) => page.locator(`.eligibility li[data-rule="${rule}"]`).innerText();

/** A youth applicant born 1995-03-01 without a home, with a car worth `carValue` 만원. */
async function answerYouth(page: Page, carValue: string) {
  await page.getByLabel("생년월일").fill("19950301");
  await page.getByLabel("청년 (만 19~39세)").check();
  await group(page, KO.homeless).getByLabel("예").check();
  await group(page, KO.car).getByLabel("예").check();
  await page.getByLabel(KO.carValue).fill(carValue);
}

describe("the eligibility self-check (/application/self-check) in Chromium", () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`follows the answers with each rule's reason, posting nothing, at ${width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser(), { width });
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") posts.push(request.url());
      });
      await page.goto(`${BASE_URL}/application`);
      await hydrated(page);
      await page.getByRole("link", { name: "신청 자격 자가진단" }).click();
      await page.locator("h1", { hasText: "청약 자격 자가진단" }).waitFor();
      assert.equal(new URL(page.url()).pathname, PATH);
      assert.equal(await verdict(page), "incomplete");
      assert.deepEqual(await axeViolations(page), []);

      await answerYouth(page, "4000");
      assert.equal(await verdict(page), "ineligible");
      assert.match(
        await ruleText(page, "car"),
        /자동차: 미충족 차량가액 4000만 원으로 기준\(3803만 원 이하\)을 넘습니다/,
      );
      assert.match(await ruleText(page, "age"), /나이: 충족 기준일\(\d{4}-\d{2}-\d{2}\) 현재 만 \d+세/);
      assert.match(await ruleText(page, "home"), /무주택: 충족/);
      await page.getByLabel(KO.carValue).fill("2500");
      assert.equal(await verdict(page), "eligible");
      assert.match(await page.locator(".eligibility__verdict").innerText(), /신청 자격 기준에 맞습니다/);
      assert.deepEqual(await axeViolations(page), []);

      // A wrong birth date: the field's own message when leaving it, the age back to "not checked yet".
      await page.getByLabel("생년월일").fill("19950230");
      await page.getByLabel("생년월일").blur();
      const message = page.locator(".field-error", { hasText: "생년월일(YYYYMMDD)을 입력해주세요." });
      assert.ok(await message.isVisible());
      assert.match(await ruleText(page, "age"), /나이: 확인 전/);
      assert.deepEqual(posts, []);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  it("answers a post without JavaScript: messages for what is missing, then the result", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${PATH}`);
    await page.getByRole("button", { name: "자격 확인하기" }).click();
    await page.waitForLoadState();
    assert.match(await page.locator(".error-summary").innerText(), /생년월일\(YYYYMMDD\)을 입력해주세요/);
    assert.match(await page.locator(".error-summary").innerText(), /자격 유형을 선택해주세요/);
    await noScriptAxe(page);
    await page.getByLabel("생년월일").fill("19800101");
    await page.getByLabel("신혼부부 (혼인 7년 이내 또는 예비 신혼부부)").check();
    await page.getByLabel("혼인신고를 했습니다").check();
    await page.getByLabel("혼인신고일").fill("20100505");
    await group(page, KO.homeless).getByLabel("예").check();
    await group(page, KO.car).getByLabel("아니요").check();
    await page.getByRole("button", { name: "자격 확인하기" }).click();
    await page.waitForLoadState();
    assert.equal(await page.locator(".error-summary").count(), 0);
    assert.equal(await verdict(page), "ineligible");
    await noScriptAxe(page);
    assert.match(
      await ruleText(page, "marriage"),
      /혼인 기간: 미충족 기준일\([^)]+\) 현재 혼인 \d+년으로 7년을 넘었습니다/,
    );
    // What was posted comes back in the form, and nothing else happened.
    assert.equal(await page.getByLabel("혼인신고일").inputValue(), "20100505");
    await context.close();
  });

  it("checks in English too (key step)", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390, locale: "en-US" });
    await page.goto(`${BASE_URL}${PATH}?lng=en`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "Eligibility self-check");
    await page.getByLabel("Date of birth").fill("20100101");
    await page.getByLabel("Youth (aged 19 to 39)").check();
    assert.match(await ruleText(page, "age"), /^Age: not met On the reference date \([^)]+\) you are 1\d/);
    assert.equal(await verdict(page), "ineligible");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });
});
