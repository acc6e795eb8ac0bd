import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { zodJitless } from "./zod-alias.config.ts";

const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    // Not the worker's line per request (worker/request-log.ts): request-log.test.ts reads them.
    onConsoleLog: (log) => !log.startsWith('{"event":"request"'),
    projects: [
      {
        resolve: { tsconfigPaths: true, alias: [zodJitless] },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node", testTimeout: 20_000 },
      },
      {
        resolve: {
          tsconfigPaths: true,
          alias: [
            zodJitless,
            // The worker entry imports the server build for pages; its API needs none.
            {
              find: /^virtual:react-router\/server-build$/,
              replacement: fileURLToPath(new URL("./tests/support/no-server-build.ts", import.meta.url)),
            },
          ],
        },
        plugins: [
          cloudflareTest({
            // The worker entry, for the Durable Object classes it exports (the waiting room).
            main: "./worker/index.ts",
            miniflare: {
              compatibilityDate: "2026-10-01",
              d1Databases: ["DB"],
              r2Buckets: ["FILES"],
              durableObjects: { WAITING_ROOM: { className: "WaitingRoom", useSQLite: true } },
              // The outbox queue as wrangler.toml names it (its consumer is tested through the
              // Worker's `queue` handler with cloudflare:test's message batches).
              queueProducers: { OUTBOX_QUEUE: "haneul-rental-outbox" },
              bindings: {
                APP_ENV: "test",
                IDENTITY_PROVIDER: "sandbox",
                SENDER: "outbox",
                DEVELOPER_USERNAME: "developer",
                TEST_MIGRATIONS: migrations,
              },
            },
          }),
        ],
        test: {
          name: "integration",
          isolate: false,
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
          // The files of a vitest worker share its Miniflare and loaded modules (`isolate:
          // false`); apply-migrations.ts empties D1, R2 and the Durable Objects before each file.
          // Starting a Miniflare per file cost more than the tests: the suite took 404 s, 91 s
          // this way (`npm run test:integration`, 2 cores). Two workers keep both cores busy
          // (164 s with one). INTEGRATION_WORKERS overrides.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS) || Math.max(2, availableParallelism() - 1),
          // PBKDF2 chains and parallel-attack tests take seconds; on a busy 2-core runner more
          // than vitest's default 5 s. A slow test is a figure for the bench, not a failure.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
