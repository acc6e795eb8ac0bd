import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { pageScripts } from "../../../scripts/page-scripts.ts";
import { axeViolations, BASE_URL, hydrated, openPage, useBrowser } from "../../support/browser.ts";

describe("the built worker in Chromium", () => {
  const browser = useBrowser();

  it("renders the Korean home page with the open round, hydrates under the CSP, and passes axe", async () => {
    const { page, consoleErrors } = await openPage(browser());
    const response = await page.goto(`${BASE_URL}/`);
    assert.equal(response?.status(), 200);
    const csp = response?.headers()["content-security-policy"] ?? "";
    assert.match(csp, /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    assert.equal(await page.getAttribute("html", "lang"), "ko");
    assert.equal(await page.locator("h1").innerText(), "하늘채움 청년·신혼 행복주택 입주자 모집");
    assert.match(await page.locator("#round-heading").innerText(), /2차 입주자 모집/);
    // The home page's own nonce'd script ran under the CSP: the shell's behaviours are attached.
    await hydrated(page);
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(await axeViolations(page), []);
  });

  it("starts the page's scripts only once its first frame is on screen, and still hydrates under the CSP", async () => {
    // As sent: nothing the browser would fetch while it lays out the first screen.
    // A hydrated page (a form): the framework's modules wait for the paint.
    const html = await (await fetch(`${BASE_URL}/form/registration`)).text();
    assert.doesNotMatch(html, /rel="modulepreload"/);
    assert.doesNotMatch(html, /<script[^>]*type="module"/);
    assert.match(html, /<script[^>]*type="text\/x-module-after-paint"/);
    const preloads = pageScripts(html);
    assert.ok(preloads.some((url) => url.includes("/framework-")));
    // Nor a first paint of the header alone: rendering waits until <main> has been parsed.
    const head = html.slice(0, html.indexOf("</head>"));
    assert.match(head, /<link rel="expect" href="#main" blocking="render"\/?>/);
    assert.equal(html.match(/<main id="main"/g)?.length, 1);

    const { page, consoleErrors } = await openPage(browser());
    const requested: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/assets/")) requested.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE_URL}/form/registration`);
    await hydrated(page);
    // Every module the page needs was preloaded, by the small script the nonce allows.
    const linked = await page.$$eval('link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
    );
    for (const url of preloads) {
      assert.ok(linked.includes(url), `${url} preloaded`);
      assert.ok(requested.includes(url), `${url} requested`);
    }
    // The preloads are added one task after another, and the module script only after them all.
    const order = await page.$$eval("head > link[rel=modulepreload], head > script[type=module]", (nodes) =>
      nodes.map((node) => (node.tagName === "SCRIPT" ? "module" : new URL((node as HTMLLinkElement).href).pathname)),
    );
    const moduleAt = order.indexOf("module");
    assert.ok(moduleAt > 0, "the module script was added");
    for (const url of preloads)
      assert.ok(order.indexOf(url) < moduleAt, `${url} preloaded before the module script ran`);
    // And the first of them was asked for only once the first frame with content was on screen.
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    assert.ok(timing.painted !== undefined, "the page painted");
    assert.equal(timing.scripts.length, preloads.length);
    assert.ok(
      Math.min(...timing.scripts) >= timing.painted,
      `scripts from ${Math.min(...timing.scripts)} ms, painted at ${timing.painted} ms`,
    );
    assert.deepEqual(consoleErrors, []);
  });

  it("keeps a page's inlined styles until the first client navigation, then leaves the styles to React Router's links", async () => {
    const { page, consoleErrors } = await openPage(browser(), { width: 1280 });
    // A hydrated page (Q&A); content pages have no client navigation of their own.
    await page.goto(`${BASE_URL}/center/inquiry`);
    await hydrated(page);
    const styles = () =>
      page.evaluate(() => ({
        inline: [...document.querySelectorAll<HTMLStyleElement>("style[data-inline-css]")].map(
          (s) => s.dataset.inlineCss,
        ),
        links: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (l) => `${l.getAttribute("href")} ${l.getAttribute("media") ?? "all"}`,
        ),
        applied: [...document.styleSheets]
          .filter((sheet) => !sheet.media.mediaText.includes("print"))
          .map((sheet) => sheet.href ?? (sheet.ownerNode as HTMLElement).dataset.inlineCss ?? "other"),
      }));
    // Hydrated, the page keeps the styles it was painted with: no restyle of the whole document.
    const first = await styles();
    assert.ok(first.inline.length >= 2, first.inline.join());
    assert.ok(first.links.every((link) => link.endsWith(" print")));
    // A client navigation to a page with other styles (a guide page): its links alone apply.
    const nav = page.getByRole("navigation", { name: "주 메뉴" });
    await nav.getByRole("link", { name: "사업안내" }).hover();
    await nav.getByRole("link", { name: "사업개요" }).click();
    await page.locator("h1", { hasText: "사업개요" }).waitFor();
    await page.waitForFunction(() => !document.querySelector("style[data-inline-css]"));
    // The new page's own link is in the document once it has committed; its sheet may take a
    // moment more to be parsed (from the cache React Router filled before the commit).
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/guide-page-")));
    const after = await styles();
    assert.ok(
      after.links.every((link) => link.endsWith(" all")),
      after.links.join(),
    );
    assert.ok(
      after.applied.every((href) => href?.startsWith("http")),
      after.applied.join(),
    );
    assert.deepEqual(consoleErrors, []);
  });

  it("lets search engines index the public forms, never a person's own pages", async () => {
    const robots = async (path: string) => {
      const html = await (await fetch(`${BASE_URL}${path}`)).text();
      return /<meta name="robots" content="noindex"/.test(html);
    };
    for (const path of [
      "/form/application",
      "/application/inquiry",
      "/center/inquiry/write",
      "/board/default-board/write",
    ]) {
      assert.equal(await robots(path), false, `${path} is indexable`);
    }
    for (const path of ["/application/inquiry/00000000000000000000000000", "/form/application-fix"]) {
      assert.equal(await robots(path), true, `${path} is not indexed`);
    }
    // robots.txt keeps crawlers out of the console, the API and identity verification only.
    const robotsTxt = await fetch(`${BASE_URL}/robots.txt`);
    assert.equal(robotsTxt.status, 200);
    const rules = (await robotsTxt.text()).split("\n").filter((line) => /^(User-agent|Disallow):/.test(line));
    assert.deepEqual(rules, ["User-agent: *", "Disallow: /console/", "Disallow: /api/", "Disallow: /common/kcp/"]);
  });

  it("answers an unknown page with a 404 page in Korean", async () => {
    const { page } = await openPage(browser());
    const response = await page.goto(`${BASE_URL}/no-such-page`);
    assert.equal(response?.status(), 404);
    assert.equal(await page.locator("h1").innerText(), "페이지를 찾을 수 없습니다");
    // The 404 page has a title of its own (axe document-title), in the page's language.
    assert.equal(await page.title(), "페이지를 찾을 수 없습니다 | 하늘채움 청년·신혼 행복주택");
    assert.deepEqual(await axeViolations(page), []);
    await page.goto(`${BASE_URL}/no-such-page?lng=en`);
    assert.equal(await page.title(), "Page not found | Haneulchaeum Youth & Newlywed Happy Housing");
  });
});
