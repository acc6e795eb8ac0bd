// npm run capacity -- FILE: the capacity model of docs/capacity.md, recomputed from the
// figures an opening bench wrote (`npm run bench -- --opening`, its --out JSON). Per applicant
// what the bench measured (requests, server CPU per step, D1 round trips, statements and
// writes, rows added, R2 objects and bytes, outbox messages), then, for 10,000, 100,000 and
// 1,000,000 applicants arriving within ten minutes: the load on each Cloudflare primitive
// against its published limit, how many of each it takes, and the cost per applicant.
// Prints Markdown; `--json` prints the model as JSON.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** What capacity() reads of a bench's JSON (scripts/bench-opening.mjs). */
export type BenchFigures = {
  applicants: number;
  clients: number;
  applicantsPerSecond: number;
  requestsPerApplicant: number;
  cpu: {
    calibration: Record<
      string,
      {
        requestsPerApplicant: number;
        cpuMsPerApplicant: number;
        cpuMsPerRequest: number;
        d1PerApplicant?: { calls: number; statements: number; writes: number };
      }
    >;
  };
  /** `primary`: the statements that reach the primary under the Sessions API (absent in older figures). */
  d1PerApplicant: { calls: number; statements: number; writes: number; primary?: number };
  storage: {
    rowsAddedPerApplicant: Record<string, number>;
    rowsAddedWrittenEstimatePerApplicant: number;
    r2ObjectsPerApplicant: number;
    r2BytesPerApplicant: number;
  };
};

/**
 * Cloudflare's published limits and prices (docs/capacity.md cites each), and the model's own
 * assumptions, each overridable.
 */
export const PUBLISHED = {
  /** D1 runs one query at a time per database: ~1,000 queries/s at 1 ms each (D1 limits FAQ). */
  d1QueryMs: 1,
  /** D1's largest database (D1 limits). */
  d1DatabaseBytes: 10e9,
  /** One Durable Object: soft limit of 1,000 requests/s (Durable Objects limits FAQ). */
  durableObjectRequestsPerSecond: 1000,
  /** One queue: 5,000 messages/s (Queues limits). */
  queueMessagesPerSecond: 5000,
  /** Workers Paid: $0.30 per million requests, $0.02 per million CPU ms (Workers pricing). */
  workerRequestUsd: 0.3e-6,
  workerCpuMsUsd: 0.02e-6,
  /** D1: $1.00 per million rows written, $0.001 per million rows read (D1 pricing). */
  d1RowWrittenUsd: 1e-6,
  /** R2 Standard: $4.50 per million Class A operations, $0.015 per GB-month (R2 pricing). */
  r2ClassAUsd: 4.5e-6,
  r2GbMonthUsd: 0.015,
  /** Durable Objects: $0.15 per million requests (Durable Objects pricing). */
  durableObjectRequestUsd: 0.15e-6,
  /** Queues: $0.40 per million operations; a message is written, read and deleted (Queues pricing). */
  queueOperationUsd: 0.4e-6,
  queueOperationsPerMessage: 3,
};

export const ASSUMED = {
  /** The ten minutes the model fills. */
  windowSeconds: 600,
  /** Requests an applicant makes of the waiting room: arrival, position polls (every 20 s), admission. */
  waitingRoomRequestsPerApplicant: 3,
  /** Minutes an admitted applicant takes to fill the form by hand (the active applicants the room holds). */
  journeyMinutes: 5,
  /** Extra rows an UPDATE writes beyond its row: about one index entry (D1 counts index writes). */
  indexRowsPerUpdate: 1,
  /** Of local CPU (the Worker plus the simulated D1 and R2 in one workerd), the share the Worker is billed for. */
  workerShareOfLocalCpu: 1,
  /** A real document's size (a phone photo or a scan; the bench's PDFs are a few dozen bytes). */
  bytesPerDocument: 1e6,
  /** Months the documents are kept (the storage cost per applicant). */
  storageMonths: 12,
};

