import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  openHydrated,
  openPage,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";

const DAY = 86_400_000;
const MESSAGES = {
  term: "필수 약관에 동의해주세요",
  name: "이름을 입력해주세요",
  phone: "연락처를 입력해주세요",
  birth: "생년월일(YYYYMMDD)을 입력해주세요.",
  email: "이메일을 입력해주세요",
  qualificationType: "자격 유형을 선택해주세요",
  unitTypes: "희망 주택형을 하나 이상 선택해주세요",
};

/** A phone number no other run has used, so each registration starts as new. */
let phones = 0;
const freshPhone = () => `010${String(Date.now() + phones++).slice(-8)}`;

/** The message a field points to with aria-describedby (its own error), or "". */
async function errorOf(page: Page, selector: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const host = el.closest("fieldset[aria-describedby]") ?? el;
      const ids = (el.getAttribute("aria-describedby") ?? host.getAttribute("aria-describedby") ?? "").split(" ");
      const error = ids.map((id) => document.getElementById(id)).find((n) => n?.classList.contains("field-error"));
      return error?.textContent?.trim() ?? "";
    });
}

async function assertAllFieldErrors(page: Page) {
  assert.equal(await errorOf(page, 'input[name="terms"][value="privacy"]'), MESSAGES.term);
  assert.equal(await errorOf(page, 'input[name="name"]'), MESSAGES.name);
  assert.equal(await errorOf(page, 'input[name="phone"]'), MESSAGES.phone);
  assert.equal(await errorOf(page, 'input[name="birth"]'), MESSAGES.birth);
  assert.equal(await errorOf(page, 'input[name="email"]'), MESSAGES.email);
  assert.equal(await errorOf(page, 'input[name="qualificationType"]'), MESSAGES.qualificationType);
  assert.equal(await errorOf(page, 'input[name="unitTypes"]'), MESSAGES.unitTypes);
  assert.equal(await page.getAttribute('input[name="name"]', "aria-invalid"), "true");
}

async function fillRegistration(page: Page, phone: string) {
  await page.check('input[name="terms"][value="privacy"]');
  await page.fill('input[name="name"]', "김하늘");
  await page.fill('input[name="phone"]', phone);
  await page.fill('input[name="birth"]', "19950301");
  await page.fill('input[name="email"]', "sky@example.com");
  await page.check('input[name="qualificationType"][value="YOUTH_TYPE"]');
  await page.check('input[name="unitTypes"][value="36A"]');
}

