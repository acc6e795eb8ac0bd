// One fresh server per browser-test file, from a pool kept warm. The test runner runs files in
// parallel; each file's process connects to this broker (tests/support/browser.ts), which hands
// it a server already answering on its own copy of the migrated and seeded state, and answers
// its URL and state folder. When the file's process ends, its connection closes and the broker
// stops that server and drops its state. A server is never handed to a second file: the pool
// only starts servers ahead of need, so a file does not wait for workerd to start.
import { cp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { freePort, serveBuilt, stopGroup, waitFor } from "./lib.mjs";

/**
 * Starts the broker and `warm` servers ahead of the first files (one for each file that starts
 * at once); answers the broker's port and a stop function that ends every server it started.
 * Once those are leased, one server is kept started ahead for the next file: more would start
 * servers no file takes at the end, and compete with the running files for the CPU.
 */
export async function startServerBroker({ buildDir, seededState, work, vars, stdio, warm = 1 }) {
  const running = new Set();
  let next = 0;
  let stopped = false;

  /** Copies the seeded state and serves the build on it until it answers; resolves its lease. */
  async function startServer() {
    const persistTo = `${work}/state-${next++}`;
    // A plain copy: the seeded state is a few MB of SQLite files and R2 blobs.
    await cp(seededState, persistTo, { recursive: true });
    // Each server gets its own ports, the inspector's included (serveBuilt). A port is free
    // when freePort answers and taken only when wrangler binds it, so another process can
    // still take it in between: a server that exits before answering starts again on others.
    for (let attempt = 1; ; attempt++) {
      if (stopped) throw new Error("the broker has stopped");
      const port = await freePort();
      const inspectorPort = await freePort();
      const server = serveBuilt({ port, inspectorPort, persistTo, buildDir, vars, stdio });
      running.add(server);
      const exited = new Promise((resolve) => server.once("exit", () => resolve("exited")));
      const baseUrl = `http://127.0.0.1:${port}`;
      // Generous: a loaded machine starts workerd slowly, and a file waits for its server anyway.
      const up = waitFor(`${baseUrl}/api/health`, 180_000).then(
        () => "up",
        (error) => error,
      );
      const outcome = await Promise.race([up, exited]);
      if (outcome === "up") return { server, baseUrl, persistTo };
      stopGroup(server);
      running.delete(server);
      if (outcome instanceof Error) throw outcome;
      if (attempt === 3) throw new Error(`the server on ${baseUrl} exited before answering, three times`);
    }
  }

  async function release(lease) {
    stopGroup(lease.server);
    running.delete(lease.server);
    await rm(lease.persistTo, { recursive: true, force: true }).catch(() => {});
  }

  /** Servers starting or answering that no file has leased yet, oldest first. */
  const pool = [];
  let ahead = warm;
  const refill = () => {
    while (!stopped && pool.length < ahead) {
      const starting = startServer();
      // Its failure is reported to the file that leases it.
      starting.catch(() => {});
      pool.push(starting);
    }
  };

  const broker = createServer((socket) => {
    let closed = false;
    let lease;
    socket.on("close", () => {
      closed = true;
      if (lease) release(lease);
    });
    socket.on("error", () => {});
    const starting = pool.shift() ?? startServer();
    ahead = Math.max(1, ahead - 1);
    refill();
    starting.then(
      (started) => {
        if (closed) return release(started);
        lease = started;
        socket.write(`${started.baseUrl} ${started.persistTo}\n`);
      },
      (error) => socket.end(`error ${error.message}\n`),
    );
  });
  await new Promise((resolve) => broker.listen(0, "127.0.0.1", resolve));
  refill();
  return {
    port: broker.address().port,
    stop() {
      stopped = true;
      broker.close();
      for (const server of running) stopGroup(server);
    },
  };
}
