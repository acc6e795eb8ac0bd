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
  withoutScripts,
} from "../../support/browser.ts";

const activeInside = (page: Page, selector: string) =>
  page.evaluate((sel) => !!document.querySelector(sel)?.contains(document.activeElement), selector);

/**
 * Waits until the page has handled a scroll made just now: the scroll event comes with the
 * next frame, the shell reads the offset in a frame it asks for then (use-scroll-state.ts),
 * and React renders what it set. Two frames, then React idle.
 */
async function scrollHandled(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
  await hydrated(page);
}

describe("public site shell", () => {
  const browser = useBrowser();

  it("renders the skip link, header, one <main id=main> and the footer from the site setting", async () => {
    const { page, consoleErrors } = await openHydrated(browser());
    assert.equal(await page.locator("main").count(), 1);
    assert.equal(await page.locator("main").getAttribute("id"), "main");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "본문 바로가기" });
    assert.ok(await skip.evaluate((el) => el === document.activeElement));
    assert.ok(await skip.isVisible());
    await page.keyboard.press("Enter");
    assert.ok(
      (await activeInside(page, "#main")) || (await page.evaluate(() => document.activeElement?.id)) === "main",
    );

    const footer = page.locator("footer");
    const info = await footer.locator(".site-footer__info").innerText();
    assert.match(info, /사업자등록번호 000-00-00000/);
    assert.match(info, /문의전화 1600-0000/);
    assert.match(await footer.innerText(), /Copyright © 2025/);
    const internal = footer.getByRole("link", { name: "개인정보처리방침" });
    assert.equal(await internal.getAttribute("href"), "/privacy-policy");
    assert.equal(await internal.getAttribute("target"), null);
    const external = footer.getByRole("link", { name: /마이홈포털/ });
    assert.equal(await external.getAttribute("target"), "_blank");
    assert.equal(await external.getAttribute("rel"), "noopener");
    for (const name of [/블로그/, /유튜브/, /페이스북/, /인스타그램/]) {
      const social = footer.getByRole("link", { name });
      assert.equal(await social.getAttribute("target"), "_blank");
      assert.equal(await social.getAttribute("rel"), "noopener");
    }
    // A visitor is offered join and login, never my page or logout.
    assert.equal(await page.getByRole("link", { name: "회원가입", exact: true }).getAttribute("href"), "/member/join");
    assert.equal(await page.getByRole("link", { name: "로그인", exact: true }).getAttribute("href"), "/member/login");
    assert.equal(await page.getByRole("link", { name: /로그아웃|마이페이지/ }).count(), 0);
    assert.deepEqual(consoleErrors, []);
  });

  it("draws the header's mark inline, so a page without pictures asks for no image but the tab's icon", async () => {
    const { page } = await openHydrated(browser(), "/privacy-policy");
    const home = page.locator(".site-header__logo");
    assert.equal(await home.getAttribute("href"), "/");
    assert.equal((await home.innerText()).trim(), "하늘채움 행복주택");
    assert.equal(await home.locator("svg[aria-hidden=true]").count(), 1);
    const images = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/.test(url) && !url.endsWith("/favicon.svg")),
    );
    assert.deepEqual(images, []);
  });

  it("keeps the header and footer when a public page answers 404", async () => {
    const { page, response } = await openHydrated(browser(), "/board/default-board/no-such-post");
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator("h1").innerText(), "페이지를 찾을 수 없습니다");
    assert.equal(await page.title(), "페이지를 찾을 수 없습니다 | 하늘채움 청년·신혼 행복주택");
    assert.equal(await page.locator("main#main").count(), 1);
    assert.ok(await page.getByRole("button", { name: "전체메뉴", exact: true }).isVisible());
    assert.match(await page.locator("footer").innerText(), /Copyright © 2025/);
  });

  it("takes the scrolled look only after more than 2 px of scroll", async () => {
    const { page } = await openHydrated(browser());
    const header = page.locator(".site-header");
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    await page.evaluate(() => window.scrollTo({ top: 2, behavior: "instant" }));
    await scrollHandled(page);
    assert.equal(await header.getAttribute("data-scrolled"), "false");
    await page.evaluate(() => window.scrollTo({ top: 3, behavior: "instant" }));
    await page.waitForFunction(() => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "true");
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.waitForFunction(() => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "false");
  });

  it("shows the main navigation from 1200 px up, and opens a submenu on hover and on keyboard focus", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    assert.ok(await nav.isVisible());
    const business = nav.getByRole("link", { name: "브랜드 소개" });
    const complex = nav.getByRole("link", { name: "커뮤니티" });
    assert.equal(await business.isVisible(), false);
    await nav.getByRole("link", { name: "사업안내" }).hover();
    assert.ok(await business.isVisible());
    await page.mouse.move(5, 600);
    assert.equal(await business.isVisible(), false);
    await nav.getByRole("link", { name: "단지안내" }).focus();
    assert.ok(await complex.isVisible());
    await page.keyboard.press("Tab");
    assert.ok(await complex.evaluate((el) => el === document.activeElement), "Tab moves into the open submenu");
    for (const [label, href] of [
      ["관심고객 등록", "/form/registration"],
      ["청약신청", "/application"],
    ] as const) {
      assert.equal(await nav.getByRole("link", { name: label, exact: true }).getAttribute("href"), href);
    }

    const mobile = await openHydrated(browser(), "/", { width: 1199 });
    assert.equal(await mobile.page.getByRole("navigation", { name: "주 메뉴" }).isVisible(), false);
    assert.ok(await mobile.page.getByRole("button", { name: "전체메뉴", exact: true }).isVisible());
  });

  it("opens the sitemap as a dialog that keeps focus inside and closes with Esc", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 390 });
    const burger = page.getByRole("button", { name: "전체메뉴", exact: true });
    assert.equal(await burger.getAttribute("aria-expanded"), "false");
    await burger.click();
    const dialog = page.getByRole("dialog", { name: "전체메뉴" });
    assert.ok(await dialog.isVisible());
    assert.equal(await burger.getAttribute("aria-expanded"), "true");
    assert.ok(await activeInside(page, "#sitemap"), "focus moves into the dialog");
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 7 === 6 ? "Shift+Tab" : "Tab");
      assert.ok(await activeInside(page, "#sitemap"), `focus stays inside after ${i + 1} presses`);
    }
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => document.querySelector("[aria-controls=sitemap]")?.getAttribute("aria-expanded") === "false",
    );
    assert.ok(await burger.evaluate((el) => el === document.activeElement), "focus returns to the hamburger");
  });

  it("opens and closes the sitemap on a phone without JavaScript (and before the page hydrates)", async () => {
    await withoutScripts(browser(), "/business/overview", async (page) => {
      const dialog = page.getByRole("dialog", { name: "전체메뉴" });
      assert.equal(await dialog.isVisible(), false);
      await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
      await dialog.waitFor({ state: "visible" });
      assert.ok(await dialog.evaluate((el) => el.matches(":modal")), "opened as a modal dialog");
      await dialog.getByRole("button", { name: "전체메뉴 닫기" }).click();
      await dialog.waitFor({ state: "hidden" });
      await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
      await dialog.getByRole("link", { name: "고객센터" }).click();
      await page.waitForURL(/\/center\//);
    });
  });

  it("toggles sitemap submenus with their arrow buttons and collapses them all on close and reopen", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 390 });
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    const dialog = page.locator("#sitemap");
    const toggles = dialog.getByRole("button", { name: /하위 메뉴$/ });
    assert.equal(await toggles.count(), 4);
    const business = dialog.getByRole("button", { name: "사업안내 하위 메뉴" });
    const brand = dialog.getByRole("link", { name: "브랜드 소개" });
    assert.equal(await business.getAttribute("aria-expanded"), "false");
    assert.equal(await brand.isVisible(), false);
    await business.click();
    assert.equal(await business.getAttribute("aria-expanded"), "true");
    assert.ok(await brand.isVisible());
    await dialog.getByRole("button", { name: "고객센터 하위 메뉴" }).click();
    assert.ok(await dialog.getByRole("link", { name: "자주 묻는 질문" }).isVisible());
    await business.click();
    assert.equal(await business.getAttribute("aria-expanded"), "false");
    assert.equal(await brand.isVisible(), false);

    await dialog.getByRole("button", { name: "전체메뉴 닫기" }).click();
    assert.equal(await dialog.isVisible(), false);
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    assert.ok(await dialog.isVisible());
    for (const state of await toggles.evaluateAll((els) => els.map((e) => e.getAttribute("aria-expanded")))) {
      assert.equal(state, "false");
    }
    assert.equal(await dialog.locator(".sitemap__sub:visible").count(), 0);
  });

  it("closes the sitemap when any of its links is followed", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    const dialog = page.locator("#sitemap");
    await dialog.getByRole("button", { name: "청약안내 하위 메뉴" }).click();
    await dialog.getByRole("link", { name: "관심고객 등록" }).click();
    // The page it leads to shows (the dialog closes as the link is followed, before the page comes).
    await page.locator("h1", { hasText: "관심고객 등록" }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    assert.equal(new URL(page.url()).pathname, "/form/registration");
    assert.equal(
      await page.getByRole("button", { name: "전체메뉴", exact: true }).getAttribute("aria-expanded"),
      "false",
    );
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains("has-modal")), false);
  });

  it("closes the sitemap on a click outside its panel on wide screens", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    assert.ok(await page.locator("#sitemap").isVisible());
    await page.mouse.click(10, 890);
    await page.locator("#sitemap").waitFor({ state: "hidden" });
  });

  it("returns to the saved scroll position on back and forward", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    const link = page.locator("footer").getByRole("link", { name: "개인정보처리방침" });
    await link.scrollIntoViewIfNeeded();
    const saved = await page.evaluate(() => window.scrollY);
    assert.ok(saved > 500);
    await link.click();
    await page.waitForURL(`${BASE_URL}/privacy-policy`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForURL(`${BASE_URL}/`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, saved, { timeout: 5000 });
  });

  it("reads no saved position on a first visit of a hydrated page, and restores it on a reload", async () => {
    const { page } = await openPage(browser(), { width: 1280 });
    // Counts sessionStorage reads made while the document is parsed (before DOMContentLoaded),
    // and history updates made by a script the parser runs (the entry's key comes in a task of
    // its own, not in the parser's).
    await page.addInitScript(() => {
      const counted = window as Window & { storageReadsWhileParsing?: number; parserHistoryUpdates?: number };
      counted.storageReadsWhileParsing = 0;
      counted.parserHistoryUpdates = 0;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (document.readyState === "loading")
          counted.storageReadsWhileParsing = (counted.storageReadsWhileParsing ?? 0) + 1;
        return getItem.call(this, key);
      };
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (...args: Parameters<History["replaceState"]>) {
        if (document.currentScript) counted.parserHistoryUpdates = (counted.parserHistoryUpdates ?? 0) + 1;
        return replaceState.apply(this, args);
      };
    });
    await page.goto(`${BASE_URL}/form/registration`);
    await hydrated(page);
    assert.deepEqual(
      await page.evaluate(() => {
        const counted = window as Window & { storageReadsWhileParsing?: number; parserHistoryUpdates?: number };
        return [counted.storageReadsWhileParsing, counted.parserHistoryUpdates, typeof window.history.state?.key];
      }),
      [0, 0, "string"],
    );
    await page.locator("footer").scrollIntoViewIfNeeded();
    const saved = await page.evaluate(() => window.scrollY);
    assert.ok(saved > 500);
    await page.reload();
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, saved, { timeout: 5000 });
  });

  it("shows 맨 위로 past half the viewport and takes the visitor back to the top", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    const top = page.getByRole("button", { name: "맨 위로" });
    assert.equal(await top.isVisible(), false);
    await page.evaluate(() => window.scrollTo({ top: 440, behavior: "instant" })); // viewport 900: not past half
    await scrollHandled(page);
    assert.equal(await top.isVisible(), false);
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: "instant" }));
    await top.waitFor({ state: "visible" });
    await top.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await top.waitFor({ state: "hidden" });
    assert.equal(await page.evaluate(() => document.activeElement?.id), "top");
  });

  it("blocks copy, context menu, selection and drag on content but not in form fields", async () => {
    const { page } = await openHydrated(browser());
    const result = await page.evaluate(() => {
      const fire = (target: Element, type: string) => {
        const event = new Event(type, { bubbles: true, cancelable: true });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      };
      const text = document.querySelector("main p");
      const input = document.createElement("input");
      document.querySelector("main")?.appendChild(input);
      if (!text) throw new Error("no paragraph");
      return {
        content: ["copy", "contextmenu", "selectstart", "dragstart"].map((t) => fire(text, t)),
        field: ["copy", "contextmenu", "selectstart"].map((t) => fire(input, t)),
        userSelect: getComputedStyle(text).userSelect,
        fieldSelect: getComputedStyle(input).userSelect,
      };
    });
    assert.deepEqual(result.content, [true, true, true, true]);
    assert.deepEqual(result.field, [false, false, false]);
    assert.equal(result.userSelect, "none");
    assert.notEqual(result.fieldSelect, "none");
  });

  it("scrolls smoothly, except under prefers-reduced-motion", async () => {
    const { page } = await openHydrated(browser());
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), "smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    assert.equal(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior), "auto");
  });
});

