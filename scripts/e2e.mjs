// Browser tests: build the worker, migrate and seed a fresh local D1/R2, serve it, and run
// tests/e2e with Node's test runner driving Debian's Chromium.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { quietEnv, run, withBuiltServer } from "./lib.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install -y chromium).`);
  process.exit(1);
}

let code = 1;
try {
  const serving = { prefix: "e2e", vars: { APP_ENV: "test" }, stdio: ["ignore", "inherit", "inherit"] };
  await withBuiltServer(serving, async (baseUrl, { persistTo, buildDir }) => {
    // `npm run test:e2e -- tests/e2e/x.test.ts` runs only the named files.
    const named = process.argv.slice(2).filter((a) => a.endsWith(".test.ts"));
    const files = named.length
      ? named
      : (await readdir("tests/e2e")).filter((f) => f.endsWith(".test.ts")).map((f) => `tests/e2e/${f}`);
    if (files.length === 0) throw new Error("no browser tests found in tests/e2e");
    await run(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
      // The served state and config, for tests that set up data directly in D1 (tests/support/d1.ts).
      env: {
        ...quietEnv,
        BASE_URL: baseUrl,
        CHROMIUM_PATH: chromium,
        E2E_PERSIST_TO: persistTo,
        E2E_WRANGLER_CONFIG: `${buildDir}/server/wrangler.json`,
      },
    });
  });
  code = 0;
} catch (error) {
  console.error(error.message);
}
process.exit(code);
