// npm run bench -- --opening: the opening minute of a round. N applicants, from C
// concurrent clients, each: the sandbox identity verification through its pages (start,
// provider step, sandbox page, answer, outcome), the draft (POST, then the steps in one PUT),
// two small PDFs (the youth checklist's required documents), submit. One in ten submits twice
// at once with the same token (a double click). Against the built worker on loopback only;
// bounded by N. Prints throughput, p50/p99 per step and the counts, then reads D1 to check that
// every accepted receipt is stored once, with its version and documents, and nothing else.
// `-- --opening --applicants=200 --clients=20` for a smaller run; `--waiting-room=<capacity>`
// turns the waiting room on at that capacity (scripts/waiting-room-client.mjs follows it).
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { quietEnv, withBuiltServer } from "./lib.mjs";
import { isWaiting, newRoomStats, throughRoom } from "./waiting-room-client.mjs";

const STEPS = ["verify", "start", "draft", "upload", "submit"];
const YOUTH_STEPS = {
  details: { email: "bench@example.com", qualificationType: "YOUTH_TYPE", unitType: "36A" },
  supply: { supplyType: "NORMAL_TYPE", supplyCategory: "YOUTH" },
  answers: { isHomeless: "true", isAsset: "false", isCar: "false" },
};
const PDF = new TextEncoder().encode("%PDF-1.4\n% bench document\n%%EOF\n");

const option = (args, name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split("=")[1]) : fallback;
  if (!Number.isInteger(value) || value < 1 || value > 10_000) throw new Error(`--${name} must be 1..10000`);
  return value;
};

const percentile = (xs, p) => {
  if (!xs.length) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * One applicant's browser: its cookies, its own client address (as Cloudflare would give it;
 * the local server keeps a cf-connecting-ip it is sent), and every answer's status counted.
 * Applicants come from many places, so the per-client limits do not stop the run.
 */
class Client {
  cookies = new Map();
  constructor(base, tally, ip) {
    this.base = base;
    this.tally = tally;
    this.ip = ip;
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
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    const res = await fetch(this.base + path, { ...init, headers, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    this.tally.requests += 1;
    if (res.status >= 500 && !isWaiting(res)) this.tally.serverErrors += 1;
    return res;
  }

  async json(method, path, body) {
    const res = await this.fetch(path, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json().catch(() => ({})) };
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
  const order = /name="ordr_idxx" value="([^"]+)"/.exec(await step.text())?.[1];
  expect(step.status === 200 && order, `provider step ${step.status}`);
  const sandbox = await client.fetch(`/common/kcp/cert/sandbox?ordr_idxx=${order}`);
  expect(sandbox.status === 200, `sandbox page ${sandbox.status}`);
  await sandbox.arrayBuffer();
  const answer = { ordr_idxx: order, res_cd: "0000", name: "김벤치", birth: "19950301", phone: "01012345678" };
  const answered = await client.fetch("/common/kcp/cert/response", form({ ...answer, gender: "FEMALE", personId }));
  expect(answered.status === 303, `answer ${answered.status}`);
  const outcome = await client.fetch(answered.headers.get("location"));
  const to = new URL(outcome.headers.get("location") ?? "", client.base);
  expect(outcome.status === 303 && to.searchParams.get("verification"), `outcome ${outcome.status}`);
  return to.searchParams.get("verification");
}

async function upload(client, id, name) {
  const body = new FormData();
  body.append("name", name);
  body.append("upload", new File([PDF], `${name}.pdf`, { type: "application/pdf" }));
  const res = await client.fetch(`/api/v1/application/${id}/upload`, { method: "POST", body });
  await res.arrayBuffer();
  expect(res.status === 201, `upload ${res.status}`);
}

/** One applicant's whole run; each step's duration goes to `times`. */
async function applicant(base, i, run, tally, times) {
  // 198.18.0.0/15 is set aside for benchmarks (RFC 2544).
  const client = new Client(base, tally, `198.18.${(i >> 8) & 255}.${i & 255}`);
  const timed = async (step, work) => {
    const t0 = performance.now();
    const out = await work();
    times[step].push(performance.now() - t0);
    return out;
  };
  const verificationId = await timed("verify", () => verify(client, `bench-${run}-${i}`));
  const started = await timed("start", () =>
    client.json("POST", "/api/v1/application", { verificationId, terms: ["privacy", "application"] }),
  );
  expect(started.status === 201, `start ${started.status} ${started.body.message ?? ""}`);
  const id = started.body.id;
  const drafted = await timed("draft", () => client.json("PUT", `/api/v1/application/${id}`, { steps: YOUTH_STEPS }));
  expect(drafted.status === 200, `draft ${drafted.status}`);
  await timed("upload", async () => {
    await upload(client, id, "idCard");
    await upload(client, id, "residence");
  });
  const token = randomUUID().replaceAll("-", "");
  const submit = () => client.json("PUT", `/api/v1/application/${id}`, { submit: token });
  const answers = await timed("submit", () => Promise.all(i % 10 === 0 ? [submit(), submit()] : [submit()]));
  for (const a of answers) expect(a.status === 200 && a.body.receiptNo, `submit ${a.status} ${a.body.message ?? ""}`);
  if (answers.length === 2) {
    tally.doubleSubmits += 1;
    if (answers[0].body.receiptNo !== answers[1].body.receiptNo) tally.doubleReceipts += 1;
  }
  return { id, receiptNo: answers[0].body.receiptNo };
}

const execFileAsync = promisify(execFile);

/** A query of the server's local D1 (read after the run), as rows. */
async function d1(work, sql) {
  const out = await execFileAsync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      work.persistTo,
      "-c",
      `${work.buildDir}/server/wrangler.json`,
      "--json",
      "--command",
      sql,
    ],
    { env: quietEnv, maxBuffer: 64 << 20 },
  );
  return JSON.parse(out.stdout)[0].results;
}

