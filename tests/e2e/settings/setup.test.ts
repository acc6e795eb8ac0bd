import assert from "node:assert/strict";
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { after, before, describe, it } from "node:test";
import { basic, SEEDED } from "../../support/console.ts";
import { executeSql, untilAnswering } from "../../support/e2e-state.ts";

/*
 * `npm run setup -- --local` against a fresh local state, as a first deploy runs it with
 * --remote: then the built worker is served on that state and the developer signs in.
 */

const quiet = { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" };
const config = process.env.E2E_WRANGLER_CONFIG;
const USERNAME = "ops-admin";
const PASSWORD = "Rk7#vLm2qz";
const SUB_PASSWORD = "Tz9!pWn4xb";

let state = "";

type Run = { code: number; out: string };

/** npm run setup -- --local on this file's state, with the developer's variables given. */
function setup(vars: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      "npx",
      ["tsx", "scripts/setup.ts", "--local", "--persist-to", state],
      { env: { ...quiet, ...vars, DEVELOPER_USERNAME: USERNAME } as unknown as NodeJS.ProcessEnv, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** Row counts of several tables (`table` or `table where …`), in one call to the local D1. */
async function counts(tables: string[]): Promise<Record<string, number>> {
  const columns = tables.map((t, i) => `(select count(*) from ${t}) as c${i}`).join(", ");
  const [row = {}] = await executeSql(`select ${columns}`, { state });
  return Object.fromEntries(tables.map((t, i) => [t, Number(row[`c${i}`] ?? -1)]));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

describe("npm run setup on a fresh database", () => {
  before(async () => {
    await mkdir(".wrangler", { recursive: true });
    state = await mkdtemp(".wrangler/setup-test-");
  });
  after(async () => {
    await rm(state, { recursive: true, force: true });
  });

  it("refuses a password the console would refuse, and creates nothing", async () => {
    const weak = await setup({ DEVELOPER_PASSWORD: "Password1!", DEVELOPER_SUB_PASSWORD: SUB_PASSWORD });
    assert.equal(weak.code, 1);
    assert.match(weak.out, /password: This password is too common/);
    assert.match(weak.out, /setup refused/);
    const local = await setup({ DEVELOPER_PASSWORD: SEEDED.developer.password, DEVELOPER_SUB_PASSWORD: SUB_PASSWORD });
    assert.equal(local.code, 1);
    assert.deepEqual(await counts(["managers"]), { managers: 0 });
  });

  it("applies the migrations and creates the account, placeholder settings and terms once, and no sample content", async () => {
    const first = await setup({ DEVELOPER_PASSWORD: PASSWORD, DEVELOPER_SUB_PASSWORD: SUB_PASSWORD });
    assert.equal(first.code, 0, first.out);
    assert.match(first.out, /developer account "ops-admin" created/);
    assert.match(first.out, /terms created without text: privacy, application, marketing/);
    const again = await setup({});
    assert.equal(again.code, 0, again.out);
    assert.match(again.out, /nothing to do/);
    const sample = ["term_versions", "notices", "applications", "questions", "rounds", "popups", "faqs", "posts"];
    const site = "settings where key = 'site' and sample = 1";
    assert.deepEqual(await counts(["managers", site, "terms", ...sample]), {
      managers: 1,
      [site]: 1,
      terms: 3,
      ...Object.fromEntries(sample.map((t) => [t, 0])),
    });
  });

  describe("served by the built worker", () => {
    let server: ChildProcess | null = null;
    let base = "";
    before(async () => {
      assert.ok(config, "E2E_WRANGLER_CONFIG is not set: run with npm run test:e2e");
      // Its own set-up state, whether or not the tests above ran (a second run changes nothing).
      const done = await setup({ DEVELOPER_PASSWORD: PASSWORD, DEVELOPER_SUB_PASSWORD: SUB_PASSWORD });
      assert.equal(done.code, 0, done.out);
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      const args = [
        "wrangler",
        "dev",
        "-c",
        config,
        "--persist-to",
        state,
        "--ip",
        "127.0.0.1",
        "--port",
        String(port),
        // Its own inspector port: wrangler's default (9229) races with the other files' servers.
        "--inspector-port",
        String(await freePort()),
      ];
      args.push("--show-interactive-dev-session=false", "--log-level", "warn");
      args.push("--var", "APP_ENV:test", "--var", `DEVELOPER_USERNAME:${USERNAME}`);
      server = spawn("npx", args, { stdio: "ignore", env: quiet, detached: true });
      await untilAnswering(`${base}/api/health`, 180_000);
    });
    after(() => {
      if (server?.pid) {
        try {
          process.kill(-server.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    });

    it("signs the developer in to the console with the password given to setup, and nobody with the local defaults", async () => {
      const login = await fetch(`${base}/api/auth/refreshToken`, { headers: basic(USERNAME, PASSWORD) });
      assert.equal(login.status, 200);
      const { refreshToken } = (await login.json()) as { refreshToken: string };
      const access = await fetch(`${base}/api/auth/accessToken`, {
        headers: { authorization: `Bearer ${refreshToken}` },
      });
      assert.equal(access.status, 200);
      const { accessToken } = (await access.json()) as { accessToken: string };
      const me = await fetch(`${base}/api/console/me`, { headers: { authorization: `Bearer ${accessToken}` } });
      assert.equal(me.status, 200);
      assert.match(await me.text(), /"ops-admin"/);
      const wrong = await fetch(`${base}/api/auth/refreshToken`, { headers: basic(USERNAME, `${PASSWORD}x`) });
      assert.equal(wrong.status, 401);
      const seeded = await fetch(`${base}/api/auth/refreshToken`, {
        headers: basic(SEEDED.developer.username, SEEDED.developer.password),
      });
      assert.equal(seeded.status, 401);
    });
  });
});
