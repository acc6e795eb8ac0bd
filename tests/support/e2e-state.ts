import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * Runs SQL against the D1 of the worker the browser tests serve (scripts/e2e.mjs passes its
 * state folder as E2E_STATE), for a row no page can write yet (an application, before the
 * applicant journey exists) and to take it away again.
 */
export async function executeSql(sql: string): Promise<void> {
  const state = process.env.E2E_STATE;
  if (!state) throw new Error("E2E_STATE is not set: run the browser tests with npm run test:e2e");
  await promisify(execFile)(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--yes", "--command", sql],
    { env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
}
