// One fresh server per browser-test file. The test runner runs files in parallel; each file's
// process connects to this broker (tests/support/browser.ts), which copies the migrated and
// seeded state, serves the built worker on a free port and answers its URL and state folder. When the file's
// process ends, its connection closes and the broker stops that server and drops its state.
import { cp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { freePort, serveBuilt, stopGroup, waitFor } from "./lib.mjs";

/** Starts the broker; answers its port and a stop function that ends every server it started. */
export async function startServerBroker({ buildDir, seededState, work, vars, stdio }) {
  const running = new Set();
  let next = 0;
  const broker = createServer((socket) => {
    const persistTo = `${work}/state-${next++}`;
    let server;
    let closed = false;
    const end = async () => {
      closed = true;
      if (server) {
        stopGroup(server);
        running.delete(server);
      }
      await rm(persistTo, { recursive: true, force: true }).catch(() => {});
    };
    socket.on("close", end);
    socket.on("error", () => {});
    (async () => {
      await cp(seededState, persistTo, { recursive: true });
      // Each server gets its own ports, the inspector's included (serveBuilt). A port is free
      // when freePort answers and taken only when wrangler binds it, so another process can
      // still take it in between: a server that exits before answering starts again on others.
      for (let attempt = 1; ; attempt++) {
        const port = await freePort();
        const inspectorPort = await freePort();
        if (closed) return;
        const started = serveBuilt({ port, inspectorPort, persistTo, buildDir, vars, stdio });
        server = started;
        running.add(started);
        const exited = new Promise((resolve) => started.once("exit", () => resolve("exited")));
        const baseUrl = `http://127.0.0.1:${port}`;
        // Generous: a loaded machine starts workerd slowly, and a file waits for its server anyway.
        const up = waitFor(`${baseUrl}/api/health`, 180_000).then(
          () => "up",
          (error) => error,
        );
        const outcome = await Promise.race([up, exited]);
        if (outcome === "up") {
          socket.write(`${baseUrl} ${persistTo}\n`);
          return;
        }
        if (outcome instanceof Error) throw outcome;
        running.delete(started);
        if (attempt === 3) throw new Error(`the server on ${baseUrl} exited before answering, three times`);
      }
    })().catch((error) => {
      socket.end(`error ${error.message}\n`);
    });
  });
  await new Promise((resolve) => broker.listen(0, "127.0.0.1", resolve));
  return {
    port: broker.address().port,
    stop() {
      broker.close();
      for (const server of running) stopGroup(server);
    },
  };
}
