// Throughput of the built worker for `npm run bench`: requests per second and latency of a
// guide page, home, /application and GET /api/health, each page's ratio to health, and the
// page-cache hit rate, with autocannon on the loopback interface. Bounded: rounds x targets x
// seconds. The targets take turns in every round, so a busy neighbour on the machine slows
// them alike; each ratio is taken within a round and the median round is reported.
import autocannon from "autocannon";

export const LOAD_TARGETS = [
  { name: "guide page", path: "/business/brand" },
  { name: "home", path: "/" },
  { name: "application", path: "/application" },
  { name: "health", path: "/api/health" },
];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function assertLoopback(base) {
  const { hostname } = new URL(base);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(hostname))
    throw new Error(`load only on loopback, not ${hostname}`);
}

/** One bounded run: rps, latency percentiles, failures and the x-page-cache answers seen. */
async function runOnce(url, { connections, seconds }) {
  const cache = { hit: 0, miss: 0, bypass: 0 };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { "accept-language": "ko-KR" },
    setupClient(client) {
      client.on("headers", ({ headers }) => {
        // A flat [name, value, name, value, ...] list.
        for (let i = 0; i < headers.length; i += 2) {
          if (String(headers[i]).toLowerCase() === "x-page-cache") cache[String(headers[i + 1])] += 1;
        }
      });
    },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    cache,
  };
}

/** Runs every target `rounds` times in turn; answers one row per target. */
export async function throughput(base, { connections = 16, seconds = 5, rounds = 3 } = {}) {
  assertLoopback(base);
  // One request each first, so the first round does not measure the first rendering alone.
  for (const { path } of LOAD_TARGETS)
    await (await fetch(base + path, { headers: { "accept-language": "ko-KR" } })).text();
  const runs = Object.fromEntries(LOAD_TARGETS.map((t) => [t.path, []]));
  for (let round = 0; round < rounds; round++) {
    for (const { path } of LOAD_TARGETS) runs[path].push(await runOnce(base + path, { connections, seconds }));
  }
  const health = runs["/api/health"];
  return LOAD_TARGETS.map(({ name, path }) => {
    const mine = runs[path];
    const ratios = mine.map((r, i) => r.rps / health[i].rps);
    const middle = mine.find((r) => r.rps === median(mine.map((x) => x.rps)));
    const cache = mine.reduce(
      (sum, r) => ({ hit: sum.hit + r.cache.hit, all: sum.all + r.cache.hit + r.cache.miss + r.cache.bypass }),
      {
        hit: 0,
        all: 0,
      },
    );
    return {
      target: name,
      path,
      "req/s": Math.round(middle.rps),
      "req/s min-max": `${Math.round(Math.min(...mine.map((r) => r.rps)))}-${Math.round(Math.max(...mine.map((r) => r.rps)))}`,
      "p50 ms": middle.p50,
      "p99 ms": middle.p99,
      "x health": path === "/api/health" ? "1.00" : median(ratios).toFixed(2),
      "cache hits": cache.all ? `${((100 * cache.hit) / cache.all).toFixed(1)}%` : "n/a",
      failed: mine.reduce((n, r) => n + r.failed, 0),
    };
  });
}
