/**
 * `npm run lint` (after action-validator): the pull requests' preview stays apart from
 * production (docs/operations.md, "First deploy"). In .github/workflows/deploy.yml, a job that runs for a pull
 * request never takes production's environment or secrets, a job holding a secret runs none of
 * the pull request's code (no checkout, no npm, only a pinned wrangler from the registry), and
 * every wrangler command there names `--env preview`; production's secrets are read only by
 * jobs in the `production` environment. In wrangler.toml, [env.preview] is another Worker whose
 * D1, R2, queues and Durable Objects are none of production's, and which sends no messages.
 * Exits 1 naming each problem.
 */
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const WORKFLOW = ".github/workflows/deploy.yml";
export const PREVIEW_ENV = "preview";
/** The only secrets a pull request's job may read. */
export const PREVIEW_SECRETS = new Set(["CLOUDFLARE_PREVIEW_API_TOKEN", "CLOUDFLARE_PREVIEW_ACCOUNT_ID"]);

/** What the check reads of a resolved wrangler configuration (wrangler's own `Config` fits). */
export type WorkerConfig = {
  name?: string;
  vars: Record<string, unknown>;
  d1_databases: { binding: string; database_name?: string; database_id?: string }[];
  r2_buckets: { binding: string; bucket_name?: string }[];
  queues: { producers?: { binding: string; queue: string }[]; consumers?: { queue: string }[] };
  durable_objects: { bindings: { name: string; class_name: string; script_name?: string }[] };
  services?: { binding: string; service: string }[];
};

/**
 * The jobs of a workflow and their lines, comments left out. Enough for this repository's
 * layout (job ids indented two spaces under `jobs:`); action-validator checks the YAML itself.
 */
export function workflowJobs(yaml: string): Map<string, string[]> {
  const jobs = new Map<string, string[]>();
  let inJobs = false;
  let current: string[] | null = null;
  for (const line of yaml.split("\n")) {
    if (/^\S/.test(line) && !line.startsWith("#")) {
      inJobs = /^jobs:\s*$/.test(line);
      current = null;
      continue;
    }
    if (!inJobs) continue;
    const id = /^ {2}([\w-]+):\s*$/.exec(line)?.[1];
    if (id) {
      current = [];
      jobs.set(id, current);
    } else if (current && !/^\s*#/.test(line) && line.trim()) {
      current.push(line);
    }
  }
  return jobs;
}

function needsOf(lines: string[]): string[] {
  const value = lines.map((l) => /^ {4}needs:\s*(.+)$/.exec(l)?.[1]).find(Boolean) ?? "";
  return value
    .replace(/[[\]]/g, "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Jobs a pull request runs: all but those whose condition asks for a push (and the jobs after
 * one of those). A job without a condition runs for pull requests too.
 */
function pullRequestJobs(jobs: Map<string, string[]>): Set<string> {
  const pushOnly = new Set<string>();
  for (const [id, lines] of jobs) {
    const condition = lines.find((l) => /^ {4}if:/.test(l)) ?? "";
    if (/github\.event_name == 'push'/.test(condition)) pushOnly.add(id);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, lines] of jobs) {
      if (!pushOnly.has(id) && needsOf(lines).some((n) => pushOnly.has(n))) {
        pushOnly.add(id);
        grew = true;
      }
    }
  }
  return new Set([...jobs.keys()].filter((id) => !pushOnly.has(id)));
}

const environmentOf = (lines: string[]) =>
  lines.map((l) => /^ {4}environment:\s*(?:name:\s*)?([\w-]+)\s*$/.exec(l)?.[1]).find(Boolean) ?? null;
const secretsOf = (lines: string[]) =>
  new Set(lines.flatMap((l) => [...l.matchAll(/secrets\.([A-Za-z_][\w]*)/g)].map((m) => m[1] ?? "")));
/** A wrangler command that acts on an account. */
const WRANGLER_COMMAND = /\bwrangler(@\S+)?\s+(deploy|versions|d1|r2|queues|secret|rollback)\b/;

