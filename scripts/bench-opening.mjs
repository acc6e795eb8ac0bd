// npm run bench -- --opening: the opening minute of a round. N applicants, from C
// concurrent clients, each: the sandbox identity verification through its pages (start,
// provider step, sandbox page, answer), the draft (POST, then the steps in one PUT),
// two small PDFs (the youth checklist's required documents), submit. One in ten submits twice
// at once with the same token (a double click). Against the built worker on loopback only;
// bounded by N. The first applicants go one at a time (the calibration: the server's CPU per
// step, read from /proc), then the rest from C clients at once, with a progress line every few
// seconds. Prints throughput, p50/p99 per step and the counts, then checks D1 and R2 (every
// receipt given stored once, nothing half-written, nothing in R2 without its row) as PASS/FAIL
// lines, writes the figures as JSON for `npm run capacity`, and exits non-zero on a failure.
// Options: --applicants=N (1000), --clients=C (100), --calibrate=K (10, 0 for none),
// --kill (SIGKILL the server's process group halfway through the burst and start it again on
// the same state; clients retry with the same tokens), --out=FILE (.bench/opening-N-C.json),
// --waiting-room=<capacity> (the open round's waiting room on at that capacity; the clients
// wait in it through scripts/waiting-room-client.mjs), --adversaries=N (with the room on: N
// more clients trying to get past it during the burst, scripts/bench-adversaries.mjs, and the
// fairness invariants), --profile=FILE (the worker's CPU profile over the burst, from its
// inspector, as a .cpuprofile for Chrome's DevTools).
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { ADVERSARY_KINDS, adversary, fairnessChecks, RoomLog } from "./bench-adversaries.mjs";
import { groupCpuMs, ownCpuMs } from "./bench-cpu.mjs";
import { checkLines } from "./bench-invariants.ts";
import { startProgress } from "./bench-progress.mjs";
import { census, checkInvariants, withState } from "./bench-state.mjs";
import { withBuiltServer } from "./lib.mjs";
import { isWaiting, newRoomStats, throughRoom } from "./waiting-room-client.mjs";

const STEPS = ["verify", "start", "draft", "upload", "submit"];
/** What the local server reports per request of its D1 use: round trips, statements, writes, at the primary. */
const D1_KEYS = ["calls", "statements", "writes", "primary"];
const YOUTH_STEPS = {
  details: { email: "bench@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" },
  supply: { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" },
  answers: { isHomeless: "true", isAsset: "false", isCar: "false" },
};
const PDF = new TextEncoder().encode("%PDF-1.4\n% bench document\n%%EOF\n");

const option = (args, name, fallback, min = 1) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split("=")[1]) : fallback;
  if (!Number.isInteger(value) || value < min || value > 10_000) throw new Error(`--${name} must be ${min}..10000`);
  return value;
};

