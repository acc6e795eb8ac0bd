import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Page } from "playwright-core";
import { axeViolations, BASE_URL, hydrated, openPage, untranslatedKeys, useBrowser } from "../../support/browser.ts";

type Lang = "ko" | "en" | "cn";
type Expect = Record<Lang, { h1: string; fact: string }>;

/** Each guide page with its title and one fact of its copy, per language. */
const PAGES: Record<string, Expect> = {
  "/business/brand": {
    ko: { h1: "브랜드 소개", fact: "하늘채움 브랜드 심벌과 글자 표기" },
    en: { h1: "Our brand", fact: "The Haneulchaeum symbol and wordmark" },
    cn: { h1: "品牌介绍", fact: "天空满溢品牌标志与字标" },
  },
  "/business/overview": {
    ko: { h1: "사업개요", fact: "300세대 (청년 156세대, 신혼부부 144세대)" },
    en: { h1: "Project overview", fact: "300 (156 for young people, 144 for newlyweds)" },
    cn: { h1: "项目概况", fact: "300户（青年156户，新婚夫妇144户）" },
  },
  "/business/traffic": {
    ko: { h1: "교통환경", fact: "샘플역에서 주요 거점까지 예상 소요 시간" },
    en: { h1: "Transport", fact: "Estimated travel times from Saemple Station" },
    cn: { h1: "交通环境", fact: "从Saemple站到主要地点的预计用时" },
  },
  "/business/environment": {
    ko: { h1: "주변환경", fact: "단지 주변 교육·보육 시설" },
    en: { h1: "Surroundings", fact: "Schools and childcare near the complex" },
    cn: { h1: "周边环境", fact: "小区周边教育·保育设施" },
  },
  "/business/feature": {
    ko: { h1: "단지특장점", fact: "피트니스센터 65평" },
    en: { h1: "Highlights", fact: "Fitness centre of 65 pyeong" },
    cn: { h1: "小区特色", fact: "健身中心65坪" },
  },
  "/business/direction": {
    ko: { h1: "오시는 길", fact: "1600-0000 (평일 09:00~18:00)" },
    en: { h1: "Directions", fact: "1600-0000 (weekdays 09:00–18:00)" },
    cn: { h1: "来访路线", fact: "1600-0000（工作日09:00~18:00）" },
  },
  "/business/supply": {
    ko: { h1: "공급안내", fact: "주택형별 특별공급·일반공급 세대수" },
    en: { h1: "Housing supply", fact: "Priority and general supply by unit type" },
    cn: { h1: "供应介绍", fact: "各户型特别供应·一般供应户数" },
  },
  "/complex/community": {
    ko: { h1: "커뮤니티", fact: "하늘 도서관 54평 (21층)" },
    en: { h1: "Community facilities", fact: "Sky Library of 54 pyeong (21F)" },
    cn: { h1: "社区设施", fact: "天空图书馆54坪（21层）" },
  },
  "/complex/layout": {
    ko: { h1: "단지배치도", fact: "단지 배치도 (위쪽이 북쪽)" },
    en: { h1: "Site plan", fact: "Site plan (north is up)" },
    cn: { h1: "小区布局图", fact: "小区布局图（上方为北）" },
  },
  "/complex/floor": {
    ko: { h1: "동·층 배치도", fact: "101동 층별 구성" },
    en: { h1: "Building and floor plans", fact: "Floors of building 101" },
    cn: { h1: "楼栋及楼层布局", fact: "101栋各楼层构成" },
  },
  "/complex/unit": {
    ko: { h1: "세대 안내", fact: "39A (전용 39.41 ㎡)" },
    en: { h1: "Unit types", fact: "39A (exclusive 39.41 ㎡)" },
    cn: { h1: "户型介绍", fact: "39A（专用39.41 ㎡）" },
  },
  "/complex/neighborhood": {
    ko: { h1: "생활 인프라", fact: "샘플종합병원" },
    en: { h1: "Local amenities", fact: "Saemple General Hospital" },
    cn: { h1: "生活配套", fact: "Saemple综合医院" },
  },
  "/subscription/requirement": {
    ko: { h1: "신청자격", fact: "일반공급은 소득·자산·지역 조건이 없습니다." },
    en: { h1: "Eligibility", fact: "General supply has no income, asset or region conditions." },
    cn: { h1: "申请资格", fact: "一般供应不设收入、资产和地区条件。" },
  },
  "/subscription/condition": {
    ko: { h1: "임대조건", fact: "27,360,000원" },
    en: { h1: "Deposit and rent", fact: "KRW 27,360,000" },
    cn: { h1: "租赁条件", fact: "27,360,000韩元" },
  },
  "/subscription/recruitment": {
    ko: { h1: "모집일정", fact: "2차 입주자 모집: 접수 중" },
    en: { h1: "Schedule", fact: "Round 2 resident recruitment: Open for applications" },
    cn: { h1: "招募日程", fact: "第2期入住者招募: 正在受理" },
  },
  "/subscription/document": {
    ko: { h1: "제출서류", fact: "주민등록표등본" },
    en: { h1: "Required documents", fact: "Resident registration certificate" },
    cn: { h1: "提交材料", fact: "住民登记表副本" },
  },
  "/subscription/support": {
    ko: { h1: "주거비 지원", fact: "월 최대 200,000원 (월 임대료 안에서)" },
    en: { h1: "Housing cost support", fact: "Up to KRW 200,000 a month (within the rent)" },
    cn: { h1: "居住费用支援", fact: "每月最多200,000韩元（不超过月租金）" },
  },
};