/** Problems of the workflow, as sentences; none when the preview is kept apart. */
export function checkWorkflow(yaml: string): string[] {
  const problems: string[] = [];
  const jobs = workflowJobs(yaml);
  const forPullRequests = pullRequestJobs(jobs);
  if (![...forPullRequests].some((id) => jobs.get(id)?.some((l) => /\bversions upload\b/.test(l)))) {
    problems.push("no pull request job uploads a preview version (wrangler versions upload)");
  }
  for (const [id, lines] of jobs) {
    const text = lines.join("\n");
    const secrets = secretsOf(lines);
    const environment = environmentOf(lines);
    if (/secrets:\s*inherit/.test(text)) problems.push(`${id}: passes every secret on (secrets: inherit)`);
    const productionSecrets = [...secrets].filter((s) => !PREVIEW_SECRETS.has(s));
    if (productionSecrets.length && environment !== "production") {
      problems.push(`${id}: reads ${productionSecrets.join(", ")} outside the production environment`);
    }
    if (!forPullRequests.has(id)) continue;
    if (environment === "production") problems.push(`${id}: a pull request job in the production environment`);
    if (productionSecrets.length) problems.push(`${id}: a pull request job reads ${productionSecrets.join(", ")}`);
    if (secrets.size === 0) continue;
    // A job holding the preview token runs nothing of the pull request's.
    if (environment !== PREVIEW_ENV) problems.push(`${id}: holds a secret outside the ${PREVIEW_ENV} environment`);
    if (/actions\/checkout@/.test(text)) problems.push(`${id}: checks out the pull request while holding a secret`);
    if (/cloudflare\/wrangler-action@/.test(text)) {
      problems.push(`${id}: wrangler-action installs wrangler from the pull request's package.json`);
    }
    for (const line of lines) {
      if (/\b(npm|yarn|pnpm|bun|node|tsx)\s/.test(line) && !/^\s*(uses|node-version|name):/.test(line)) {
        problems.push(`${id}: runs the pull request's code while holding a secret: ${line.trim()}`);
      }
      const npx = /\bnpx\s+(?:--yes\s+)?(\S+)/.exec(line)?.[1];
      if (npx && !/^wrangler@\d+\.\d+\.\d+$/.test(npx)) {
        problems.push(`${id}: runs ${npx} instead of a pinned wrangler (wrangler@x.y.z)`);
      }
    }
  }
  for (const id of forPullRequests) {
    for (const line of jobs.get(id) ?? []) {
      if (WRANGLER_COMMAND.test(line) && !/--env[ =]preview\b/.test(line)) {
        problems.push(`${id}: a wrangler command without --env ${PREVIEW_ENV}: ${line.trim()}`);
      }
    }
  }
  return problems;
}

/** Problems of wrangler's preview environment against production's resolved configuration. */
export function checkPreviewConfig(production: WorkerConfig, preview: WorkerConfig): string[] {
  const problems: string[] = [];
  const shared = (what: string, ours: (string | undefined)[], theirs: (string | undefined)[]) => {
    const taken = new Set(theirs.filter(Boolean));
    for (const value of ours)
      if (value && taken.has(value)) problems.push(`[env.preview] uses production's ${what} ${value}`);
  };
  if (!preview.name || preview.name === production.name) {
    problems.push("[env.preview] must name a Worker of its own (name), not production's");
  }
  const bindings = (c: WorkerConfig) =>
    [
      ...c.d1_databases.map((d) => d.binding),
      ...c.r2_buckets.map((b) => b.binding),
      ...(c.queues.producers ?? []).map((q) => q.binding),
      ...c.durable_objects.bindings.map((d) => d.name),
    ].sort();
  const missing = bindings(production).filter((b) => !bindings(preview).includes(b));
  if (missing.length) problems.push(`[env.preview] lacks the bindings ${missing.join(", ")}`);
  shared(
    "D1 database",
    preview.d1_databases.flatMap((d) => [d.database_id, d.database_name]),
    production.d1_databases.flatMap((d) => [d.database_id, d.database_name]),
  );
  shared(
    "R2 bucket",
    preview.r2_buckets.map((b) => b.bucket_name),
    production.r2_buckets.map((b) => b.bucket_name),
  );
  const queues = (c: WorkerConfig) => [
    ...(c.queues.producers ?? []).map((q) => q.queue),
    ...(c.queues.consumers ?? []).map((q) => q.queue),
  ];
  shared("queue", queues(preview), queues(production));
  // A Durable Object class of another script is that script's storage.
  shared(
    "Worker",
    [...preview.durable_objects.bindings.map((d) => d.script_name), ...(preview.services ?? []).map((s) => s.service)],
    [production.name],
  );
  if (preview.vars.SENDER === "provider") problems.push("[env.preview] must not send messages (SENDER = provider)");
  return problems;
}

async function main() {
  // wrangler's own reading of wrangler.toml, environments resolved as a deploy resolves them.
  const { unstable_readConfig } = await import("wrangler");
  const read = (env?: string) =>
    unstable_readConfig({ config: "wrangler.toml", env }, { hideWarnings: true }) as unknown as WorkerConfig;
  // Without the section wrangler would make up a Worker "<name>-preview" from production's bindings.
  const defined = /^\[env\.preview\]\s*$/m.test(readFileSync("wrangler.toml", "utf8"));
  const problems = [
    ...checkWorkflow(readFileSync(WORKFLOW, "utf8")),
    ...(defined ? [] : ["wrangler.toml has no [env.preview]"]),
    ...new Set(checkPreviewConfig(read(), read(PREVIEW_ENV))),
  ];
  for (const problem of problems) console.error(`deploy-check: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
