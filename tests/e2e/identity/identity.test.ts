import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { BrowserContext, Page } from "playwright-core";
import { axeViolations, BASE_URL, hydrated, noScriptAxe, openPage, useBrowser } from "../../support/browser.ts";

const START = "/common/kcp/cert/request?purpose=application&returnTo=%2Fapplication%3Ftab%3Dstatus";
const BANNER = {
  ko: "테스트용 본인인증 — 실제 인증이 아닙니다",
  en: "Test identity verification — not a real verification",
};

/** The verification id the flow returned the browser with, after checking where it landed. */
function returnedId(page: Page): string {
  const url = new URL(page.url());
  assert.equal(url.pathname, "/application");
  assert.equal(url.searchParams.get("tab"), "status");
  const id = url.searchParams.get("verification") ?? "";
  assert.match(id, /^[0-9a-f]{32}$/);
  return id;
}

/** GET /api/v1/cert/:id with the context's cookies (as the page's own fetch would send them). */
async function claim(context: BrowserContext, id: string) {
  const res = await context.request.get(`${BASE_URL}/api/v1/cert/${id}`);
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

/**
 * Counts, per document, the scripted submits of a form (the provider redirect's own), so a
 * test can tell that the page has not sent itself on, without waiting to see if it does.
 */
async function countSubmits(page: Page) {
  await page.addInitScript(() => {
    const submit = HTMLFormElement.prototype.submit;
    Object.assign(window, { formSubmits: 0 });
    HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
      Object.assign(window, { formSubmits: (window as unknown as { formSubmits: number }).formSubmits + 1 });
      submit.call(this);
    };
  });
}

/**
 * The scripted submits of the page's document so far, once it has loaded, its scripts have run,
 * and a task queued after any the load event queued has run: a submit the redirect page would
 * make comes by then.
 */
async function submitsOnceSettled(page: Page): Promise<number> {
  await page.waitForFunction(() => document.readyState === "complete");
  await hydrated(page);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        setTimeout(() => resolve((window as unknown as { formSubmits: number }).formSubmits), 0),
      ),
  );
}

async function bindingCookie(context: BrowserContext, name = "__Host-identity") {
  return (await context.cookies(BASE_URL)).find((c) => c.name === name);
}