export type Assumptions = typeof PUBLISHED & typeof ASSUMED;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** What one applicant costs each primitive, from the bench's figures. */
export function perApplicant(f: BenchFigures, a: Assumptions = { ...PUBLISHED, ...ASSUMED }) {
  const steps = Object.values(f.cpu.calibration);
  const rowsAdded = sum(Object.values(f.storage.rowsAddedPerApplicant));
  const updates = Math.max(0, f.d1PerApplicant.writes - rowsAdded);
  return {
    requests: f.requestsPerApplicant,
    cpuMs: sum(steps.map((s) => s.cpuMsPerApplicant)) * a.workerShareOfLocalCpu,
    d1Calls: f.d1PerApplicant.calls,
    d1Statements: f.d1PerApplicant.statements,
    d1Writes: f.d1PerApplicant.writes,
    /** Statements at the primary with the journey's reads in sessions (older figures: the writes only). */
    d1PrimaryStatements: f.d1PerApplicant.primary ?? f.d1PerApplicant.writes,
    /** Rows added with their index entries, plus each UPDATE's row and its index entry. */
    d1RowsWritten: f.storage.rowsAddedWrittenEstimatePerApplicant + updates * (1 + a.indexRowsPerUpdate),
    r2Objects: f.storage.r2ObjectsPerApplicant,
    r2Bytes: f.storage.r2BytesPerApplicant,
    /** The same objects at a real document's size. */
    r2RealBytes: f.storage.r2ObjectsPerApplicant * a.bytesPerDocument,
    messages: f.storage.rowsAddedPerApplicant.outbox ?? 0,
    waitingRoomRequests: a.waitingRoomRequestsPerApplicant,
  };
}

/**
 * Applicants per second one D1 database takes: all statements at its primary, or only those the
 * bench counted at the primary under the Sessions API (writes, and each session's first read).
 */
export function d1ApplicantsPerSecond(
  p: ReturnType<typeof perApplicant>,
  a: Assumptions = { ...PUBLISHED, ...ASSUMED },
) {
  const queriesPerSecond = 1000 / a.d1QueryMs;
  return {
    primaryOnly: queriesPerSecond / p.d1Statements,
    withReadReplicas: queriesPerSecond / p.d1PrimaryStatements,
  };
}

/** One row of the table: `applicants` arriving within the window. */
export function scenario(
  applicants: number,
  p: ReturnType<typeof perApplicant>,
  a: Assumptions = { ...PUBLISHED, ...ASSUMED },
) {
  const rate = applicants / a.windowSeconds;
  const d1 = d1ApplicantsPerSecond(p, a);
  const cost = {
    workers: p.requests * a.workerRequestUsd + p.cpuMs * a.workerCpuMsUsd,
    d1: p.d1RowsWritten * a.d1RowWrittenUsd,
    r2: p.r2Objects * a.r2ClassAUsd + (p.r2RealBytes / 1e9) * a.r2GbMonthUsd * a.storageMonths,
    waitingRoom: p.waitingRoomRequests * a.durableObjectRequestUsd,
    queues: p.messages * a.queueOperationsPerMessage * a.queueOperationUsd,
  };
  return {
    applicants,
    applicantsPerSecond: rate,
    requestsPerSecond: rate * p.requests,
    workerCpuSecondsPerSecond: (rate * p.cpuMs) / 1000,
    d1StatementsPerSecond: rate * p.d1Statements,
    d1WritesPerSecond: rate * p.d1Writes,
    d1RowsWrittenPerSecond: rate * p.d1RowsWritten,
    /** Databases so that each stays within its single-threaded throughput. */
    d1DatabasesPrimaryOnly: Math.ceil(rate / d1.primaryOnly),
    d1DatabasesWithReplicas: Math.ceil(rate / d1.withReadReplicas),
    /** With one database and replicas: the admission rate the waiting room holds to, and the time to serve everyone. */
    oneDatabaseMinutes: applicants / d1.withReadReplicas / 60,
    /** The waiting room's capacity (active applicants) that one database with replicas sustains. */
    waitingRoomCapacity: Math.floor(d1.withReadReplicas * a.journeyMinutes * 60),
    waitingRoomRequestsPerSecond: rate * p.waitingRoomRequests,
    waitingRoomObjects: Math.ceil((rate * p.waitingRoomRequests) / a.durableObjectRequestsPerSecond),
    queueMessagesPerSecond: rate * p.messages,
    queues: Math.ceil((rate * p.messages) / a.queueMessagesPerSecond),
    r2WritesPerSecond: rate * p.r2Objects,
    /** Stored at a real document's size. */
    r2Gb: (applicants * p.r2RealBytes) / 1e9,
    costPerApplicantUsd: sum(Object.values(cost)),
    cost,
  };
}