const percentile = (xs, p) => {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * Starts the sampling profiler of the worker's isolate through wrangler's inspector; `stop()`
 * answers the profile (Chrome's .cpuprofile format).
 */
async function startProfile(port) {
  const [target] = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  // wrangler's inspector proxy accepts local origins only, and Node's WebSocket sends none.
  const ws = new WebSocket(target.webSocketDebuggerUrl, { headers: { origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = reject;
  });
  let seq = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    pending.get(message.id)?.(message.result);
    pending.delete(message.id);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      const id = ++seq;
      pending.set(id, resolve);
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send("Profiler.enable");
  await send("Profiler.setSamplingInterval", { interval: 200 });
  await send("Profiler.start");
  return {
    async stop() {
      const { profile } = await send("Profiler.stop");
      ws.close();
      return profile;
    },
  };
}

/** The connection failed or dropped (the server is down or was killed): the journey is retried. */
class NetworkError extends Error {}

/**
 * One applicant's browser: its cookies, its own client address (as Cloudflare would give it;
 * the local server keeps a cf-connecting-ip it is sent), and every answer's status counted.
 * Applicants come from many places, so the per-client limits do not stop the run. Every
 * request of the bench goes through `fetch` here.
 */
class Client {
  cookies = new Map();
  constructor(base, tally, ip, { who = ip, honest = true } = {}) {
    this.base = base;
    this.tally = tally;
    this.ip = ip;
    this.who = who;
    this.honest = honest;
  }

  /** A request as the applicant's browser makes it, through the waiting room when one is on. */
  fetch(path, init = {}) {
    return throughRoom(
      (p) => this.send(p),
      () => this.send(path, init),
      this.tally.room,
    );
  }

  async send(path, init = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", this.base);
    headers.set("cf-connecting-ip", this.ip);
    headers.set("accept-language", "ko-KR");
    // The local server answers what the request asked of D1 (worker/bench-d1-count.ts).
    headers.set("x-bench-d1", "1");
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    this.tally.inFlight += 1;
    const sentAt = performance.now();
    let res;
    try {
      res = await fetch(this.base + path, { ...init, headers, redirect: "manual" });
    } catch (error) {
      this.tally.networkErrors += 1;
      throw new NetworkError(`network: ${error.cause?.code ?? error.message}`);
    } finally {
      this.tally.inFlight -= 1;
    }
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.tally.requests += 1;
    this.tally.roomLog?.record(this, path, init.method ?? "GET", sentAt, res);
    if (res.status >= 500 && !isWaiting(res)) this.tally.serverErrors += 1;
    for (const [, key, n] of (res.headers.get("x-bench-d1") ?? "").matchAll(/(\w+)=(\d+)/g)) {
      this.tally.d1[key] = (this.tally.d1[key] ?? 0) + Number(n);
    }
    return res;
  }

  /** The answer's body as text; a connection dropped while it streamed is a NetworkError. */
  async text(res) {
    try {
      return await res.text();
    } catch (error) {
      this.tally.networkErrors += 1;
      throw new NetworkError(`network: ${error.cause?.code ?? error.message}`);
    }
  }

  async json(method, path, body) {
    const res = await this.fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await this.text(res);
    let parsed = {};
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the status tells
    }
    return { status: res.status, headers: res.headers, body: parsed };
  }
}

const expect = (ok, what) => {
  if (!ok) throw new Error(what);
};

/** The sandbox verification through its pages, as a browser goes; answers the verification id. */
async function verify(client, personId) {
  const form = (fields) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const started = await client.fetch(
    "/common/kcp/cert/request",
    form({ purpose: "application", returnTo: "/form/application" }),
  );
  expect(started.status === 303, `start ${started.status}`);
  const step = await client.fetch(started.headers.get("location"));
  const order = /name="ordr_idxx" value="([^"]+)"/.exec(await client.text(step))?.[1];
  expect(step.status === 200 && order, `provider step ${step.status}`);
  const sandbox = await client.fetch(`/common/kcp/cert/sandbox?ordr_idxx=${order}`);
  expect(sandbox.status === 200, `sandbox page ${sandbox.status}`);
  await client.text(sandbox);
  const answer = { ordr_idxx: order, res_cd: "0000", name: "김벤치", birth: "19950301", phone: "01012345678" };
  const answered = await client.fetch("/common/kcp/cert/response", form({ ...answer, gender: "FEMALE", personId }));
  // A success goes straight back to the return path, with the verification's id.
  const to = new URL(answered.headers.get("location") ?? "", client.base);
  expect(answered.status === 303 && to.searchParams.get("verification"), `answer ${answered.status}`);
  return to.searchParams.get("verification");
}

async function upload(client, id, name) {
  const body = new FormData();
  body.append("name", name);
  body.append("upload", new File([PDF], `${name}.pdf`, { type: "application/pdf" }));
  const res = await client.fetch(`/api/v1/application/${id}/upload`, { method: "POST", body });
  await client.text(res);
  expect(res.status === 201, `upload ${res.status}`);
}

/**
 * One applicant's journey; each step's duration goes to `times`, and with a `meter` (the
 * calibration, one applicant at a time) the server's CPU and the requests of each step too.
 * A journey after a dropped connection starts over with the same person and submit token: a
 * new verification finds the draft (200) or the submitted application (409 with its Location),
 * and the submit with the same token answers the receipt it already made.
 */
