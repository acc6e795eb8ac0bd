import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs SQL against the D1 database the browser tests' server uses (scripts/e2e.mjs names its
 * state and config): for what only another issue's screens can do yet, such as a manager
 * flagging a document. Answers the rows of the statement's result.
 */
export async function executeD1(sql: string): Promise<Record<string, unknown>[]> {
  const persistTo = process.env.E2E_PERSIST_TO;
  const config = process.env.E2E_WRANGLER_CONFIG;
  if (!persistTo || !config) throw new Error("run through npm run test:e2e: it names the served D1 state");
  const { stdout } = await run(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", persistTo, "-c", config, "--json", "--command", sql],
    { env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  const answer = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return answer[0]?.results ?? [];
}
