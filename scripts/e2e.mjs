// Browser tests: build the worker, migrate and seed a fresh local D1/R2, serve it, and run
// tests/e2e with Node's test runner driving Debian's Chromium.
import { existsSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { freePort, prepare, quietEnv, run, scratchDir, serveBuilt, stopGroup, waitFor } from "./lib.mjs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install Debian's chromium (apt-get install -y chromium).`);
  process.exit(1);
}

const work = await scratchDir("e2e");
const buildDir = `${work}/build`;
const persistTo = `${work}/state`;
await prepare({ buildDir, persistTo });

const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = serveBuilt({
  port,
  persistTo,
  buildDir,
  vars: { APP_ENV: "test" },
  stdio: ["ignore", "inherit", "inherit"],
});
let code = 1;
try {
  await waitFor(`${baseUrl}/api/health`);
  // `npm run test:e2e -- tests/e2e/x.test.ts` runs only the named files.
  const named = process.argv.slice(2).filter((a) => a.endsWith(".test.ts"));
  const files = named.length
    ? named
    : (await readdir("tests/e2e")).filter((f) => f.endsWith(".test.ts")).map((f) => `tests/e2e/${f}`);
  if (files.length === 0) throw new Error("no browser tests found in tests/e2e");
  await run(process.execPath, ["--test", "--test-concurrency=1", "--test-reporter=spec", ...files], {
    env: { ...quietEnv, BUILD_DIR: buildDir, BASE_URL: baseUrl, CHROMIUM_PATH: chromium, PERSIST_TO: persistTo },
  });
  code = 0;
} catch (error) {
  console.error(error.message);
} finally {
  stopGroup(server);
  await rm(work, { recursive: true, force: true });
}
process.exit(code);