const AXE_SAMPLE = [
  "/business/brand",
  "/business/direction",
  "/complex/unit",
  "/complex/neighborhood",
  "/subscription/requirement",
  "/subscription/recruitment",
];
const SECTION_SIZE: Record<string, number> = { business: 7, complex: 5, subscription: 5 };
const HTML_LANG: Record<Lang, string> = { ko: "ko", en: "en", cn: "zh-CN" };
const OG_LOCALE: Record<Lang, string> = { ko: "ko_KR", en: "en_US", cn: "zh_CN" };
const urlFor = (path: string, lang: Lang) => `${BASE_URL}${path}${lang === "ko" ? "" : `?lng=${lang}`}`;

/** The text of `selector` as find in page and assistive technology reach it, whitespace folded. */
async function textOf(page: Page, selector: string) {
  return ((await page.locator(selector).textContent()) ?? "").replace(/\s+/g, " ");
}

async function meta(page: Page, selector: string) {
  return (await page.locator(selector).first().getAttribute("content")) ?? "";
}

/** Checks a rendered guide page: h1, its fact, sibling navigation, head tags, tables, images, headings. */
async function checkPage(page: Page, path: string, lang: Lang) {
  const want = PAGES[path]?.[lang];
  assert.ok(want);
  assert.equal(await page.getAttribute("html", "lang"), HTML_LANG[lang]);
  assert.equal(await page.locator("h1").count(), 1, `${path} ${lang}: one h1`);
  assert.equal((await page.locator("h1").innerText()).trim(), want.h1);
  assert.equal(await page.locator("main").count(), 1, `${path}: the layout's main only`);
  assert.ok((await textOf(page, "#main")).includes(want.fact), `${path} ${lang}: ${want.fact}`);
  assert.ok((await page.locator("#main table, #main figure").count()) > 0, `${path}: a table or a figure`);

  const section = path.split("/")[1] ?? "";
  const siblings = page.locator(".guide-tabs a");
  assert.equal(await siblings.count(), SECTION_SIZE[section]);
  const current = page.locator('.guide-tabs a[aria-current="page"]');
  assert.equal(await current.count(), 1);
  assert.equal(await current.getAttribute("href"), path);
  assert.equal((await current.innerText()).trim(), want.h1);
  assert.ok(await page.locator(".guide-tabs").getAttribute("aria-label"));

  const title = await page.title();
  assert.ok(title.startsWith(`${want.h1} | `), `${path} ${lang}: title ${title}`);
  assert.ok((await meta(page, 'meta[name="description"]')).length > 20);
  assert.equal(await meta(page, 'meta[property="og:title"]'), title);
  assert.equal(await meta(page, 'meta[property="og:description"]'), await meta(page, 'meta[name="description"]'));
  assert.equal(await meta(page, 'meta[property="og:type"]'), "website");
  assert.equal(await meta(page, 'meta[property="og:locale"]'), OG_LOCALE[lang]);

  const facts = await page.evaluate(() => {
    const main = document.querySelector("#main") as HTMLElement;
    const tables = [...main.querySelectorAll("table")].map((t) => ({
      caption: t.querySelector("caption")?.textContent?.trim() ?? "",
      colHeads: [...t.querySelectorAll("thead th")].every((th) => th.getAttribute("scope") === "col"),
      rowHeads: [...t.querySelectorAll("tbody tr")].every(
        (tr) => tr.firstElementChild?.getAttribute("scope") === "row",
      ),
    }));
    const images = [...main.querySelectorAll("img")].map((img) => ({
      src: img.getAttribute("src") ?? "",
      width: img.getAttribute("width"),
      height: img.getAttribute("height"),
      alt: img.getAttribute("alt") ?? "",
    }));
    const levels = [...main.querySelectorAll("h1, h2, h3, h4, h5, h6")].map((h) => Number(h.tagName[1]));
    return { tables, images, levels };
  });
  for (const t of facts.tables) {
    assert.ok(t.caption, `${path}: table caption`);
    assert.ok(t.colHeads && t.rowHeads, `${path}: th scope in "${t.caption}"`);
  }
  for (const img of facts.images) {
    assert.ok(img.width && img.height, `${path}: ${img.src} has width and height`);
    assert.ok(img.alt.length > 10, `${path}: ${img.src} has a text alternative`);
  }
  for (let i = 1; i < facts.levels.length; i++) {
    assert.ok((facts.levels[i] ?? 0) - (facts.levels[i - 1] ?? 0) <= 1, `${path}: heading levels in order`);
  }
  return facts;
}