/** Rows of the application tables, to tell this run's from those already there. */
async function census(work) {
  const [apps] = await d1(
    work,
    "SELECT count(*) AS n, coalesce(sum(status = 'SUBMITTED'), 0) AS submitted FROM applications",
  );
  const [docs] = await d1(work, "SELECT count(*) AS n FROM application_documents");
  const [versions] = await d1(work, "SELECT count(*) AS n FROM application_versions");
  return { apps: apps.n, submitted: apps.submitted, docs: docs.n, versions: versions.n };
}

export async function benchOpening(args) {
  const applicants = option(args, "applicants", 1000);
  const clients = option(args, "clients", 100);
  await withBuiltServer({ prefix: "bench-opening", stdio: ["ignore", "ignore", "inherit"] }, async (base, work) => {
    const { hostname } = new URL(base);
    if (!["127.0.0.1", "localhost"].includes(hostname)) throw new Error(`loopback only, not ${hostname}`);
    const before = await census(work);
    const run = Date.now().toString(36);
    const tally = { requests: 0, serverErrors: 0, doubleSubmits: 0, doubleReceipts: 0, room: newRoomStats() };
    // --waiting-room=<capacity>: the seeded open round's room on, at that capacity.
    const capacity = args.some((a) => a.startsWith("--waiting-room=")) ? option(args, "waiting-room") : null;
    if (capacity) await d1(work, `UPDATE rounds SET waiting_room = 1, waiting_capacity = ${capacity}`);
    const times = Object.fromEntries(STEPS.map((s) => [s, []]));
    const accepted = [];
    const failures = new Map();
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < applicants) {
          const i = next++;
          try {
            accepted.push(await applicant(base, i, run, tally, times));
          } catch (error) {
            const key = String(error.message ?? error).slice(0, 80);
            failures.set(key, (failures.get(key) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;

    // What this run stored: the counts now less those before it (the seed has sample applications).
    const after = await census(work);
    const apps = { n: after.apps - before.apps, submitted: after.submitted - before.submitted };
    const docs = { n: after.docs - before.docs };
    const versions = { n: after.versions - before.versions };
    const [dupes] = await d1(
      work,
      "SELECT count(*) AS n FROM (SELECT person_key FROM applications GROUP BY round_id, person_key HAVING count(*) > 1)",
    );
    const stored = new Set(
      (await d1(work, "SELECT receipt_no FROM applications WHERE receipt_no IS NOT NULL")).map((r) => r.receipt_no),
    );
    const lost = accepted.filter((a) => !stored.has(a.receiptNo)).length;

    console.log(
      `\nOpening minute: ${applicants} applicants from ${clients} concurrent clients, loopback, sandbox identity`,
    );
    console.table(
      Object.fromEntries(
        STEPS.map((s) => [
          s,
          {
            n: times[s].length,
            "p50 ms": Math.round(percentile(times[s], 50)),
            "p99 ms": Math.round(percentile(times[s], 99)),
          },
        ]),
      ),
    );
    const counts = {
      attempted: applicants,
      accepted: accepted.length,
      "stored applications (this run)": apps.n,
      "stored submitted (this run)": apps.submitted,
      "stored documents (this run)": docs.n,
      "stored versions (this run)": versions.n,
      "duplicates (person twice in a round)": dupes.n,
      "double submits (same token)": tally.doubleSubmits,
      "double submits with two receipts": tally.doubleReceipts,
      "lost (receipt given, not stored)": lost,
      "5xx": tally.serverErrors,
      requests: tally.requests,
      seconds: seconds.toFixed(1),
      "applicants/s": (accepted.length / seconds).toFixed(1),
      "requests/s": (tally.requests / seconds).toFixed(1),
      "waiting room": capacity
        ? `capacity ${capacity}, ${tally.room.waits.length} waits, ${tally.room.polls} polls`
        : "off",
      "wait p50/p99 s": `${(percentile(tally.room.waits, 50) / 1000).toFixed(1)}/${(percentile(tally.room.waits, 99) / 1000).toFixed(1)}`,
    };
    console.table(counts);
    if (failures.size) console.table(Object.fromEntries(failures));
    const clean =
      accepted.length === applicants &&
      apps.submitted === applicants &&
      docs.n === applicants * 2 &&
      versions.n === applicants &&
      dupes.n === 0 &&
      lost === 0 &&
      tally.doubleReceipts === 0 &&
      tally.serverErrors === 0;
    console.log(clean ? "All accepted, each stored once, none lost, no 5xx." : "NOT CLEAN: see the counts above.");
    process.exitCode = clean ? 0 : 1;
  });
}
