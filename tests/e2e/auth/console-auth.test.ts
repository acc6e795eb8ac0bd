import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import {
  axeViolations,
  BASE_URL,
  hydrated,
  loginAs,
  noScriptAxe,
  openPage,
  signedIn,
  untranslatedKeys,
  useBrowser,
} from "../../support/browser.ts";
import { SEEDED } from "../../support/console.ts";

const MANAGER = SEEDED.manager;
const DEVELOPER = SEEDED.developer;
const SUB_PASSWORD = SEEDED.subPassword;
const MINUTE = 60_000;

function pathOf(page: Page) {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe("console sign-in, guards and the API wrapper in Chromium", () => {
  const browser = useBrowser();

  it("shows the console login for a console path without a session, and it passes axe", async () => {
    const { page, consoleErrors } = await openPage(browser());
    await page.goto(`${BASE_URL}/console/password`);
    assert.equal(pathOf(page), "/console/login?redirectTo=%2Fconsole%2Fpassword");
    assert.equal(await page.locator("h1").innerText(), "관리자 로그인");
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("shows field errors next to empty fields and one generic message for wrong credentials", async () => {
    const { page } = await openPage(browser());
    await page.goto(`${BASE_URL}/console/login`);
    await hydrated(page);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    const username = page.getByLabel("아이디");
    assert.equal(await username.getAttribute("aria-invalid"), "true");
    assert.equal(await page.getByText("아이디를 입력해주세요").count(), 1);
    assert.equal(await page.getByText("비밀번호를 입력해주세요").count(), 1);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "username");

    await username.fill("nobody");
    await page.getByLabel("비밀번호", { exact: true }).fill("Wrong!2345");
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.getByRole("alert").waitFor();
    assert.equal(await page.getByRole("alert").innerText(), "아이디 또는 비밀번호가 일치하지 않습니다");
    assert.equal(new URL(page.url()).pathname, "/console/login");
  });

  it("logs in without JavaScript and sets session cookies as docs/product.md §10 says", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/console/login?redirectTo=%2Fconsole%2Fpassword`);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForLoadState();
    assert.equal(await page.getByText("아이디를 입력해주세요").count(), 1);
    await noScriptAxe(page);
    await page.getByLabel("아이디").fill(MANAGER.username);
    await page.getByLabel("비밀번호", { exact: true }).fill(MANAGER.password);
    await page.getByRole("button", { name: "로그인", exact: true }).click();
    await page.waitForURL(`${BASE_URL}/console/password`);
    await noScriptAxe(page);
    // The __Host- prefix: Chromium keeps such cookies from http://127.0.0.1 too (a secure context).
    const cookies = (await context.cookies()).filter((c) => c.name.includes("console_"));
    assert.deepEqual(cookies.map((c) => c.name).sort(), ["__Host-console_at", "__Host-console_rt"]);
    for (const c of cookies) {
      assert.equal(c.httpOnly, true);
      assert.equal(c.secure, true);
      assert.equal(c.sameSite, "Lax");
      assert.equal(c.path, "/");
      assert.equal(c.expires, -1, "a session cookie, without Max-Age");
    }
    // Logout without JavaScript: the confirmation page, then the login.
    await page.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(/\/console\/logout\??$/);
    await page.getByRole("alertdialog").getByText("로그아웃 하시겠습니까?").waitFor();
    assert.equal(await page.getByRole("alertdialog").getByText("로그아웃 하시겠습니까?").count(), 1);
    await noScriptAxe(page);
    await page.getByRole("alertdialog").getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${BASE_URL}/console/login`);
    await context.close();
  });

  it("lists only the areas the manager may use, and passes axe on the password page", async () => {
    const { page, consoleErrors } = await openPage(browser());
    await loginAs(page, MANAGER, "/console/password");
    assert.equal(pathOf(page), "/console/password");
    const nav = page.getByRole("navigation", { name: "콘솔 메뉴" });
    const items = await nav.getByRole("link").allInnerTexts();
    assert.deepEqual(items, [
      "대시보드",
      "관리자 관리",
      "공지사항",
      "자주 묻는 질문",
      "관심고객 등록",
      "사이트 설정",
      "비밀번호 변경",
      "감사 로그",
      // The notices' scope also answers questions and moderates the boards.
      "묻고 답하기",
      "게시판 관리",
      // Any console manager sees the leak scan's override requests.
      "게시 예외 승인",
    ]);
    assert.equal(await nav.getByRole("link", { name: "비밀번호 변경" }).getAttribute("aria-current"), "page");
    assert.equal(await page.getByText("manager 님").count(), 1);
    await hydrated(page);
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });

  it("denies a page outside the manager's scope with an alert, then returns to the previous page", async () => {
    const { page } = await openPage(browser());
    await loginAs(page, MANAGER, "/console/password");
    // A link from a console page to an area the manager lacks (applications need their scope).
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.href = "/console/application";
      a.textContent = "applications";
      a.id = "to-applications";
      document.body.appendChild(a);
    });
    await page.click("#to-applications");
    await page.waitForURL(`${BASE_URL}/console/denied`);
    const dialog = page.getByRole("alertdialog", { name: "접근 제한" });
    await dialog.waitFor();
    assert.equal(await dialog.getByText("접근권한이 없습니다").count(), 1);
    await page.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "확인");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}/console/password`);

    // The same after a client-side navigation of the router.
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } })
        .__reactRouterDataRouter;
      router.navigate("/console/terms");
    });
    await page.waitForURL(`${BASE_URL}/console/denied`);
    await page.getByRole("alertdialog").getByText("확인").click();
    await page.waitForURL(`${BASE_URL}/console/password`);

    // Typed into a fresh tab, there is no previous page of the site: home instead.
    const fresh = await page.context().newPage();
    await fresh.goto(`${BASE_URL}/console/schedules`);
    await fresh.waitForFunction(() => document.querySelector("dialog")?.matches(":modal"));
    await fresh.getByRole("alertdialog").getByText("확인").click();
    await fresh.waitForURL(`${BASE_URL}/console`);
  });

  it("denies without JavaScript too: the alert's link leads back to the referring page", async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await loginAs(page, MANAGER, "/console/password");
    await page.goto(`${BASE_URL}/console/popups`, { referer: `${BASE_URL}/console/password` });
    assert.equal(new URL(page.url()).pathname, "/console/denied");
    await noScriptAxe(page);
    await page.getByRole("alertdialog").getByRole("link", { name: "확인" }).click();
    await page.waitForURL(`${BASE_URL}/console/password`);
    await context.close();
  });

  it("never leaves the site from the denial page for a Referer path starting with //, with or without JavaScript", async () => {
    // To a browser "//localhost:1/x" is another site (here a closed port on this machine).
    const referer = `${BASE_URL}//localhost:1/phish`;
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser().newContext({ javaScriptEnabled, locale: "ko-KR" });
      const page = await context.newPage();
      // Arrive as from a link on that page of this site (its 404), so history holds it.
      await page.goto(referer);
      await page.goto(`${BASE_URL}/console/denied`, { referer });
      if (javaScriptEnabled) await hydrated(page);
      await page.getByRole("alertdialog").getByRole("link", { name: "확인" }).click();
      await page.waitForLoadState();
      assert.equal(new URL(page.url()).origin, new URL(BASE_URL).origin, `javaScriptEnabled: ${javaScriptEnabled}`);
      await context.close();
    }
  });

  it("asks before logging out, in a dialog that keeps and returns focus, and revokes the session", async () => {
    const { page, context } = await signedIn(browser(), MANAGER, "/console/password");
    const logout = page.getByRole("banner").getByRole("button", { name: "로그아웃" });
    await logout.click();
    const dialog = page.getByRole("alertdialog", { name: "로그아웃" });
    assert.equal(await dialog.getByText("로그아웃 하시겠습니까?").count(), 1);
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "취소");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), "로그아웃");
    const refresh = (await context.cookies()).find((c) => c.name === "__Host-console_rt")?.value ?? "";

    await logout.click();
    await dialog.getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL(`${BASE_URL}/console/login`);
    // The old refresh token no longer works anywhere.
    const res = await fetch(`${BASE_URL}/api/auth/accessToken`, { headers: { authorization: `Bearer ${refresh}` } });
    assert.equal(res.status, 401);
  });

  it("checks the password form in the browser with docs/product.md §5.1's messages, and on the server without JavaScript", async () => {
    const { page } = await signedIn(browser(), MANAGER, "/console/password");
    const form = page.getByRole("region", { name: "로그인 비밀번호" });
    await form.getByLabel("현재 비밀번호").fill(MANAGER.password);
    await form.getByLabel("새 비밀번호", { exact: true }).fill("abcdefgh1");
    await form.getByRole("button", { name: "비밀번호 변경" }).click();
    const newPassword = form.getByLabel("새 비밀번호", { exact: true });
    assert.equal(await newPassword.getAttribute("aria-invalid"), "true");
    assert.equal(await form.getByText("비밀번호에 특수문자를 넣어주세요").count(), 1);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute("name")), "newPassword");

    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const plain = await context.newPage();
    await loginAs(plain, MANAGER, "/console/password");
    const plainForm = plain.getByRole("region", { name: "로그인 비밀번호" });
    await plainForm.getByLabel("현재 비밀번호").fill("Wrong!2345");
    await plainForm.getByLabel("새 비밀번호", { exact: true }).fill("New!2345pw");
    await plainForm.getByLabel("새 비밀번호 확인").fill("New!2345pw");
    await plainForm.getByRole("button", { name: "비밀번호 변경" }).click();
    await plain.waitForLoadState();
    const region = plain.getByRole("region", { name: "로그인 비밀번호" });
    assert.equal(await region.getByText("현재 비밀번호가 일치하지 않습니다").count(), 1);
    assert.equal(await region.getByLabel("현재 비밀번호").getAttribute("aria-invalid"), "true");
    await noScriptAxe(plain);
    await context.close();
  });

  it("refreshes an expired access token once and retries the call once, from a console page", async () => {
    const { page, context } = await signedIn(browser(), DEVELOPER, "/console/password");
    const calls: string[] = [];
    const languages = new Set<string>();
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (!url.pathname.startsWith("/api/")) return;
      calls.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
      languages.add(r.request().headers()["x-language"] ?? "(none)");
    });
    // The server clock moves past the access token's 10 minutes, within the refresh token's 12 hours.
    await context.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 11 * MINUTE).toISOString() });
    const form = page.getByRole("region", { name: "2차 비밀번호" });
    await form.getByLabel("현재 비밀번호").fill(DEVELOPER.password);
    await form.getByLabel("새 2차 비밀번호", { exact: true }).fill(SUB_PASSWORD);
    await form.getByLabel("새 2차 비밀번호 확인").fill(SUB_PASSWORD);
    await form.getByRole("button", { name: "2차 비밀번호 변경" }).click();
    await form.getByText("2차 비밀번호가 변경되었습니다.").waitFor();
    assert.deepEqual(calls, [
      "PUT /api/console/password/sub 401",
      "POST /api/auth/session/refresh 200",
      "PUT /api/console/password/sub 200",
    ]);
    assert.equal(pathOf(page), "/console/password");
    assert.deepEqual([...languages], ["ko"]);

    // Past the refresh token's idle limit too: the refresh fails and the wrapper logs out.
    calls.length = 0;
    await context.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 13 * 60 * MINUTE).toISOString() });
    await form.getByLabel("현재 비밀번호").fill(DEVELOPER.password);
    await form.getByLabel("새 2차 비밀번호", { exact: true }).fill(SUB_PASSWORD);
    await form.getByLabel("새 2차 비밀번호 확인").fill(SUB_PASSWORD);
    await form.getByRole("button", { name: "2차 비밀번호 변경" }).click();
    await page.waitForURL(`${BASE_URL}/console/login?redirectTo=%2Fconsole%2Fpassword`);
    assert.deepEqual(calls.slice(0, 2), ["PUT /api/console/password/sub 401", "POST /api/auth/session/refresh 401"]);
    await page.locator("h1", { hasText: "관리자 로그인" }).waitFor();
  });
});
