import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../scripts/chromium-flags.ts";

export const BASE_URL = process.env.BASE_URL ?? "http://127.0.0.1:8787";

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_FLAGS,
  });
}

/** A fresh page whose console errors (CSP violations included) are collected. */
export async function openPage(browser: Browser, options: { locale?: string; width?: number } = {}) {
  const context = await browser.newContext({
    locale: options.locale ?? "ko-KR",
    viewport: { width: options.width ?? 1280, height: 900 },
    timezoneId: "Asia/Seoul",
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
 * Waits until a public page is hydrated: the site shell marks <html> with `js-ready` from an
 * effect, so React has attached its handlers by then.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.classList.contains("js-ready"));
}

/** axe violations at WCAG 2.x A/AA, as "rule: target" lines (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