/** Whether React Router runs in the page (a content page has none of the framework's scripts). */
const frameworkIn = (page: Page) =>
  page.evaluate(() => "__reactRouterContext" in window || "__reactRouterRouteModules" in window);

describe("the shell on a content page (no framework in the browser)", () => {
  const browser = useBrowser();

  for (const width of [390, 1280]) {
    it(`keeps every shell behaviour at ${width} px, by keyboard, with no axe violation`, async () => {
      const { page, consoleErrors } = await openHydrated(browser(), "/business/overview", { width });
      assert.equal(await frameworkIn(page), false, "the page runs without the framework");
      const header = page.locator(".site-header");
      const burger = page.getByRole("button", { name: "전체메뉴", exact: true });
      const dialog = page.getByRole("dialog", { name: "전체메뉴" });
      assert.deepEqual(await axeViolations(page), []);
      assert.deepEqual(await untranslatedKeys(page), []);

      // The skip link moves keyboard focus to the content.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => document.activeElement?.id === "main");

      // The header's scrolled look past 2 px; 맨 위로 past half the viewport, by keyboard.
      assert.equal(await header.getAttribute("data-scrolled"), "false");
      await page.evaluate(() => window.scrollTo({ top: 3, behavior: "instant" }));
      await page.waitForFunction(
        () => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "true",
      );
      const top = page.getByRole("button", { name: "맨 위로" });
      assert.equal(await top.isVisible(), false);
      await page.evaluate(() => window.scrollTo({ top: 460, behavior: "instant" }));
      await top.waitFor({ state: "visible" });
      await top.focus();
      await page.keyboard.press("Enter");
      await page.waitForFunction(() => window.scrollY === 0);
      await top.waitFor({ state: "hidden" });
      assert.equal(await page.evaluate(() => document.activeElement?.id), "top");
      await page.waitForFunction(
        () => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "false",
      );

      // Content protection: page text blocks copy and the context menu; a form field does not.
      const blocked = await page.evaluate(() => {
        const fire = (target: Element, type: string) => {
          const event = new Event(type, { bubbles: true, cancelable: true });
          target.dispatchEvent(event);
          return event.defaultPrevented;
        };
        const text = document.querySelector("main p");
        const input = document.createElement("input");
        document.querySelector("main")?.appendChild(input);
        if (!text) throw new Error("no paragraph");
        const result = [fire(text, "copy"), fire(text, "contextmenu"), fire(text, "dragstart"), fire(input, "copy")];
        input.remove();
        return result;
      });
      assert.deepEqual(blocked, [true, true, true, false]);

      if (width >= 1200) {
        // Submenus open on hover and keyboard focus (CSS).
        const nav = page.getByRole("navigation", { name: "주 메뉴" });
        const brand = nav.getByRole("link", { name: "브랜드 소개" });
        await nav.getByRole("link", { name: "사업안내" }).hover();
        assert.ok(await brand.isVisible());
        await page.mouse.move(5, 600);
        assert.equal(await brand.isVisible(), false);
        await nav.getByRole("link", { name: "단지안내" }).focus();
        await page.keyboard.press("Tab");
        assert.ok(await nav.getByRole("link", { name: "커뮤니티" }).evaluate((el) => el === document.activeElement));
      } else {
        assert.equal(await page.getByRole("navigation", { name: "주 메뉴" }).isVisible(), false);
      }

      // The sitemap (the mobile menu below 1200 px): opened by keyboard, focus inside, submenus
      // toggled by their arrows and collapsed on reopening, Esc returns focus to the hamburger.
      await burger.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor({ state: "visible" });
      assert.ok(await dialog.evaluate((el) => el.matches(":modal")));
      await page.waitForFunction(
        () => document.querySelector("[aria-controls=sitemap]")?.getAttribute("aria-expanded") === "true",
      );
      assert.ok(await activeInside(page, "#sitemap"), "focus moves into the dialog");
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press(i % 5 === 4 ? "Shift+Tab" : "Tab");
        assert.ok(await activeInside(page, "#sitemap"), `focus stays inside after ${i + 1} presses`);
      }
      const business = dialog.getByRole("button", { name: "사업안내 하위 메뉴" });
      const brandLink = dialog.getByRole("link", { name: "브랜드 소개" });
      assert.equal(await brandLink.isVisible(), false);
      await business.focus();
      await page.keyboard.press("Enter");
      assert.equal(await business.getAttribute("aria-expanded"), "true");
      assert.ok(await brandLink.isVisible());
      assert.deepEqual(await axeViolations(page), [], "no axe violation with the sitemap open");
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
      // The close's own update: waited for, not read at once.
      await page.getByRole("button", { name: "전체메뉴", exact: true, expanded: false }).waitFor();
      await page.waitForFunction(() => document.activeElement?.getAttribute("aria-controls") === "sitemap");
      assert.ok(await burger.evaluate((el) => el === document.activeElement), "focus returns to the hamburger");
      await burger.click();
      await dialog.waitFor({ state: "visible" });
      assert.equal(await business.getAttribute("aria-expanded"), "false", "reopened with every submenu collapsed");
      assert.equal(await dialog.locator(".sitemap__sub:visible").count(), 0);
      if (width >= 768) {
        // A click outside the panel closes it.
        await page.mouse.click(10, 890);
        await dialog.waitFor({ state: "hidden" });
        await burger.click();
      }
      // A link closes it and goes there; the language switch keeps the page.
      await dialog.getByRole("button", { name: "고객센터 하위 메뉴" }).click();
      await dialog.getByRole("link", { name: "공지사항" }).click();
      await page.locator("h1", { hasText: "공지사항" }).waitFor();
      await hydrated(page);
      assert.equal(await page.getByRole("dialog", { name: "전체메뉴" }).isVisible(), false);
      assert.equal(await burger.getAttribute("aria-expanded"), "false");
      // Below 1200 px the language switch is in the full menu.
      if (width < 1200) await burger.click();
      const switcher =
        width >= 1200
          ? page.locator(".site-header__languages")
          : page.locator("#sitemap").getByRole("group", { name: "언어 선택" });
      await switcher.getByRole("link", { name: "English" }).click();
      // A new document: wait for its root element rather than read one that is being replaced.
      await page.locator('html[lang="en"]').waitFor({ state: "attached" });
      await hydrated(page);
      assert.equal(new URL(page.url()).pathname, "/center/notice");
      assert.ok(await page.getByRole("button", { name: "Full menu" }).isVisible());
      assert.deepEqual(consoleErrors, []);
    });
  }

  it("navigates in the app from a hydrated page to a content page and back", async () => {
    const { page, consoleErrors } = await openHydrated(browser(), "/form/registration", { width: 1280 });
    assert.ok(await frameworkIn(page));
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    await nav.getByRole("link", { name: "사업안내" }).hover();
    await nav.getByRole("link", { name: "사업개요" }).click();
    await page.locator("h1", { hasText: "사업개요" }).waitFor();
    assert.equal(await page.evaluate(() => "sameDocument" in window), true, "a client navigation");
    // The shell still works there (React runs the same behaviours).
    await page.evaluate(() => window.scrollTo({ top: 3, behavior: "instant" }));
    await page.waitForFunction(() => document.querySelector(".site-header")?.getAttribute("data-scrolled") === "true");
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    const dialog = page.locator("#sitemap");
    await dialog.getByRole("button", { name: "청약안내 하위 메뉴" }).click();
    await dialog.getByRole("link", { name: "관심고객 등록" }).click();
    await page.locator("h1", { hasText: "관심고객 등록" }).waitFor();
    assert.equal(await dialog.isVisible(), false);
    await page.goBack();
    await page.locator("h1", { hasText: "사업개요" }).waitFor();
    await page.goBack();
    await page.locator("h1", { hasText: "관심고객 등록" }).waitFor();
    assert.equal(await page.evaluate(() => "sameDocument" in window), true, "all in the same document");
    assert.deepEqual(await untranslatedKeys(page), []);
    assert.deepEqual(consoleErrors, []);
  });
});