describe("the seventeen guide pages", () => {
  const browser = useBrowser();

  for (const lang of ["ko", "en", "cn"] as const) {
    it(`are rendered on the server in ${lang}`, async () => {
      for (const [path, want] of Object.entries(PAGES)) {
        const res = await fetch(urlFor(path, lang), { headers: { "accept-language": "ko-KR" } });
        assert.equal(res.status, 200, `${path} ${lang}`);
        const html = await res.text();
        assert.match(html, new RegExp(`<h1>${want[lang].h1}</h1>`), `${path} ${lang}: server-rendered h1`);
        assert.ok(html.includes(`lang="${HTML_LANG[lang]}"`));
      }
    });

    it(`show their copy, navigation, head tags and accessible markup in ${lang}, with no axe violation`, async () => {
      // axe is slow: every page in Korean, a page of each kind in the translations.
      const axePages = lang === "ko" ? Object.keys(PAGES) : AXE_SAMPLE;
      const { page, context, consoleErrors } = await openPage(browser());
      const images = new Set<string>();
      for (const path of Object.keys(PAGES)) {
        const res = await page.goto(urlFor(path, lang));
        assert.equal(res?.status(), 200, `${path} ${lang}`);
        const facts = await checkPage(page, path, lang);
        for (const img of facts.images) images.add(img.src);
        if (axePages.includes(path)) assert.deepEqual(await axeViolations(page), [], `${path} ${lang}: axe`);
        assert.deepEqual(await untranslatedKeys(page), [], `${path} ${lang}: keys`);
      }
      for (const src of images) {
        const res = await page.request.get(`${BASE_URL}${src}`);
        assert.equal(res.status(), 200, src);
        assert.match(res.headers()["content-type"] ?? "", /image\/svg\+xml/);
      }
      assert.deepEqual(consoleErrors, []);
      await context.close();
    });
  }

  it("shows all six unit types with their areas and a described plan for each", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/complex/unit`);
    const headings = (await page.locator("#main h3").allTextContents()).map((h) => h.trim());
    assert.deepEqual(headings, [
      "18A (전용 18.88 ㎡)",
      "18B (전용 18.55 ㎡)",
      "36A (전용 36.65 ㎡)",
      "36B (전용 36.65 ㎡)",
      "36C (전용 36.66 ㎡)",
      "39A (전용 39.41 ㎡)",
    ]);
    const plans = page.locator("#main figure img");
    assert.equal(await plans.count(), 6);
    for (const code of ["18a", "18b", "36a", "36b", "36c", "39a"]) {
      const plan = page.locator(`#main img[src="/images/guide/unit-${code}.svg"]`);
      assert.match((await plan.getAttribute("alt")) ?? "", /평면도: .*(욕실|방)/);
    }
    // The first drawing, often the largest paint, is fetched at once and first; the others
    // load when scrolled to and keep their reserved size.
    const first = page.locator('#main img[src="/images/guide/unit-18a.svg"]');
    assert.deepEqual(
      [await first.getAttribute("loading"), await first.getAttribute("fetchpriority")],
      ["eager", "high"],
    );
    assert.deepEqual(
      await plans.evaluateAll((imgs) =>
        imgs.slice(1).map((i) => [i.getAttribute("loading"), i.getAttribute("fetchpriority")]),
      ),
      Array(5).fill(["lazy", null]),
    );
    const last = page.locator('#main img[src="/images/guide/unit-39a.svg"]');
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () => (document.querySelector('img[src="/images/guide/unit-39a.svg"]') as HTMLImageElement).complete,
    );
    const box = await last.boundingBox();
    assert.ok(box && Math.abs(box.width / box.height - 640 / 480) < 0.02);
    await context.close();
  });

  it("lays out every section as the page loads, so audits read each text against its own background", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/complex/unit`);
    const heading = page.getByRole("heading", { name: "39A (전용 39.41 ㎡)" });
    assert.equal(await heading.count(), 1);
    // Far below the fold and never scrolled to: rendered all the same (no content-visibility
    // skipping, under which Lighthouse read the captions against the footer's background).
    const rendered = (selector: string) =>
      page.$$eval(selector, (els) => els.map((el) => el.checkVisibility({ contentVisibilityAuto: true })));
    assert.deepEqual([...new Set(await rendered("#main h3"))], [true]);
    assert.deepEqual([...new Set(await rendered(".guide-figure__caption"))], [true]);
    await context.close();
  });

  it("states the eligibility rules on the requirement page", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/subscription/requirement`);
    const text = await page.locator("#main").innerText();
    for (const rule of [
      "일반공급은 소득·자산·지역 조건이 없습니다.",
      "청년: 만 19세 이상 39세 이하",
      "신혼부부: 혼인 기간 7년 이내이거나 혼인신고 예정인 예비 신혼부부",
      "무주택자: 신청자와 세대 구성원 모두 주택을 소유하지 않은 분",
      "자동차: 보유하지 않았거나 자동차 가액 3,803만 원 이하 (2025년 기준)",
    ]) {
      assert.ok(text.includes(rule), rule);
    }
    await context.close();
  });

  it("shows the current round's state decided on the server, and offers the way to apply", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/subscription/recruitment`);
    const round = page.locator(".guide-round");
    assert.match(await round.innerText(), /2차 입주자 모집: 접수 중/);
    assert.match(await round.innerText(), /\d{4}-\d{2}-\d{2} 10:00:00 ~ \d{4}-\d{2}-\d{2} 17:00:00/);
    assert.equal(await round.getByRole("link", { name: "청약 신청하러 가기" }).getAttribute("href"), "/application");

    // A year from now every seeded round is over: the round's own closing texts are shown.
    const later = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
    await context.setExtraHTTPHeaders({ "x-test-now": later });
    await page.goto(`${BASE_URL}/subscription/recruitment?lng=en`);
    const closed = await round.innerText();
    assert.match(closed, /Round 2 resident recruitment: Closed/);
    assert.match(closed, /청약 접수가 마감되었습니다/);
    assert.equal(await round.locator("p[lang=ko]").count(), 2);
    assert.equal(await round.getByRole("link", { name: "See application information" }).count(), 1);
    await context.close();
  });

  it("opens Kakao and Naver maps in a new tab from the directions page", async () => {
    const { page, context } = await openPage(browser());
    await page.goto(`${BASE_URL}/business/direction`);
    for (const name of ["카카오맵에서 위치 보기", "카카오맵으로 길찾기", "네이버 지도에서 위치 보기"]) {
      const link = page.getByRole("link", { name: new RegExp(`^${name} \\(새 창\\)`) });
      assert.equal(await link.getAttribute("target"), "_blank");
      assert.equal(await link.getAttribute("rel"), "noopener");
      assert.match((await link.getAttribute("href")) ?? "", /^https:\/\/map\.(kakao|naver)\.com\//);
    }
    assert.equal(await page.locator('#main img[src="/images/guide/location-map.svg"]').count(), 1);
    await context.close();
  });

  it("moves between sibling pages in the browser, by keyboard, with the current page marked", async () => {
    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${BASE_URL}/complex/community`);
    await hydrated(page);
    const next = page.locator(".guide-tabs").getByRole("link", { name: "단지배치도" });
    await next.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${BASE_URL}/complex/layout`);
    await page.locator("h1", { hasText: "단지배치도" }).waitFor();
    assert.equal(await page.locator('.guide-tabs a[aria-current="page"]').innerText(), "단지배치도");
    assert.equal(await page.title(), "단지배치도 | 단지안내 | 하늘채움 청년·신혼 행복주택");
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("sends the guide copy once, in the markup, and as data on a client navigation from a hydrated page", async () => {
    const sentence = "커뮤니티 시설은 입주민 의견을 모아 운영 시간과 프로그램을 정합니다.";
    const html = await (await fetch(`${BASE_URL}/business/brand`, { headers: { "accept-language": "ko-KR" } })).text();
    assert.equal(html.split(sentence).length - 1, 1, "the copy is in the markup and nowhere else");
    assert.ok(!html.includes("__reactRouterContext"), "a guide page carries no hydration data");

    const { page, context, consoleErrors } = await openPage(browser());
    await page.goto(`${BASE_URL}/subscription/requirement`);
    await hydrated(page);
    await page.locator(".guide-section a.guide-link[href='/subscription/document']").first().click();
    await page.locator("h1", { hasText: "제출서류" }).waitFor();

    // From a hydrated page the guide pages come as data and render as usual.
    await page.goto(`${BASE_URL}/form/registration`);
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "사업안내" }).click();
    await page.locator("h1", { hasText: "브랜드 소개" }).waitFor();
    assert.equal(await page.evaluate(() => "sameDocument" in window), true);
    assert.ok((await page.locator("#main").innerText()).includes(sentence));
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  it("answers an unknown page of a guide section with 404", async () => {
    const res = await fetch(`${BASE_URL}/business/unknown`);
    assert.equal(res.status, 404);
  });
});