describe("identity verification with the sandbox provider in Chromium", () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`verifies from the request page back to the return path, in Korean, at ${width} px`, async () => {
      const { page, context, consoleErrors } = await openPage(browser(), { width });
      await countSubmits(page);
      await page.goto(`${BASE_URL}${START}`);
      await hydrated(page);
      assert.equal(await page.locator("h1").innerText(), "휴대폰 본인인증");
      assert.match(await page.locator(".page-lead").innerText(), /청약 신청서를 작성하려면/);
      assert.deepEqual(await axeViolations(page), []);

      // With JavaScript the provider form submits itself: straight on to the sandbox page.
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
        page.getByRole("button", { name: "본인인증 시작" }).click(),
      ]);
      const cookie = await bindingCookie(context);
      assert.ok(cookie, "the binding cookie is set");
      assert.equal(cookie.httpOnly, true);
      assert.equal(cookie.secure, true);
      assert.equal(cookie.sameSite, "Lax");
      // The same binding for the provider's cross-site answer, which a Lax cookie would not ride on.
      const answerCookie = await bindingCookie(context, "__Host-identity-answer");
      assert.ok(answerCookie, "the answer cookie is set");
      assert.equal(answerCookie.httpOnly, true);
      assert.equal(answerCookie.secure, true);
      assert.equal(answerCookie.sameSite, "None");
      assert.equal(answerCookie.value, cookie.value);

      const banner = page.locator(".sandbox-banner");
      assert.equal(await banner.innerText(), BANNER.ko);
      assert.ok(await banner.isVisible());
      assert.equal(await page.locator("h1").innerText(), "테스트용 본인인증");
      // The way to the provider is light: no framework, no site chrome around it.
      assert.equal(await page.evaluate(() => "__reactRouterContext" in window), false);
      assert.equal(await page.locator(".site-header").count(), 0);
      assert.deepEqual(await axeViolations(page), []);

      // Back from the provider: the redirect page stays put (it would send the visitor straight out again).
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
      await page.locator("h1", { hasText: "본인인증 창으로 이동합니다" }).waitFor();
      assert.equal(await page.locator("h1").innerText(), "본인인증 창으로 이동합니다");
      assert.equal(await submitsOnceSettled(page), 0, "the page sends nobody out again");
      assert.equal(await page.evaluate(() => "__reactRouterContext" in window), false);
      assert.equal(new URL(page.url()).pathname, "/common/kcp/cert/provider");
      assert.deepEqual(await axeViolations(page), []);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
        page.getByRole("button", { name: "본인인증 창으로 이동" }).click(),
      ]);

      await page.getByLabel("이름").fill("박보라");
      await page.getByLabel("가상 인물 번호").fill(`e2e-${width}`);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/application"),
        page.getByRole("button", { name: "인증 완료" }).click(),
      ]);
      const id = returnedId(page);

      // Another browser learns nothing and spends nothing; this one gets the identity once.
      const stranger = await browser().newContext();
      assert.equal((await claim(stranger, id)).status, 404);
      await stranger.close();
      const fromPage = await page.evaluate(async (path) => {
        const res = await fetch(path);
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      }, `/api/v1/cert/${id}`);
      assert.equal(fromPage.status, 200);
      assert.deepEqual(Object.keys(fromPage.body).sort(), ["birth", "gender", "name", "phone", "verifiedAt"]);
      assert.equal(fromPage.body.name, "박보라");
      assert.equal((await claim(context, id)).status, 404);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  it("an answer given in another browser is refused there and gives the starting browser nothing", async () => {
    // A starts and learns its order id from the provider step (a phishing page would relay it).
    const a = await openPage(browser());
    await a.page.goto(`${BASE_URL}${START}`);
    await hydrated(a.page);
    await Promise.all([
      a.page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
      a.page.getByRole("button", { name: "본인인증 시작" }).click(),
    ]);
    const orderId = new URL(a.page.url()).searchParams.get("ordr_idxx") ?? "";
    await a.page.goBack();
    await a.page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
    const id = new URL(a.page.url()).searchParams.get("id") ?? "";

    // B, with no cookies of A, completes the provider's page for that order as someone else.
    const b = await openPage(browser());
    await b.page.goto(`${BASE_URL}/common/kcp/cert/sandbox?ordr_idxx=${orderId}`);
    await hydrated(b.page);
    await b.page.getByLabel("이름").fill("박바다");
    await b.page.getByLabel("가상 인물 번호").fill("victim");
    const [refused] = await Promise.all([
      b.page.waitForResponse((res) => new URL(res.url()).pathname === "/common/kcp/cert/response"),
      b.page.getByRole("button", { name: "인증 완료" }).click(),
    ]);
    assert.equal(refused.status(), 403);
    await b.page.getByRole("heading", { name: "본인인증을 완료하지 못했습니다" }).waitFor();
    assert.match(await b.page.getByRole("alert").innerText(), /다른 브라우저에서 시작되어/);
    assert.deepEqual(await axeViolations(b.page), []);
    // Only the refusal's own status is reported.
    assert.deepEqual(b.consoleErrors, [
      "Failed to load resource: the server responded with a status of 403 (Forbidden)",
    ]);
    await b.context.close();

    // A's result page is not sent on to the return path, and there is nothing to claim.
    await a.page.goto(`${BASE_URL}/common/kcp/cert/response?id=${id}`);
    await a.page.getByRole("heading", { name: "본인인증을 완료하지 못했습니다" }).waitFor();
    assert.equal(new URL(a.page.url()).pathname, "/common/kcp/cert/response");
    assert.equal((await claim(a.context, id)).status, 404);

    // A's own answer still completes it, with A's identity.
    await a.page.goto(`${BASE_URL}/common/kcp/cert/sandbox?ordr_idxx=${orderId}`);
    await hydrated(a.page);
    await Promise.all([
      a.page.waitForURL((url) => url.pathname === "/application"),
      a.page.getByRole("button", { name: "인증 완료" }).click(),
    ]);
    await a.page.locator("h1").waitFor();
    const claimed = await claim(a.context, returnedId(a.page));
    assert.equal(claimed.status, 200);
    assert.equal(claimed.body.name, "김하늘");
    assert.deepEqual(a.consoleErrors, []);
    await a.context.close();
  });

  it("tells a client over the start limit, in Korean, to come back in 10 minutes", async () => {
    // Its own client address (the local server keeps a cf-connecting-ip it is sent), so no other test shares its count.
    const context = await browser().newContext({
      locale: "ko-KR",
      extraHTTPHeaders: { "cf-connecting-ip": "203.0.113.50" },
    });
    let status = 0;
    for (let i = 0; i < 100 && status !== 429; i++) {
      const started = await context.request.post(`${BASE_URL}/common/kcp/cert/request`, {
        form: { purpose: "application", returnTo: "/application" },
        maxRedirects: 0,
      });
      status = started.status();
      assert.ok(status === 303 || status === 429, `start answered ${status}`);
    }
    assert.equal(status, 429);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${START}`);
    await hydrated(page);
    const [refused] = await Promise.all([
      page.waitForResponse((res) => new URL(res.url()).pathname === "/common/kcp/cert/request"),
      page.getByRole("button", { name: "본인인증 시작" }).click(),
    ]);
    assert.equal(refused.status(), 429);
    await page.getByText("본인인증 요청이 너무 많습니다. 10분 후 다시 시도해주세요.").waitFor();
    assert.match(await page.getByRole("alert").innerText(), /본인인증 요청이 너무 많습니다/);
    assert.deepEqual(await axeViolations(page), []);
    await context.close();
  });

  it("keeps the redirect page in history when its script runs before its load event", async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await countSubmits(page);
    // A slow image holds the redirect page's load event back until after its script has run
    // (a slow connection does the same). A navigation scripted before the load event would
    // replace the page's history entry, and Back would skip it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/slow-probe.png", async (route) => {
      await held;
      await route.fulfill({ status: 204, body: "" });
    });
    await page.addInitScript(() => {
      if (location.pathname !== "/common/kcp/cert/provider") return;
      // Counts what waits for the load event: the page's script, once it has run.
      const add = window.addEventListener;
      Object.assign(window, { loadWaits: 0 });
      window.addEventListener = function (this: Window, ...args: Parameters<typeof add>) {
        if (String(args[0]) === "load")
          Object.assign(window, { loadWaits: (window as unknown as { loadWaits: number }).loadWaits + 1 });
        return add.apply(this, args);
      } as typeof add;
      document.addEventListener("DOMContentLoaded", () => {
        const img = document.createElement("img");
        img.src = "/slow-probe.png";
        img.alt = "";
        document.body.appendChild(img);
      });
    });
    await page.goto(`${BASE_URL}${START}`);
    await hydrated(page);
    await page.getByRole("button", { name: "본인인증 시작" }).click();
    await page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider", {
      waitUntil: "domcontentloaded",
    });
    await hydrated(page);
    await page.waitForFunction(() => (window as unknown as { loadWaits: number }).loadWaits > 0);
    assert.equal(await page.evaluate(() => document.readyState), "interactive", "still loading once its scripts ran");
    // It waits for the load event (nothing submitted yet), and only then goes on to the provider.
    assert.equal(await page.evaluate(() => (window as unknown as { formSubmits: number }).formSubmits), 0);
    assert.equal(new URL(page.url()).pathname, "/common/kcp/cert/provider");
    await Promise.all([page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"), release()]);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
    await page.locator("h1", { hasText: "본인인증 창으로 이동합니다" }).waitFor();
    assert.equal(await page.locator("h1").innerText(), "본인인증 창으로 이동합니다");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("says in English that the sandbox is a test, and verifies there too (390 px)", async () => {
    const { page, context, consoleErrors } = await openPage(browser(), { width: 390, locale: "en-US" });
    await page.goto(`${BASE_URL}${START}&lng=en`);
    await hydrated(page);
    assert.equal(await page.locator("h1").innerText(), "Mobile phone identity verification");
    assert.deepEqual(await axeViolations(page), []);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
      page.getByRole("button", { name: "Start verification" }).click(),
    ]);
    await page.locator(".sandbox-banner", { hasText: BANNER.en }).waitFor();
    assert.equal(await page.locator(".sandbox-banner").innerText(), BANNER.en);
    assert.equal(await page.locator("html").getAttribute("lang"), "en");
    assert.deepEqual(await axeViolations(page), []);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/application"),
      page.getByRole("button", { name: "Complete verification" }).click(),
    ]);
    assert.equal((await claim(context, returnedId(page))).status, 200);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("works without JavaScript: a button on every step, the same return and claim", { timeout: 60_000 }, async () => {
    const context = await browser().newContext({ javaScriptEnabled: false, locale: "ko-KR" });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${START}`);
    await page.getByRole("button", { name: "본인인증 시작" }).click();
    await page.waitForURL((url) => url.pathname === "/common/kcp/cert/provider");
    await page.locator("h1", { hasText: "본인인증 창으로 이동합니다" }).waitFor();
    assert.equal(await page.locator("h1").innerText(), "본인인증 창으로 이동합니다");
    await noScriptAxe(page);
    await page.getByRole("button", { name: "본인인증 창으로 이동" }).click();
    await page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox");
    const orderId = new URL(page.url()).searchParams.get("ordr_idxx") ?? "";
    assert.equal(await page.locator(".sandbox-banner").innerText(), BANNER.ko);
    await noScriptAxe(page);
    // The browser's own checks guard the form without JavaScript.
    await page.getByLabel("생년월일").fill("1995");
    await page.getByRole("button", { name: "인증 완료" }).click();
    assert.equal(new URL(page.url()).pathname, "/common/kcp/cert/sandbox");
    await page.getByLabel("생년월일").fill("19950301");
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/application"),
      page.getByRole("button", { name: "인증 완료" }).click(),
    ]);
    const claimed = await claim(context, returnedId(page));
    assert.equal(claimed.status, 200);
    assert.equal(claimed.body.name, "김하늘");

    // The same answer again is refused and changes nothing; a foreign page may not post one at all.
    const answer = {
      ordr_idxx: orderId,
      res_cd: "0000",
      name: "박바다",
      birth: "19950301",
      phone: "01012345678",
      gender: "MALE",
      personId: "x",
    };
    const replay = await context.request.post(`${BASE_URL}/common/kcp/cert/response`, {
      form: answer,
      maxRedirects: 0,
    });
    assert.equal(replay.status(), 409);
    assert.match(await replay.text(), /이미 처리된 본인인증 요청입니다/);
    const foreign = await context.request.post(`${BASE_URL}/common/kcp/cert/response`, {
      form: answer,
      headers: { origin: "https://evil.example" },
      maxRedirects: 0,
    });
    assert.equal(foreign.status(), 400);
    await context.close();
  });

  it("a cancelled verification says so, in an alert, with a way to verify again (1280 and 390 px)", async () => {
    for (const width of [1280, 390]) {
      const { page, context, consoleErrors } = await openPage(browser(), { width });
      await page.goto(`${BASE_URL}${START}`);
      await hydrated(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/common/kcp/cert/sandbox"),
        page.getByRole("button", { name: "본인인증 시작" }).click(),
      ]);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/common/kcp/cert/response"),
        page.getByRole("button", { name: "인증 취소" }).click(),
      ]);
      await hydrated(page);
      assert.equal(await page.locator("h1").innerText(), "본인인증을 완료하지 못했습니다");
      assert.match(await page.getByRole("alert").innerText(), /본인인증을 취소했습니다/);
      assert.ok(await page.getByRole("button", { name: "다시 인증하기" }).isVisible());
      assert.equal(
        await page.getByRole("link", { name: "이전 화면으로 돌아가기" }).getAttribute("href"),
        "/application?tab=status",
      );
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(consoleErrors, []);
      await context.close();
    }
  });
});
