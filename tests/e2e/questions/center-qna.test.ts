import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Browser, Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  noScriptAxe,
  openHydrated,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

/** Q&A: asking a private question, the password check, a manager's answer, the label. */
const TITLE = "입주 시기 문의 (e2e)";
const BODY = "입주 가능한 달이 언제인지\n알고 싶습니다.";
const PASSWORD = "e2e-pass";

/** A public form's field by its label, which may end in the required mark "*". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

/** A title of its own for each question a test asks (the list shows the newest first). */
let asked = 0;
const newTitle = () => `${TITLE} ${Date.now().toString(36)}-${++asked}`;

/**
 * Asks a private question titled `title` through the write page, as a visitor with JavaScript,
 * and answers its page's path (each test asks its own and depends on no other).
 */
async function askPrivately(browser: Browser, title: string): Promise<string> {
  const { page, context } = await openHydrated(browser, "/center/inquiry/write");
  await field(page, "이름").fill("김하늘");
  await field(page, "비밀번호").fill(PASSWORD);
  await field(page, "제목").fill(title);
  await field(page, "내용").fill(BODY);
  await page.getByLabel("비공개 (작성자와 담당자만 볼 수 있습니다)").check();
  await page.getByRole("button", { name: "질문 등록" }).click();
  await page.getByRole("status").getByText("질문을 등록했습니다.", { exact: false }).waitFor();
  const path = new URL(page.url()).pathname;
  await context.close();
  return path;
}

/** A manager answers the question titled `title` in the console. */
async function answerAsManager(browser: Browser, title: string, text: string) {
  const { page, context } = await signedIn(browser, SEEDED.developer, "/console/center/questions");
  await page.getByRole("link", { name: title }).click();
  await page.locator("h1", { hasText: "질문 답변" }).waitFor();
  await hydrated(page);
  await page.getByRole("textbox", { name: "답변", exact: true }).fill(text);
  await page.getByRole("button", { name: "답변 등록" }).click();
  await page.getByRole("status").getByText("답변을 등록했습니다.", { exact: false }).waitFor();
  await context.close();
}

/** The first row of the public list: the newest question. */
const firstRow = (page: Page) => page.locator("table tbody tr").first();

