import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  layoutShift,
  noScriptAxe,
  openPage,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";

/*
 * Members in Chromium: apply first, then join → logout → login → my page shows the
 * submitted application → recovery → password change → withdrawal, in Korean; the key steps in English; the header
 * from the session with the shared page cache for anonymous visitors. Each test uses people of
 * its own (the sandbox's "가상 인물 번호" is the person).
 */

const PASSWORD = "Sky!2345pw";
const PDF = Buffer.from("%PDF-1.4\n% a test document\n%%EOF\n");
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** From a page showing the start button: the sandbox, as `personId`, and back to `returnPath`. */
async function verify(page: Page, button: string, personId: string, returnPath: string, done = "인증 완료") {
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
    page.getByRole("button", { name: button }).click(),
  ]);
  await page.locator('input[name="personId"]').fill(personId);
  await Promise.all([
    page.waitForURL((url) => url.pathname === returnPath),
    page.getByRole("button", { name: done }).click(),
  ]);
}

/** An application submitted through the applicant API by this browser (the form pages are another branch's). */
async function submitApplication(page: Page, context: BrowserContext, personId: string): Promise<string> {
  await page.goto(`${BASE_URL}/common/kcp/cert/request?purpose=application&returnTo=%2Fapplication`);
  await hydrated(page);
  await verify(page, "본인인증 시작", personId, "/application");
  const verificationId = new URL(page.url()).searchParams.get("verification") ?? "";
  const headers = { origin: BASE_URL };
  const api = context.request;
  const started = await api.post(`${BASE_URL}/api/v1/application`, {
    headers,
    data: { verificationId, terms: ["privacy", "application"] },
  });
  assert.equal(started.status(), 201, await started.text());
  const { id } = (await started.json()) as { id: string };
  const steps = {
    details: { email: "sky@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" },
    supply: { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" },
    answers: { isHomeless: "true", isAsset: "false", isCar: "false" },
  };
  assert.equal((await api.put(`${BASE_URL}/api/v1/application/${id}`, { headers, data: { steps } })).status(), 200);
  for (const [name, buffer, mimeType] of [
    ["idCard", PDF, "application/pdf"],
    ["residence", PNG, "image/png"],
  ] as const) {
    const res = await api.post(`${BASE_URL}/api/v1/application/${id}/upload`, {
      headers,
      multipart: { name, upload: { name: `${name}.bin`, mimeType, buffer } },
    });
    assert.ok(res.ok(), await res.text());
  }
  const submitted = await api.put(`${BASE_URL}/api/v1/application/${id}`, {
    headers,
    data: { submit: crypto.randomUUID().replace(/-/g, "") },
  });
  assert.equal(submitted.status(), 200, await submitted.text());
  return ((await submitted.json()) as { receiptNo: string }).receiptNo;
}

/** The sandbox verification without JavaScript: the provider step's button, then the sandbox. */
async function verifyWithoutScripts(page: Page, button: string, personId: string, returnPath: string) {
  await page.getByRole("button", { name: button }).click();
  await page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
  await noScriptAxe(page);
  await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
  await page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox");
  await page.locator('input[name="personId"]').fill(personId);
  await page.getByRole("button", { name: "인증 완료" }).click();
  await page.waitForURL((url) => url.pathname === returnPath);
}

async function memberLinks(page: Page): Promise<string[]> {
  return page.locator(".site-header__members a").allInnerTexts();
}

describe("members in Chromium", () => {
  const browser = useBrowser();

  it("join → logout → login → my page → recovery → withdrawal, in Korean", { timeout: 180_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 1280 });
    const person = "e2e-member-ko";
    const receiptNo = await submitApplication(page, context, person);

    await page.goto(`${BASE_URL}/`);
    await hydrated(page);
    assert.deepEqual(await memberLinks(page), ["회원가입", "로그인"]);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/join`),
      page.getByRole("link", { name: "회원가입" }).click(),
    ]);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await verify(page, "본인인증 후 가입하기", person, "/member/join");
    await page.waitForURL(`${BASE_URL}/member/join`);
    await hydrated(page);
    assert.equal(await page.locator(".member-facts dd").first().innerText(), "김하늘");
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // Every rule says its message; focus goes to the first field at fault.
    await page.getByRole("button", { name: "가입하기" }).click();
    assert.match(await page.locator(".error-summary").innerText(), /필수 약관에 동의해주세요/);
    await page.getByLabel("아이디").fill("Sky");
    await page.getByLabel("아이디").blur();
    assert.match(
      await page.locator(".field").filter({ hasText: "아이디" }).first().innerText(),
      /아이디를 영문 소문자 및 숫자로만 작성해주세요/,
    );
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    await page.getByRole("checkbox", { name: /개인정보/ }).check();
    await page.getByLabel("아이디").fill("skye2e");
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel("비밀번호 확인").fill(PASSWORD);
    await page.getByLabel("이메일").fill("sky@example.com");
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "가입하기" }).click(),
    ]);
    await hydrated(page);
    // The application made before joining is the member's: receipt and status.
    const applications = page.locator("#my-applications + ul");
    assert.match(await applications.innerText(), new RegExp(receiptNo));
    assert.match(await applications.innerText(), /접수 완료/);
    assert.deepEqual(await memberLinks(page), ["마이페이지", "로그아웃"]);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);

    // A question asked while logged in shows on my page, linked to its page.
    await page.goto(`${BASE_URL}/center/inquiry/write`);
    await hydrated(page);
    const qnaField = (label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
    await qnaField("이름").fill("김하늘");
    await qnaField("비밀번호").fill("ask!2345");
    await qnaField("제목").fill("입주 시기 문의");
    await qnaField("내용").fill("입주 시기가 궁금합니다.");
    await page.getByLabel("비공개 (작성자와 담당자만 볼 수 있습니다)").check();
    await page.getByRole("button", { name: "질문 등록" }).click();
    await page.waitForURL(/\/center\/inquiry\/[0-9a-f]{32}\?done=asked$/);
    const questionPath = new URL(page.url()).pathname;
    await page.goto(`${BASE_URL}/member/mypage`);
    await hydrated(page);
    const myQuestion = page.locator("#my-questions + ul").getByRole("link", { name: "입주 시기 문의" });
    assert.equal(await myQuestion.getAttribute("href"), questionPath);
    assert.match(await page.locator("#my-questions + ul").innerText(), /답변 대기/);

    // Logout asks first.
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/logout`),
      page.getByRole("link", { name: "로그아웃" }).click(),
    ]);
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("로그아웃 하시겠습니까?").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await Promise.all([page.waitForURL(`${BASE_URL}/`), dialog.getByRole("button", { name: "로그아웃" }).click()]);
    await hydrated(page);
    assert.deepEqual(await memberLinks(page), ["회원가입", "로그인"]);

    // A member page without a session: "로그인 후 이용가능합니다", then back.
    await page.goto(`${BASE_URL}/member/mypage`);
    await page.waitForURL(`${BASE_URL}/member/required`);
    await hydrated(page);
    await page.getByRole("alertdialog").getByText("로그인 후 이용가능합니다").waitFor();
    // The server's open dialog turns modal on hydration without moving.
    assert.equal(await layoutShift(page), 0);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await Promise.all([page.waitForURL(`${BASE_URL}/`), page.getByRole("link", { name: "확인" }).click()]);

    // Login: one message for a wrong password, then my page.
    await page.goto(`${BASE_URL}/member/login`);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByLabel("아이디").fill("skye2e");
    await page.getByLabel("비밀번호").fill("Wrong!2345");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.getByText("아이디 또는 비밀번호가 일치하지 않습니다").waitFor();
    await page.getByLabel("비밀번호").fill(PASSWORD);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "로그인", exact: true }).click(),
    ]);

    // Recovery: verify again, see the username, set a new password.
    await page.goto(`${BASE_URL}/member/recovery`);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await verify(page, "본인인증으로 찾기", person, "/member/recovery");
    await page.waitForURL(`${BASE_URL}/member/recovery`);
    await hydrated(page);
    assert.match(await page.locator(".page-lead").innerText(), /회원님의 아이디는 skye2e 입니다/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.locator('input[name="password"]').fill("New!2345pw");
    await page.getByLabel("새 비밀번호 확인").fill("New!2345pw");
    await page.getByRole("button", { name: "비밀번호 바꾸기" }).click();
    await page.getByText("새 비밀번호로 바꿨습니다").waitFor();
    // The form is gone: the focus moves to what replaced it, so a screen reader reads it.
    assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ""), /새 비밀번호로 바꿨습니다/);
    // Every session ended: the header offers the login again.
    await page.goto(`${BASE_URL}/member/login`);
    await hydrated(page);
    await page.getByLabel("아이디").fill("skye2e");
    await page.getByLabel("비밀번호").fill("New!2345pw");
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "로그인", exact: true }).click(),
    ]);

    // My page's password change: checked in the browser first; this browser stays signed in.
    await hydrated(page);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/password`),
      page.getByRole("link", { name: "비밀번호 변경" }).click(),
    ]);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    assert.match(await page.locator(".error-summary").innerText(), /현재 비밀번호를 입력해주세요/);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByLabel("현재 비밀번호").fill("New!2345pw");
    await page.locator('input[name="password"]').fill("Next!2345pw");
    await page.getByLabel("새 비밀번호 확인").fill("Next!2345pw");
    await page.getByRole("button", { name: "비밀번호 변경" }).click();
    await page.getByText("비밀번호를 변경했습니다").waitFor();
    assert.match(await page.evaluate(() => document.activeElement?.textContent ?? ""), /비밀번호를 변경했습니다/);
    assert.deepEqual(await memberLinks(page), ["마이페이지", "로그아웃"]);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("link", { name: "마이페이지로 돌아가기" }).click(),
    ]);
    await page.locator("h1", { hasText: "마이페이지" }).waitFor();

    // Withdrawal: asks to confirm, then says what was kept and until when.
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/withdraw`),
      page.getByRole("link", { name: "회원 탈퇴" }).click(),
    ]);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("button", { name: "탈퇴하기" }).click();
    await page.getByText("탈퇴 안내를 확인하고 동의해주세요").first().waitFor();
    await page.getByRole("checkbox", { name: /탈퇴에 동의합니다/ }).check();
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/withdrawn`),
      page.getByRole("button", { name: "탈퇴하기" }).click(),
    ]);
    // The address changes a moment before React Router renders the new page.
    await page.locator("main", { hasText: "까지 보관" }).waitFor();
    await hydrated(page);
    assert.match(
      await page.locator("main").innerText(),
      new RegExp(`접수번호 ${receiptNo}\\): \\d{4}-\\d{2}-\\d{2}까지 보관`),
    );
    assert.deepEqual(await memberLinks(page), ["회원가입", "로그인"]);
    const note = (await context.cookies()).find((c) => c.name.endsWith("member_withdrawn"));
    assert.deepEqual(note && { name: note.name, path: note.path, httpOnly: note.httpOnly, secure: note.secure }, {
      name: "__Host-member_withdrawn",
      path: "/",
      httpOnly: true,
      secure: true,
    });
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The wrong password above is answered 401, which Chromium logs; nothing else may be.
    assert.deepEqual(
      consoleErrors.filter((e) => !e.includes("status of 401")),
      [],
    );
    assert.equal(consoleErrors.length <= 1, true);
    await context.close();
  });

  it("joins, logs out and in, and recovers the password without JavaScript", { timeout: 180_000 }, async () => {
    const context = await browser().newContext({
      javaScriptEnabled: false,
      locale: "ko-KR",
      viewport: { width: 390, height: 900 },
    });
    context.setDefaultTimeout(20_000);
    const page = await context.newPage();
    const person = "e2e-member-nojs";
    await page.goto(`${BASE_URL}/member/join`);
    await noScriptAxe(page);
    await verifyWithoutScripts(page, "본인인증 후 가입하기", person, "/member/join");
    await page.locator(".member-facts").waitFor();
    await noScriptAxe(page);

    // The server says every rule's message when the form is posted incomplete.
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.locator(".error-summary").waitFor();
    assert.match(await page.locator(".error-summary").innerText(), /필수 약관에 동의해주세요/);
    await noScriptAxe(page);
    await page.getByRole("checkbox", { name: /개인정보/ }).check();
    await page.getByLabel("아이디").fill("skynojs");
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel("비밀번호 확인").fill(PASSWORD);
    await page.getByLabel("이메일").fill("nojs@example.com");
    await page.getByRole("button", { name: "가입하기" }).click();
    await page.waitForURL(`${BASE_URL}/member/mypage`);
    assert.deepEqual(await memberLinks(page), ["마이페이지", "로그아웃"]);
    await noScriptAxe(page);

    // Logout asks first, on a page of its own; on a phone it is in the menu, which opens
    // without scripts too (an invoker command).
    await page.getByRole("button", { name: "전체메뉴" }).click();
    await page.locator(".sitemap__members a").filter({ hasText: "로그아웃" }).click();
    await page.waitForURL(`${BASE_URL}/member/logout`);
    await noScriptAxe(page);
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${BASE_URL}/`);
    assert.deepEqual(await memberLinks(page), ["회원가입", "로그인"]);

    // Login: the wrong password's message, then my page.
    await page.goto(`${BASE_URL}/member/login`);
    await noScriptAxe(page);
    await page.getByLabel("아이디").fill("skynojs");
    await page.getByLabel("비밀번호").fill("Wrong!2345");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.getByText("아이디 또는 비밀번호가 일치하지 않습니다").waitFor();
    await noScriptAxe(page);
    await page.getByLabel("비밀번호").fill(PASSWORD);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${BASE_URL}/member/mypage`);

    // Recovery: verify again, see the username, set a new password, log in with it.
    await page.goto(`${BASE_URL}/member/recovery`);
    await noScriptAxe(page);
    await verifyWithoutScripts(page, "본인인증으로 찾기", person, "/member/recovery");
    assert.match(await page.locator(".page-lead").innerText(), /회원님의 아이디는 skynojs 입니다/);
    await noScriptAxe(page);
    await page.locator('input[name="password"]').fill("New!2345pw");
    await page.getByLabel("새 비밀번호 확인").fill("New!2345pw");
    await page.getByRole("button", { name: "비밀번호 바꾸기" }).click();
    await page.getByText("새 비밀번호로 바꿨습니다").waitFor();
    await noScriptAxe(page);
    await page.goto(`${BASE_URL}/member/login`);
    await page.getByLabel("아이디").fill("skynojs");
    await page.getByLabel("비밀번호").fill("New!2345pw");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${BASE_URL}/member/mypage`);

    // The password change: a wrong current password is refused at its field, then it changes.
    await page.getByRole("link", { name: "비밀번호 변경" }).click();
    await page.waitForURL(`${BASE_URL}/member/password`);
    await noScriptAxe(page);
    const changePassword = async (current: string) => {
      await page.getByLabel("현재 비밀번호").fill(current);
      await page.locator('input[name="password"]').fill("Next!2345pw");
      await page.getByLabel("새 비밀번호 확인").fill("Next!2345pw");
      await page.getByRole("button", { name: "비밀번호 변경" }).click();
    };
    await changePassword("Wrong!2345");
    await page.getByText("현재 비밀번호가 일치하지 않습니다").first().waitFor();
    await noScriptAxe(page);
    await changePassword("New!2345pw");
    await page.getByText("비밀번호를 변경했습니다").waitFor();
    await noScriptAxe(page);
    await page.getByRole("link", { name: "마이페이지로 돌아가기" }).click();
    await page.waitForURL(`${BASE_URL}/member/mypage`);
    assert.deepEqual(await memberLinks(page), ["마이페이지", "로그아웃"]);
    await context.close();
  });

  it("joins, logs out and in, in English", { timeout: 120_000 }, async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390, locale: "en-US" });
    await page.goto(`${BASE_URL}/member/join?lng=en`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "Join");
    await verify(page, "Verify identity and join", "e2e-member-en", "/member/join", "Complete verification");
    await page.waitForURL(`${BASE_URL}/member/join`);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await page.getByRole("checkbox", { name: /개인정보/ }).check();
    await page.getByLabel("Username").fill("skyenglish");
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel("E-mail").fill("en@example.com");
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "Join" }).click(),
    ]);
    await hydrated(page);
    // The URL changes before the next page is committed: wait for its heading.
    await page.locator("h1", { hasText: "My page" }).waitFor();
    assert.match(await page.locator("main").innerText(), /You have no applications\./);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    // The mobile menu has my page and logout.
    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.locator(".sitemap__members a");
    assert.deepEqual(await menu.allInnerTexts(), ["My page", "Log out"]);
    await Promise.all([page.waitForURL(`${BASE_URL}/member/logout`), menu.filter({ hasText: "Log out" }).click()]);
    await page.getByRole("alertdialog").getByText("Do you want to log out?").waitFor();
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    await Promise.all([page.waitForURL(`${BASE_URL}/`), page.getByRole("button", { name: "Log out" }).click()]);
    await page.goto(`${BASE_URL}/member/login`);
    await hydrated(page);
    await page.getByLabel("Username").fill("skyenglish");
    await page.getByLabel("Password").fill(PASSWORD);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "Log in", exact: true }).click(),
    ]);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("keeps the anonymous header in the shared page cache; a member's cookie bypasses it", async () => {
    // The header's member links as rendered (the page's data also carries the shell's strings).
    const anonymous = async () => {
      const res = await fetch(`${BASE_URL}/business/brand`, { headers: { "accept-language": "ko-KR" } });
      const html = await res.text();
      return {
        cache: res.headers.get("x-page-cache"),
        html: /class="site-header__members".*?<\/nav>/s.exec(html)?.[0] ?? "",
      };
    };
    await anonymous();
    const kept = await anonymous();
    assert.equal(kept.cache, "hit");
    assert.match(kept.html, /회원가입/);
    assert.doesNotMatch(kept.html, /마이페이지/);

    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/member/login`);
    await hydrated(page);
    await page.getByLabel("아이디").fill("skyenglish");
    await page.getByLabel("비밀번호").fill(PASSWORD);
    await Promise.all([
      page.waitForURL(`${BASE_URL}/member/mypage`),
      page.getByRole("button", { name: "로그인", exact: true }).click(),
    ]);
    const response = await page.goto(`${BASE_URL}/business/brand`);
    assert.equal(response?.headers()["x-page-cache"], "bypass");
    assert.deepEqual(await memberLinks(page), ["마이페이지", "로그아웃"]);
    // The shared copy is still the anonymous one.
    const after = await anonymous();
    assert.equal(after.cache, "hit");
    assert.doesNotMatch(after.html, /마이페이지/);
    await context.close();
  });
});
