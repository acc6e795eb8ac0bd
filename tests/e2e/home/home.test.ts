import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Browser, Locator, Page } from "playwright-core";
import { seoulDayStart } from "../../../app/lib/format.ts";
import {
  axeViolations,
  BASE_URL,
  openHydrated,
  openPage,
  untranslatedKeys,
  useBrowser,
  withoutScripts,
} from "../../support/browser.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The hero is interactive once its script has run (its controls are enabled; swiper loads later). */
async function heroReady(page: Page) {
  await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>(".hero__toggle")?.disabled);
}

/**
 * The home page on a clock that stands still (`page.clock`, paused before the page loads),
 * ticked a millisecond at a time until the hero is interactive. Swiper's autoplay, the
 * hero's own timers and animation frames all run on that clock, so a test moves time with
 * `page.clock.runFor` and sees what 5 seconds do without waiting them. Loading swiper's file
 * does not run on it: a test waits for the slide it expects (`shownSlide`).
 */
async function openOnStillClock(browser: Browser, setUp?: (page: Page) => Promise<void>) {
  const opened = await openPage(browser);
  const start = Date.now();
  await opened.page.clock.install({ time: start });
  // The installed clock runs until it is paused, and pausing cannot go back: a minute ahead
  // stays ahead on a busy machine. Nothing runs on it before the page loads.
  await opened.page.clock.pauseAt(start + 60_000);
  await setUp?.(opened.page);
  await opened.page.goto(`${BASE_URL}/`);
  const toggle = opened.page.locator(".hero__toggle");
  for (let tick = 0; await toggle.isDisabled(); tick++) {
    assert.ok(tick < 10_000, "the hero never became interactive");
    await opened.page.clock.runFor(1);
  }
  return opened;
}

/**
 * Whether `target` is in the viewport as the page is scrolled now, answered once the browser has
 * computed intersections for this scroll position. A fresh observer reports on its first
 * computation, which is the one that also tells the page's own observers about the scroll
 * (delivered in the same task); a message posted from that report arrives after the task, so
 * by then the reveal script has had its say.
 */
function inViewOnceObserved(target: Locator): Promise<boolean> {
  return target.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        const probe = new IntersectionObserver(([entry]) => {
          probe.disconnect();
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(entry?.isIntersecting ?? false);
          channel.port2.postMessage(null);
        });
        probe.observe(el);
      }),
  );
}

/** The slide a visitor can reach: the others are inert, before swiper starts and after. */
const activeSlide = (page: Page) =>
  page.evaluate(() => document.querySelector(".hero [data-hero-slide]:not([inert])")?.getAttribute("data-hero-slide"));

/** Waits until slide `index` is the one shown (swiper's file loads in real time, not on the page clock). */
const shownSlide = (page: Page, index: number) =>
  page.locator(`.hero [data-hero-slide="${index}"].swiper-slide-active:not([inert])`).waitFor({ state: "attached" });

/**
 * Runs the page clock on until swiper's fade has ended (its end comes from the slide's CSS
 * transition and swiper's timers, so both the clock and real time move it).
 */
async function fadeEnded(page: Page) {
  const animating = () =>
    page.evaluate(
      () => (document.querySelector(".hero__swiper") as { swiper?: { animating: boolean } } | null)?.swiper?.animating,
    );
  for (let tick = 0; await animating(); tick++) {
    assert.ok(tick < 2000, "the fade never ended");
    await page.clock.runFor(50);
  }
}

/**
 * Whether the page has asked for swiper's file, counted from its requests (the page clock's
 * `performance` lists no resources).
 */
function swiperRequests(page: Page): () => boolean {
  const paths: string[] = [];
  page.on("request", (request) => paths.push(new URL(request.url()).pathname));
  return () => paths.some((path) => path.includes("/hero-swiper"));
}

