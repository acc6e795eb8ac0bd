/**
 * Seeds the local D1/R2 state that `wrangler dev --persist-to <dir>` uses.
 * Usage: tsx scripts/seed.ts [--persist-to .wrangler/state]
 */
import { getPlatformProxy } from "wrangler";
import { identityHmacKey } from "../app/lib/env";
import { createDb } from "../db/client";
import { SeedRefused, seed } from "../db/seed";

const argIndex = process.argv.indexOf("--persist-to");
const persistTo = argIndex > 0 ? process.argv[argIndex + 1] : ".wrangler/state";

const proxy = await getPlatformProxy<{
  DB: D1Database;
  FILES: R2Bucket;
  DEVELOPER_USERNAME?: string;
  IDENTITY_HMAC_KEY?: string;
}>({
  configPath: "wrangler.toml",
  persist: { path: `${persistTo}/v3` },
  remoteBindings: false,
});
try {
  const result = await seed(createDb(proxy.env.DB), proxy.env.FILES, {
    local: true,
    developerUsername: process.env.DEVELOPER_USERNAME ?? proxy.env.DEVELOPER_USERNAME ?? "developer",
    developerPassword: process.env.SEED_DEVELOPER_PASSWORD,
    managerPassword: process.env.SEED_MANAGER_PASSWORD,
    subPassword: process.env.SEED_SUB_PASSWORD,
    // The key the local worker's identity hashes use: its vars (wrangler.toml, .dev.vars) are these.
    identityKey: identityHmacKey(proxy.env.IDENTITY_HMAC_KEY),
  });
  console.log(result === "seeded" ? "seed: local database seeded" : "seed: already seeded, nothing changed");
} catch (error) {
  if (error instanceof SeedRefused) {
    console.error(`seed refused: ${error.message}`);
    process.exitCode = 1;
  } else throw error;
} finally {
  await proxy.dispose();
}
