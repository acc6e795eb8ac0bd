/**
 * Bootstraps a real database through wrangler: applies the D1 migrations, then creates once
 * what the site cannot work without (db/seed/production.ts): the developer account, the site
 * settings as placeholders, the terms without text. No sample content.
 *
 *   npm run setup -- --remote                        the deployed D1 (wrangler's own login)
 *   npm run setup -- --local [--persist-to DIR]      a rehearsal against a local state
 *
 * The developer's username is DEVELOPER_USERNAME (default "developer"); the password and
 * sub-password come from DEVELOPER_PASSWORD and DEVELOPER_SUB_PASSWORD, else they are asked
 * for on the terminal. Running it again changes nothing that exists.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { errorMessage } from "../app/lib/domain-error";
import { errorTranslator } from "../app/lib/form-failure.server";
import {
  BootstrapRefused,
  bootstrapPlan,
  EXISTING_STATE_SQL,
  type ExistingState,
  passwordProblems,
} from "../db/seed/production";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const local = args.includes("--local");
const persistAt = args.indexOf("--persist-to");
const persistTo = persistAt >= 0 ? args[persistAt + 1] : undefined;
if (remote === local || (persistTo !== undefined && !local) || (persistAt >= 0 && !persistTo)) {
  console.error("usage: npm run setup -- --remote | --local [--persist-to DIR]");
  process.exit(2);
}
const target = remote ? ["--remote"] : ["--local", ...(persistTo ? ["--persist-to", persistTo] : [])];
const env = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };

/** Runs wrangler; answers its stdout, or throws with its exit code. */
function wrangler(wranglerArgs: string[], capture: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["wrangler", ...wranglerArgs], {
      env,
      stdio: ["inherit", capture ? "pipe" : "inherit", "inherit"],
    });
    let out = "";
    child.stdout?.on("data", (chunk) => {
      out += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`wrangler ${wranglerArgs[0]} ${wranglerArgs[1]} exited with ${code}`)),
    );
  });
}

async function existingState(): Promise<ExistingState> {
  const out = await wrangler(
    ["d1", "execute", "DB", ...target, "--yes", "--json", "--command", EXISTING_STATE_SQL],
    true,
  );
  const [answer] = JSON.parse(out) as { results: { managers: number; settings: number; terms: string }[] }[];
  const row = answer?.results[0];
  if (!row) throw new Error("the database did not answer");
  return { managers: row.managers, settings: row.settings, terms: JSON.parse(row.terms) as string[] };
}

/** Reads a line without echoing it (a password on the terminal). */
function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new BootstrapRefused(
      "no terminal to ask on: set DEVELOPER_PASSWORD and DEVELOPER_SUB_PASSWORD in the environment",
    );
  }
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) write.call(rl, s);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write("\n");
      resolve(answer);
    });
  });
}

async function developerCredentials() {
  const username = process.env.DEVELOPER_USERNAME || "developer";
  const t = errorTranslator("en");
  const fromEnv = process.env.DEVELOPER_PASSWORD !== undefined;
  for (let attempt = 1; attempt <= 3; attempt++) {
    const password = process.env.DEVELOPER_PASSWORD ?? (await askHidden(`password for "${username}": `));
    const subPassword = process.env.DEVELOPER_SUB_PASSWORD ?? (await askHidden("sub-password: "));
    const problems = await passwordProblems(password, subPassword);
    if (Object.keys(problems).length === 0) {
      if (!fromEnv && (await askHidden("password again: ")) !== password) {
        console.error("the passwords do not match");
        continue;
      }
      return { username, password, subPassword };
    }
    for (const [field, key] of Object.entries(problems)) console.error(`${field}: ${errorMessage(t, key)}`);
    if (fromEnv) break;
  }
  throw new BootstrapRefused("the password and sub-password must meet the console's password rules");
}

const work = await mkdtemp(join(tmpdir(), "haneul-setup-"));
try {
  console.log(`setup: ${remote ? "remote D1 (DB)" : `local D1 (${persistTo ?? ".wrangler/state"})`}`);
  await wrangler(["d1", "migrations", "apply", "DB", ...target], false);
  console.log("setup: migrations applied");
  const existing = await existingState();
  const developer = existing.managers === 0 ? await developerCredentials() : null;
  const plan = await bootstrapPlan(existing, developer);
  if (plan.sql.length) {
    const file = join(work, "bootstrap.sql");
    await writeFile(file, `${plan.sql.join("\n")}\n`);
    await wrangler(["d1", "execute", "DB", ...target, "--yes", "--file", file], true);
  }
  for (const line of plan.done) console.log(`setup: ${line}`);
  console.log(plan.sql.length ? "setup: done" : "setup: nothing to do, the database was already set up");
} catch (error) {
  if (!(error instanceof BootstrapRefused)) throw error;
  console.error(`setup refused: ${error.message}`);
  process.exitCode = 1;
} finally {
  await rm(work, { recursive: true, force: true });
}
