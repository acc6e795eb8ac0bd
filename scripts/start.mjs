// npm start: build, migrate and seed the local D1/R2, then serve the built worker.
import { prepare, serveBuilt, stopGroup } from "./lib.mjs";

const port = Number(process.env.PORT ?? 8787);
const persistTo = ".wrangler/state";

await prepare({ persistTo });

console.log(`\n  하늘채움 행복주택: http://127.0.0.1:${port}\n`);
const server = serveBuilt({ port, persistTo });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopGroup(server);
    process.exit(0);
  });
}
server.on("exit", (code) => process.exit(code ?? 0));
