import assert from "node:assert/strict";
import { describe, it } from "node:test";
import {
  axeViolations,
  BASE_URL,
  loginAs,
  noScriptAxe,
  postAndLoad,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

function seoulToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
}

describe("console screens in Chromium", () => {
  const browser = useBrowser();

  it("shows the dashboard's figures to the developer, and it passes axe", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console");
    assert.equal(await page.locator("h1").innerText(), "대시보드");
    assert.ok(await page.getByRole("heading", { name: "오늘의 관심고객 등록" }).isVisible());
    assert.match(await page.locator("#dash-applications + table caption").innerText(), /2차 입주자 모집/);
    // The seed has six questions, three of them answered.
    assert.match(await page.locator("section[aria-labelledby=dash-questions]").innerText(), /3건/);
    assert.ok(await page.getByRole("link", { name: "감사 로그 전체 보기" }).isVisible());
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("creates a manager with scopes and lists it; the form checks input before posting", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/manager");
    assert.equal(await page.locator("h1").innerText(), "관리자 관리");
    // Nothing to announce yet: the status region is there, but draws no (empty green) box.
    assert.equal(await page.getByRole("status").evaluate((el) => el.innerHTML), "");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const form = page.locator("form", { has: page.getByRole("button", { name: "관리자 등록" }) });
    await form.getByLabel("아이디").fill("E2E");
    await form.getByRole("button", { name: "관리자 등록" }).click();
    assert.equal(await form.getByText("아이디를 영문 소문자 및 숫자로만 작성해주세요").count(), 1);
    assert.equal(new URL(page.url()).search, "");
    assert.ok(await form.getByLabel("아이디").evaluate((el) => el === document.activeElement));

    await form.getByLabel("아이디").fill("e2eboss");
    await form.getByLabel("이름").fill("이투이");
    await form.getByLabel("비밀번호", { exact: true }).fill("E2e!boss123");
    await form.getByLabel("2차 비밀번호").fill("E2e!sub1234");
    await form.getByLabel("팝업 관리").check();
    await form.getByRole("button", { name: "관리자 등록" }).click();
    await page.waitForURL(/\?created=e2eboss$/);
    await page.getByRole("status").getByText("관리자 e2eboss 계정을 등록했습니다.").waitFor();
    const row = page.getByRole("row", { name: /e2eboss/ });
    assert.match(await row.innerText(), /콘솔 기본, 팝업 관리/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await row.getByRole("link", { name: "e2eboss 수정" }).click();
    await page.waitForURL(/\/console\/manager\/[0-9a-f]{32}$/);
    // The URL changes before the new page is committed: wait for its heading.
    await page.locator("h1", { hasText: "관리자 정보 수정" }).waitFor();
    assert.ok(await page.getByRole("checkbox", { name: "팝업 관리" }).isChecked());
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // Deleting asks for the acting manager's own 2차 비밀번호.
    const remove = page.locator("form", { has: page.getByRole("button", { name: "e2eboss 계정 삭제" }) });
    await remove.getByLabel("내 2차 비밀번호").fill("Wrong!2345");
    await remove.getByRole("button", { name: "e2eboss 계정 삭제" }).click();
    await remove.getByText("2차 비밀번호가 일치하지 않습니다").waitFor();
    await remove.getByLabel("내 2차 비밀번호").fill(SEEDED.subPassword);
    await remove.getByRole("button", { name: "e2eboss 계정 삭제" }).click();
    await page.waitForURL(/\/console\/manager\?deleted=e2eboss$/);
    await page.getByRole("status").getByText("관리자 e2eboss 계정을 삭제했습니다.").waitFor();
    assert.equal(await page.getByRole("row", { name: /e2eboss/ }).count(), 0);
    // The wrong sub-password was answered 403, which Chromium logs as a failed resource.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 403")),
      [],
    );
  });

  it("works without JavaScript: a taken username is refused next to its field", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await loginAs(page, SEEDED.developer, "/console/manager");
    const form = page.locator("form", { has: page.getByRole("button", { name: "관리자 등록" }) });
    await form.getByLabel("아이디").fill("manager");
    await form.getByLabel("이름").fill("중복 계정");
    await form.getByLabel("비밀번호", { exact: true }).fill("Dup!licate1");
    await form.getByLabel("2차 비밀번호").fill("Dup!licate2");
    await postAndLoad(page, () => form.getByRole("button", { name: "관리자 등록" }).click());
    const username = page.locator("form").getByLabel("아이디");
    assert.equal(await username.inputValue(), "manager");
    assert.equal(await username.getAttribute("aria-invalid"), "true");
    assert.equal(await page.locator(".field-error", { hasText: "이미 사용 중인 아이디입니다" }).count(), 1);
    await noScriptAxe(page);

    // The setting's list buttons post the form and return the edited draft, unsaved.
    await page.goto(`${BASE_URL}/console/setting`);
    const socials = page.locator('select[name^="socialLinks."]');
    const before = await socials.count();
    await postAndLoad(page, () => page.getByRole("button", { name: "소셜 링크 추가" }).click());
    assert.equal(await socials.count(), before + 1);
    await noScriptAxe(page);
    await postAndLoad(page, () => page.getByRole("button", { name: `소셜 링크 ${before + 1} 삭제` }).click());
    assert.equal(await socials.count(), before);
    await context.close();
  });

  it("edits the site setting (sample mark until saved) and the public footer shows the change", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/setting");
    assert.match(await page.locator("h1").innerText(), /사이트 설정\s*샘플 데이터/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    const before = await page.locator('input[name^="footerInfo."][name$=".title"]').count();
    await page.getByRole("button", { name: "정보 항목 추가" }).click();
    const title = page.locator(`input[name="footerInfo.${before}.title"]`);
    await title.waitFor();
    assert.ok(await title.evaluate((el) => el === document.activeElement), "focus moves to the new item");
    await title.fill("운영시간");
    await page.locator(`input[name="footerInfo.${before}.text"]`).fill("평일 09:00~18:00 (주말·공휴일 휴무)");
    // A broken address is caught in the browser before anything is posted.
    const survey = page.getByLabel("설문 주소");
    await survey.fill("http://insecure.example.com");
    await page.getByRole("button", { name: "설정 저장" }).click();
    assert.equal(await page.getByText("설문 주소는 https://로 시작하는 주소로 입력하거나 비워주세요").count(), 1);
    await survey.fill("https://forms.example.com/haneul-survey");
    await page.getByRole("button", { name: "설정 저장" }).click();
    await page.waitForURL(/\/console\/setting\?saved=1$/);
    await page
      .getByRole("status")
      .getByText(/사이트 설정을 저장했습니다/)
      .waitFor();
    assert.equal(await page.locator(".console-badge--sample").count(), 0);
    assert.deepEqual(consoleErrors, []);

    await page.goto(`${BASE_URL}/`);
    assert.match(await page.locator("footer .site-footer__info").innerText(), /운영시간 평일 09:00~18:00/);
  });

  it("filters the audit log by action, manager and date", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/logs");
    assert.equal(await page.locator("h1").innerText(), "감사 로그");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // Signing in just now left a login row for today.
    await page.getByLabel("작업").selectOption({ label: "로그인" });
    await page.getByLabel("관리자").selectOption("developer");
    await page.getByLabel("시작일").fill(seoulToday());
    await page.getByLabel("종료일").fill(seoulToday());
    await page.getByRole("button", { name: "조회" }).click();
    await page.waitForURL(/action=auth\.login/);
    // The URL changes as the filtered page starts to render: wait for its rows.
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll("table.console-table tbody tr")];
      return rows.length > 0 && rows.every((r) => r.querySelectorAll("td")[2]?.textContent === "로그인");
    });
    const body = page.locator("table.console-table tbody tr");
    const count = await body.count();
    assert.ok(count >= 1);
    for (let i = 0; i < count; i++) {
      const cells = body.nth(i).locator("td");
      assert.equal(await cells.nth(1).innerText(), "developer");
      assert.equal(await cells.nth(2).innerText(), "로그인");
      assert.match(await cells.nth(0).innerText(), new RegExp(`^${seoulToday()} \\d{2}:\\d{2}:\\d{2}$`));
    }
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByLabel("시작일").fill("2026-12-31");
    await page.getByLabel("종료일").fill("2026-01-01");
    await page.getByRole("button", { name: "조회" }).click();
    await page.getByText("종료일은 시작일과 같거나 이후여야 합니다").waitFor();
    assert.deepEqual(consoleErrors, []);
  });

  it("shows the local outbox, and it passes axe", async () => {
    const { page, consoleErrors } = await signedIn(browser(), SEEDED.developer, "/console/outbox");
    assert.equal(await page.locator("h1").innerText(), "발송함");
    assert.match(await page.locator(".console-note").innerText(), /실제로 나가지 않고/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });
});
