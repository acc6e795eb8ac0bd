import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Browser tests wait for what they assert (docs/testing.md, "How browser tests wait"): a fixed
 * sleep passes a slow bug and fails on a busy machine. So no `waitForTimeout` in the browser
 * tests or their helpers, and in the tests no `sleep` and no `setTimeout` with a delay (a
 * `setTimeout(…, 0)` in the page only lets the tasks already queued run first).
 */
const root = join(import.meta.dirname, "../../..");

function sources(folder: string): { file: string; text: string }[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(ts|tsx|mjs|js)$/.test(f))
    .map((f) => ({ file: `${folder}/${f}`, text: readFileSync(join(root, folder, f), "utf8") }));
}

/** The fixed sleeps in `text`: each `waitForTimeout(`, `sleep(` and `setTimeout(` whose delay is not 0. */
function fixedSleeps(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/\b(waitForTimeout|sleep)\s*\(/g)) found.push(`${m[1]}(`);
  for (const m of text.matchAll(/\bsetTimeout\s*\(/g)) {
    // The call's arguments, up to its closing parenthesis; the delay is the second one.
    let depth = 1;
    let i = (m.index ?? 0) + m[0].length;
    const commas: number[] = [];
    const start = i;
    for (; i < text.length && depth > 0; i++) {
      const c = text[i];
      if (c === "(" || c === "[" || c === "{") depth++;
      else if (c === ")" || c === "]" || c === "}") depth--;
      else if (c === "," && depth === 1) commas.push(i);
    }
    const args = text.slice(start, i - 1);
    const delay = commas.length ? text.slice((commas[0] ?? 0) + 1, commas[1] ?? i - 1).trim() : "";
    if (delay !== "0") found.push(`setTimeout(${args.length > 60 ? `${args.slice(0, 60)}…` : args})`);
  }
  return found;
}

describe("waits in the browser tests", () => {
  it("finds every kind of fixed sleep it forbids, and lets a zero-delay task through", () => {
    expect(fixedSleeps("await page.waitForTimeout(300);")).toEqual(["waitForTimeout("]);
    expect(fixedSleeps("await sleep(10);")).toEqual(["sleep("]);
    expect(fixedSleeps("await new Promise((r) => setTimeout(r, 250));")).toHaveLength(1);
    expect(fixedSleeps("setTimeout(resolve, 500, 0)")).toHaveLength(1);
    expect(fixedSleeps("setTimeout(() => resolve(f(a, b)), 0)")).toEqual([]);
  });

  it("has no fixed sleep in tests/e2e", () => {
    const offences = sources("tests/e2e").flatMap(({ file, text }) => fixedSleeps(text).map((s) => `${file}: ${s}`));
    expect(offences).toEqual([]);
  });

  it("has no waitForTimeout in the browser tests' helpers", () => {
    const offences = sources("tests/support").flatMap(({ file, text }) =>
      [...text.matchAll(/\bwaitForTimeout\s*\(/g)].map(() => `${file}: waitForTimeout(`),
    );
    expect(offences).toEqual([]);
  });

  it("reads downloads through their stream: download.path() throws on the shared (remote) Chromium", () => {
    const offences = sources("tests/e2e").flatMap(({ file, text }) =>
      [...text.matchAll(/\bdownload\.path\s*\(/g)].map(() => `${file}: download.path(`),
    );
    expect(offences).toEqual([]);
  });
});
