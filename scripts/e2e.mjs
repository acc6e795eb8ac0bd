// Browser tests: build the worker, migrate and seed a fresh local D1/R2 once, and run
// tests/e2e with Node's test runner driving Debian's Chromium. Files run in parallel
// (E2E_CONCURRENCY, default 2: on 2 cores a third file at once was no faster, 1,544 s against
// 1,543 s for the whole suite, and loaded the machine to 12-15), each against its own server and its own copy of the seeded state
// (scripts/e2e-servers.mjs, which keeps servers started ahead of the files), so no file sees
// what another wrote. One Chromium serves every file: each file connects to it and works in
// its own browser contexts (tests/support/browser.ts), which share no cookies, storage or cache.
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { chromium as playwright } from "playwright-core";
import { CHROMIUM_FLAGS } from "./chromium-flags.ts";
import { startServerBroker } from "./e2e-servers.mjs";
import { onStopSignal, prepare, quietEnv, run, scratchDir } from "./lib.mjs";

// Debian's headless shell (package chromium-headless-shell) when it is there: the same Chromium
// without the browser's interface, which needs half the CPU for the same tests
// (docs/decisions/0023-browser-tests-on-the-headless-shell.md). Otherwise the full Chromium.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install -y chromium).`);
  process.exit(1);
}
console.log(`Browser tests drive ${chromium}`);
const concurrency = Number(process.env.E2E_CONCURRENCY ?? 2);

// `npm run test:e2e -- tests/e2e/<feature>/x.test.ts` runs only the named files.
const named = process.argv.slice(2).filter((a) => a.endsWith(".test.ts"));
const files = named.length
  ? named
  : (await readdir("tests/e2e", { recursive: true }))
      .filter((f) => f.endsWith(".test.ts"))
      .map((f) => `tests/e2e/${f}`);
if (files.length === 0) {
  console.error("no browser tests found in tests/e2e");
  process.exit(1);
}

let code = 1;
const work = await scratchDir("e2e");
let broker;
let browser;
// Ctrl-C or a cancelled job: the servers run in their own process groups, so stop them too.
onStopSignal(async () => {
  broker?.stop();
  await browser?.close();
  await rm(work, { recursive: true, force: true });
});
try {
  const buildDir = `${work}/build`;
  const seededState = `${work}/seeded`;
  await prepare({ buildDir, persistTo: seededState });
  broker = await startServerBroker({
    buildDir,
    seededState,
    work,
    vars: { APP_ENV: "test" },
    stdio: ["ignore", "inherit", "inherit"],
    // The first files' servers start with the browser and the test runner.
    warm: Math.min(concurrency, files.length),
  });
  browser = await playwright.launchServer({ executablePath: chromium, args: CHROMIUM_FLAGS });
  await run(process.execPath, ["--test", `--test-concurrency=${concurrency}`, "--test-reporter=spec", ...files], {
    env: {
      ...quietEnv,
      E2E_BROKER: String(broker.port),
      E2E_BROWSER: browser.wsEndpoint(),
      E2E_WRANGLER_CONFIG: `${buildDir}/server/wrangler.json`,
      CHROMIUM_PATH: chromium,
    },
  });
  code = 0;
} catch (error) {
  console.error(error.message);
} finally {
  broker?.stop();
  await browser?.close();
  await rm(work, { recursive: true, force: true });
}
process.exit(code);
