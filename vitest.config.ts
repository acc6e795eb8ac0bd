import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { zodJitless } from "./zod-alias.config.ts";

const migrations = await readD1Migrations("./migrations");

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true, alias: [zodJitless] },
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        resolve: { tsconfigPaths: true, alias: [zodJitless] },
        plugins: [
          cloudflareTest({
            miniflare: {
              compatibilityDate: "2026-10-01",
              d1Databases: ["DB"],
              r2Buckets: ["FILES"],
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
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
        },
      },
    ],
  },
});
