import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags.ts";

/**
 * The server under test. Under `npm run test:e2e`, each test file gets its own fresh server
 * from the broker in scripts/e2e-servers.mjs; the connection stays open while the file runs
 * and its closing stops that server. Otherwise BASE_URL, or a local `npm start`.
 */
export const BASE_URL = process.env.E2E_BROKER
  ? await leaseServer(Number(process.env.E2E_BROKER))
  : (process.env.BASE_URL ?? "http://127.0.0.1:8787");

function leaseServer(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk) => {
      answer += chunk;
      if (!answer.endsWith("\n")) return;
      // Held open (but not keeping the process alive) until the file's process exits.
      socket.unref();
      const [url, state] = answer.trim().split(" ");
      if (!url?.startsWith("http") || !state) return reject(new Error(`no server for this test file: ${answer}`));
      // tests/support/e2e-state.ts writes to this file's D1 through it.
      process.env.E2E_STATE = state;
      resolve(url);
    });
    socket.on("error", reject);
  });
}

export type PageOptions = { locale?: string; width?: number };

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

/**
 * Called inside describe(): launches Chromium before the suite's tests and closes it after
 * them. Answers a getter for the browser, which exists only while the tests run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is there only while the suite's tests run");
    return browser;
  };
}

/** A fresh page whose console errors (CSP violations included) are collected. */
export async function openPage(browser: Browser, options: PageOptions = {}) {
  const context = await browser.newContext({
    locale: options.locale ?? "ko-KR",
    viewport: { width: options.width ?? 1280, height: 900 },
    timezoneId: "Asia/Seoul",
  });
  // A CSP violation the page's code catches (zod's `new Function` probe, say) logs nothing by
  // itself; Chromium still reports it, and so does Lighthouse. Make each one a console error.
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}

/**
 * Waits until a public page's shell behaves: its behaviours (app/features/site/shell-behaviour.ts)
 * mark <html> with `js-ready` once attached, from a content page's own script or, on a hydrated
 * page, from the shell's effect (React has attached its handlers by then).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.classList.contains("js-ready"));
}

/** The layout shift of the page's document so far (CLS's entries, those not caused by input). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean };
          resolve((list.getEntries() as Shift[]).reduce((sum, e) => sum + (e.hadRecentInput ? 0 : e.value), 0));
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(resolve, 500, 0);
      }),
  );
}

/**
 * Runs `use` on a path opened on a phone (390 px) with JavaScript off: a visitor without
 * scripts, or any visitor before the page hydrates. The context is closed afterwards.
 */
export async function withoutScripts(browser: Browser, path: string, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: "ko-KR",
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(`${BASE_URL}${path}`);
    await use(page);
  } finally {
    await context.close();
  }
}

/**
 * Clicks what posts a plain form (JavaScript off) and waits for the answer's page to load.
 * `waitForLoadState` would return at once, on the page that is still showing.
 */
export async function postAndLoad(page: Page, click: () => Promise<void>): Promise<void> {
  await Promise.all([page.waitForEvent("load"), click()]);
}

/** Waits until React Router's client has loaded the route modules (console pages have no site shell). */
export async function routerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
}

/** A fresh page on a public path, once hydrated, with the answer to its navigation. */
export async function openHydrated(browser: Browser, path = "/", options: PageOptions = {}) {
  const opened = await openPage(browser, options);
  const response = await opened.page.goto(`${BASE_URL}${path}`);
  await hydrated(opened.page);
  return { ...opened, response };
}

export type Credentials = { username: string; password: string };

/** Signs in through the console login form and waits to leave it. */
export async function loginAs(page: Page, user: Credentials, redirectTo?: string) {
  const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  await page.goto(`${BASE_URL}/console/login${query}`);
  await page.getByLabel("아이디").fill(user.username);
  await page.getByLabel("비밀번호", { exact: true }).fill(user.password);
  const submit = page.getByRole("button", { name: "로그인", exact: true });
  await Promise.all([page.waitForURL((url) => !url.pathname.startsWith("/console/login")), submit.click()]);
  // The URL changes before the next page is committed: wait until the login form is gone.
  await submit.waitFor({ state: "detached" });
}

/** A fresh page signed in as `user` and sent on to a console path, once the router is ready. */
export async function signedIn(browser: Browser, user: Credentials, path: string) {
  const opened = await openPage(browser);
  await loginAs(opened.page, user, path);
  await routerReady(opened.page);
  return opened;
}

/**
 * axe violations of what a page shows a visitor without JavaScript (a context with scripts off,
 * where axe cannot run): its markup as it stands is opened again at the same address, at the
 * same width, in a context whose module scripts never load, so the page is never hydrated.
 */
export async function axeOfMarkup(page: Page): Promise<string[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error("the page has no browser");
  const [html, url, viewport] = [await page.content(), page.url(), page.viewportSize()];
  const context = await browser.newContext({ locale: "ko-KR", viewport: viewport ?? { width: 390, height: 900 } });
  try {
    await context.route(/\.js(\?.*)?$/, (route) => route.abort());
    await context.route(
      (address) => address.href === url,
      (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    );
    const copy = await context.newPage();
    await copy.goto(url);
    assert.equal(await copy.evaluate(() => "__reactRouterRouteModules" in window), false, "not hydrated");
    return await axeViolations(copy);
  } finally {
    await context.close();
  }
}

/** Asserts axe finds nothing in what a visitor without JavaScript is shown now (axeOfMarkup). */
export async function noScriptAxe(page: Page): Promise<void> {
  assert.deepEqual(await axeOfMarkup(page), [], `axe without JavaScript on ${page.url()}`);
}

/** axe violations at WCAG 2.x A/AA, as "rule: target" lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Experimental in axe, so off by default; Lighthouse checks it (label in name, WCAG 2.5.3).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/**
 * Translation keys showing as text on the page: a component whose section its page's loader
 * did not send renders the key itself (app/lib/i18n/client.ts).
 */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  const namespaces = "application|applicant|auth|center|console|errors|forms|identity|managed|members|qna|site";
  return text.match(new RegExp(`\\b(?:${namespaces})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*`, "g")) ?? [];
}