describe("forms, the application page and the board in Chromium", () => {
  const browser = useBrowser();

  it("registers interest with JavaScript: each rule's exact message next to its field, focus, summary, then stored", async () => {
    const phone = freshPhone();
    const { page, consoleErrors } = await openHydrated(browser(), "/form/registration");
    assert.equal(await page.locator("h1").innerText(), "관심고객 등록");

    await page.click('button[type="submit"]');
    // The checks load on the form's first use, so the first submit waits for them.
    await page.locator(".error-summary").waitFor();
    await assertAllFieldErrors(page);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("value")), "privacy");
    assert.match(await page.locator(".error-summary").innerText(), /입력 내용을 다시 확인해주세요/);
    assert.equal(new URL(page.url()).pathname, "/form/registration", "nothing was posted");

    // Validation as you go: each field's rule, after leaving it.
    for (const [name, bad, message] of [
      ["name", "김", MESSAGES.name],
      ["phone", "010-1234-5678", MESSAGES.phone],
      ["birth", "19950230", MESSAGES.birth],
      ["email", "sky@", MESSAGES.email],
    ] as const) {
      await page.fill(`input[name="${name}"]`, bad);
      await page.locator(`input[name="${name}"]`).blur();
      assert.equal(await errorOf(page, `input[name="${name}"]`), message, name);
    }
    await page.fill('input[name="name"]', "김하늘");
    await page.locator('input[name="name"]').blur();
    assert.equal(await errorOf(page, 'input[name="name"]'), "");
    assert.equal(await page.getAttribute('input[name="name"]', "aria-invalid"), null);

    await fillRegistration(page, phone);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/form\/registration\/complete$/);
    await page.locator(".result", { hasText: "관심고객 등록이 완료되었습니다." }).waitFor();
    assert.equal(await page.locator(".result").innerText(), "관심고객 등록이 완료되었습니다.");
    assert.ok(!(await page.content()).includes(phone), "the confirmation shows no personal data");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("sends a public form the public forms' messages, not those of the console's forms", async () => {
    const html = await (
      await fetch(`${BASE_URL}/form/registration`, { headers: { "accept-language": "ko-KR" } })
    ).text();
    // Its own group's message travels for checks in the browser (it is not in the markup)...
    assert.ok(html.includes("희망 주택형을 하나 이상 선택해주세요"));
    // ...a console form's (the round editor's) does not.
    assert.ok(!html.includes("차수를 1~9999 사이의 숫자로 입력해주세요"));
  });

  it("registers interest without JavaScript: server-rendered messages, values kept, and the same phone answered alike", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/form/registration`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.click('button[type="submit"]'),
    ]);
    assert.equal(answer.status(), 400);
    await assertAllFieldErrors(page);
    assert.match(await page.locator(".error-summary").innerText(), /이름: 이름을 입력해주세요/);
    assert.equal(await page.locator(":focus").getAttribute("value"), "privacy");

    // One bad field: only its message, the others keep what was typed.
    await fillRegistration(page, "0101234");
    await page.click('button[type="submit"]');
    assert.equal(await errorOf(page, 'input[name="phone"]'), MESSAGES.phone);
    assert.equal(await errorOf(page, 'input[name="name"]'), "");
    assert.equal(await page.inputValue('input[name="name"]'), "김하늘");
    assert.equal(await page.inputValue('input[name="birth"]'), "19950301");
    assert.ok(await page.isChecked('input[name="unitTypes"][value="36A"]'));
    assert.equal(await page.locator(":focus").getAttribute("name"), "phone");

    const own = freshPhone();
    await page.fill('input[name="phone"]', own);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/form\/registration\/complete$/);
    await page.locator(".result", { hasText: "관심고객 등록이 완료되었습니다." }).waitFor();
    assert.equal(await page.locator(".result").innerText(), "관심고객 등록이 완료되었습니다.");

    const first = await page.locator("main").innerText();

    // The same phone again, as a plain post: the answer is the very same page, so nobody
    // learns from the form whether a number was registered before.
    await page.goto(`${BASE_URL}/form/registration`);
    await fillRegistration(page, own);
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/form\/registration\/complete$/);
    // The URL changes before React shows the page: wait for the answer itself.
    await page.locator(".result").waitFor();
    assert.equal(await page.locator("main").innerText(), first);
    await context.close();
  });

  it("the server-rendered error state passes axe (scripts blocked, since axe itself needs JavaScript)", async () => {
    const { page, context } = await openPage(browser());
    await context.route(/\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(`${BASE_URL}/form/registration`);
    await page.click('button[type="submit"]');
    await page.waitForSelector(".error-summary");
    assert.equal(await page.evaluate(() => "__reactRouterRouteModules" in window), false, "not hydrated");
    await assertAllFieldErrors(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
  });

  it("shows the terms in full and the form in English with translated messages", async () => {
    const { page } = await openHydrated(browser(), "/form/registration?lng=en", { locale: "en-US" });
    await page.locator(".term-text summary").first().click();
    assert.match(await page.locator(".term-text .term-body").first().innerText(), /개인정보 보호법/);
    await page.click('button[type="submit"]');
    // The checks may still be on their way (they load on the form's first use): wait for them.
    await page.locator(".error-summary").waitFor();
    assert.equal(await errorOf(page, 'input[name="name"]'), "Please enter your name");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
  });

  async function applicationAt(now: Date | null) {
    const { page, context } = await openPage(browser());
    if (now) await context.setExtraHTTPHeaders({ "x-test-now": now.toISOString() });
    await page.goto(`${BASE_URL}/application`);
    return page;
  }

  it("/application shows the open round with its period and the way to apply", async () => {
    const page = await applicationAt(null);
    assert.equal(await page.locator(".round-state").innerText(), "지금 청약 접수 중입니다.");
    assert.match(await page.locator(".round-status").innerText(), /2차 입주자 모집/);
    assert.match(
      await page.locator(".round-status").innerText(),
      /\d{4}-\d{2}-\d{2} 10:00:00 ~ \d{4}-\d{2}-\d{2} 17:00:00/,
    );
    assert.equal(await page.getAttribute("text=청약 신청하기", "href"), "/form/application");
    assert.equal(await page.locator("text=관심고객 등록하기").count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
  });

  it("/application before open and after the deadline shows that state's own texts, and no way to apply", async () => {
    const before = await applicationAt(new Date(Date.now() - 5 * DAY));
    assert.equal(await before.locator(".round-state").innerText(), "청약 접수 시작 전입니다.");
    assert.match(await before.locator(".round-messages").innerText(), /공고된 접수 시작 일시부터 가능합니다/);
    assert.equal(await before.locator("text=청약 신청하기").count(), 0);
    assert.equal(await before.getAttribute("text=관심고객 등록하기", "href"), "/form/registration");

    const closed = await applicationAt(new Date(Date.now() + 40 * DAY));
    assert.equal(await closed.locator(".round-state").innerText(), "청약 접수가 마감되었습니다.");
    const texts = await closed.locator(".round-messages").innerText();
    assert.match(texts, /청약 접수가 마감되었습니다. 신청해주신 모든 분께 감사드립니다./);
    assert.match(texts, /당첨자 발표는 공지사항과 개별 문자로 안내해드립니다./);
    assert.equal(await closed.locator("text=청약 신청하기").count(), 0);
    assert.deepEqual(await axeViolations(closed), []);
  });

  it("the board: write a post, comment on it, and edit it with its password", async () => {
    const { page, consoleErrors } = await openHydrated(browser(), "/board/default-board");
    assert.equal(await page.locator("h1").innerText(), "자유게시판");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.click("text=글쓰기");
    await page.waitForURL(/\/write$/);
    // A new post's password is chosen (a new password, with its hint); an edit asks for the current one.
    const password = page.locator('input[name="password"]');
    assert.equal(await password.getAttribute("autocomplete"), "new-password");
    assert.match((await password.getAttribute("aria-describedby")) ?? "", /-hint/);
    await page.click('button[type="submit"]');
    await page.locator(".field-error").first().waitFor();
    assert.equal(await errorOf(page, 'input[name="title"]'), "제목을 1~100자로 입력해주세요");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.fill('input[name="authorName"]', "가람");
    await page.fill('input[name="password"]', "pw1234");
    await page.fill('input[name="title"]', "브라우저에서 쓴 글");
    await page.fill('textarea[name="body"]', "본문입니다.\n두 번째 줄");
    await page.click('button[type="submit"]');
    await page.waitForURL(/\/board\/default-board\/[0-9a-f]+\?done=created$/);
    await page.locator("h1", { hasText: "브라우저에서 쓴 글" }).waitFor();
    assert.equal(await page.locator('[role="status"]').innerText(), "글을 등록했습니다.");

    const comments = page.locator("#comments");
    await comments.locator('input[name="authorName"]').fill("나래");
    await comments.locator('input[name="password"]').fill("cm1234");
    await comments.locator('textarea[name="body"]').fill("좋은 글이네요");
    await comments.locator('button:has-text("댓글 등록")').click();
    await page.waitForURL(/done=commentCreated/);
    await page.locator(".comment-list").waitFor();
    assert.match(await page.locator(".comment-list").innerText(), /나래[\s\S]*좋은 글이네요/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The comment's delete control names whose comment it is, and its visible words are in that
    // name in every language (label in name, WCAG 2.5.3).
    const post = page.url().replace(/\?.*$/, "");
    for (const lang of ["en", "cn"]) {
      await page.goto(`${post}?lng=${lang}`);
      await hydrated(page);
      assert.deepEqual(await axeViolations(page), [], lang);
      assert.deepEqual(await untranslatedKeys(page), [], lang);
    }
    await page.goto(`${post}?lng=ko`);
    await hydrated(page);

    await page.click("text=수정");
    await page.waitForURL(/\/edit$/);
    await page.locator("h1", { hasText: "글 수정" }).waitFor();
    assert.equal(await page.inputValue('input[name="title"]'), "브라우저에서 쓴 글");
    const edit = page.locator("form").filter({ has: page.locator('input[name="title"]') });
    assert.equal(await edit.locator('input[name="password"]').getAttribute("autocomplete"), "current-password");
    assert.doesNotMatch((await edit.locator('input[name="password"]').getAttribute("aria-describedby")) ?? "", /-hint/);
    await edit.locator('input[name="password"]').fill("wrong1");
    await edit.locator('input[name="title"]').fill("고친 제목");
    await edit.locator('button[type="submit"]').click();
    await page.waitForSelector(".field-error");
    assert.equal(
      await errorOf(page, 'form:has(input[name="title"]) input[name="password"]'),
      "비밀번호가 일치하지 않습니다",
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await edit.locator('input[name="password"]').fill("pw1234");
    await edit.locator('button[type="submit"]').click();
    await page.waitForURL(/done=updated$/);
    await page.locator("h1", { hasText: "고친 제목" }).waitFor();
    assert.equal(await page.locator('[role="status"]').innerText(), "글을 수정했습니다.");
    // The wrong password's 403 answer is logged by the browser; nothing else may be.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 403")),
      [],
    );
  });

  it("the privacy policy, procedure guide, eligibility examples and input-format guide render and pass axe", async () => {
    const { page, consoleErrors } = await openPage(browser());
    const pages: [string, string, RegExp][] = [
      ["/privacy-policy", "개인정보처리방침", /버전 1 · 시행일 \d{4}-\d{2}-\d{2}[\s\S]*개인정보 보호법/],
      ["/guide", "청약 절차 안내", /관심고객 등록[\s\S]*본인인증[\s\S]*서류 제출[\s\S]*계약 및 입주/],
      ["/ex", "자격 사례로 알아보는 청약", /3,803만 원/],
      ["/default-form", "신청서 입력 형식 안내", /생년월일\(YYYYMMDD\)을 입력해주세요\./],
    ];
    for (const [path, title, text] of pages) {
      const response = await page.goto(`${BASE_URL}${path}`);
      assert.equal(response?.status(), 200, path);
      assert.equal(await page.locator("h1").innerText(), title);
      assert.match(await page.locator("main").innerText(), text, path);
      assert.ok((await page.title()).startsWith(title), path);
      assert.equal(await page.locator('meta[property="og:locale"]').getAttribute("content"), "ko_KR", path);
      assert.deepEqual(await axeViolations(page), [], path);
      assert.deepEqual(await untranslatedKeys(page), [], path);
    }
    await hydrated(page);
    await page.fill('input[name="phone"]', "010-1");
    await page.click('button:has-text("형식 확인하기")');
    await page.locator(".field-error").first().waitFor();
    assert.equal(await errorOf(page, 'input[name="phone"]'), MESSAGES.phone);
    assert.deepEqual(consoleErrors, []);
  });

  it("/default-form at 390 px: the wide table scrolls and can be reached by keyboard", async () => {
    const { page } = await openHydrated(browser(), "/default-form", { width: 390 });
    const wrap = page.getByRole("region", { name: "항목별 입력 형식" });
    assert.ok(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth), "the table is wider than the screen");
    assert.equal(await wrap.getAttribute("tabindex"), "0");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
  });

  it("tells Open Graph the page's locale in the og:locale form (ko_KR, en_US, zh_CN)", async () => {
    const { page } = await openPage(browser());
    for (const [lng, locale] of [
      ["ko", "ko_KR"],
      ["en", "en_US"],
      ["cn", "zh_CN"],
    ]) {
      await page.goto(`${BASE_URL}/guide?lng=${lng}`);
      assert.equal(await page.locator('meta[property="og:locale"]').getAttribute("content"), locale, lng);
    }
  });
});
