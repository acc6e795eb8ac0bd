import assert from "node:assert/strict";
import { connect } from "node:net";
import { after, before } from "node:test";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Download, type Page } from "playwright-core";
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

/**
 * Debian's Chromium, headless, with the flags this closed network needs. Under
 * `npm run test:e2e`, the one Chromium scripts/e2e.mjs started for every file (E2E_BROWSER):
 * closing it then only disconnects this file, and the contexts it opened go with it.
 */
export function launchBrowser(): Promise<Browser> {
  if (process.env.E2E_BROWSER) return chromium.connect(process.env.E2E_BROWSER);
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
  await context.addInitScript(countEffectFlushes);
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}

/**
 * Counts React's runs of a commit's effects (`window.reactEffectFlushes`) through the hook React
 * offers developer tools: it calls `onPostCommitFiberRoot` once a commit's effects have run. The
 * hydration's commit always has effects (React Router's own), so a count above 0 says the
 * hydration's effects, the site shell's event listeners among them, are in place.
 */
function countEffectFlushes() {
  const counted = window as unknown as { reactEffectFlushes: number };
  counted.reactEffectFlushes = 0;
  Object.assign(window, {
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      supportsFiber: true,
      inject: () => 1,
      onCommitFiberRoot: () => {},
      onCommitFiberUnmount: () => {},
      onPostCommitFiberRoot: () => {
        counted.reactEffectFlushes++;
      },
    },
  });
}

/**
 * Waits until the page's scripts have done their work. A content page (no framework in the
 * browser: no React Router context) is ready once its own script has attached the shell's
 * behaviours (app/features/site/shell-behaviour.ts), which mark <html> with `js-ready`.
 * Any other page: until React has hydrated everything the page shows and has nothing left to do: the
 * root is hydrated, no Suspense boundary still holds the server's markup (a view loaded apart,
 * app/components/split-view.tsx, hydrates only once its chunk has come: until then a click on
 * it reaches no handler and a form posts without JavaScript), no render is due (an effect's
 * state change, such as the uploader's switch to its scripted form), the hydration's effects
 * have run (counted on pages opened by openPage) and a task posted after React's own has come
 * back (later commits' effects). Read from React's root on `document` (React Router's hydrateRoot), so
 * it holds on every page, the console's too, and after a client navigation as well: wait first
 * for what the navigation shows (its heading), then for this.
 */
export async function hydrated(page: Page): Promise<void> {
  // The predicate answers at once (waitForFunction takes a promise it is given for a truthy answer).
  await page.waitForFunction(reactSettled);
  // React runs a later commit's effects in a task it posts on a MessageChannel; one posted
  // after it comes back only once they have run (and any render they asked for is due).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
  await page.waitForFunction(reactSettled);
}

/** In the page: whether React has hydrated everything and has nothing left to do (see hydrated). */
function reactSettled(): boolean {
  type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown };
  type Root = { current: Fiber; pendingLanes: number; callbackNode: unknown };
  const ready = document.documentElement.classList.contains("js-ready");
  // A content page runs no React: its own script marks <html> once the shell behaves.
  if (!("__reactRouterContext" in window)) return ready;
  // Pages opened by openPage count effect flushes: the hydration's effects have run.
  if ((window as unknown as { reactEffectFlushes?: number }).reactEffectFlushes === 0) return false;
  // A public page's site shell marks <html> from an effect of the hydration.
  if (document.querySelector(".site") && !ready) return false;
  const key = Object.keys(document).find((k) => k.startsWith("__reactContainer$"));
  if (!key) return false;
  const root = (document as unknown as Record<string, { stateNode: Root }>)[key]?.stateNode;
  if (!root || (root.current.memoizedState as { isDehydrated?: boolean } | null)?.isDehydrated) return false;
  if (root.pendingLanes !== 0 || root.callbackNode !== null) return false;
  // A boundary (Suspense, Activity) keeps the server's markup in its state's `dehydrated` until it is hydrated.
  const stack: (Fiber | null)[] = [root.current.child];
  while (stack.length) {
    const fiber = stack.pop();
    if (!fiber) continue;
    if ((fiber.memoizedState as { dehydrated?: unknown } | null)?.dehydrated) return false;
    stack.push(fiber.child, fiber.sibling);
  }
  return true;
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

/** A fresh page signed in as `user` and sent on to a console path, once it is hydrated. */
export async function signedIn(browser: Browser, user: Credentials, path: string) {
  const opened = await openPage(browser);
  await loginAs(opened.page, user, path);
  await hydrated(opened.page);
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

/**
 * Brings every scroll-revealed section (`[data-reveal]`, home) to its final state and puts the
 * scroll position back. axe scrolls elements into view while it checks colour contrast, which
 * starts reveals mid-analysis: a section caught half-faded fails color-contrast. The reveal
 * runs in the scroll event, which can come after the scroll returns, so the wait is for every
 * section revealed and opaque, not only for no transition running.
 */
async function settleReveals(page: Page): Promise<void> {
  // Only where the reveal script has hidden them: without JavaScript, or with reduced
  // motion, every section is shown as it is.
  if ((await page.locator(".reveal-ready [data-reveal]").count()) === 0) return;
  const top = await page.evaluate(() => {
    const at = window.scrollY;
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    return at;
  });
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll(".reveal-ready [data-reveal]")].every(
        (el) => el.classList.contains("is-revealed") && getComputedStyle(el).opacity === "1",
      ) && document.getAnimations().every((a) => a.playState !== "running"),
  );
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

/**
 * axe violations at WCAG 2.x A/AA, as "rule: target" lines (empty when clean). Every rule runs
 * on every element; only the violations' nodes are collected (`resultTypes`), and axe runs in
 * the page itself (`setLegacyMode`) rather than finishing in a blank page of its own: the
 * site has no cross-origin frames for that to reach, and the blank page and the passes cost
 * more than half of what a guide page's browser test spends.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleReveals(page);
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    // Experimental in axe, so off by default; Lighthouse checks it (label in name, WCAG 2.5.3).
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .setLegacyMode(true)
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}

/**
 * Translation keys showing as text on the page: a component whose section its page's loader
 * did not send renders the key itself (app/lib/i18n/client.ts).
 */
export async function untranslatedKeys(page: Page): Promise<string[]> {
  const text = await page.locator("body").innerText();
  const namespaces = "application|applicant|auth|center|console|errors|forms|identity|members|qna|site";
  return text.match(new RegExp(`\\b(?:${namespaces})\\.[a-zA-Z]+(?:\\.[a-zA-Z]+)*`, "g")) ?? [];
}

/**
 * A download's bytes. The browser is shared over a connection (E2E_BROWSER), where
 * `download.path()` throws; its stream comes over the same connection.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}