async function journey(client, i, run, token, ctx) {
  const { tally, times, meter } = ctx;
  const timed = async (step, work) => {
    const t0 = performance.now();
    const cpu0 = meter ? groupCpuMs(meter.pgid) : 0;
    const requests0 = tally.requests;
    const d1 = { ...tally.d1 };
    const out = await work();
    times[step].push(performance.now() - t0);
    if (meter) {
      meter.cpuMs[step] += groupCpuMs(meter.pgid) - cpu0;
      meter.requests[step] += tally.requests - requests0;
      for (const key of D1_KEYS) meter.d1[step][key] += tally.d1[key] - d1[key];
    }
    return out;
  };
  const verificationId = await timed("verify", () => verify(client, `bench-${run}-${i}`));
  const started = await timed("start", () =>
    client.json("POST", "/api/v1/application", { verificationId, terms: ["privacy", "application"] }),
  );
  // The adversaries' pool: this jar, its admission now taken by this journey.
  ctx.pool?.bound.push(new Map(client.cookies));
  const location = started.headers.get("location") ?? "";
  const submittedBefore = started.status === 409 && location;
  expect(started.status === 201 || started.status === 200 || submittedBefore, `start ${started.status}`);
  const id = started.body.id ?? location.split("/").pop();
  if (!submittedBefore) {
    const drafted = await timed("draft", () => client.json("PUT", `/api/v1/application/${id}`, { steps: YOUTH_STEPS }));
    expect(drafted.status === 200, `draft ${drafted.status}`);
    await timed("upload", async () => {
      await upload(client, id, "idCard");
      await upload(client, id, "residence");
    });
  }
  const submit = () => client.json("PUT", `/api/v1/application/${id}`, { submit: token });
  const answers = await timed("submit", () => Promise.all(i % 10 === 0 ? [submit(), submit()] : [submit()]));
  for (const a of answers) expect(a.status === 200 && a.body.receiptNo, `submit ${a.status} ${a.body.message ?? ""}`);
  ctx.pool?.spent.push(new Map(client.cookies));
  if (answers.length === 2) {
    tally.doubleSubmits += 1;
    if (answers[0].body.receiptNo !== answers[1].body.receiptNo) tally.doubleReceipts += 1;
  }
  return answers.map((a) => ({ id, receiptNo: a.body.receiptNo }));
}

/** Waits until the server answers its health check again (after a kill), up to three minutes. */
async function serverBack(base) {
  const end = Date.now() + 180_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // still down
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not come back");
}

/** One applicant, from its own address, retried whole (same token) after a dropped connection. */
async function applicant(base, i, run, ctx) {
  // 198.18.0.0/15 is set aside for benchmarks (RFC 2544).
  const client = new Client(base, ctx.tally, `198.18.${(i >> 8) & 255}.${i & 255}`);
  const token = randomUUID().replaceAll("-", "");
  for (let attempt = 1; ; attempt++) {
    try {
      return await journey(client, i, run, token, ctx);
    } catch (error) {
      if (!(error instanceof NetworkError) || attempt >= 5) throw error;
      ctx.tally.retries += 1;
      await serverBack(base);
    }
  }
}

/** Median and 99th percentile of each step, in ms. */
const stepFigures = (times) =>
  Object.fromEntries(
    STEPS.map((s) => [
      s,
      { n: times[s].length, p50: Math.round(percentile(times[s], 50)), p99: Math.round(percentile(times[s], 99)) },
    ]),
  );

/** What the run added per applicant: rows per table, D1 rows written (rows plus index entries), R2. */
function storagePerApplicant(before, after, applicants) {
  const rows = {};
  let rowsWritten = 0;
  for (const [table, n] of Object.entries(after.rows)) {
    const added = n - (before.rows[table] ?? 0);
    if (added <= 0) continue;
    rows[table] = added / applicants;
    rowsWritten += (added * (1 + (after.indexes[table] ?? 0))) / applicants;
  }
  return {
    rowsAddedPerApplicant: rows,
    rowsAddedWrittenEstimatePerApplicant: rowsWritten,
    indexesPerTable: after.indexes,
    r2ObjectsPerApplicant: (after.objects - before.objects) / applicants,
    r2BytesPerApplicant: (after.bytes - before.bytes) / applicants,
  };
}