export function capacity(
  f: BenchFigures,
  targets = [10_000, 100_000, 1_000_000],
  overrides: Partial<Assumptions> = {},
) {
  const a = { ...PUBLISHED, ...ASSUMED, ...overrides };
  const p = perApplicant(f, a);
  return {
    perApplicant: p,
    d1ApplicantsPerSecond: d1ApplicantsPerSecond(p, a),
    scenarios: targets.map((n) => scenario(n, p, a)),
  };
}

const fmt = (n: number, digits = 1) =>
  n >= 100 ? Math.round(n).toLocaleString("en-US") : n.toFixed(digits).replace(/\.0+$/, "");

/** The model as Markdown: per applicant, per step, and the three scenarios. */
export function markdown(f: BenchFigures, model = capacity(f), queryMs: number = PUBLISHED.d1QueryMs) {
  const p = model.perApplicant;
  const lines = [
    `Bench: ${f.applicants} applicants from ${f.clients} clients, ${f.applicantsPerSecond} applicants/s on this machine.`,
    "",
    "| Step | requests/applicant | server CPU ms/request | D1 round trips/applicant |",
    "| --- | --- | --- | --- |",
    ...Object.entries(f.cpu.calibration).map(
      ([step, s]) =>
        `| ${step} | ${fmt(s.requestsPerApplicant)} | ${fmt(s.cpuMsPerRequest)} | ${fmt(s.d1PerApplicant?.calls ?? 0)} |`,
    ),
    "",
    `Per applicant: ${fmt(p.requests)} requests, ${fmt(p.cpuMs)} ms server CPU, ${fmt(p.d1Calls)} D1 round trips ` +
      `(${fmt(p.d1Statements)} statements, ${fmt(p.d1Writes)} writes, ${fmt(p.d1PrimaryStatements)} at the primary), ~${fmt(p.d1RowsWritten)} D1 rows written, ` +
      `${fmt(p.r2Objects)} R2 writes (${fmt(p.r2Bytes, 0)} bytes in the bench; ${fmt(p.r2RealBytes / 1e6)} MB at a real document's size), ${fmt(p.messages)} outbox messages.`,
    `One D1 database (${queryMs} ms a query): ${fmt(model.d1ApplicantsPerSecond.primaryOnly)} applicants/s with every statement on the primary, ` +
      `${fmt(model.d1ApplicantsPerSecond.withReadReplicas)} applicants/s with reads on replicas (Sessions API).`,
    "",
    "| Applicants in 10 min | applicants/s | requests/s | Worker CPU s/s | D1 statements/s | D1 writes/s | D1 rows written/s | D1 databases (primary only / with replicas) | minutes through one database | waiting-room capacity (one database) | waiting-room requests/s (objects) | queue messages/s (queues) | R2 writes/s | R2 GB (real documents) | cost/applicant (USD) |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...model.scenarios.map(
      (s) =>
        `| ${s.applicants.toLocaleString("en-US")} | ${fmt(s.applicantsPerSecond)} | ${fmt(s.requestsPerSecond)} | ${fmt(s.workerCpuSecondsPerSecond)} | ` +
        `${fmt(s.d1StatementsPerSecond)} | ${fmt(s.d1WritesPerSecond)} | ${fmt(s.d1RowsWrittenPerSecond)} | ` +
        `${s.d1DatabasesPrimaryOnly} / ${s.d1DatabasesWithReplicas} | ${fmt(s.oneDatabaseMinutes)} | ${s.waitingRoomCapacity.toLocaleString("en-US")} | ` +
        `${fmt(s.waitingRoomRequestsPerSecond)} (${s.waitingRoomObjects}) | ${fmt(s.queueMessagesPerSecond)} (${s.queues}) | ` +
        `${fmt(s.r2WritesPerSecond)} | ${fmt(s.r2Gb, 3)} | ${s.costPerApplicantUsd.toFixed(6)} |`,
    ),
  ];
  return lines.join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (!file) {
    console.error(
      "usage: npm run capacity -- FILE [--json]   (FILE: a bench's figures, e.g. .bench/opening-1000-100.json)",
    );
    process.exit(2);
  }
  const figures = JSON.parse(readFileSync(file, "utf8")) as BenchFigures;
  // `--d1-query-ms=2`: the model with slower D1 queries than Cloudflare's 1 ms example.
  const queryMs = Number(
    process.argv.find((a) => a.startsWith("--d1-query-ms="))?.split("=")[1] ?? PUBLISHED.d1QueryMs,
  );
  const model = capacity(figures, undefined, { d1QueryMs: queryMs });
  console.log(process.argv.includes("--json") ? JSON.stringify(model, null, 2) : markdown(figures, model, queryMs));
}