describe("home page", () => {
  const browser = useBrowser();

  it("shows the hero, the four eligibility points, premium features, financial support and the open round", async () => {
    const { page, consoleErrors } = await openHydrated(browser());
    assert.equal(await page.locator("h1").count(), 1);
    assert.equal(await page.locator("h1").innerText(), "하늘채움 청년·신혼 행복주택 입주자 모집");
    const slides = page.locator(".hero [data-hero-slide]");
    assert.equal(await slides.count(), 3);
    for (const img of await page.locator(".hero img").all()) {
      assert.ok(await img.getAttribute("width"));
      assert.ok(await img.getAttribute("height"));
      assert.ok(((await img.getAttribute("alt")) ?? "").length > 5);
    }
    const eligibility = page.getByRole("region", { name: "한눈에 보는 신청 자격" });
    const text = await eligibility.innerText();
    for (const fact of [
      "소득·자산·지역 요건이 없습니다",
      "만 19세 이상 39세 이하",
      "혼인 7년 이내 또는 혼인신고 예정",
      "무주택자",
      "차량가액 3,803만 원 이하 (2025년 기준)",
    ]) {
      assert.ok(text.includes(fact), `eligibility box says ${fact}`);
    }
    assert.equal(await eligibility.locator("li").count(), 4);
    const premium = await page.getByRole("region", { name: "하늘채움만의 프리미엄 커뮤니티" }).innerText();
    assert.match(premium, /피트니스센터 65평/);
    assert.match(premium, /21층 라이브러리 54평/);
    assert.match(await page.getByRole("region", { name: "주거비 부담을 덜어드립니다" }).innerText(), /전세자금 대출/);

    const cta = page.locator(".apply-cta");
    assert.equal(await cta.getAttribute("data-state"), "open");
    assert.match(await cta.innerText(), /지금 청약 접수 중입니다/);
    assert.match(await cta.innerText(), /\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} ~ \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    assert.equal(await cta.getByRole("link", { name: "청약 신청하기" }).getAttribute("href"), "/application");
    assert.deepEqual(consoleErrors, []);
  });

  it("offers no apply link before the round opens or after it closes, only the round's own message", async () => {
    const cases = [
      {
        // Between round 1's deadline (six days ago) and round 2's opening (three days ago).
        at: Date.now() - 4 * DAY,
        state: "beforeOpen",
        text: /청약 접수 시작 전입니다/,
        message: /공고된 접수 시작 일시부터/,
      },
      {
        at: Date.now() + 40 * DAY,
        state: "closed",
        text: /청약 접수가 마감되었습니다\./,
        message: /당첨자 발표는 공지사항과/,
      },
    ];
    for (const c of cases) {
      const { page, context } = await openPage(browser());
      await context.setExtraHTTPHeaders({ "x-test-now": new Date(c.at).toISOString() });
      await page.goto(`${BASE_URL}/`);
      const cta = page.locator(".apply-cta");
      assert.equal(await cta.getAttribute("data-state"), c.state);
      assert.match(await cta.innerText(), c.text);
      assert.match(await cta.innerText(), c.message);
      assert.equal(await cta.getByRole("link", { name: "청약 신청하기" }).count(), 0);
      assert.equal(
        await cta.getByRole("link", { name: "관심고객 등록하기" }).getAttribute("href"),
        "/form/registration",
      );
    }
  });

  it("turns the hero slide every 5 seconds", async () => {
    const { page } = await openOnStillClock(browser());
    assert.equal(await activeSlide(page), "0");
    await page.clock.runFor(4900);
    assert.equal(await activeSlide(page), "0", "not before 5 seconds");
    await page.clock.runFor(200);
    await shownSlide(page, 1);
    assert.equal(await activeSlide(page), "1", "turned at 5 seconds");
    // Only the visible slide can be reached by keyboard or screen reader.
    assert.deepEqual(
      await page.locator(".hero [data-hero-slide]").evaluateAll((els) => els.map((e) => e.hasAttribute("inert"))),
      [true, false, true],
    );
  });

  it("stays on its slide when paused, while hovered and once keyboard focus enters it", async () => {
    const { page } = await openOnStillClock(browser());
    const toggle = page.locator(".hero__toggle");
    await page.getByRole("button", { name: "자동 넘김 멈춤" }).click();
    assert.equal(await toggle.innerText(), "자동 넘김 시작");
    await page.mouse.move(5, 895);
    const paused = await activeSlide(page);
    await page.clock.runFor(6500);
    // The first turn's time has passed: swiper is set up, and the paused hero stays.
    await shownSlide(page, Number(paused));
    assert.equal(await activeSlide(page), paused, "a paused hero does not turn");

    await page.getByRole("button", { name: "자동 넘김 시작" }).click();
    await page.mouse.move(640, 400); // still over the hero: hovering pauses
    await page.clock.runFor(6000);
    assert.equal(await activeSlide(page), paused, "a hovered hero does not turn");
    await page.mouse.move(5, 895);
    await page.clock.runFor(5500);
    assert.notEqual(await activeSlide(page), paused, "it turns again once the pointer leaves");

    // Keyboard focus entering the slides stops the rotation (WAI-ARIA carousel pattern).
    await page.locator(".hero .swiper-slide-active a").focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    assert.equal(await toggle.innerText(), "자동 넘김 시작");
  });

  it("loads swiper only when the first turn is due or a visitor turns the slides", async () => {
    let swiperLoaded = () => false;
    const { page } = await openOnStillClock(browser(), async (p) => {
      swiperLoaded = swiperRequests(p);
    });
    await page.clock.runFor(4900);
    assert.equal(swiperLoaded(), false, "no carousel work in the page's first seconds");
    // The controls work before swiper is there: pause needs none, next loads it and turns at once.
    await page.getByRole("button", { name: "자동 넘김 멈춤" }).click();
    await page.getByRole("button", { name: "자동 넘김 시작" }).waitFor();
    assert.equal(swiperLoaded(), false);
    await page.getByRole("button", { name: "다음 슬라이드" }).click();
    await shownSlide(page, 1);
    assert.equal(swiperLoaded(), true);
    // Swiper ignores a press mid-fade: the fade ends first.
    await fadeEnded(page);
    await page.getByRole("button", { name: "이전 슬라이드" }).click();
    await shownSlide(page, 0);
    // Paused by the visitor: the first turn's time passes without a turn.
    await page.clock.runFor(6000);
    assert.equal(await activeSlide(page), "0");
  });

  it("never autoplays under prefers-reduced-motion", async () => {
    const { page, context } = await openOnStillClock(browser(), (p) => p.emulateMedia({ reducedMotion: "reduce" }));
    assert.equal(await page.locator(".hero__toggle").innerText(), "자동 넘김 시작");
    await page.clock.runFor(6000);
    assert.equal(await activeSlide(page), "0");
    assert.equal(await page.evaluate(() => document.querySelector(".home")?.classList.contains("reveal-ready")), false);
    const hidden = await page
      .locator("[data-reveal]")
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).opacity !== "1").length);
    assert.equal(hidden, 0);
    await context.close();
  });

  it("reveals sections once, 200 px into the viewport, over 600 ms", async () => {
    const { page } = await openHydrated(browser(), "/", { width: 1280 });
    const card = page.locator(".card-list--finance .card").last();
    assert.equal(await card.evaluate((e) => getComputedStyle(e).opacity), "0");
    const top = await card.evaluate((e) => e.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top - 900 + 120);
    assert.equal(await inViewOnceObserved(card), true, "120 px into the viewport");
    assert.equal(await card.evaluate((e) => e.classList.contains("is-revealed")), false, "120 px in: not yet");
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top - 900 + 260);
    await page.waitForFunction((el) => el?.classList.contains("is-revealed"), await card.elementHandle());
    assert.match(await card.evaluate((e) => getComputedStyle(e).transitionDuration), /^0\.6s/);
    // A CSS transition runs on the compositor's time, which page.clock does not drive.
    await page.waitForFunction((el) => el && getComputedStyle(el).opacity === "1", await card.elementHandle());
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    assert.equal(await inViewOnceObserved(card), false, "scrolled out of view again");
    assert.equal(await card.evaluate((e) => e.classList.contains("is-revealed")), true, "once: stays revealed");
  });

  it("paints the first hero slide with the page, before and without scripts", async () => {
    await withoutScripts(browser(), "/", async (page) => {
      const first = page.locator('.hero [data-hero-slide="0"]');
      const box = await first.locator("img.hero__image").boundingBox();
      assert.ok(box && box.width >= 390 && box.height >= 400, `first slide fills the hero: ${JSON.stringify(box)}`);
      assert.ok(await first.getByRole("link").isVisible(), "its call to action is visible");
      for (const i of [1, 2]) {
        assert.equal(await page.locator(`.hero [data-hero-slide="${i}"]`).isVisible(), false, `slide ${i + 1} waits`);
      }
    });
  });

  it("runs without the framework, and loads swiper (in its own script) on the home page only", async () => {
    const { page } = await openHydrated(browser());
    await heroReady(page);
    assert.equal(
      await page.evaluate(() => "__reactRouterContext" in window || "__reactRouterRouteModules" in window),
      false,
    );
    const resources = () =>
      page.evaluate(() => performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname));
    assert.ok((await resources()).some((p) => p.includes("/home-script-")));
    const other = await openHydrated(browser(), "/form/registration");
    await other.page.waitForLoadState("networkidle");
    const names = await other.page.evaluate(() =>
      performance.getEntriesByType("resource").map((e) => new URL(e.name).pathname),
    );
    assert.equal(names.filter((p) => p.includes("hero-swiper") || p.includes("/home")).length, 0);
  });

  it("sends its own strings with the home page only, and still has them after a client navigation to it", async () => {
    // Strings only the home page's sections use: the hero's play label, a premium feature, the popups' button.
    const homeOnly = ["자동 넘김 시작", "도시 전망을 바라보며 책을 읽고", "오늘 하루 보지 않기"];
    const html = await (await fetch(`${BASE_URL}/business/brand`, { headers: { "accept-language": "ko-KR" } })).text();
    for (const text of homeOnly) assert.ok(!html.includes(text), `a guide page does not carry ${text}`);
    assert.ok(html.includes("전체메뉴"), "the shell's own strings still travel with every page");
    const home = await (await fetch(`${BASE_URL}/`, { headers: { "accept-language": "ko-KR" } })).text();
    for (const text of homeOnly) assert.ok(home.includes(text), `the home page carries ${text}`);

    // From a hydrated page to home in the app: the hero's labels come with the home page's data,
    // and React runs the hero's rotation.
    const { page, consoleErrors } = await openHydrated(browser(), "/form/registration");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(".site-header__logo").click();
    await page.waitForURL(`${BASE_URL}/`);
    await heroReady(page);
    assert.equal(await page.evaluate(() => "sameDocument" in window), true, "a client navigation");
    await page.getByRole("button", { name: "자동 넘김 멈춤" }).click();
    await page.getByRole("button", { name: "자동 넘김 시작" }).waitFor();
    assert.deepEqual(await untranslatedKeys(page), [], "no untranslated key on the page");
    assert.ok(await page.getByRole("button", { name: "전체메뉴" }).isVisible());
    assert.deepEqual(consoleErrors, []);
  });
});