export async function benchOpening(args) {
  const applicants = option(args, "applicants", 1000);
  const clients = option(args, "clients", 100);
  const calibrate = Math.min(option(args, "calibrate", 10, 0), applicants);
  const kill = args.includes("--kill");
  const out =
    args.find((a) => a.startsWith("--out="))?.slice("--out=".length) ??
    `.bench/opening-${applicants}-${clients}${kill ? "-kill" : ""}.json`;
  const profileTo = args.find((a) => a.startsWith("--profile="))?.slice("--profile=".length);
  let failed = false;
  await withBuiltServer({ prefix: "bench-opening", stdio: ["ignore", "ignore", "inherit"] }, async (base, work) => {
    const { hostname } = new URL(base);
    if (!["127.0.0.1", "localhost"].includes(hostname)) throw new Error(`loopback only, not ${hostname}`);
    const before = await withState(work.persistTo, census);
    const since = Date.now();
    const run = since.toString(36);
    const tally = {
      requests: 0,
      serverErrors: 0,
      networkErrors: 0,
      inFlight: 0,
      retries: 0,
      doubleSubmits: 0,
      doubleReceipts: 0,
      done: 0,
      failed: 0,
      d1: Object.fromEntries(D1_KEYS.map((k) => [k, 0])),
      room: newRoomStats(),
    };
    // --waiting-room=<capacity>: the seeded open round's room on, at that capacity.
    const capacity = args.some((a) => a.startsWith("--waiting-room=")) ? option(args, "waiting-room") : null;
    const adversaries = capacity ? option(args, "adversaries", 0, 0) : 0;
    // Every answer of the room, honest and adversary, for the fairness invariants.
    if (capacity) tally.roomLog = new RoomLog();
    const pool = { bound: [], spent: [] };
    const adversaryTally = {
      requests: 0,
      serverErrors: 0,
      networkErrors: 0,
      inFlight: 0,
      d1: Object.fromEntries(D1_KEYS.map((k) => [k, 0])),
      roomLog: tally.roomLog,
    };
    const adversaryStats = {};
    if (capacity) {
      await withState(work.persistTo, (env) =>
        env.DB.prepare("UPDATE rounds SET waiting_room = 1, waiting_capacity = ?").bind(capacity).run(),
      );
    }
    const times = Object.fromEntries(STEPS.map((s) => [s, []]));
    const given = [];
    const failures = new Map();
    const one = async (i, meter, stepTimes) => {
      try {
        given.push(...(await applicant(base, i, run, { tally, times: stepTimes, meter, pool })));
        tally.done += 1;
      } catch (error) {
        tally.failed += 1;
        const key = String(error.message ?? error).slice(0, 80);
        failures.set(key, (failures.get(key) ?? 0) + 1);
      }
    };

    // Calibration: one applicant at a time, so the server's CPU between a step's start and end is that step's.
    const meter = {
      pgid: work.pgid(),
      cpuMs: Object.fromEntries(STEPS.map((s) => [s, 0])),
      requests: Object.fromEntries(STEPS.map((s) => [s, 0])),
      d1: Object.fromEntries(STEPS.map((s) => [s, Object.fromEntries(D1_KEYS.map((k) => [k, 0]))])),
    };
    for (let i = 0; i < calibrate; i++) await one(i, meter, times);
    const calibration = Object.fromEntries(
      STEPS.map((s) => [
        s,
        {
          requestsPerApplicant: meter.requests[s] / Math.max(1, calibrate),
          cpuMsPerApplicant: meter.cpuMs[s] / Math.max(1, calibrate),
          cpuMsPerRequest: meter.requests[s] ? meter.cpuMs[s] / meter.requests[s] : 0,
          d1PerApplicant: Object.fromEntries(D1_KEYS.map((k) => [k, meter.d1[s][k] / Math.max(1, calibrate)])),
        },
      ]),
    );
    const burstTimes = Object.fromEntries(STEPS.map((s) => [s, []]));
    const requests0 = tally.requests;
    const done0 = tally.done;
    const stopProgress = startProgress({ total: applicants, read: () => tally });

    // The burst: C clients at once over the rest; with --kill, the server dies halfway through.
    let next = calibrate;
    const burst = applicants - calibrate;
    let killedAt = null;
    const killer = kill
      ? (async () => {
          while (tally.done - done0 + tally.failed < burst / 2) await new Promise((r) => setTimeout(r, 200));
          killedAt = { done: tally.done, inFlight: tally.inFlight };
          process.stderr.write(
            `-- SIGKILL of the server's process group with ${tally.inFlight} requests in flight --\n`,
          );
          const t = performance.now();
          await work.restart();
          killedAt.downMs = Math.round(performance.now() - t);
          process.stderr.write(`-- server back after ${killedAt.downMs} ms --\n`);
        })()
      : null;
    const profiler = profileTo ? await startProfile(work.inspectorPort) : null;
    const cpu0 = groupCpuMs(work.pgid());
    const own0 = ownCpuMs();
    const t0 = performance.now();
    let burstOver = false;
    const attackers = Array.from({ length: adversaries }, (_, k) => {
      const kind = ADVERSARY_KINDS[k % ADVERSARY_KINDS.length];
      // Minting from IPv6 /64s of the documentation prefix, the others from 198.19.0.0/16.
      const ip = kind === "mint" ? `2001:db8:${k.toString(16)}::1` : `198.19.${(k >> 8) & 255}.${k & 255}`;
      const client = new Client(base, adversaryTally, ip, { who: `${kind}-${k}`, honest: false });
      return adversary(kind, client, pool, () => burstOver, adversaryStats).catch((error) => {
        adversaryStats.errors = (adversaryStats.errors ?? 0) + 1;
        process.stderr.write(`adversary ${kind}-${k}: ${error.message}\n`);
      });
    });
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < applicants) {
          const i = next++;
          await one(i, null, burstTimes);
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    burstOver = true;
    await Promise.all(attackers);
    // After a kill the group is a new one: its CPU counts from its start (the first group's is lost).
    const serverCpuMs = kill ? null : groupCpuMs(work.pgid()) - cpu0;
    const benchCpuMs = ownCpuMs() - own0;
    if (profiler) await writeFile(profileTo, JSON.stringify(await profiler.stop()));
    await killer;
    stopProgress();
    for (const s of STEPS) times[s].push(...burstTimes[s]);

    const { after, checks } = await withState(work.persistTo, async (env) => ({
      after: await census(env),
      checks: await checkInvariants(env.DB, env.FILES, given, since),
    }));
    const accepted = new Set(given.map((g) => g.id)).size;
    const added = after.rows.applications - before.rows.applications;
    checks.unshift(
      {
        name: "every applicant finished with a receipt",
        pass: accepted === applicants && tally.failed === 0,
        detail: `${accepted} of ${applicants}`,
      },
      {
        name: "one application stored per applicant",
        pass: added === applicants,
        detail: `${added} stored for ${applicants}`,
      },
      { name: "no 5xx", pass: tally.serverErrors === 0, detail: `${tally.serverErrors} of ${tally.requests} answers` },
    );
    if (capacity) {
      checks.push(...fairnessChecks(tally.roomLog, adversaryStats, { adversaries }));
      if (adversaries) {
        checks.push({
          name: "no 5xx to the adversaries",
          pass: adversaryTally.serverErrors === 0 && !adversaryStats.errors,
          detail: `${adversaryTally.serverErrors} of ${adversaryTally.requests} answers, ${adversaryStats.errors ?? 0} loops failed`,
        });
      }
    }

    const burstApplicants = tally.done - done0;
    const figures = {
      applicants,
      clients,
      calibrate,
      kill,
      killedAt,
      seconds: Number(seconds.toFixed(1)),
      applicantsPerSecond: Number((burstApplicants / seconds).toFixed(2)),
      requestsPerSecond: Number(((tally.requests - requests0) / seconds).toFixed(1)),
      requests: tally.requests,
      requestsPerApplicant: Number((tally.requests / applicants).toFixed(2)),
      steps: stepFigures(times),
      burstSteps: stepFigures(burstTimes),
      counts: {
        accepted,
        failed: tally.failed,
        serverErrors: tally.serverErrors,
        networkErrors: tally.networkErrors,
        retries: tally.retries,
        doubleSubmits: tally.doubleSubmits,
        doubleReceipts: tally.doubleReceipts,
      },
      // The queue's longest wait, once a waiting room admits the applicants (ms); null without one.
      longestWaitMs: tally.room.waits.length ? Math.round(tally.room.waits.reduce((a, b) => Math.max(a, b))) : null,
      cpu: {
        calibration,
        serverCpuMsPerApplicantInBurst: serverCpuMs === null ? null : serverCpuMs / burstApplicants,
        serverCoresInBurst: serverCpuMs === null ? null : serverCpuMs / 1000 / seconds,
        benchCpuMsPerApplicant: benchCpuMs / burstApplicants,
      },
      storage: storagePerApplicant(before, after, applicants),
      // Every D1 round trip, statement and write of the run (retried journeys too), per applicant.
      d1PerApplicant: Object.fromEntries(D1_KEYS.map((k) => [k, tally.d1[k] / applicants])),
      adversaries: adversaries ? { count: adversaries, ...adversaryStats, requests: adversaryTally.requests } : null,
      invariants: checks,
      failures: Object.fromEntries(failures),
    };
    await mkdir(dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify(figures, null, 2)}\n`);

    console.log(
      `\nOpening minute: ${applicants} applicants (${calibrate} one at a time, then ${burst} from ${clients} concurrent clients), loopback, sandbox identity${kill ? ", server killed and restarted halfway" : ""}`,
    );
    console.table(
      Object.fromEntries(
        STEPS.map((s) => [
          s,
          {
            n: figures.steps[s].n,
            "p50 ms": figures.steps[s].p50,
            "p99 ms": figures.steps[s].p99,
            "server CPU ms/req (calibration)": Number(calibration[s].cpuMsPerRequest.toFixed(1)),
            "D1 round trips/applicant (calibration)": Number(calibration[s].d1PerApplicant.calls.toFixed(1)),
          },
        ]),
      ),
    );
    console.table({
      attempted: applicants,
      accepted,
      failed: tally.failed,
      "double submits (same token)": tally.doubleSubmits,
      "double submits with two receipts": tally.doubleReceipts,
      "5xx": tally.serverErrors,
      "network errors (retried)": `${tally.networkErrors} (${tally.retries} journeys again)`,
      requests: tally.requests,
      "burst seconds": figures.seconds,
      "applicants/s (burst)": figures.applicantsPerSecond,
      "requests/s (burst)": figures.requestsPerSecond,
      "server CPU ms/applicant (burst)":
        serverCpuMs === null ? "n/a (killed)" : Math.round(serverCpuMs / burstApplicants),
      "server cores busy (burst)": serverCpuMs === null ? "n/a (killed)" : (serverCpuMs / 1000 / seconds).toFixed(2),
      "waiting room": capacity
        ? `capacity ${capacity}, ${tally.room.waits.length} waits, ${tally.room.polls} polls`
        : "off",
      "wait p50/p99 s": `${(percentile(tally.room.waits, 50) / 1000).toFixed(1)}/${(percentile(tally.room.waits, 99) / 1000).toFixed(1)}`,
      "queue's longest wait": figures.longestWaitMs === null ? "n/a (no waiting room)" : `${figures.longestWaitMs} ms`,
      "D1 rows added/applicant": Object.values(figures.storage.rowsAddedPerApplicant)
        .reduce((a, b) => a + b, 0)
        .toFixed(1),
      "R2 bytes/applicant": Math.round(figures.storage.r2BytesPerApplicant),
      "D1 round trips / statements / writes / at the primary per applicant": D1_KEYS.map((k) =>
        figures.d1PerApplicant[k].toFixed(1),
      ).join(" / "),
    });
    if (adversaries) {
      console.log(`\nAdversaries: ${adversaries} clients, ${adversaryTally.requests} requests`);
      console.table(
        Object.fromEntries(ADVERSARY_KINDS.filter((k) => adversaryStats[k]).map((k) => [k, adversaryStats[k]])),
      );
    }
    if (failures.size) console.table(Object.fromEntries(failures));
    for (const line of checkLines(checks)) console.log(line);
    console.log(`Figures: ${out} (npm run capacity -- ${out})`);
    failed = checks.some((c) => !c.pass);
  });
  process.exitCode = failed ? 1 : 0;
}
