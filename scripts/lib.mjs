// Helpers for the npm scripts: run project binaries under the Node that npm put on PATH.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * wrangler's own entry, run with this Node rather than through npx: a browser-test run starts
 * a server per file, and npx costs half a second of CPU each time before wrangler starts.
 */
const WRANGLER = join(dirname(createRequire(import.meta.url).resolve("wrangler/package.json")), "bin/wrangler.js");

export const quietEnv = {
  ...process.env,
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_SEND_METRICS: "false",
};

/** Commands `run` has started and that have not ended yet, for `onStopSignal` to end. */
const runningCommands = new Set();

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: quietEnv, ...options });
    runningCommands.add(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      runningCommands.delete(child);
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code ?? signal}`));
    });
  });
}

/**
 * On SIGINT or SIGTERM (Ctrl-C, a CI job cancelled): ends the commands `run` started, then
 * runs `cleanup` (stopping servers, which run in their own process groups and would otherwise
 * outlive us, and removing scratch folders), then exits as a process killed by that signal.
 */
export function onStopSignal(cleanup) {
  let stopping = false;
  for (const [signal, number] of [
    ["SIGINT", 2],
    ["SIGTERM", 15],
  ]) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      for (const child of runningCommands) child.kill("SIGTERM");
      try {
        await cleanup();
      } finally {
        process.exit(128 + number);
      }
    });
  }
}

/**
 * Builds the worker into `buildDir`, applies the D1 migrations and seeds D1/R2 under
 * `persistTo` (npm start, the browser tests and the bench).
 */
export async function prepare({ buildDir = "build", persistTo }) {
  const env = { ...quietEnv, BUILD_DIR: buildDir };
  await run("npx", ["react-router", "build", "--logLevel", "warn"], { env });
  await run(process.execPath, [WRANGLER, "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo], {
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The seed writes through a local Miniflare proxy, which a loaded machine sometimes drops
  // mid-batch ("other side closed"). Its rows go in one batch, a transaction, and a complete
  // seed is left as it is, so running it once more is safe.
  for (let attempt = 1; ; attempt++) {
    try {
      await run("npx", ["tsx", "scripts/seed.ts", "--persist-to", persistTo], { env });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
      console.error(`${error.message}; seeding once more`);
    }
  }
}

/** Starts the built worker with wrangler dev on 127.0.0.1; returns the child process. */
export function serveBuilt({ port, inspectorPort, persistTo, buildDir = "build", vars = {}, stdio = "inherit" }) {
  const args = [
    WRANGLER,
    "dev",
    "-c",
    `${buildDir}/server/wrangler.json`,
    "--persist-to",
    persistTo,
    "--ip",
    "127.0.0.1",
    "--port",
    String(port),
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
  ];
  // Without one, wrangler takes 9229 if it looks free: two servers starting at once both
  // take it and the second exits with "Address already in use".
  if (inspectorPort) args.push("--inspector-port", String(inspectorPort));
  for (const [k, v] of Object.entries(vars)) args.push("--var", `${k}:${v}`);
  return spawn(process.execPath, args, { stdio, env: quietEnv, detached: true });
}

/** Waits until GET url answers 200, or throws after `ms`. */
export async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Ends a server started by `serveBuilt` and everything it started (its own process group). */
export function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** A fresh scratch folder under .wrangler/ (which a fresh clone does not have yet). */
export async function scratchDir(prefix) {
  const { mkdir, mkdtemp } = await import("node:fs/promises");
  await mkdir(".wrangler", { recursive: true });
  return mkdtemp(`.wrangler/${prefix}-`);
}

/**
 * Builds and seeds the worker in a fresh scratch folder, serves it on a free port and, once
 * it is healthy, runs `use(baseUrl, work)`: the folders (for a caller that reads the local
 * D1/R2 afterwards), the server's process group id (`pgid()`, for its CPU time) and
 * `restart()`, which kills the whole group hard (SIGKILL, as a crash would) and serves the
 * same build on the same port and persisted state again. Then stops the server and removes
 * the folder.
 */
export async function withBuiltServer({ prefix, vars, stdio }, use) {
  const { rm } = await import("node:fs/promises");
  const dir = await scratchDir(prefix);
  const buildDir = `${dir}/build`;
  const persistTo = `${dir}/state`;
  await prepare({ buildDir, persistTo });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inspectorPort = await freePort();
  let server = serveBuilt({ port, inspectorPort, persistTo, buildDir, vars, stdio });
  onStopSignal(async () => {
    stopGroup(server);
    await rm(dir, { recursive: true, force: true });
  });
  const work = {
    buildDir,
    persistTo,
    inspectorPort,
    pgid: () => server.pid,
    async restart() {
      killGroup(server);
      server = serveBuilt({ port, inspectorPort, persistTo, buildDir, vars, stdio });
      await waitFor(`${baseUrl}/api/health`, 120_000);
    },
  };
  try {
    await waitFor(`${baseUrl}/api/health`);
    return await use(baseUrl, work);
  } finally {
    stopGroup(server);
    await rm(dir, { recursive: true, force: true });
  }
}

/** Kills the server's whole process group at once (wrangler, workerd): no shutdown runs. */
export function killGroup(child) {
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {
    // already gone
  }
}