describe("home popups", () => {
  const browser = useBrowser();

  const popupIds = (page: Page) =>
    page.locator("[data-popup-id]").evaluateAll((els) => els.map((e) => e.getAttribute("data-popup-id")));

  /**
   * The popups shown once the page has loaded the list and left out the dismissed ones: the
   * layer gets its `data-count` in the same step that adds them (popup-behaviour.ts).
   */
  const popupsShown = async (page: Page) => {
    await page.locator(".popup-layer[data-count]").waitFor({ state: "attached" });
    return popupIds(page);
  };

  it("shows the active popups in order as dialogs; 닫기 and Esc close them for this visit only", async () => {
    const { page } = await openHydrated(browser());
    await page.getByRole("dialog", { name: "입주자 모집 접수 중" }).waitFor();
    assert.deepEqual(await popupIds(page), ["seed-popup-1", "seed-popup-2"]);
    const first = page.getByRole("dialog", { name: "입주자 모집 접수 중" });
    assert.equal(await first.getAttribute("aria-modal"), "false");
    await first.getByRole("button", { name: "닫기" }).click();
    assert.deepEqual(await popupIds(page), ["seed-popup-2"]);
    const second = page.getByRole("dialog", { name: "견본주택 관람 안내" });
    await second.getByRole("button", { name: "닫기" }).focus();
    await page.keyboard.press("Escape");
    assert.deepEqual(await popupIds(page), []);

    await page.reload();
    await page.getByRole("dialog", { name: "입주자 모집 접수 중" }).waitFor();
    assert.deepEqual(await popupIds(page), ["seed-popup-1", "seed-popup-2"]);
  });

  it("hides a popup with 오늘 하루 보지 않기 until the next midnight in Seoul", async () => {
    const { page, context } = await openPage(browser());
    const start = Date.now();
    await context.clock.install({ time: start });
    await page.goto(`${BASE_URL}/`);
    const first = page.getByRole("dialog", { name: "입주자 모집 접수 중" });
    await first.waitFor();
    await first.getByRole("button", { name: "오늘 하루 보지 않기" }).click();
    assert.deepEqual(await popupIds(page), ["seed-popup-2"]);
    const stored = await page.evaluate(() => localStorage.getItem("popup-hidden:seed-popup-1"));
    assert.equal(Number(stored), seoulDayStart(new Date(start), 1).getTime());

    await page.reload();
    assert.deepEqual(await popupsShown(page), ["seed-popup-2"], "still hidden today");

    // A minute of margin: the reload runs on the page clock, which keeps ticking on a slow machine.
    await page.clock.setSystemTime(seoulDayStart(new Date(start), 1).getTime() - 60_000);
    await page.reload();
    assert.deepEqual(await popupsShown(page), ["seed-popup-2"], "still hidden just before midnight");

    await page.clock.setSystemTime(seoulDayStart(new Date(start), 1).getTime() + 1000);
    await page.reload();
    assert.deepEqual(await popupsShown(page), ["seed-popup-1", "seed-popup-2"], "back the next day");
  });

  it("shows no popup outside its period (server time)", async () => {
    const { page, context } = await openPage(browser());
    await context.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 60 * DAY).toISOString() });
    const listed = page.waitForResponse((r) => r.url().endsWith("/api/v1/popups"));
    await page.goto(`${BASE_URL}/`);
    const response = await listed;
    assert.equal(response.request().headers()["x-language"], "ko");
    assert.deepEqual(await response.json(), { popups: [] });
    assert.equal(await page.locator("[data-popup-id]").count(), 0);
  });
});

describe("home page accessibility", () => {
  const browser = useBrowser();

  for (const lng of ["ko", "en", "cn"] as const) {
    for (const width of [1280, 390]) {
      it(`has no axe violation in ${lng} at ${width} px`, async () => {
        const { page, consoleErrors } = await openHydrated(browser(), `/?lng=${lng}`, { width });
        await page.locator("[data-popup-id]").first().waitFor();
        // axeViolations brings the scroll-revealed sections to their final state first.
        assert.deepEqual(await axeViolations(page), []);
        assert.deepEqual(await untranslatedKeys(page), []);
        await page
          .getByRole("button", { name: { ko: "전체메뉴", en: "Full menu", cn: "全部菜单" }[lng], exact: true })
          .click();
        assert.deepEqual(await axeViolations(page), [], "with the sitemap open");
        assert.deepEqual(consoleErrors, []);
      });
    }
  }
});