describe("Q&A in Chromium", () => {
  const browser = useBrowser();

  const robots = (page: Page) =>
    page.evaluate(() => document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null);

  it("asks a private question on a phone; the page passes axe and shows it to its asker", async () => {
    const { page, consoleErrors } = await openHydrated(browser(), "/center/inquiry", { width: 390 });
    assert.equal(await page.locator("h1").innerText(), "묻고 답하기");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("link", { name: "질문하기" }).first().click();
    await page.locator("h1", { hasText: "질문하기" }).waitFor();
    await hydrated(page);
    assert.match(new URL(page.url()).pathname, /\/center\/inquiry\/write$/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.equal(await field(page, "비밀번호").getAttribute("autocomplete"), "new-password");

    // Checked in the browser first: an empty form is refused next to its fields.
    await page.getByRole("button", { name: "질문 등록" }).click();
    await page.getByText("이름을 1~20자로 입력해주세요").first().waitFor();
    assert.ok(await field(page, "이름").evaluate((el) => el === document.activeElement));

    await field(page, "이름").fill("김하늘");
    await field(page, "비밀번호").fill(PASSWORD);
    const title = newTitle();
    await field(page, "제목").fill(title);
    await field(page, "내용").fill(BODY);
    await page.getByLabel("비공개 (작성자와 담당자만 볼 수 있습니다)").check();
    await page.getByRole("button", { name: "질문 등록" }).click();
    await page.getByRole("status").getByText("질문을 등록했습니다.", { exact: false }).waitFor();
    assert.match(page.url(), /\/center\/inquiry\/[0-9a-f]{32}\?done=asked$/);
    assert.equal(await page.getByRole("heading", { name: title }).count(), 1);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("keeps it private from another visitor until the password is checked; a wrong one says so", async () => {
    const title = newTitle();
    const questionPath = await askPrivately(browser(), title);
    const { page, consoleErrors } = await openHydrated(browser(), "/center/inquiry");
    const row = firstRow(page);
    assert.match(await row.innerText(), /비공개 질문입니다/);
    assert.match(await row.innerText(), /미답변/);
    assert.doesNotMatch(await page.locator("main").innerText(), /입주 시기 문의/);

    await page.goto(`${BASE_URL}${questionPath}`);
    await hydrated(page);
    assert.equal(await page.getByText(BODY.split("\n")[0] ?? "").count(), 0);
    assert.equal(await robots(page), "noindex");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.equal(await field(page, "비밀번호").getAttribute("autocomplete"), "current-password");
    await field(page, "비밀번호").fill("wrong-pass");
    await page.getByRole("button", { name: "비밀번호 확인" }).click();
    await page.getByText("비밀번호가 일치하지 않습니다").first().waitFor();
    assert.equal(await page.getByRole("heading", { name: title }).count(), 0);

    await field(page, "비밀번호").fill(PASSWORD);
    await page.getByRole("button", { name: "비밀번호 확인" }).click();
    await page.getByRole("heading", { name: title }).waitFor();
    assert.match(page.url(), /\?done=checked$/);
    assert.match(await page.locator("main").innerText(), /아직 답변이 등록되지 않았습니다/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The wrong password was answered 403, which Chromium logs as a failed resource.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 403")),
      [],
    );
  });

  it("lets a manager answer, and the label becomes 답변완료 for everyone", async () => {
    const title = newTitle();
    await askPrivately(browser(), title);
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/center/questions");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("link", { name: title }).click();
    await page.locator("h1", { hasText: "질문 답변" }).waitFor();
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page
      .getByRole("textbox", { name: "답변", exact: true })
      .fill("다음 달 1일부터 입주할 수 있습니다.\n안내문을 확인해주세요.");
    await page.getByRole("button", { name: "답변 등록" }).click();
    await page.getByRole("status").getByText("답변을 등록했습니다.", { exact: false }).waitFor();
    assert.deepEqual(consoleErrors, []);

    const visitor = await openHydrated(browser(), "/center/inquiry", { width: 390 });
    assert.match(await firstRow(visitor.page).innerText(), /답변완료/);
    const answered = await visitor.page.goto(`${BASE_URL}/center/inquiry?status=answered`);
    assert.equal(answered?.status(), 200);
    assert.match(await firstRow(visitor.page).innerText(), /비공개 질문입니다/);
  });

  it("shows the answer, line breaks kept, to the asker who checks the password, without JavaScript", async () => {
    const title = newTitle();
    const questionPath = await askPrivately(browser(), title);
    await answerAsManager(browser(), title, "다음 달 1일부터 입주할 수 있습니다.\n안내문을 확인해주세요.");
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${questionPath}`);
    await field(page, "비밀번호").fill(PASSWORD);
    await page.getByRole("button", { name: "비밀번호 확인" }).click();
    const answer = page.getByText("다음 달 1일부터 입주할 수 있습니다.", { exact: false });
    await answer.waitFor();
    assert.match(page.url(), /\?done=checked$/);
    assert.equal(await answer.evaluate((el) => getComputedStyle(el).whiteSpace), "pre-line");
    await noScriptAxe(page);
    await context.close();
  });

  it("translates the interface in en and cn, and marks the askers' Korean words lang=ko", async () => {
    for (const [lng, heading] of [
      ["en", "Q&A"],
      ["cn", null],
    ] as const) {
      for (const width of [390, 1280]) {
        const { page, consoleErrors } = await openPage(browser(), { width });
        await page.goto(`${BASE_URL}/center/inquiry?lng=${lng}`);
        await hydrated(page);
        if (heading) assert.equal(await page.locator("h1").innerText(), heading);
        assert.doesNotMatch(await page.locator("h1").innerText(), /묻고 답하기/);
        assert.ok((await page.locator("table tbody [lang=ko]").count()) > 0);
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(await untranslatedKeys(page), []);
        assert.deepEqual(await untranslatedKeys(page), []);
        assert.deepEqual(consoleErrors, []);
      }
    }
  });

  it("never runs script written in a question or an answer, on the site or in the console", async () => {
    const payload = `<script>window.__xss = 1</script><img src=x onerror="window.__xss = 2"><a href="javascript:window.__xss = 3">링크</a>`;
    const { page, consoleErrors } = await openHydrated(browser(), "/center/inquiry/write");
    await field(page, "이름").fill("<b>공격</b>");
    await field(page, "비밀번호").fill(PASSWORD);
    await field(page, "제목").fill(`"><svg onload="window.__xss = 4">`);
    await field(page, "내용").fill(payload);
    await page.getByLabel("공개 (누구나 볼 수 있습니다)").check();
    await page.getByRole("button", { name: "질문 등록" }).click();
    await page.waitForURL(/\?done=asked$/);
    // The URL changes before the new page is committed: wait for its status line.
    await page.getByRole("status").getByText("질문을 등록했습니다.", { exact: false }).waitFor();
    const path = new URL(page.url()).pathname;
    // The words are shown as written, and nothing of them became markup.
    assert.ok((await page.locator("main").innerText()).includes(payload));
    assert.equal(await page.locator("main img[src=x], main svg[onload], main a[href^=javascript]").count(), 0);

    const manager = await signedIn(
      browser(),
      SEEDED.developer,
      `/console/center/questions${path.slice("/center/inquiry".length)}`,
    );
    await manager.page.getByRole("textbox", { name: "답변", exact: true }).fill(payload);
    await manager.page.getByRole("button", { name: "답변 등록" }).click();
    await manager.page.getByRole("status").getByText("답변을 등록했습니다.", { exact: false }).waitFor();
    assert.equal(await manager.page.evaluate(() => (window as { __xss?: number }).__xss), undefined);

    for (const target of [path, "/center/inquiry"]) {
      await page.goto(`${BASE_URL}${target}`);
      await hydrated(page);
      assert.equal(await page.evaluate(() => (window as { __xss?: number }).__xss), undefined, target);
      assert.equal(await page.locator("main img[src=x], main svg[onload], main a[href^=javascript]").count(), 0);
      if (target === path) {
        assert.equal((await page.locator("main").innerText()).split(payload).length - 1, 2, "question and answer");
        // A public question may be listed by search engines, as a board post is.
        assert.equal(await robots(page), null);
      }
    }
    // The page's CSP reported nothing: no inline script was even attempted.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 404")),
      [],
    );
  });
});
