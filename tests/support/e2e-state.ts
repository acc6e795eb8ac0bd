import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * Runs SQL against the D1 of the worker this browser-test file is served by (the broker in
 * scripts/e2e-servers.mjs puts its state folder in E2E_STATE; scripts/e2e.mjs names the built
 * config), for what no page can do yet or only another issue's screens can (an application
 * for the schedules test, a manager flagging a document), or against another state folder
 * (`state`, e.g. the one `npm run setup` wrote). Answers the statement's rows.
 */
export async function executeSql(
  sql: string,
  { state = process.env.E2E_STATE }: { state?: string } = {},
): Promise<Record<string, unknown>[]> {
  if (!state) throw new Error("E2E_STATE is not set: run the browser tests with npm run test:e2e");
  const config = process.env.E2E_WRANGLER_CONFIG ? ["-c", process.env.E2E_WRANGLER_CONFIG] : [];
  const { stdout } = await promisify(execFile)(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      state,
      ...config,
      "--yes",
      "--json",
      "--command",
      sql,
    ],
    { env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" } },
  );
  const answer = JSON.parse(stdout) as { results: Record<string, unknown>[] }[];
  return answer[0]?.results ?? [];
}