describe("languages", () => {
  const browser = useBrowser();

  it("follows Accept-Language on a first visit", async () => {
    for (const [locale, lang, text] of [
      ["en-US", "en", "Skip to main content"],
      ["zh-CN", "zh-CN", "跳到正文"],
      ["ko-KR", "ko", "본문 바로가기"],
    ] as const) {
      const { page } = await openHydrated(browser(), "/", { locale });
      assert.equal(await page.getAttribute("html", "lang"), lang);
      assert.equal(await page.locator(".skip-link").textContent(), text);
    }
  });

  it("switches with ?lng=, stores the choice in the lng cookie and keeps it on the next page", async () => {
    const { page, context, response } = await openHydrated(browser(), "/?lng=en", { locale: "ko-KR" });
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.match(await page.locator("h1").innerText(), /Haneulchaeum Youth & Newlywed Happy Housing/);
    assert.ok(await page.getByRole("navigation", { name: "Main menu" }).isVisible());
    const setCookie = (await response?.headerValue("set-cookie")) ?? "";
    assert.match(setCookie, /^lng=en;/);
    assert.match(setCookie, /Path=\//);
    assert.match(setCookie, /SameSite=Lax/);
    assert.match(setCookie, /Secure/);
    const [cookie] = await context.cookies();
    assert.equal(cookie?.name, "lng");
    assert.equal(cookie?.value, "en");

    await page.goto(`${BASE_URL}/`);
    assert.equal(await page.getAttribute("html", "lang"), "en");
    assert.equal(await page.locator(".skip-link").textContent(), "Skip to main content");

    await page.goto(`${BASE_URL}/?lng=cn`);
    assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
    await page.goto(`${BASE_URL}/`);
    assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
    assert.equal(await page.locator(".skip-link").textContent(), "跳到正文");
  });

  it("switches language from the mobile menu, in place", async () => {
    const { page, context } = await openHydrated(browser(), "/", { width: 390 });
    await page.getByRole("button", { name: "전체메뉴", exact: true }).click();
    const switcher = page.locator("#sitemap").getByRole("group", { name: "언어 선택" });
    assert.equal(await switcher.getByRole("link", { name: "한국어" }).getAttribute("aria-current"), "true");
    await switcher.getByRole("link", { name: "English" }).click();
    // The switch may replace the document; a locator waits across that, where a function
    // evaluated mid-navigation can meet a document without its <html> yet.
    await page.getByRole("button", { name: "Full menu" }).waitFor();
    await page.locator('html[lang="en"]').waitFor({ state: "attached" });
    assert.equal(await page.locator("#sitemap").isVisible(), false);
    assert.ok(await page.getByRole("button", { name: "Full menu" }).isVisible());
    assert.match(await page.locator("h1").innerText(), /Haneulchaeum/);
    assert.equal((await context.cookies()).find((c) => c.name === "lng")?.value, "en");
  });

  it("offers the language switch in the desktop header", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    const switcher = page.locator(".site-header__languages");
    assert.ok(await switcher.isVisible());
    await switcher.getByRole("link", { name: "中文" }).click();
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();
    await page.locator('html[lang="zh-CN"]').waitFor({ state: "attached" });
  });
});
